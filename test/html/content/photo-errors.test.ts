/**
 * A photo the build cannot use fails it (issue 36), naming the content file and the field with
 * its label, and leaves the previous dist/ as it was: a corrupt JPEG, a photo without alt text
 * (in a page's head and in a text), and a file over 20 MB that nothing uses yet (named by its
 * own path).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { folderSnapshot, previousDist } from "../../helpers/folder-snapshot.ts";
import { contentRoot, projectRoot } from "../../helpers/paths.ts";
import { phonePhoto } from "../../helpers/photos.ts";
import { run } from "../../helpers/run.ts";
import { MAX_PHOTO_BYTES } from "../../../site/lib/photos/limits.ts";
import { collectionFolder, contentFile, DEFAULT_LOCALE } from "../../../content/locales.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "photo-errors-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
const content = path.join(work, "content");
const statics = path.join(work, "static");
const out = path.join(work, "dist");
fs.cpSync(contentRoot, content, { recursive: true });
fs.cpSync(path.join(projectRoot, "static"), statics, { recursive: true });
const uploads = path.join(statics, "images", "uploads");
fs.mkdirSync(uploads, { recursive: true });
const photo = await phonePhoto({ width: 800, height: 600 });
fs.writeFileSync(path.join(uploads, "abimee.jpg"), photo.subarray(0, photo.length >> 1));
fs.writeFileSync(path.join(uploads, "sans-texte.jpg"), photo);
fs.writeFileSync(path.join(uploads, "enorme.jpg"), Buffer.alloc(MAX_PHOTO_BYTES + 1));

const edit = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(content, file), change(fs.readFileSync(path.join(content, file), "utf8")));
const first = (collection: "blog" | "communes") =>
  contentFile(
    collection,
    DEFAULT_LOCALE,
    fs
      .readdirSync(path.join(content, collectionFolder(collection, DEFAULT_LOCALE)))
      .sort()[0]!
      .replace(/\.md$/, ""),
  );
const article = first("blog");
const commune = first("communes");
edit(article, (t) =>
  t.replace(/^imageAlt: .*$/m, 'imageAlt: "Façade d’une maison en briques"\nimage: /images/uploads/abimee.jpg'),
);
edit(commune, (t) => t.replace(/^---\n/, "---\nimage: /images/uploads/sans-texte.jpg\n"));
// A photo in the text with nothing between its brackets, as the editor's image button leaves it.
edit(article, (t) => `${t.trimEnd()}\n\n![](/images/uploads/sans-texte.jpg)\n`);
const before = previousDist(out);
const failed = run(process.execPath, [
  "--import",
  "tsx",
  "build.ts",
  `--content=${content}`,
  `--static=${statics}`,
  `--out=${out}`,
]);

const errors = suite("photo errors");

errors("a corrupt photo, a photo without alt text and an oversized upload fail the build, each named", async () => {
  const { code, output } = await failed;
  assert.is(code, 1, output);
  assert.match(output, "Build échoué, dist/ n’a pas été modifié.");
  assert.match(output, `${article} › Photo [image] : static/images/uploads/abimee.jpg : fichier abîmé`);
  assert.match(
    output,
    `${commune} › Texte alternatif de la photo [imageAlt] : texte alternatif manquant pour la photo /images/uploads/sans-texte.jpg`,
  );
  assert.match(output, `${article} › contenu : texte alternatif manquant pour la photo /images/uploads/sans-texte.jpg`);
  assert.match(output, "static/images/uploads/enorme.jpg › (fichier) : fichier de 20,1 Mo, 20 Mo au plus");
  assert.equal(folderSnapshot(out), before);
});

errors.run();
