/**
 * The photos the build reads: every raster image under static/images/ (uploads through /admin
 * land in static/images/uploads/). They are never copied as they are, since a phone's file
 * carries the place it was taken: the photo stage writes cleaned copies instead.
 */
import fs from "node:fs";
import path from "node:path";
import { RASTER_EXTENSION } from "./formats.ts";

export const PHOTOS_FOLDER = "images";

export interface PhotoSource {
  /** Its path on the site, as the content names it: /images/uploads/maison.jpg. */
  src: string;
  /** Its path in the project, for messages: static/images/uploads/maison.jpg. */
  shown: string;
  file: string;
}

export function findPhotoSources(staticDir: string): PhotoSource[] {
  const root = path.join(staticDir, PHOTOS_FOLDER);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && RASTER_EXTENSION.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(staticDir, file).split(path.sep).join("/");
      return { src: `/${relative}`, shown: `static/${relative}`, file };
    })
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** Whether the static copy leaves `file` (a path under `staticDir`) to the photo stage. */
export function isPhotoSource(staticDir: string, file: string): boolean {
  const relative = path.relative(path.join(staticDir, PHOTOS_FOLDER), file);
  return !relative.startsWith("..") && !path.isAbsolute(relative) && RASTER_EXTENSION.test(file);
}
