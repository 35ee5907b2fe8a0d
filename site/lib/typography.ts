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

/** Applies {@link frenchTypography} to the text of an HTML fragment, never inside tags. */
export function frenchTypographyHtml(html: string): string {
  return html
    .split(/(<[^>]+>)/g)
    .map((part) => (part.startsWith("<") ? part : frenchTypography(part)))
    .join("");
}

/**
 * French typography for a whole rendered page body, except inside islands: their markup must
 * stay exactly what the browser-side component renders, or hydration would rewrite it.
 */
export function frenchTypographyPage(html: string): string {
  let islandDepth = 0;
  return html
    .split(/(<[^>]+>)/g)
    .map((part) => {
      if (part.startsWith("<")) {
        if (islandDepth > 0) {
          if (part.startsWith("<div")) islandDepth++;
          else if (part === "</div>") islandDepth--;
        } else if (part.startsWith("<div") && part.includes(" data-island=")) {
          islandDepth = 1;
        }
        return part;
      }
      return islandDepth > 0 ? part : frenchTypography(part);
    })
    .join("");
}
