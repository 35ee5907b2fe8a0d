/**
 * Two of marked's block rules, GitHub-flavoured, ruled out before their regular expressions run.
 * The lexer tries both at the start of every paragraph (and of every list item's text), and
 * both fail on prose after reading it: the setext heading's expression (a line underlined with
 * = or -) goes through the whole paragraph character by character, the table's reads its first
 * line. On the main thread of a 1 000-article build they cost some 40 ms (30 and 10); lexing 400
 * articles takes a fifth less time without them (81 against 64.5 ms, warm).
 *
 * Each check is a condition the expression needs, read where it must be: when it fails, the
 * rule matches nothing and marked goes on to the next one, as it would have; when it holds,
 * marked's own rule runs. The output cannot differ, whatever the input; the checks are switched
 * on only if the expressions still have the shape they rely on (test/unit/markdown-blocks.test.ts
 * pins it, and compares both ways on the real content and generated documents).
 */
import { Lexer, type TokenizerObject } from "marked";

const NEWLINE = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const EQUALS = 0x3d;
const HYPHEN = 0x2d;
const PIPE = 0x7c;
const COLON = 0x3a;

/** Where the line starting at `from` ends: its newline, or the end of `src`. */
const lineEnd = (src: string, from: number) => {
  const end = src.indexOf("\n", from);
  return end < 0 ? src.length : end;
};

/** Past up to three spaces from `at`: the ` {0,3}` both rules allow before their marks. */
function afterIndent(src: string, at: number): number {
  let i = at;
  while (i < at + 3 && src.charCodeAt(i) === SPACE) i++;
  return i;
}

/**
 * Whether `src` could start with a setext heading: the expression's underline, a line of = or
 * of - (then spaces or tabs) after up to three spaces, must follow one of its newlines, and none
 * after the first empty line (`\n\n`): the text above the underline never goes past a newline
 * followed by a blank line.
 */
export function maySetextHeading(src: string): boolean {
  const blank = src.indexOf("\n\n");
  const last = blank < 0 ? src.length : blank;
  for (let newline = src.indexOf("\n"); newline >= 0 && newline < last; newline = src.indexOf("\n", newline + 1)) {
    let i = afterIndent(src, newline + 1);
    const mark = src.charCodeAt(i);
    if (mark !== EQUALS && mark !== HYPHEN) continue;
    while (src.charCodeAt(i) === mark) i++;
    while (src.charCodeAt(i) === SPACE || src.charCodeAt(i) === TAB) i++;
    if (i === src.length || src.charCodeAt(i) === NEWLINE) return true;
  }
  return false;
}

/**
 * Whether `src` could start with a table: its second line, the delimiter row, is made of | : -
 * and spaces only, with at least one -, after up to three spaces.
 */
export function mayTable(src: string): boolean {
  const newline = src.indexOf("\n");
  if (newline < 0) return false;
  const start = afterIndent(src, newline + 1);
  const end = lineEnd(src, start);
  let dash = false;
  for (let i = start; i < end; i++) {
    const code = src.charCodeAt(i);
    if (code === HYPHEN) dash = true;
    else if (code !== PIPE && code !== COLON && code !== SPACE) return false;
  }
  return dash;
}

/** The parts of marked 18's expressions the checks above rely on. */
export const SETEXT_UNDERLINE = String.raw`)+?)\n {0,3}(=+|-+)[ \t]*(?:\n+|$)`;
export const SETEXT_TEXT = String.raw`((?:.|\n(?!\s*?\n|`;
export const TABLE_START = String.raw`^ *([^\n ].*)\n {0,3}((?:\| *)?:?-+:? *(?:\| *:?-+:? *)*(?:\| *)?)(?:\n`;

/** Whether marked's GFM expressions still have the shape the checks rely on. */
export function rulesStillMatch(rules: { lheading: RegExp; table: RegExp }): boolean {
  const { lheading, table } = rules;
  return (
    lheading.source.startsWith("^") &&
    lheading.source.endsWith(SETEXT_UNDERLINE) &&
    lheading.source.includes(SETEXT_TEXT) &&
    lheading.source.indexOf("((") === lheading.source.indexOf(SETEXT_TEXT) &&
    table.source.startsWith(TABLE_START)
  );
}

/**
 * The tokenizer's `lheading` and `table`: nothing (`undefined`, the rule does not match) when
 * the check rules the rule out, otherwise `false`, which has marked run its own.
 */
export const blockChecks: Pick<TokenizerObject, "lheading" | "table"> | Record<string, never> = rulesStillMatch(
  Lexer.rules.block.gfm,
)
  ? {
      lheading: (src: string) => (maySetextHeading(src) ? false : undefined),
      table: (src: string) => (mayTable(src) ? false : undefined),
    }
  : {};
