/**
 * Where a photo stands on a page, and the width it is shown at there (`sizes`), so a browser
 * fetches the smallest file that fills it. Each figure follows the layout in client/styles:
 * `.container` keeps 1 200 px with a side padding of clamp(1rem, 0.5rem + 2.5vw, 2rem), so
 * below 960 px a full-width block is 95vw − 1rem wide; the grids' columns and gaps are those of
 * pages.css, sections.css and components.css. The browser tier checks the width fetched.
 */
export type PhotoSlot = "article-hero" | "service-hero" | "municipality-hero" | "card" | "pair" | "lone-pair" | "text";

const FULL_WIDTH = "calc(95vw - 1rem)";

export const SLOT_SIZES: Record<PhotoSlot, string> = {
  // .article-hero from 960 px: 1.2fr 0.8fr, gap 2rem.
  "article-hero": `(min-width: 1200px) 442px, (min-width: 960px) calc(40vw - 38px), ${FULL_WIDTH}`,
  // .service-hero from 900 px: 1.1fr 0.9fr, gap 2rem.
  "service-hero": `(min-width: 1200px) 497px, (min-width: 900px) calc(45vw - 43px), ${FULL_WIDTH}`,
  // .hero-grid from 960 px: 1.15fr 0.85fr, gap 3rem.
  "municipality-hero": `(min-width: 1200px) 462px, (min-width: 960px) calc(42.5vw - 48px), ${FULL_WIDTH}`,
  // .grid-3: columns of 18rem at least, gap 1.5rem: three from 976 px, two from 656 px.
  card: `(min-width: 1200px) 363px, (min-width: 976px) calc(33.3vw - 37px), (min-width: 656px) calc(47.5vw - 20px), ${FULL_WIDTH}`,
  // .projects (.grid-2, two from 790 px), each a before and an after side by side, gap 0.5rem.
  pair: "(min-width: 1200px) 274px, (min-width: 790px) calc(23.75vw - 14px), calc(47.5vw - 12px)",
  // A service with one clearance: .grid-2 (auto-fit) gives its pair the whole width.
  "lone-pair": "(min-width: 1200px) 564px, calc(47.5vw - 12px)",
  // A photo in a text: .prose keeps 46rem at most, and full width below 790 px.
  text: `(min-width: 790px) 736px, ${FULL_WIDTH}`,
};
