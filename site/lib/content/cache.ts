/**
 * What content loading can reuse from earlier builds in the same process (the dev loop, tests
 * that build several times): each file's parse, keyed by a hash of its text, and each rendered
 * markdown field, keyed by its text once tokens are filled (so a changed brand fact renders
 * again everywhere it is used). A file whose size and modification time are unchanged is not
 * even read again. Entries unused for a few builds are dropped. Cached values are frozen:
 * loaders build new objects from them and must never change them.
 */
import crypto from "node:crypto";
import fs from "node:fs";

const KEEP_FOR_LOADS = 3;

interface Entry<T> {
  value: T;
  usedAt: number;
}

export class ContentCache {
  /** Off for a one-off build (nothing to reuse: hashing and keeping would only cost). */
  enabled = false;
  private load = 0;
  private readonly byText = new Map<string, Entry<unknown>>();
  private readonly byStat = new Map<string, { mtimeMs: number; size: number; key: string }>();

  /** Called once per content load: entries not used for a few loads are dropped. */
  startLoad(): void {
    this.load++;
    for (const [key, entry] of this.byText) if (this.load - entry.usedAt > KEEP_FOR_LOADS) this.byText.delete(key);
  }

  /** `parse(text)` of the file at `absolute`, computed again only when its text changed. */
  file<T>(absolute: string, parse: (text: string) => T): T {
    if (!this.enabled) return parse(fs.readFileSync(absolute, "utf8"));
    const stat = fs.statSync(absolute);
    const known = this.byStat.get(absolute);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size && this.byText.has(known.key)) {
      return this.use(known.key, () => undefined as T);
    }
    const text = fs.readFileSync(absolute, "utf8");
    const key = fileKey(absolute, text);
    this.byStat.set(absolute, { mtimeMs: stat.mtimeMs, size: stat.size, key });
    return this.use(key, () => parse(text));
  }

  /** `compute()` for a text, computed once per distinct text (and `kind` of computation). */
  text<T>(kind: string, text: string, compute: () => T): T {
    if (!this.enabled) return compute();
    return this.use(textKey(kind, text), compute);
  }

  private use<T>(key: string, compute: () => T): T {
    let entry = this.byText.get(key) as Entry<T> | undefined;
    if (!entry) this.byText.set(key, (entry = { value: deepFreeze(compute()), usedAt: this.load }));
    entry.usedAt = this.load;
    return entry.value;
  }
}

export function fileKey(absolute: string, text: string): string {
  return `file:${absolute}:${crypto.createHash("sha1").update(text).digest("hex")}`;
}

/** Kinds of markdown rendering in the cache: with and without the "Sommaire" section. */
export const MARKDOWN = "markdown";
export const MARKDOWN_WITHOUT_TOC = "markdown-without-toc";

/** Key of a rendered markdown text: `kind` tells the rendering options apart. */
export function textKey(kind: string, text: string): string {
  return `${kind}:${text}`;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The process's cache, turned on by long-running processes (the dev builder, tests). */
export const contentCache = new ContentCache();
