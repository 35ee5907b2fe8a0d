/**
 * An SVG drawing as a data URL, for an image a page carries inside itself: whitespace between
 * tags collapsed, every character outside the URL code points percent-encoded (the HTML
 * checker rejects spaces and quotes in a URL). Kept as text rather than base64: it stays
 * shorter, and gzip compresses it with the rest of the page.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s+/g, " ").replace(/> </g, "><").trim();
  return "data:image/svg+xml," + compact.replace(/[^\w\-.~!$&()*+,;=:@/]/g, (c) => encodeURIComponent(c));
}
