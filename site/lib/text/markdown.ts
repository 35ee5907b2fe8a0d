/**
 * Markdown to HTML with marked, plus what the pages need from it: heading anchors (explicit
 * `{#id}` or slugified), the list of headings for tables of contents, the internal links for
 * validation, the images (an owner's photo is checked and made responsive, site/lib/photos), and
 * the "Sommaire" section removed (pages build their own). French typography is
 * applied later, to the rendered page (site/lib/text/typography.ts).
 */
import { Marked, type Tokens } from "marked";
import { slugify } from "./slug.ts";

export interface Heading {
  id: string;
  text: string;
  level: number;
}

/** An image of the text: `![alt](src)`. */
export interface MarkdownImage {
  src: string;
  alt: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  links: string[];
  images: MarkdownImage[];
}

const TOC_TITLE_WORDS = "sommaire|table des matières|inhoud|inhoudstafel";
const TOC_TITLES = new RegExp(`^(${TOC_TITLE_WORDS})$`, "i");
/**
 * Holds whenever a heading is a TOC title: most sources have none, and are not split into lines.
 * Anchored to a line's heading marks, it skips most of a text at once.
 */
const MAY_HAVE_TOC = new RegExp(`^#{1,6}\\s+(?:${TOC_TITLE_WORDS})`, "im");
const EXPLICIT_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

/** `text` without its explicit `{#id}`: the expression is only run on the few that have one. */
const withoutExplicitId = (text: string) => (text.includes("{#") ? text.replace(EXPLICIT_ID, "") : text);

/** What the renderer collects during one parse; reset by renderMarkdown (parsing is synchronous). */
const current = {
  headings: [] as Heading[],
  links: [] as string[],
  images: [] as MarkdownImage[],
  usedIds: new Set<string>(),
};

type InlineParser = { parser: { parseInline(tokens: Tokens.Generic[]): string } };

// One parser for the whole build: creating a Marked instance per field cost more than parsing.
const marked = new Marked({
  gfm: true,
  renderer: {
    heading(this: InlineParser, token: Tokens.Heading) {
      const explicit = token.text.includes("{#") ? token.text.match(EXPLICIT_ID) : null;
      // The match runs to the end of the text: what precedes it is the label.
      const label = explicit ? token.text.slice(0, explicit.index) : token.text;
      const inline = withoutExplicitId(this.parser.parseInline(token.tokens));
      const base = explicit?.[1] ?? slugify(label);
      let id = base;
      for (let n = 2; current.usedIds.has(id); n++) id = `${base}-${n}`;
      current.usedIds.add(id);
      current.headings.push({ id, text: label, level: token.depth });
      return `<h${token.depth} id="${id}">${inline}</h${token.depth}>\n`;
    },
    link(this: InlineParser, token: Tokens.Link) {
      current.links.push(token.href);
      const rel = /^https?:\/\//.test(token.href) ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeAttribute(token.href)}"${rel}>${this.parser.parseInline(token.tokens)}</a>`;
    },
    // Always this one form, which the page replaces by the photo's <picture> (site/components/Html.tsx).
    image(token: Tokens.Image) {
      current.images.push({ src: token.href, alt: token.text });
      return `<img src="${escapeAttribute(token.href)}" alt="${escapeAttribute(token.text)}">`;
    },
  },
});

export function renderMarkdown(source: string, options: { dropToc?: boolean } = {}): RenderedMarkdown {
  current.headings = [];
  current.links = [];
  current.images = [];
  current.usedIds = new Set();
  const body = options.dropToc ? removeTocSection(source) : source;
  const html = marked.parse(body, { async: false });
  return { html, headings: current.headings, links: current.links, images: current.images };
}

/** Removes a "## Sommaire" section: from its heading up to the next heading of any level ≤ its own. */
export function removeTocSection(source: string): string {
  if (!MAY_HAVE_TOC.test(source)) return source;
  const lines = source.split("\n");
  const out: string[] = [];
  let skipping = 0;
  for (const line of lines) {
    const heading = line.match(/^(#{1,6})\s+(.*?)\s*$/);
    if (heading) {
      const level = heading[1]!.length;
      if (skipping && level <= skipping) skipping = 0;
      if (!skipping && TOC_TITLES.test(withoutExplicitId(heading[2]!))) {
        skipping = level;
        continue;
      }
    }
    if (!skipping) out.push(line);
  }
  return out.join("\n");
}

/** Splits rendered HTML at its first h2: the lead before it and the rest. */
export function splitAtFirstSubheading(html: string): { lead: string; rest: string } {
  const index = html.search(/<h2[\s>]/);
  if (index < 0) return { lead: html, rest: "" };
  return { lead: html.slice(0, index), rest: html.slice(index) };
}

/**
 * Whether each UTF-16 code unit separates words: spaces (what `\s` matches in a regular
 * expression: ASCII ones, U+00A0, U+2000-200A and the like) and markdown syntax
 * (# * _ > - [ ] ( ) `). A table of all 65 536: one read per character, no branch.
 */
const SEPARATORS = new Uint8Array(0x10000);
for (const c of " \t\n\v\f\r#*_>-[]()`") SEPARATORS[c.charCodeAt(0)] = 1;
for (const code of [0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]) SEPARATORS[code] = 1;
for (let code = 0x2000; code <= 0x200a; code++) SEPARATORS[code] = 1;

/**
 * Runs of characters that are neither spaces nor markdown syntax, counted character by
 * character: a regular expression's matches would cost an object per word of every article.
 */
export function countWords(source: string): number {
  let count = 0;
  let previous = 1;
  for (let i = 0; i < source.length; i++) {
    const separator = SEPARATORS[source.charCodeAt(i)]!;
    // A word starts where a character that is not a separator follows one that is.
    count += previous & (separator ^ 1);
    previous = separator;
  }
  return count;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** The value `escapeAttribute` was given. */
export function unescapeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}
