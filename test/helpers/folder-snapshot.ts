import fs from "node:fs";
import path from "node:path";

/**
 * Every file of a folder with its contents and modification time, to show that a refused or
 * failed build left a previous dist/ exactly as it was.
 */
export function folderSnapshot(dir: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    snapshot[path.relative(dir, file)] = `${fs.statSync(file).mtimeMs} ${fs.readFileSync(file, "utf8")}`;
  }
  return snapshot;
}

/** A stand-in for the dist/ of an earlier build: a few files with known contents. */
export function previousDist(dir: string): Record<string, string> {
  fs.mkdirSync(path.join(dir, "blog"), { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Build précédent</title>");
  fs.writeFileSync(path.join(dir, "blog", "article.html"), "<!doctype html><title>Article du build précédent</title>");
  return folderSnapshot(dir);
}
