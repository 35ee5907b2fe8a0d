/**
 * marked's inline `text` rule (GitHub-flavoured), as a scan made of three searches (the first
 * stop, a hard line break, a mailto: or xmpp:) instead of its regular expression, which tries a
 * dozen alternatives at every character of the prose: it was the build's costliest single
 * function (some 170 ms of CPU for 1 000 articles), and the scan takes a quarter of its time
 * (45 against 12 ms over the texts of 400 articles; their lexing, warm, 131 against 97 ms). The
 * scan ends the text where the expression would, for every input without an "@" and without
 * "&#": those are left to marked (see `textTokenEnd`). test/unit/markdown-text.test.ts checks
 * both ways agree on generated inputs, and that the expression is still the one this follows.
 */
import { Lexer, type TokenizerObject, type Tokens } from "marked";

/**
 * The expression this scan follows, as marked 18 writes it. Alternatives that need an "@"
 * (e-mail addresses) are not followed: a text containing one goes through marked.
 */
export const GFM_TEXT_RULE =
  /^(?:[^a-zA-Z0-9](?=(?:mailto|xmpp):)|(`+|~+|[^`~])(?:(?=[`~])|(?= {2,}\n)|(?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@)|[\s\S]*?(?:(?=[\\<!\[`*~_]|\b_|[hH][tT][tT][pP][sS]?|[fF][tT][pP]:\/\/|(?<![^\s*_~(])www\.|$)|[^ ](?= {2,}\n)|[^a-zA-Z0-9](?=(?:mailto|xmpp):)|[^a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@))))/
    .source;

const BACKTICK = 0x60;
const TILDE = 0x7e;
const SPACE = 0x20;
const NEWLINE = 0x0a;

/**
 * Where text ends at the latest: before \ < ! [ ` * ~ _, a URL's start or the end (the
 * expression's first lookahead). One search for the first of them: the expression instead
 * tries every alternative at every character.
 */
const TEXT_STOP = /[\\<!\[`*~_]|[hH][tT][tT][pP]|[fF][tT][pP]:\/\/|(?<![^\s*_~(])www\./g;

const isAlphanumeric = (code: number) =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/** ` {2,}\n` at `at`. */
function hardBreakAt(src: string, at: number): boolean {
  if (src.charCodeAt(at) !== SPACE || src.charCodeAt(at + 1) !== SPACE) return false;
  let i = at + 2;
  while (src.charCodeAt(i) === SPACE) i++;
  return src.charCodeAt(i) === NEWLINE;
}

const schemeAt = (src: string, at: number) => src.startsWith("mailto:", at) || src.startsWith("xmpp:", at);

/** The first `at` after `from` where `word` starts after a character that is not a letter or digit. */
function afterNonAlphanumeric(src: string, word: string, from: number): number {
  for (let at = src.indexOf(word, from + 1); at >= 0; at = src.indexOf(word, at + 1)) {
    if (!isAlphanumeric(src.charCodeAt(at - 1))) return at;
  }
  return Infinity;
}

/**
 * Where the text token at the start of `src` ends, as GFM_TEXT_RULE would match it; null when
 * `src` holds an "@" (the e-mail alternatives). `src` is not empty.
 */
export function textTokenEnd(src: string): number | null {
  if (src.includes("@")) return null;
  const first = src.charCodeAt(0);
  if (!isAlphanumeric(first) && schemeAt(src, 1)) return 1;
  // The first character, or a run of backticks or tildes.
  let start = 1;
  if (first === BACKTICK || first === TILDE) while (src.charCodeAt(start) === first) start++;
  const next = src.charCodeAt(start);
  if (next === BACKTICK || next === TILDE || hardBreakAt(src, start)) return start;
  TEXT_STOP.lastIndex = start;
  let end = TEXT_STOP.exec(src)?.index ?? src.length;
  // Or after a character followed by a hard line break: the break's spaces start after `start`
  // (they do not start at it, checked above), so the character before them is not a space.
  const lineEnd = src.indexOf("  \n", start);
  if (lineEnd >= 0 && lineEnd < end) {
    let spaces = lineEnd;
    while (src.charCodeAt(spaces - 1) === SPACE) spaces--;
    end = spaces;
  }
  // Or after a character that is not a letter or digit, followed by mailto: or xmpp:.
  return Math.min(end, afterNonAlphanumeric(src, "mailto:", start), afterNonAlphanumeric(src, "xmpp:", start));
}

/**
 * marked's `inlineText`, through the scan when it applies. Its token is marked's own: the text
 * is the source unless it holds a numeric character reference (&#…;), which marked decodes.
 */
export const fastInlineText: Pick<TokenizerObject, "inlineText"> | Record<string, never> =
  Lexer.rules.inline.gfm.text.source === GFM_TEXT_RULE
    ? {
        inlineText(this: { lexer: Lexer }, src: string): Tokens.Text | false {
          const end = textTokenEnd(src);
          if (end === null) return false;
          const raw = src.slice(0, end);
          if (raw.includes("&#")) return false;
          const escaped = this.lexer.state.inRawBlock;
          return { type: "text", raw, text: raw, escaped };
        },
      }
    : {};
