/**
 * The photo stage over a static folder (site/lib/photos/prepare.ts, attach.ts): each raster
 * image processed once and then read from the cache by its content; the content's photos
 * matched with it in every edition, a refused or missing one named by file and field, with the
 * field's label.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { describeIssue } from "../../../site/lib/errors.ts";
import { fieldLabel } from "../../../site/lib/content/french/field-labels.ts";
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

/** An edition with a photo of each kind: an article's, a service's and a before/after pair. */
const edition = (locale: "fr" | "nl", articleAlt: string) =>
  ({
    locale,
    articles: [
      {
        id: "vider",
        slug: locale === "fr" ? "vider" : "leeghalen",
        photo: { src: "/images/uploads/maison.jpg", alt: articleAlt },
        imageAlt: articleAlt,
        socialImage: "/og/blog/vider.png",
      },
    ],
    services: [
      {
        id: "vide-maison",
        slug: locale === "fr" ? "vide-maison" : "woningontruiming",
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

const loaded = (...editions: SiteData[]) => ({ editions, images: [], issues: new Issues(fieldLabel) });

test("refused and missing photos are named by file and field, with its label; an unused refused file by its name", async () => {
  const content = loaded(edition("fr", "Façade d’une maison de Jambes"));
  attachPhotos(content, await preparePhotos(staticDir, cacheDir), staticDir);
  const found = content.issues.list.map((i) => `${describeIssue(i).split(" : ").slice(0, 2).join(" : ")}`);
  assert.equal(found, [
    "services/fr/vide-maison.md › Photo [image] : fichier introuvable",
    "services/fr/vide-maison.md › Chantier n° 1 › Photo avant [projects.0.before] : static/images/uploads/abime.jpg",
    "services/fr/vide-maison.md › Chantier n° 1 › Photo après [projects.0.after] : format non pris en charge (.svg)",
    "static/images/uploads/anime.gif › (fichier) : format GIF non pris en charge",
  ]);
  assert.match(content.issues.list[1]!.message, /fichier abîmé/);
});

test("a translation's photo is its original's, named once; its own before/after pairs are named in its file", async () => {
  const content = loaded(edition("fr", "Façade d’une maison de Jambes"), edition("nl", "Gevel van een huis in Jambes"));
  attachPhotos(content, await preparePhotos(staticDir, cacheDir), staticDir);
  const fields = content.issues.list.map((i) => `${i.file} › ${i.field}`);
  assert.equal(
    fields.filter((f) => f.endsWith("› image")),
    ["services/fr/vide-maison.md › image"],
  );
  assert.ok(fields.includes("services/nl/vide-maison.md › projects.0.before"), fields.join("\n"));
  for (const data of content.editions) assert.ok(data.photos["/images/uploads/maison.jpg"], data.locale);
});

test("a text's images: a photo accepted and described, a file of the site, nothing from elsewhere", async () => {
  const file = "blog/fr/vider.md";
  const image = (src: string, alt: string) => ({ file, field: "contenu", src, alt });
  const content = {
    editions: [],
    images: [
      image("/images/uploads/maison.jpg", "La façade"),
      image("/images/uploads/maison.jpg", " "),
      image("/images/uploads/abime.jpg", "Une cave"),
      image("/images/logo.svg", "Logo"),
      image("/images/absent.svg", "Plan"),
      image("https://exemple.be/photo.jpg", "Ailleurs"),
    ],
    issues: new Issues(),
  };
  attachPhotos(content, await preparePhotos(staticDir, cacheDir), staticDir);
  assert.equal(
    content.issues.list.map((i) => `${i.field} : ${i.message.split(" : ")[0]}`),
    [
      "contenu : texte alternatif manquant pour la photo /images/uploads/maison.jpg",
      "contenu : static/images/uploads/abime.jpg",
      "contenu : fichier introuvable",
      "contenu : image https://exemple.be/photo.jpg hors du site",
      "(fichier) : format GIF non pris en charge",
    ],
  );
});

test("an article's photo is its social image in every edition; its alt text may not still describe a drawing", async () => {
  const prepared = await preparePhotos(staticDir, cacheDir);
  const content = loaded(edition("fr", "Illustration d’une maison"), edition("nl", "Illustratie van een huis"));
  attachPhotos(content, prepared, staticDir);
  for (const data of content.editions) {
    assert.is(data.articles[0]!.socialImage, prepared.photos["/images/uploads/maison.jpg"]!.social!.url);
  }
  const drawn = content.issues.list.filter((i) => i.field === "imageAlt" && /décrit une illustration/.test(i.message));
  assert.equal(
    drawn.map((i) => i.file),
    ["blog/fr/vider.md", "blog/nl/vider.md"],
  );
  assert.ok(drawn[0]!.label, "named with its label in the editor");
});

test.run();
