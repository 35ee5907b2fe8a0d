/**
 * Reading content files: YAML documents and markdown with a YAML front-matter block, each
 * parsed once per distinct text (site/lib/content/cache.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { CORE_SCHEMA, load } from "js-yaml";
import { contentCache } from "./cache.ts";
import type { Issues } from "./issues.ts";

export function relative(root: string, file: string): string {
  return path.relative(root, file) || file;
}

/** The markdown files of a content folder (absolute paths, sorted). */
export function markdownFilesIn(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".md") && !name.startsWith("."))
        .sort()
        .map((name) => path.join(dir, name))
    : [];
}

/**
 * The markdown files of a content folder, read by `read` (by default: parsed once per distinct
 * text); a file that does not read is reported against its file and field, and left out.
 */
export function readMarkdownFiles<T extends object = { data: unknown; body: string }>(
  root: string,
  folder: string,
  issues: Issues,
  read: (absolute: string) => Parsed<T> = (absolute) => contentCache.file(absolute, parseMarkdownFile) as Parsed<T>,
): Array<{ file: string; slug: string } & T> {
  const out: Array<{ file: string; slug: string } & T> = [];
  for (const absolute of markdownFilesIn(root, folder)) {
    const file = relative(root, absolute);
    const parsed = read(absolute);
    if ("error" in parsed) issues.add(file, parsed.field, parsed.error);
    else out.push({ file, slug: path.basename(absolute, ".md"), ...parsed });
  }
  return out;
}

export type Parsed<T> = T | { field: string; error: string };

const NO_FRONT_MATTER = { field: "front matter", error: "bloc --- … --- absent en tête de fichier" };

export function parseMarkdownFile(text: string): Parsed<{ data: unknown; body: string }> {
  const parts = splitFrontMatter(text);
  if (!parts) return NO_FRONT_MATTER;
  const data = parseYamlText(parts.frontMatter);
  return "error" in data ? data : { data: data.value, body: bodyOf(parts) };
}

/** The markdown of a file with front matter, as the loader reads it, without parsing the front matter. */
export function markdownBody(text: string): Parsed<{ body: string }> {
  const parts = splitFrontMatter(text);
  return parts ? { body: bodyOf(parts) } : NO_FRONT_MATTER;
}

const bodyOf = (parts: { body: string }) => parts.body.trim();

/** The YAML between the opening and closing `---` lines, and the markdown after them. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } | null {
  const match = source.replace(/\r\n/g, "\n").match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/);
  return match ? { frontMatter: match[1]!, body: match[2]! } : null;
}

export function readYamlFile(root: string, name: string, issues: Issues): { file: string; data: unknown } | null {
  const absolute = path.join(root, name);
  if (!fs.existsSync(absolute)) {
    issues.add(name, "(fichier)", "fichier absent");
    return null;
  }
  const parsed = contentCache.file(absolute, parseYamlText);
  if ("error" in parsed) {
    issues.add(name, parsed.field, parsed.error);
    return null;
  }
  return { file: name, data: parsed.value };
}

/**
 * YAML 1.2's core schema: dates stay the strings the schemas expect. js-yaml rather than the
 * `yaml` package (which the tests and the editor's config writer use): it reads front matter
 * several times faster, and a large blog has thousands.
 */
export const parseYaml = (source: string): unknown => load(source, { schema: CORE_SCHEMA });

function parseYamlText(source: string): Parsed<{ value: unknown }> {
  try {
    return { value: withoutEmptyValues(parseYaml(source) ?? {}) };
  } catch (error) {
    return { field: "YAML", error: (error as Error).message.split("\n")[0]! };
  }
}

/**
 * An optional field left empty is absent: the editor (/admin) writes empty fields as "" or
 * null, which the schemas would otherwise reject as too short or of the wrong type.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== "" && v !== null)
      .map(([k, v]) => [k, withoutEmptyValues(v)]),
  );
}
