/**
 * The photo cache (.cache/photos/ by default): one folder per photo, named by the hash of its
 * bytes and of the pipeline's settings, holding its files and record.json. A photo is processed
 * once for as long as its folder is there; a changed photo is a new folder. Hashing a phone's
 * photo takes longer than a warm build can spare, so each file's hash is remembered with its size
 * and modification time (hashes.json) and read again only when one of them changes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { MadePhoto } from "./process.ts";
import { PHOTO_WIDTHS } from "./limits.ts";

/** Changed with anything that changes the files made of a photo (process.ts, formats.ts), so none is reused. */
const PIPELINE = `photos-1 ${PHOTO_WIDTHS.join(",")}`;

const RECORD = "record.json";
const HASHES = "hashes.json";

type Remembered = Record<string, { size: number; mtimeMs: number; key: string }>;

export class PhotoCache {
  private readonly remembered: Remembered;
  private changed = false;

  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.remembered = readJson<Remembered>(path.join(dir, HASHES)) ?? {};
  }

  /** The cache key of the photo in `file`: the hash of its bytes (read only if it changed). */
  keyOf(file: string, stat: fs.Stats): string {
    const known = this.remembered[file];
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.key;
    const key = crypto.createHash("sha256").update(PIPELINE).update(fs.readFileSync(file)).digest("hex");
    this.remembered[file] = { size: stat.size, mtimeMs: stat.mtimeMs, key };
    this.changed = true;
    return key;
  }

  folder(key: string): string {
    return path.join(this.dir, key);
  }

  /** What was made of the photo `key`, if the cache holds it whole. */
  record(key: string): MadePhoto | null {
    return readJson<MadePhoto>(path.join(this.folder(key), RECORD));
  }

  /**
   * Keeps what `make` writes into a folder of its own as the photo `key`'s, the record last:
   * two builds at once (the test tier runs two) never see each other's half-written files.
   */
  async store(key: string, make: (dir: string) => Promise<MadePhoto>): Promise<MadePhoto> {
    const scratch = path.join(this.dir, `.${key}-${process.pid}`);
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.mkdirSync(scratch);
    try {
      const made = await make(scratch);
      fs.writeFileSync(path.join(scratch, RECORD), JSON.stringify(made));
      // Another build may have stored the same photo meanwhile: its folder is as good as this one.
      if (this.record(key)) return made;
      fs.rmSync(this.folder(key), { recursive: true, force: true });
      fs.renameSync(scratch, this.folder(key));
      return made;
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** Remembers the hashes read by this build for the next. */
  save(): void {
    if (!this.changed) return;
    const file = path.join(this.dir, HASHES);
    fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(this.remembered));
    fs.renameSync(`${file}.${process.pid}`, file);
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}
