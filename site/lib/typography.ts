/**
 * French typography applied at build time, so writers type ordinary spaces and the site
 * shows the right no-break spaces (research notes, section 3.1): U+202F (narrow) before
 * ; ! ? » and after «, U+00A0 before : and between a number and its unit.
 */
const NARROW = "\u202F";
const NBSP = "\u00A0";

export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})(?:'|&#39;|&#x27;)(?=\p{L})/gu, "$1’")
    .replace(/[ \u00A0\u202F]+([;!?»])/g, `${NARROW}$1`)
    .replace(/«[ \u00A0\u202F]+/g, `«${NARROW}`)
    .replace(/[ \u00A0]+:(?=\s|$|<)/g, `${NBSP}:`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NARROW}`)
    .replace(/(\d) (?=(?:€|%|h\b|min\b|m³|m²|km\b|kg\b|j\/7|ans\b|jours\b|mois\b|heures\b))/g, `$1${NBSP}`);
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
