/**
 * The scan that stands for marked's inline text rule (site/lib/markdown-text.ts) ends every text
 * where marked's expression does, and the whole markdown renders the same with and without it.
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Lexer, Marked } from "marked";
import { fastInlineText, GFM_TEXT_RULE, textTokenEnd } from "../../site/lib/markdown-text.ts";

/** Pieces that each alternative of the expression reacts to, and ordinary prose around them. */
// prettier-ignore
const PIECES = [
  "a", "Z", "9", "é", "œ", " ", "  ", "   \n", "\n", "\u00a0", "\u202f", "\t", "`", "``", "~", "~~", "*", "_", "\\",
  "<", "!", "[", "]", "(", ")", ".", ":", "/", "-", "http", "HTTPS", "hTtP", "ftp://", "FTP:/", "www.", "WWW.",
  "mailto:", "xmpp:", "&#", "&#39;", "&amp;", "maison", "débarras", "'",
];

/** A small deterministic generator (mulberry32): the same inputs on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generated(count: number, seed: number, pieces = PIECES): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 14);
    return Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join("");
  });
}

test("marked's text rule is still the one the scan follows (else the scan is left out)", () => {
  assert.is(Lexer.rules.inline.gfm.text.source, GFM_TEXT_RULE);
  assert.ok("inlineText" in fastInlineText);
});

test("the scan ends each text where marked's expression does", () => {
  const rule = new RegExp(GFM_TEXT_RULE);
  for (const source of generated(30_000, 1)) {
    const expected = rule.exec(source)?.[0].length;
    assert.is(textTokenEnd(source), expected ?? null, JSON.stringify(source));
  }
});

test("a text with an @ is left to marked (e-mail addresses)", () => {
  assert.is(textTokenEnd("écrivez à info@example.be"), null);
});

test("markdown renders the same with and without the scan: the content and generated documents", () => {
  const plain = new Marked({ gfm: true });
  const scanned = new Marked({ gfm: true, tokenizer: fastInlineText });
  const contentDir = path.join(import.meta.dirname, "..", "..", "content");
  const files = fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => fs.readFileSync(path.join(contentDir, file), "utf8"));
  const blocks = ["\n\n", "\n", "# ", "- ", "1. ", "> ", "**", "[lien](/contact)", "<https://exemple.be>", "@"];
  const documents = generated(3_000, 2, [...PIECES, ...blocks]);
  assert.ok(files.length > 0);
  for (const source of [...files, ...documents]) {
    assert.is(scanned.parse(source, { async: false }), plain.parse(source, { async: false }), source.slice(0, 80));
  }
});

test.run();
