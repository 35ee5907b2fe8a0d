/**
 * The photo stage over a static folder (site/lib/photos/prepare.ts, attach.ts): each raster
 * image processed once and then read from the cache by its content; the content's photos
 * matched with it, a refused or missing one named by file and field, with the field's label.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Issues } from "../../../site/lib/content/issues.ts";
import type { SiteData } from "../../../site/lib/content/types.ts";
import { attachPhotos } from "../../../site/lib/photos/attach.ts";
import { preparePhotos, PHOTOS_URL } from "../../../site/lib/photos/prepare.ts";
import { phonePhoto } from "../../helpers/photos.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "photo-stage-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
const staticDir = path.join(work, "static");
const cacheDir = path.join(work, "cache");
const uploads = path.join(staticDir, "images", "uploads");
fs.mkdirSync(uploads, { recursive: true });
fs.writeFileSync(path.join(staticDir, "images", "logo.svg"), "<svg/>");

const photo = await phonePhoto({ width: 1300, height: 900 });
fs.writeFileSync(path.join(uploads, "maison.jpg"), photo);
fs.writeFileSync(path.join(uploads, "abime.jpg"), photo.subarray(0, photo.length >> 1));
fs.writeFileSync(
  path.join(uploads, "anime.gif"),
  await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .gif()
    .toBuffer(),
);

test("every raster image under static/images/ is processed once, then read from the cache by its content", async () => {
  const first = await preparePhotos(staticDir, cacheDir);
  assert.equal(Object.keys(first.photos), ["/images/uploads/maison.jpg"], "the SVG is left to the static copy");
  assert.equal(first.problems.map((p) => p.shown).sort(), [
    "static/images/uploads/abime.jpg",
    "static/images/uploads/anime.gif",
  ]);
  const second = await preparePhotos(staticDir, cacheDir);
  assert.is(second.made, 0, "nothing processed again");
  assert.equal(second.photos, first.photos);
  for (const { from, url } of second.files) {
    assert.ok(url.startsWith(PHOTOS_URL) && fs.existsSync(from), url);
  }
  // The same name, other pixels: other files, under other names.
  fs.writeFileSync(path.join(uploads, "maison.jpg"), await phonePhoto({ width: 1300, height: 900, grain: true }));
  const changed = await preparePhotos(staticDir, cacheDir);
  assert.is(changed.made, 1);
  const urls = (p: typeof first) => p.photos["/images/uploads/maison.jpg"]!.files.map((f) => f.url);
  assert.ok(urls(changed).every((url) => !urls(first).includes(url)));
  fs.writeFileSync(path.join(uploads, "maison.jpg"), photo);
});

const data = (articleAlt: string) =>
  ({
    articles: [
      {
        slug: "vider",
        photo: { src: "/images/uploads/maison.jpg", alt: articleAlt },
        imageAlt: articleAlt,
        socialImage: "/og/blog/vider.png",
      },
    ],
    services: [
      {
        slug: "vide-maison",
        photo: { src: "/images/uploads/absente.jpg", alt: "Une maison" },
        projects: [
          {
            caption: "Cave",
            before: { src: "/images/uploads/abime.jpg", alt: "Avant" },
            after: { src: "/images/logo.svg", alt: "Après" },
          },
        ],
      },
    ],
    municipalities: [],
    photos: {},
  }) as unknown as SiteData;

test("refused and missing photos are named by file and field, with its label; an unused refused file by its name", async () => {
  const content = { data: data("Façade d’une maison de Jambes"), issues: new Issues() };
  attachPhotos(content, await preparePhotos(staticDir, cacheDir), staticDir);
  const found = content.issues.list.map((i) => `${i.file} › ${i.field} : ${i.message.split(" : ")[0]}`);
  assert.equal(found, [
    "services/vide-maison.md › image (Photo) : fichier introuvable",
    "services/vide-maison.md › projects.0.before (Nos réalisations (photos avant / après) › 1 › Photo avant) : static/images/uploads/abime.jpg",
    "services/vide-maison.md › projects.0.after (Nos réalisations (photos avant / après) › 1 › Photo après) : format non pris en charge (.svg)",
    "static/images/uploads/anime.gif › (fichier) : format GIF non pris en charge",
  ]);
  assert.match(content.issues.list[1]!.message, /fichier abîmé/);
});

test("an article's photo is its social image; its alt text may not still describe a drawing", async () => {
  const prepared = await preparePhotos(staticDir, cacheDir);
  const content = { data: data("Illustration d’une maison"), issues: new Issues() };
  attachPhotos(content, prepared, staticDir);
  assert.is(content.data.articles[0]!.socialImage, prepared.photos["/images/uploads/maison.jpg"]!.social!.url);
  assert.ok(
    content.issues.list.some(
      (i) =>
        i.file === "blog/vider.md" && i.field.startsWith("imageAlt (") && /décrit une illustration/.test(i.message),
    ),
  );
});

test.run();
