/**
 * Each service and article has a cover. A real photo dropped in static/images/{kind}/{slug}.jpg
 * (or .webp/.png) replaces the illustration the build draws for it.
 */
import fs from "node:fs";
import path from "node:path";

const PHOTO_EXTENSIONS = ["webp", "jpg", "jpeg", "png"];

export function coverImage(staticDir: string, kind: "services" | "blog", slug: string): string {
  for (const extension of PHOTO_EXTENSIONS) {
    if (fs.existsSync(path.join(staticDir, "images", kind, `${slug}.${extension}`))) {
      return `/images/${kind}/${slug}.${extension}`;
    }
  }
  return `/illustrations/${kind}/${slug}.svg`;
}
