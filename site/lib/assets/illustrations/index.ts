/**
 * Cover illustrations for services and articles, drawn at build time from the motifs in
 * shapes.ts. A photo dropped in static/images/{services|blog}/{slug}.jpg takes precedence
 * (see content/images.ts) and the illustration is then simply unused.
 */
import path from "node:path";
import { ILLUSTRATIONS_PATH, illustrationUrl } from "../../content/images.ts";
import type { Links } from "../../build/links.ts";
import type { SiteData } from "../../content/types.ts";
import { placeLinked } from "../image-cache.ts";
import { writeFile } from "../../build/output.ts";
import { palette as p } from "../palette.ts";
import { shapes, type ShapeName } from "./shapes.ts";
import { compactSvg } from "../svg-data-url.ts";

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 750;

type Placed = [ShapeName, number, number];

/** Three-motif scenes per service icon: main subject centre-left, supporting objects around it. */
const SCENES: Record<string, Placed[]> = {
  house: [
    ["house", 520, 1],
    ["boxes", 860, 0.9],
    ["plant", 220, 0.9],
  ],
  boxes: [
    ["boxes", 470, 1.3],
    ["sofa", 830, 0.8],
    ["lamp", 180, 0.9],
  ],
  store: [
    ["store", 520, 1.1],
    ["boxes", 880, 0.8],
    ["plant", 190, 0.8],
  ],
  building: [
    ["building", 480, 1],
    ["boxes", 760, 0.8],
    ["lamp", 960, 0.8],
  ],
  archive: [
    ["house", 440, 0.8],
    ["boxes", 760, 1],
    ["lamp", 1010, 0.7],
  ],
  scroll: [
    ["document", 420, 1.1],
    ["frame", 700, 1.2],
    ["house", 960, 0.6],
  ],
  hammer: [
    ["wall", 460, 1.2],
    ["boxes", 820, 0.8],
    ["lamp", 180, 0.8],
  ],
  recycle: [
    ["recycleBin", 480, 1.3],
    ["boxes", 790, 0.9],
    ["plant", 1010, 0.8],
  ],
  sparkles: [
    ["broom", 500, 1.1],
    ["plant", 800, 0.9],
    ["frame", 220, 1],
  ],
  lift: [
    ["building", 430, 1],
    ["lift", 640, 1],
    ["truck", 940, 0.6],
  ],
  truck: [
    ["truck", 560, 1.1],
    ["boxes", 960, 0.7],
    ["plant", 180, 0.8],
  ],
};

const CATEGORY_SCENES: Record<string, Placed[][]> = {
  Services: [SCENES.truck!, SCENES.house!, SCENES.store!],
  Conseils: [SCENES.boxes!, SCENES.archive!, SCENES.lift!],
  Environnement: [SCENES.recycle!, SCENES.sparkles!],
  Guides: [SCENES.scroll!, SCENES.house!, SCENES.building!],
};

/** Sun positions and hill shapes: a scene comes in SUN_PLACES × 2 variants, picked by a seed. */
const SUN_PLACES = 7;
const VARIANTS = SUN_PLACES * 2;

/** Each scene's variants, drawn once: articles share them (a few hundred drawings at most). */
const drawn = new WeakMap<Placed[], Map<number, string>>();

/**
 * The scene `placed` in the variant `seed` picks. One string per drawing, whichever cover asks
 * for it: what is keyed by a drawing (its file, its data URL) hashes it once.
 */
export function sceneSvg(placed: Placed[], seed: number): string {
  const variant = seed % VARIANTS;
  let variants = drawn.get(placed);
  if (!variants) drawn.set(placed, (variants = new Map()));
  let svg = variants.get(variant);
  if (svg === undefined) variants.set(variant, (svg = drawScene(placed, variant)));
  return svg;
}

function drawScene(placed: Placed[], variant: number): string {
  const sunX = 200 + (variant % SUN_PLACES) * 120;
  const hills =
    variant % 2 === 0
      ? `M0 560C200 500 380 520 600 560S1000 600 1200 540V750H0z`
      : `M0 540C260 600 420 520 640 550S980 510 1200 570V750H0z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" role="img">
  <rect width="1200" height="750" fill="${p.brand50}"/>
  <circle cx="${sunX}" cy="200" r="110" fill="${p.accent200}"/>
  <path d="M${sunX - 300} 150h140M${sunX + 180} 240h180" stroke="${p.white}" stroke-width="26" stroke-linecap="round"/>
  <path d="${hills}" fill="${p.brand100}"/>
  <rect y="640" width="1200" height="110" fill="${p.sand200}"/>
  <path d="M0 640h1200" stroke="${p.brand900}" stroke-width="6"/>
  ${placed.map(([name, x, s]) => shapes[name](x, 640, s)).join("\n  ")}
</svg>`;
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

const drawingsOf = new WeakMap<SiteData, Map<string, () => string>>();

/**
 * Where each service's and article's drawn cover is served, with how to draw it: by file name
 * (id), which a translation shares with its original, so both editions show the same cover.
 */
function drawings(data: SiteData): Map<string, () => string> {
  let found = drawingsOf.get(data);
  if (!found) {
    found = new Map();
    for (const service of data.services)
      found.set(illustrationUrl("services", service.id), () => sceneSvg(SCENES[service.icon]!, service.order));
    for (const article of data.articles) {
      const options = CATEGORY_SCENES[article.category]!;
      const seed = hash(article.id);
      found.set(illustrationUrl("blog", article.id), () => sceneSvg(options[seed % options.length]!, seed));
    }
    drawingsOf.set(data, found);
  }
  return found;
}

/**
 * The drawing served at `url`, or undefined when the build draws nothing there (an owner's
 * photo, another file).
 */
export function drawnCover(url: string, data: SiteData): string | undefined {
  return drawings(data).get(url)?.();
}

/**
 * Writes the drawn covers that a page links, once the pages are rendered (`linked`: the links
 * of every page and part). Most covers are drawn inside their pages (drawnCoverContent), so a
 * file is linked only where a card is drawn below the fold (the home page's latest articles):
 * one file per article would grow every deployment by thousands.
 */
export function writeLinkedIllustrations(outDir: string, data: SiteData, linked: Iterable<Links>): void {
  const urls = new Set<string>();
  for (const { hrefs } of linked) for (const href of hrefs) if (href.startsWith(ILLUSTRATIONS_PATH)) urls.add(href);
  // Articles share a few scenes: each distinct drawing is written once and linked for the others.
  const written = new Map<string, string>();
  for (const url of urls) {
    const svg = drawnCover(url, data);
    if (svg === undefined) continue;
    const file = path.join(outDir, url);
    const first = written.get(svg);
    if (first) placeLinked(first, file);
    else {
      writeFile(outDir, url.slice(1), svg);
      written.set(svg, file);
    }
  }
}

/** Contents by drawing: articles share a few hundred drawings at most, each compacted once. */
const contents = new Map<string, string>();

/**
 * What the <svg> element of the cover at `url` holds when the build draws it, ILLUSTRATION_WIDTH
 * by ILLUSTRATION_HEIGHT; undefined for an owner's photo. A drawn cover is written inside the
 * page (site/components/article/CoverImage.tsx).
 */
export function drawnCoverContent(url: string, data: SiteData): string | undefined {
  const svg = drawnCover(url, data);
  if (svg === undefined) return undefined;
  let content = contents.get(svg);
  if (content === undefined) {
    const compact = compactSvg(svg);
    content = compact.slice(compact.indexOf(">") + 1, compact.lastIndexOf("</svg>"));
    contents.set(svg, content);
  }
  return content;
}
