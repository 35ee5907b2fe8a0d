/**
 * French typography applied at build time, so writers type ordinary spaces and the site
 * shows the right no-break spaces (research notes, section 3.1): U+202F (narrow) before
 * ; ! ? » and after «, U+00A0 before : and between a number and its unit.
 */
import { DEFAULT_LOCALE, type Locale } from "../../../content/locales.ts";

const NARROW = "\u202F";
const NBSP = "\u00A0";

// Latin letters, accented ones included (a non-Unicode class: this runs over whole pages).
const LETTER = "[A-Za-zÀ-ÖØ-öø-ÿŒœ]";
const UNITS = "(?:€|%|h\\b|min\\b|m³|m²|km\\b|kg\\b|j\\/7|ans\\b|jours\\b|mois\\b|heures\\b)";
// Every rule as an alternative, so a text is typeset in one pass.
const RULE_SOURCES = [
  `(${LETTER})(?:'|&#39;|&#x27;)(?=${LETTER})`, // 1: apostrophe
  "[ \\u00A0\\u202F]+([;!?»])", // 2: before ; ! ? »
  "«[ \\u00A0\\u202F]+", // after «
  "[ \\u00A0]+:(?=\\s|$|<)", // before :
  // 3: thousands, in a number (1 to 3 digits, then groups of 3); digit groups that start with 0
  // or end with a shorter group are a phone number (02 588 41 20, +32 2 588 41 20, 0800 12 345)
  "(\\d) (?<!(?<!\\d ?)0[\\d ]*)(?=\\d{3}(?: \\d{3})*(?!\\d| \\d))",
  `(\\d) (?=${UNITS})`, // 4: number and unit
];
const RULES = new RegExp(RULE_SOURCES.join("|"), "g");

const replacement = (match: string, letter?: string, sign?: string, thousands?: string, number?: string) => {
  if (letter) return `${letter}’`;
  if (sign) return `${NARROW}${sign}`;
  if (match.startsWith("«")) return `«${NARROW}`;
  if (thousands) return `${thousands}${NARROW}`;
  if (number) return `${number}${NBSP}`;
  return `${NBSP}:`;
};

export function frenchTypography(text: string): string {
  if (text.length < 2) return text;
  return text.replace(RULES, replacement);
}

// Dutch sets no space before punctuation and groups thousands with a dot (formatNumber):
// only the apostrophe and the space between a number and its unit remain.
const DUTCH_UNITS = "(?:€|%|u\\b|min\\b|m³|m²|km\\b|kg\\b|jaar\\b|dagen\\b|maanden\\b|uur\\b)";
const DUTCH_RULES = new RegExp([RULE_SOURCES[0], `(\\d) (?=${DUTCH_UNITS})`].join("|"), "g");
const dutchReplacement = (_: string, letter?: string, number?: string) => (letter ? `${letter}’` : `${number}${NBSP}`);

export function dutchTypography(text: string): string {
  if (text.length < 2) return text;
  return text.replace(DUTCH_RULES, dutchReplacement);
}

/** Each edition's typography, applied to its pages' text. */
export const TYPOGRAPHY: Record<Locale, (text: string) => string> = { fr: frenchTypography, nl: dutchTypography };

/** Attributes that hold text for people (read aloud, shown on hover or as a placeholder). */
const TEXT_ATTRIBUTES = /(\s(?:alt|title|aria-label|placeholder)=")([^"]*)"/g;
/** Meta tags whose `content` is text for people (search results, social cards). */
const TEXT_META =
  /^<meta\s[^>]*\b(?:name|property)="(?:description|keywords|author|og:title|og:description|og:image:alt|og:site_name|twitter:title|twitter:description|twitter:image:alt|article:section|article:tag)"/;

/**
 * French typography for a whole rendered page: the one place where it is applied, so content,
 * facts and the pages' own words are typeset alike and each text once. It covers the text of
 * head and body, the attributes and meta tags read by people, and JSON-LD (compact JSON has
 * spaces and apostrophes only inside its strings). It leaves alone scripts, styles and islands:
 * an island's markup must stay exactly what the browser-side component renders, or hydration
 * would rewrite it, so the text an island shows is typeset in its props, with
 * {@link frenchTypography}, where the route builds them.
 */
export function typesetDocument(html: string, locale: Locale = DEFAULT_LOCALE): string {
  const pieces: string[] = [];
  new PageTypesetter(TYPOGRAPHY[locale]).typeset(html, pieces);
  return pieces.join("");
}

/**
 * A page read tag by tag: the rules apply to the text between tags (never inside a tag, where
 * only the attributes read by people are typeset), except inside islands, scripts and styles
 * (JSON-LD excepted). Scanned with indexOf rather than one
 * expression with a callback for every tag: pages have some 800 tags each, and that callback
 * was most of the cost.
 */
class PageTypesetter {
  constructor(private readonly rules: (text: string) => string) {}

  /** The replacer of an attribute's value, made once per page rather than once per tag. */
  private readonly typesetValue = (_: string, start: string, value: string) => `${start}${this.rules(value)}"`;

  /** Depth of the `div` elements inside an island (0: outside). */
  private untouchedDepth = 0;
  private rawUntil: string | null = null;
  private jsonLd = false;

  private get typesetsText(): boolean {
    return this.rawUntil ? this.jsonLd : this.untouchedDepth === 0;
  }

  /** Adds `html`, typeset, to `pieces`: slices of it, and the typeset text where it changed. */
  typeset(html: string, pieces: string[]): void {
    /** Where the part of `html` not yet added starts. */
    let copied = 0;
    const replace = (from: number, to: number, text: string) => {
      if (from > copied) pieces.push(html.slice(copied, from));
      pieces.push(text);
      copied = to;
    };
    const typesetText = (from: number, to: number) => {
      if (to <= from || !this.typesetsText) return;
      const text = html.slice(from, to);
      const typeset = this.rules(text);
      if (typeset !== text) replace(from, to, typeset);
    };
    let text = 0;
    let search = 0;
    for (;;) {
      const open = html.indexOf("<", search);
      const close = open < 0 ? -1 : html.indexOf(">", open + 2);
      // A tag is `<`, at least one character, then `>`: from a `<` without one, all is text.
      if (close < 0) {
        typesetText(text, html.length);
        if (copied < html.length) pieces.push(copied === 0 ? html : html.slice(copied));
        return;
      }
      if (html.charCodeAt(open + 1) === 62) {
        search = open + 1;
        continue;
      }
      typesetText(text, open);
      const tag = html.slice(open, close + 1);
      text = search = close + 1;
      const read = this.readTag(tag);
      if (read !== tag) replace(open, close + 1, read);
    }
  }

  /** Follows where the page is (island, script) and returns the tag, typeset if it holds text for people. */
  private readTag(tag: string): string {
    if (this.rawUntil) {
      if (tag === this.rawUntil) this.rawUntil = null;
      return tag;
    }
    if (this.untouchedDepth > 0) {
      if (tag.startsWith("<div")) this.untouchedDepth++;
      else if (tag === "</div>") this.untouchedDepth--;
      return tag;
    }
    const second = tag.charCodeAt(1);
    if (second === 47) return tag; // a closing tag: </…>
    if (second === 100 && tag.startsWith("<div") && tag.includes(" data-island=")) {
      this.untouchedDepth = 1;
      return tag;
    }
    if (second === 115) {
      const raw = RAW_TEXT_TAG.exec(tag)?.[1];
      if (raw && !tag.endsWith("/>")) {
        this.rawUntil = `</${raw}>`;
        this.jsonLd = tag.includes('type="application/ld+json"');
        return tag;
      }
    }
    return MAY_HOLD_TEXT.test(tag) ? typesetTag(tag, this.typesetValue) : tag;
  }
}

/** Holds whenever typesetTag can change a tag: most tags have none of these attributes. */
const MAY_HOLD_TEXT = /alt="|title="|aria-label="|placeholder="|^<meta\s/;

/** Elements whose content is not HTML (script, style): typeset only when it is JSON-LD. */
const RAW_TEXT_TAG = /^<(script|style)[\s>]/;

function typesetTag(tag: string, typesetValue: (match: string, start: string, value: string) => string): string {
  const typeset = tag.replace(TEXT_ATTRIBUTES, typesetValue);
  return TEXT_META.test(typeset) ? typeset.replace(/(\scontent=")([^"]*)"/, typesetValue) : typeset;
}
