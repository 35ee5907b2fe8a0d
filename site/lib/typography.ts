/**
 * French typography applied at build time, so writers type ordinary spaces and the site
 * shows the right no-break spaces (research notes, section 3.1): U+202F (narrow) before
 * ; ! ? » and after «, U+00A0 before : and between a number and its unit.
 */
const NARROW = "\u202F";
const NBSP = "\u00A0";

// Latin letters, accented ones included (a non-Unicode class: this runs over whole pages).
const LETTER = "[A-Za-zÀ-ÖØ-öø-ÿŒœ]";
const UNITS = "(?:€|%|h\\b|min\\b|m³|m²|km\\b|kg\\b|j\\/7|ans\\b|jours\\b|mois\\b|heures\\b)";
// One pass over the text with every rule as an alternative (pages are typeset whole, so this
// runs over every page of the build).
const RULES = new RegExp(
  [
    `(${LETTER})(?:'|&#39;|&#x27;)(?=${LETTER})`, // 1: apostrophe
    "[ \\u00A0\\u202F]+([;!?»])", // 2: before ; ! ? »
    "«[ \\u00A0\\u202F]+", // after «
    "[ \\u00A0]+:(?=\\s|$|<)", // before :
    "(\\d) (?=\\d{3}(?!\\d))", // 3: thousands
    `(\\d) (?=${UNITS})`, // 4: number and unit
  ].join("|"),
  "g",
);

export function frenchTypography(text: string): string {
  if (text.length < 2) return text;
  return text.replace(RULES, (match, letter?: string, sign?: string, thousands?: string, number?: string) => {
    if (letter) return `${letter}’`;
    if (sign) return `${NARROW}${sign}`;
    if (match.startsWith("«")) return `«${NARROW}`;
    if (thousands) return `${thousands}${NARROW}`;
    if (number) return `${number}${NBSP}`;
    return `${NBSP}:`;
  });
}

/** Attributes that hold text for people (read aloud, shown on hover or as a placeholder). */
const TEXT_ATTRIBUTES = /(\s(?:alt|title|aria-label|placeholder)=")([^"]*)"/g;
/** Meta tags whose `content` is text for people (search results, social cards). */
const TEXT_META =
  /^<meta\s[^>]*\b(?:name|property)="(?:description|keywords|author|og:title|og:description|og:image:alt|og:site_name|twitter:title|twitter:description|twitter:image:alt|article:section|article:tag)"/;

/**
 * French typography for a whole rendered page: the one place where it is applied, so content,
 * facts and the pages' own words are typeset alike and each text once. It covers the text of
 * head and body, the attributes and meta tags read by people, and JSON-LD (compact JSON has
 * spaces and apostrophes only inside its strings). It leaves alone scripts, styles, and
 * islands: their markup must stay exactly what the browser-side component renders, or
 * hydration would rewrite it, so the text an island shows is typeset in its props
 * ({@link frenchTypography}, where the route builds them).
 */
export function typesetDocument(html: string): string {
  let islandDepth = 0;
  let rawUntil: string | null = null;
  let jsonLd = false;
  return html
    .split(/(<[^>]+>)/g)
    .map((part) => {
      if (!part.startsWith("<")) {
        if (rawUntil) return jsonLd ? frenchTypography(part) : part;
        return islandDepth > 0 ? part : frenchTypography(part);
      }
      if (rawUntil) {
        if (part === rawUntil) rawUntil = null;
        return part;
      }
      if (islandDepth > 0) {
        if (part.startsWith("<div")) islandDepth++;
        else if (part === "</div>") islandDepth--;
        return part;
      }
      if (part.startsWith("<div") && part.includes(" data-island=")) {
        islandDepth = 1;
        return part;
      }
      const raw = part.match(/^<(script|style)[\s>]/)?.[1];
      if (raw && !part.endsWith("/>")) {
        rawUntil = `</${raw}>`;
        jsonLd = part.includes('type="application/ld+json"');
        return part;
      }
      return typesetTag(part);
    })
    .join("");
}

const typesetValue = (_: string, start: string, value: string) => `${start}${frenchTypography(value)}"`;

function typesetTag(tag: string): string {
  const typeset = tag.replace(TEXT_ATTRIBUTES, typesetValue);
  return TEXT_META.test(typeset) ? typeset.replace(/(\scontent=")([^"]*)"/, typesetValue) : typeset;
}
