/**
 * The files of a collection in one edition (issue 37). An original (content/blog/fr/x.md) is
 * read as it is; a translation (content/blog/nl/x.md, same file name) holds only its texts and
 * takes the shared fields, facts with one home, from its original (SHARED_FIELDS).
 */
import fs from "node:fs";
import path from "node:path";
import { collectionFolder, contentFile, DEFAULT_LOCALE, LOCALES, type Collection } from "../../../content/locales.ts";
import { SHARED_FIELDS } from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { parseMarkdownFile, readMarkdownFiles, type Parsed } from "./files.ts";
import { contentCache } from "./cache.ts";

export interface EditionFile {
  file: string;
  /** The original's file name: what the edition's files share (a service's id, a commune's slug). */
  id: string;
  /** The page's address in this edition: the file name, or the original's `nlSlug`. */
  slug: string;
  data: unknown;
  body: string;
}

/** The field of an original that gives its translation's address, or marks that it exists. */
const MARK: Record<Collection, "nlSlug" | "nlPage"> = {
  blog: "nlSlug",
  services: "nlSlug",
  pages: "nlSlug",
  communes: "nlPage",
};

const record = (data: unknown): Record<string, unknown> =>
  data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

export function readEdition(ctx: LoadContext, collection: Collection): EditionFile[] {
  if (ctx.locale !== DEFAULT_LOCALE) return readTranslations(ctx, collection);
  const originals = readMarkdownFiles(ctx.root, collectionFolder(collection, DEFAULT_LOCALE), ctx.issues);
  checkMarks(ctx, collection, originals);
  return originals.map((f) => ({ ...f, id: f.slug }));
}

/**
 * A page marked as translated must have its translation (issue 37, « The editor »): checked on
 * the originals, where the marks are, by the French edition's load.
 */
export function checkMarks(
  ctx: LoadContext,
  collection: Collection,
  originals: Array<{ file: string; slug: string; data: unknown }>,
): void {
  const mark = MARK[collection];
  for (const original of originals.filter((o) => record(o.data)[mark])) {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const expected = path.posix.join(collectionFolder(collection, locale), `${original.slug}.md`);
      if (!fs.existsSync(path.join(ctx.root, expected))) {
        ctx.issues.add(original.file, mark, `la page est marquée traduite, mais ${expected} est absent`);
      }
    }
  }
}

/**
 * The editor writes a file in every language when an entry is created; one whose language the
 * owner left empty is not a translation yet.
 */
const UNTRANSLATED = Symbol("untranslated");

function readTranslation(absolute: string): Parsed<{ data: unknown; body: string }> {
  return contentCache.file(absolute, (text) => {
    const parsed = text.trim() === "" ? { data: UNTRANSLATED, body: "" } : parseMarkdownFile(text);
    const empty = !("error" in parsed) && Object.keys(record(parsed.data)).length === 0 && parsed.body.trim() === "";
    return empty ? { data: UNTRANSLATED, body: "" } : parsed;
  });
}

/** The translations of the context's edition, each with its original's facts; only their originals are read. */
function readTranslations(ctx: LoadContext, collection: Collection): EditionFile[] {
  const shared = SHARED_FIELDS[collection];
  const mark = MARK[collection];
  const out: EditionFile[] = [];
  const files = readMarkdownFiles(ctx.root, collectionFolder(collection, ctx.locale), ctx.issues, readTranslation);
  for (const translation of files.filter((f) => f.data !== UNTRANSLATED)) {
    const originalFile = contentFile(collection, DEFAULT_LOCALE, translation.slug);
    const absolute = path.join(ctx.root, originalFile);
    // The original's own problems are reported by the French edition's load.
    const original = fs.existsSync(absolute) ? contentCache.file(absolute, parseMarkdownFile) : null;
    if (!original || "error" in original) {
      if (!original) {
        ctx.issues.add(
          translation.file,
          "(fichier)",
          `pas d’original français : la traduction porte le nom de fichier de ${originalFile}`,
        );
      }
      continue;
    }
    const own = record(translation.data);
    for (const field of shared.filter((f) => f in own)) {
      ctx.issues.add(
        translation.file,
        field,
        `vient de la version française (${originalFile}) : retirez-le de la traduction`,
      );
    }
    const facts = record(original.data);
    const address = facts[mark];
    if (!address) {
      ctx.issues.add(
        originalFile,
        mark,
        `la traduction ${translation.file} existe : renseignez ce champ pour la publier`,
      );
      continue;
    }
    const inherited = Object.fromEntries(shared.filter((f) => f in facts).map((f) => [f, facts[f]]));
    out.push({
      file: translation.file,
      id: translation.slug,
      slug: typeof address === "string" ? address : translation.slug,
      data: { ...inherited, ...own },
      body: translation.body,
    });
  }
  return out;
}
