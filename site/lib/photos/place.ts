/** The files made of the photos, linked from the cache into the site (photos are served only as made). */
import path from "node:path";
import { placeLinked } from "../assets/image-cache.ts";
import type { PreparedPhotos } from "./prepare.ts";

export function placePhotos(prepared: PreparedPhotos, outDir: string): void {
  for (const { from, url } of prepared.files) placeLinked(from, path.join(outDir, url));
}
