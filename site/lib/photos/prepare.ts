/**
 * The photo stage: every raster image under static/images/ made ready for the site, from the
 * cache when it holds it. sharp is loaded only when a photo is new: a build whose photos are all
 * cached reads a few small files. Problems are returned, not thrown: the content check names
 * the content files and fields that use a refused photo (attach.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { slugify } from "../text/slug.ts";
import { PhotoCache } from "./cache.ts";
import { EXTENSIONS } from "./formats.ts";
import { sizeRefusal } from "./limits.ts";
import type { MadeFile, MadePhoto } from "./process.ts";
import { findPhotoSources, type PhotoSource } from "./sources.ts";
import type { PhotoFile, PhotoIndex } from "./types.ts";

/** Where the site serves the files made of the photos. */
export const PHOTOS_URL = "/images/photos/";

export interface PhotoProblem {
  src: string;
  /** The file in the project: static/images/uploads/maison.jpg. */
  shown: string;
  message: string;
}

export interface PreparedPhotos {
  photos: PhotoIndex;
  problems: PhotoProblem[];
  /** Each file to serve: its place in the cache and its URL. */
  files: Array<{ from: string; url: string }>;
  /** Photos processed by this build (not found in the cache). */
  made: number;
}

export async function preparePhotos(staticDir: string, cacheDir: string): Promise<PreparedPhotos> {
  const cache = new PhotoCache(cacheDir);
  const prepared: PreparedPhotos = { photos: {}, problems: [], files: [], made: 0 };
  // One photo at a time: each decodes to up to 40 megapixels, and sharp spreads a photo's work over the cores.
  for (const source of findPhotoSources(staticDir)) {
    const stat = fs.statSync(source.file);
    const tooLarge = sizeRefusal(stat.size);
    if (tooLarge) {
      prepared.problems.push({ src: source.src, shown: source.shown, message: tooLarge });
      continue;
    }
    const key = cache.keyOf(source.file, stat);
    let made = cache.record(key);
    if (!made) {
      const { makePhoto, PhotoRejected } = await import("./process.ts");
      try {
        made = await cache.store(key, (dir) => makePhoto(fs.readFileSync(source.file), dir));
        prepared.made++;
      } catch (error) {
        if (!(error instanceof PhotoRejected)) throw error;
        prepared.problems.push({ src: source.src, shown: source.shown, message: error.message });
        continue;
      }
    }
    add(prepared, source, key, cache.folder(key), made);
  }
  cache.save();
  return prepared;
}

function add(prepared: PreparedPhotos, source: PhotoSource, key: string, folder: string, made: MadePhoto): void {
  const name = `${slugify(path.basename(source.src).replace(/\.[^.]+$/, "")) || "photo"}-${key.slice(0, 10)}`;
  const placed = (file: MadeFile, label: string | number): PhotoFile => {
    const url = `${PHOTOS_URL}${name}-${label}.${EXTENSIONS[file.format]}`;
    prepared.files.push({ from: path.join(folder, file.name), url });
    return { format: file.format, width: file.width, height: file.height, url, bytes: file.bytes };
  };
  prepared.photos[source.src] = {
    src: source.src,
    sourceWidth: made.sourceWidth,
    sourceHeight: made.sourceHeight,
    files: made.files.map((file) => placed(file, file.width)),
    social: made.social && placed(made.social, "partage"),
  };
}
