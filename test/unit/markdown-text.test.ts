/**
 * The scan that stands for marked's inline text rule (site/lib/text/markdown-text.ts) ends every text
 * where marked's expression does, and the whole markdown renders the same with and without it.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Lexer, Marked } from "marked";
import { fastInlineText, GFM_TEXT_RULE, textTokenEnd } from "../../site/lib/text/markdown-text.ts";
import { contentMarkdown, generated } from "../helpers/generated-text.ts";

/** Pieces that each alternative of the expression reacts to, and ordinary prose around them. */
// prettier-ignore
const PIECES = [
  "a", "Z", "9", "é", "œ", " ", "  ", "   \n", "\n", "\u00a0", "\u202f", "\t", "`", "``", "~", "~~", "*", "_", "\\",
  "<", "!", "[", "]", "(", ")", ".", ":", "/", "-", "http", "HTTPS", "hTtP", "ftp://", "FTP:/", "www.", "WWW.",
  "mailto:", "xmpp:", "&#", "&#39;", "&amp;", "maison", "débarras", "'",
];

test("marked's text rule is still the one the scan follows (else the scan is left out)", () => {
  assert.is(Lexer.rules.inline.gfm.text.source, GFM_TEXT_RULE);
  assert.ok("inlineText" in fastInlineText);
});

test("the scan ends each text where marked's expression does", () => {
  const rule = new RegExp(GFM_TEXT_RULE);
  for (const source of generated(30_000, 1, PIECES)) {
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
  const files = contentMarkdown();
  const blocks = ["\n\n", "\n", "# ", "- ", "1. ", "> ", "**", "[lien](/contact)", "<https://exemple.be>", "@"];
  const documents = generated(3_000, 2, [...PIECES, ...blocks]);
  assert.ok(files.length > 0);
  for (const source of [...files, ...documents]) {
    assert.is(scanned.parse(source, { async: false }), plain.parse(source, { async: false }), source.slice(0, 80));
  }
});

test.run();
