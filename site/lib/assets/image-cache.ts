/**
 * The cache of drawn images (.cache/og/ by default; README, "Cache des images"): one PNG per
 * drawing, named by the hash of what was drawn, so a drawing is never repeated while its file
 * is there. Files are hard-linked into the output (no copy of megabytes of pixels); a cache on
 * another file system is copied instead.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function cacheFile(cacheDir: string, drawing: string): string {
  return path.join(cacheDir, `${crypto.createHash("sha1").update(drawing).digest("hex")}.png`);
}

/**
 * `target` made a hard link to `source` (a copy on another file system). Linking costs a
 * fraction of writing a new file, on the build machines' file systems above all.
 */
export function placeLinked(source: string, target: string): void {
  link(source, target, false);
}

function link(source: string, target: string, madeFolder: boolean): void {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The folder is made when the link finds it missing, not before every link: a build places
    // thousands of images in a few folders.
    if (code === "ENOENT" && !madeFolder) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      return link(source, target, true);
    }
    // Never write through an existing link: that would change the source too.
    if (code === "EEXIST") {
      fs.rmSync(target, { force: true });
      return link(source, target, madeFolder);
    }
    fs.copyFileSync(source, target);
  }
}
