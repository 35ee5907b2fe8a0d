/**
 * The build writes into a temporary folder next to dist/ and swaps it in only when every
 * step succeeded, so a failed build leaves the previous site intact.
 */
import fs from "node:fs";
import path from "node:path";

export function createStagingDir(parent: string): string {
  const dir = path.join(parent, `.dist-staging-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function writeFile(root: string, file: string, contents: string | Uint8Array): number {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, contents);
  return typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
}

/**
 * Writes the pages of a build, creating each folder once. Writes are synchronous: measured on
 * the build machine, handing them to libuv's thread pool cost more CPU than writing (Buffer and
 * file-handle objects, four more threads competing with the renderers for the cores) and kept
 * each page in memory until written. A page is on disk when the call returns.
 */
export type Writer = (file: string, contents: string | Uint8Array) => void;

export function createWriter(root: string): Writer {
  const made = new Set<string>();
  return (file, contents) => {
    const target = path.join(root, file);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    fs.writeFileSync(target, contents);
  };
}

/** Where pages are encoded, one at a time, for the whole build: grown when a page needs more. */
let encoded = Buffer.allocUnsafe(1 << 20);

/**
 * A page's pieces, encoded in UTF-8 one after the other: each is encoded where it lies, instead
 * of the page being joined into one string first (a copy of every page, twice its length in
 * bytes). The bytes are valid until the next call: write them before.
 */
export function encodePieces(pieces: readonly string[]): Uint8Array {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  // A UTF-16 code unit takes three bytes at most in UTF-8.
  if (length * 3 > encoded.length) encoded = Buffer.allocUnsafe(length * 3);
  let end = 0;
  for (const piece of pieces) end += encoded.write(piece, end);
  return encoded.subarray(0, end);
}

export function publish(staging: string, dist: string): void {
  const previous = `${dist}.previous-${process.pid}`;
  if (fs.existsSync(dist)) fs.renameSync(dist, previous);
  fs.renameSync(staging, dist);
  fs.rmSync(previous, { recursive: true, force: true });
}

export function discard(staging: string): void {
  fs.rmSync(staging, { recursive: true, force: true });
}
