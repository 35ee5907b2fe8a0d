/** Reading content files: YAML documents and markdown with a YAML front-matter block. */
import fs from "node:fs";
import path from "node:path";
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
  const dir = path.join(root, folder);
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => name.endsWith(".md") && !name.startsWith(".")).sort().map((name) => path.join(dir, name))
    : [];
  const out: MarkdownFile[] = [];
  for (const absolute of files) {
    const file = relative(root, absolute);
    const source = fs.readFileSync(absolute, "utf8").replace(/\r\n/g, "\n");
    const match = source.match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/);
    if (!match) {
      issues.add(file, "front matter", "bloc --- … --- absent en tête de fichier");
      continue;
    }
    const data = parseYamlSafely(match[1]!, file, issues);
    if (data === undefined) continue;
    out.push({ file, slug: path.basename(absolute, ".md"), data, body: match[2]!.trim() });
  }
  return out;
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
    return parseYaml(source) ?? {};
  } catch (error) {
    issues.add(file, "YAML", (error as Error).message.split("\n")[0]!);
    return undefined;
  }
}
