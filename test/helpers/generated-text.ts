/**
 * Inputs for the tests that compare a fast path with the code it stands for
 * (markdown-text.test.ts, markdown-blocks.test.ts): texts made of pieces chosen at random (the
 * same on every run), and the content's own markdown.
 */
import fs from "node:fs";
import path from "node:path";
import { contentRoot } from "./paths.ts";

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` texts of 1 to `longest` pieces each, from `seed`. */
export function generated(count: number, seed: number, pieces: readonly string[], longest = 14): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * longest);
    return Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join("");
  });
}

/** The text of every markdown file of the content folder: real inputs beside the generated ones. */
export function contentMarkdown(): string[] {
  return fs
    .readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => fs.readFileSync(path.join(contentRoot, file), "utf8"));
}
