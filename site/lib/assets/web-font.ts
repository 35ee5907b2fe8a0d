/**
 * Facts about the site's web font that the build and the font tool share (the files are made
 * by site/tools/web-font.ts, `npm run font`, which also writes their @font-face rules in
 * client/styles/fonts.css): where the two files are served, the weights they keep and the
 * characters of the core file, the one every page preloads.
 */
export const CORE_FONT_URL = "/fonts/inter-latin-wght.woff2";
/** Every other character of the source; fetched only by a page that shows one. */
export const EXTRA_FONT_URL = "/fonts/inter-latin-extra-wght.woff2";
/** Fonts of the stylesheet that pages neither preload nor the service worker precaches. */
export const ON_DEMAND_FONT_URLS: readonly string[] = [EXTRA_FONT_URL];

/** The weights the stylesheets use; test/fonts.test.ts checks every font-weight against it. */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const;

/** ASCII and the rest of what French and Dutch text write (French typography: research notes, 3.1; Dutch stress accents, « vóór », « één »). */
export const CORE_CHARACTERS =
  range(0x20, 0x7e) +
  "àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ" +
  "áíóúÁÍÓÚ" +
  "«»‘’“”‹›–—−…•·€°©®×²³" +
  "\u00A0\u2009\u202F"; // no-break, thin and narrow no-break spaces

function range(from: number, to: number): string {
  return String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
}
