/**
 * Each service and article has a cover. A real photo dropped in static/images/{kind}/{slug}.jpg
 * (or .webp/.png) replaces the illustration the build draws for it.
 */
import fs from "node:fs";
import path from "node:path";

const PHOTO_EXTENSIONS = ["webp", "jpg", "jpeg", "png"];

/** Where the build serves the covers it draws (site/lib/assets/illustrations). */
export const ILLUSTRATIONS_PATH = "/illustrations/";
/** The cover the build draws for a slug of `kind`. */
export const illustrationUrl = (kind: "services" | "blog", slug: string) => `${ILLUSTRATIONS_PATH}${kind}/${slug}.svg`;

/**
 * The cover of each slug of `kind`: the folder of photos is read once (a large blog has
 * thousands of articles, each looked up in it).
 */
export function coverImages(staticDir: string, kind: "services" | "blog"): (slug: string) => string {
  const dir = path.join(staticDir, "images", kind);
  const photos = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (slug) => {
    for (const extension of PHOTO_EXTENSIONS) {
      if (photos.has(`${slug}.${extension}`)) return `/images/${kind}/${slug}.${extension}`;
    }
    return illustrationUrl(kind, slug);
  };
}
