/** Reading content files: YAML documents and markdown with a YAML front-matter block. */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parse as parseYaml } from "yaml";
import type { Issues } from "./issues.ts";

export interface MarkdownFile {
  file: string;
  slug: string;
  data: unknown;
  body: string;
}

export function relative(root: string, file: string): string {
  return path.relative(root, file) || file;
}

export function readMarkdownFiles(root: string, folder: string, issues: Issues): MarkdownFile[] {
  const files = fg.sync("*.md", { cwd: path.join(root, folder), absolute: true }).sort();
  const out: MarkdownFile[] = [];
  for (const absolute of files) {
    const file = relative(root, absolute);
    const parts = splitFrontMatter(fs.readFileSync(absolute, "utf8"));
    if (!parts) {
      issues.add(file, "front matter", "bloc --- … --- absent en tête de fichier");
      continue;
    }
    const data = parseYamlSafely(parts.frontMatter, file, issues);
    if (data === undefined) continue;
    out.push({ file, slug: path.basename(absolute, ".md"), data, body: parts.body.trim() });
  }
  return out;
}

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
  const data = parseYamlSafely(fs.readFileSync(absolute, "utf8"), name, issues);
  return data === undefined ? null : { file: name, data };
}

function parseYamlSafely(source: string, file: string, issues: Issues): unknown {
  try {
    return withoutEmptyValues(parseYaml(source) ?? {});
  } catch (error) {
    issues.add(file, "YAML", (error as Error).message.split("\n")[0]!);
    return undefined;
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
