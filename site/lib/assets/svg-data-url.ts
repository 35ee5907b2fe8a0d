/** An SVG drawing with its whitespace collapsed, and removed between tags, to write inside a page. */
export const compactSvg = (svg: string): string => svg.replace(/\s+/g, " ").replace(/> </g, "><").trim();

/**
 * An SVG drawing as a data URL, for an image a page carries inside itself: whitespace between
 * tags collapsed, every character outside the URL code points percent-encoded (the HTML
 * checker rejects spaces and quotes in a URL). Kept as text rather than base64: it stays
 * shorter, and gzip compresses it with the rest of the page.
 */
export function svgDataUrl(svg: string): string {
  const compact = compactSvg(svg);
  // encodeURIComponent leaves letters, digits and - _ . ! ~ * ' ( ) as they are, as a URL may;
  // of what it encodes, a URL may also hold these as they are, so they are restored after one
  // pass of the native encoder: every % it writes starts a %XY triplet, so their triplets are
  // found nowhere else.
  let encoded = encodeURIComponent(compact);
  for (const [triplet, character] of RESTORED) encoded = encoded.replaceAll(triplet, character);
  return "data:image/svg+xml," + encoded;
}

/** Characters a URL may hold as they are, which encodeURIComponent encodes. */
const RESTORED = [..."$&+,;=:@/"].map((character) => [encodeURIComponent(character), character] as const);
