/**
 * Warming the content cache on the render workers, while they would otherwise wait for the
 * main thread to load the content: each worker reads, parses and renders the markdown of a
 * share of the articles exactly as the loader would (same parser, same tokens), and the
 * results seed the cache the loader reads (site/lib/content/cache.ts). The loader itself is
 * unchanged: every check still runs, on every file, in the main thread.
 */
import fs from "node:fs";
import path from "node:path";
import type { Settings } from "../../config.ts";
import { renderMarkdown } from "../markdown.ts";
import { fileKey, MARKDOWN_WITHOUT_TOC, textKey, type WarmEntry } from "./cache.ts";
import { loadBrand, loadClaims } from "./facts.ts";
import { parseMarkdownFile } from "./files.ts";
import { Issues } from "./issues.ts";
import { factTokens, fillTokens, type Token } from "./tokens.ts";

export interface WarmJob {
  files: string[];
  contentRoot: string;
  settings: Settings;
}

/** The tokens the loader fills markdown with (null when the facts do not load: the loader reports it). */
function tokensFor(contentRoot: string, settings: Settings): Record<string, Token> | null {
  const issues = new Issues();
  const brand = loadBrand(contentRoot, issues);
  const claims = loadClaims(contentRoot, issues);
  return brand && claims ? factTokens(brand, claims, settings) : null;
}

/** The articles to warm (null: nothing to warm). */
export function warmJob(contentRoot: string, settings: Settings): WarmJob | null {
  const blog = path.join(contentRoot, "blog");
  if (!fs.existsSync(blog) || !tokensFor(contentRoot, settings)) return null;
  const files = fs.readdirSync(blog).filter((f) => f.endsWith(".md") && !f.startsWith(".")).map((f) => path.join(blog, f));
  return { files, contentRoot, settings };
}

// Tokens can be functions, which cannot be posted to a worker: each thread makes its own.
const tokensByJob = new Map<string, Record<string, Token> | null>();

/** Runs on a worker (and the main thread). Files that do not parse are left to the loader. */
export function warmFiles(job: WarmJob): WarmEntry[] {
  const key = JSON.stringify([job.contentRoot, job.settings]);
  if (!tokensByJob.has(key)) tokensByJob.set(key, tokensFor(job.contentRoot, job.settings));
  const tokens = tokensByJob.get(key);
  if (!tokens) return [];
  return job.files.map((absolute) => {
    const stat = fs.statSync(absolute);
    const text = fs.readFileSync(absolute, "utf8");
    const parsed = parseMarkdownFile(text);
    const entry: WarmEntry = { absolute, mtimeMs: stat.mtimeMs, size: stat.size, key: fileKey(absolute, text), parsed };
    if (!("error" in parsed)) {
      const filled = fillTokens(parsed.body, tokens, () => {});
      entry.markdown = { key: textKey(MARKDOWN_WITHOUT_TOC, filled), value: renderMarkdown(filled, { dropToc: true }) };
    }
    return entry;
  });
}
