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

/** Writes `contents` to `file` under `root`, making its folder; returns the bytes written. */
export function writeFile(root: string, file: string, contents: string | Uint8Array): number {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, contents);
  return typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
}

/** {@link writeFile} for many files: each folder is made once. */
export type Writer = (file: string, contents: string) => number;

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
    return Buffer.byteLength(contents);
  };
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
