/**
 * The content's photos matched with what the photo stage made of them. Each photo a content
 * file names must exist and have been accepted; a refused one fails the build against every
 * file and field that uses it, and a refused file that nothing uses against its own name (the
 * owner sent it: it would be published as it is otherwise). An article's photo becomes its
 * social image too, when large enough. Every edition gets the same photos: a shared photo is
 * checked once, in the original that names it; a translation's own photos in its file. A photo
 * in a text (`![alt](/images/…)`) is checked the same way, and needs its alt text too.
 */
import fs from "node:fs";
import path from "node:path";
import { contentFile, DEFAULT_LOCALE } from "../../../content/locales.ts";
import { articleFile } from "../content/articles.ts";
import type { ImageRef } from "../content/context.ts";
import type { Issues } from "../content/issues.ts";
import type { SiteData } from "../content/types.ts";
import type { PreparedPhotos } from "./prepare.ts";
import { RASTER_EXTENSION } from "./formats.ts";

interface PhotoUse {
  file: string;
  /** The key path in the file: the issue names it with its label in the editor. */
  field: string;
  src: string;
}

/**
 * Every photo an edition's files name, with the file and field that name it. A translation's
 * `image` is its original's (SHARED_FIELDS), named there; its before/after pairs are its own.
 */
function photoUses(data: SiteData): PhotoUse[] {
  const original = data.locale === DEFAULT_LOCALE;
  const uses: PhotoUse[] = [];
  for (const article of original ? data.articles : []) {
    if (article.photo) uses.push({ file: articleFile(article.id), field: "image", src: article.photo.src });
  }
  for (const service of data.services) {
    const file = contentFile("services", data.locale, service.id);
    if (service.photo && original) uses.push({ file, field: "image", src: service.photo.src });
    service.projects.forEach((project, i) => {
      for (const side of ["before", "after"] as const) {
        uses.push({ file, field: `projects.${i}.${side}`, src: project[side].src });
      }
    });
  }
  for (const m of original ? data.municipalities : []) {
    if (m.photo) uses.push({ file: m.file, field: "image", src: m.photo.src });
  }
  return uses;
}

/** An alt text written for the drawn cover (« Illustration … », « Illustratie … »), kept once a photo replaces it. */
const DESCRIBES_DRAWING = /^illustrati(on|e)\b/i;

export function attachPhotos(
  content: { editions: SiteData[]; images: ImageRef[]; issues: Issues },
  prepared: PreparedPhotos,
  staticDir: string,
): void {
  const { editions, issues } = content;
  const used = new Set<string>();
  for (const use of editions.flatMap(photoUses)) checkUse(use, prepared, staticDir, issues, used);
  checkTextImages(content.images, prepared, staticDir, issues, used);
  for (const problem of prepared.problems) {
    if (!used.has(problem.src)) issues.add(problem.shown, "(fichier)", problem.message);
  }
  for (const data of editions) {
    for (const article of data.articles) {
      if (!article.photo) continue;
      // An article's alt text once described its drawn cover: a photo needs its own.
      if (DESCRIBES_DRAWING.test(article.imageAlt)) {
        issues.add(
          articleFile(article.id, data.locale),
          "imageAlt",
          "décrit une illustration, mais l’article a une photo : décrivez ce que montre la photo",
        );
      }
      const social = prepared.photos[article.photo.src]?.social;
      if (social) article.socialImage = social.url;
    }
    data.photos = prepared.photos;
  }
}

/**
 * The images of the texts: each is a file of the site under /images/ (the site loads nothing
 * from elsewhere), a photo among them is one the stage accepted, and says what it shows.
 */
export function checkTextImages(
  images: ImageRef[],
  prepared: PreparedPhotos,
  staticDir: string,
  issues: Issues,
  used = new Set<string>(),
): void {
  for (const { file, field, src, alt } of images) {
    if (!src.startsWith("/images/")) {
      issues.add(file, field, `image ${src} hors du site : envoyez-la par l’éditeur (elle ira dans /images/uploads/)`);
    } else if (!RASTER_EXTENSION.test(src)) {
      if (!fs.existsSync(path.join(staticDir, src))) issues.add(file, field, missing(src, staticDir));
    } else {
      checkUse({ file, field, src }, prepared, staticDir, issues, used);
      if (!alt.trim()) {
        issues.add(file, field, `texte alternatif manquant pour la photo ${src} : ![ce qu’elle montre](${src})`);
      }
    }
  }
}

/** A photo the content names: accepted by the photo stage, or named with why not. */
function checkUse(use: PhotoUse, prepared: PreparedPhotos, staticDir: string, issues: Issues, used: Set<string>): void {
  used.add(use.src);
  const problem = prepared.problems.find((p) => p.src === use.src);
  if (problem) issues.add(use.file, use.field, `${problem.shown} : ${problem.message}`);
  else if (!prepared.photos[use.src]) issues.add(use.file, use.field, missing(use.src, staticDir));
}

function missing(src: string, staticDir: string): string {
  const file = path.join(staticDir, src);
  if (!fs.existsSync(file)) return `fichier introuvable : static${src} n’existe pas (envoyez la photo par l’éditeur)`;
  if (!RASTER_EXTENSION.test(src))
    return `format non pris en charge (${path.extname(src) || "sans extension"}) : JPEG, PNG, WebP ou AVIF attendu`;
  return `static${src} n’a pas été lu par le build des photos`;
}
