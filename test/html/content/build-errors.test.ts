/**
 * Bad content fails the build with every error listed (file and field), a non-zero exit,
 * and the previous dist/ left exactly as it was.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument } from "yaml";
import { folderSnapshot, previousDist } from "../../helpers/folder-snapshot.ts";
import { contentRoot } from "../../helpers/paths.ts";
import { run } from "../../helpers/run.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "build-errors-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
const content = path.join(work, "content");
const out = path.join(work, "dist");

function edit(file: string, change: (text: string) => string, root = content) {
  const target = path.join(root, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
}

/** Sets one value of a YAML content file, computed from the current one. */
function editYaml(file: string, field: Array<string | number>, change: (value: number) => number, root = content) {
  edit(
    file,
    (text) => {
      const doc = parseDocument(text);
      doc.setIn(field, change(Number(doc.getIn(field))));
      return doc.toString();
    },
    root,
  );
}

// Started when the file is loaded, so the build runs while other suites are checked.
fs.cpSync(contentRoot, content, { recursive: true });
const article = fs.readdirSync(path.join(content, "blog", "fr")).sort()[0]!;
const commune = fs.readdirSync(path.join(content, "communes", "fr")).sort()[0]!;
edit(`blog/fr/${article}`, (t) => t.replace(/^title: .*\n/m, "").replace(/^readingTime: .*$/m, 'readingTime: "sept"'));
edit(`blog/fr/${article}`, (t) => `${t}\n\nVoir [une page qui n’existe pas](/services/inexistant).\n`);
edit(`communes/fr/${commune}`, (t) => t.replace(/^wasteBody: .*\n/m, ""));
edit("services/fr/vide-maison.md", (t) => t.replace(/^order: \d+/m, "order: 2"));
edit("faq.yaml", (t) => t.replace("categories:", "categories: [\n"));
// A text page that cites its own date ({{updated}}) without having one.
edit("pages/fr/a-propos.md", (t) => `${t.replace(/^updated: .*\n/m, "")}\n\nVersion du {{updated}}.\n`);
// A price example outside the card's range for its volume.
editYaml("claims.yaml", ["prices", "examples", 0, "price"], (price) => price * 3);
const before = previousDist(out);
const build = (root: string) =>
  run(process.execPath, ["--import", "tsx", "build.ts", `--content=${root}`, `--out=${out}`]);
const failed = build(content);
// A wrong estimator figure stops the load once every other file is checked: a copy of its own.
const estimatorContent = path.join(work, "content-estimator");
fs.cpSync(contentRoot, estimatorContent, { recursive: true });
editYaml("estimator.yaml", ["fullness", "light"], (light) => light * 10, estimatorContent);
const estimatorFailed = build(estimatorContent);

const errors = suite("content errors");

errors("every content error is listed with its file and field, and dist/ is untouched", async () => {
  const { code, output } = await failed;
  assert.is(code, 1, "non-zero exit");
  assert.match(output, "Build échoué, dist/ n’a pas été modifié.");
  assert.match(output, `blog/fr/${article} › title`);
  assert.match(output, `blog/fr/${article} › readingTime`);
  assert.match(output, `blog/fr/${article} › contenu : lien vers une page inexistante : /services/inexistant`);
  assert.match(output, `communes/fr/${commune} › wasteBody`);
  assert.match(output, /services\/fr\/(vide-maison|enlevement-encombrants)\.md › order : « 2 » est déjà utilisé/);
  assert.match(output, "faq.yaml › YAML");
  assert.match(output, "pages/fr/a-propos.md › updated : le texte cite sa date ({{updated}})");
  assert.match(output, /claims\.yaml › prices\.examples\.0\.price : .* hors du barème, qui donne .* pour ce volume/);
  assert.equal(folderSnapshot(out), before);
  // Both builds write beside the same dist/: each removes its staging folder once it has failed.
  await estimatorFailed;
  assert.equal(
    fs.readdirSync(work).filter((f) => f.startsWith(".dist-staging")),
    [],
    "no staging folder left",
  );
});

errors("a wrong estimator figure fails the build naming its file and field, and dist/ is untouched", async () => {
  const { code, output } = await estimatorFailed;
  assert.is(code, 1, output);
  assert.match(output, "estimator.yaml › fullness.light : doit être inférieur à normal");
  assert.equal(folderSnapshot(out), before);
});

errors.run();
