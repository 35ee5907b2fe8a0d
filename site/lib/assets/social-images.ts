/**
 * One 1200x630 PNG per indexable page for Open Graph and Twitter cards, drawn from a branded
 * template with resvg. PNGs are cached by the hash of their SVG (site/lib/assets/image-cache.ts), so
 * rebuilds only draw what changed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";
import type { BrandFacts } from "../content/facts.ts";
import { brandMarkDrawing } from "./brand-mark.ts";
import { cacheFile, placeLinked } from "./image-cache.ts";
import { palette as p } from "./palette.ts";
import type { PageToRender } from "../render/route.ts";
import type { BatchInput } from "./social-images-batch.ts";
import { escapeXml } from "../host/sitemap.ts";
import { TYPOGRAPHY } from "../text/typography.ts";
import { localized } from "../render/localized.ts";

/** The small label above a social image's title, for pages that name no label of their own. */
const DEFAULT_LABEL = localized({ fr: "Vide-maison en Belgique", nl: "Woningontruiming in België" });
import { woffToSfnt } from "./woff.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Not-found pages have no image of their own; they borrow the home page's, as does the business in the JSON-LD. */
export const DEFAULT_OG_IMAGE = "/og/index.png";

export function ogImageFor(url: string): string {
  return url.endsWith("/") ? `/og${url}index.png` : `/og${url}.png`;
}

const libDir = path.dirname(fileURLToPath(import.meta.url));
const fontDir = path.join(libDir, "fonts");
/** resvg reads fonts from files: convert the site's WOFF files to TTF in the cache folder once. */
function fontFiles(cacheDir: string): string[] {
  return ["inter-latin-700-normal", "inter-latin-400-normal"].map((name) => {
    const ttf = path.join(cacheDir, `${name}.ttf`);
    if (!fs.existsSync(ttf)) fs.writeFileSync(ttf, woffToSfnt(fs.readFileSync(path.join(fontDir, `${name}.woff`))));
    return ttf;
  });
}

/** Greedy wrap by an average glyph width; good enough for titles in one known font. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[ ,;:.]+\S*$/, "")}…`;
  }
  return lines;
}

export function socialImageSvg(title: string, label: string, brand: BrandFacts): string {
  const lines = wrap(title, 28, 3);
  const size = lines.length > 2 ? 60 : 68;
  const top = 250 - (lines.length - 1) * (size * 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="1200" height="630" fill="${p.brand900}"/>
  <circle cx="1060" cy="600" r="260" fill="${p.brand700}"/>
  <circle cx="1060" cy="600" r="150" fill="${p.accent400}"/>
  <path d="M0 600h1200" stroke="${p.accent400}" stroke-width="10"/>
  <g transform="translate(80 70) scale(1.6)">
    <rect width="40" height="40" rx="10" fill="${p.brand700}"/>
    ${brandMarkDrawing({ accent: p.accent400, stroke: "#fff" })}
  </g>
  <text x="160" y="115" font-family="Inter" font-weight="700" font-size="34" fill="#fff">${escapeXml(brand.tradeName)}</text>
  <text x="80" y="${top - 20}" font-family="Inter" font-weight="700" font-size="26" fill="${p.accent400}" letter-spacing="2">${escapeXml(label.toUpperCase())}</text>
  ${lines.map((line, i) => `<text x="80" y="${top + 50 + i * size * 1.15}" font-family="Inter" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(line)}</text>`).join("\n  ")}
  <text x="80" y="545" font-family="Inter" font-weight="400" font-size="28" fill="${p.brand100}">Devis gratuit · ${escapeXml(brand.hoursLabel)} · ${escapeXml(brand.phone)}</text>
</svg>`;
}

/** Images drawn per child process; each holds about 3 MB of pixels until its process ends. */
const BATCH = 150;

/**
 * Draws the social images not in the cache, in child processes of at most 150 images (two
 * at a time, one per core), then copies every image into the output. Returns how many were drawn.
 */
export async function writeSocialImages(
  outDir: string,
  pages: PageToRender[],
  brand: BrandFacts,
  cacheDir: string,
): Promise<number> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const jobs = pages
    // A page whose social image is an owner's photo (an article's) has no card drawn.
    .filter((page) => page.indexable && (page.head.ogImage ?? ogImageFor(page.url)) === ogImageFor(page.url))
    .map((page) => {
      // Drawn text, typeset like the page it stands for (site/lib/text/typography.ts).
      const typeset = TYPOGRAPHY[page.locale];
      const title = typeset(page.head.ogTitle ?? page.head.title);
      const svg = socialImageSvg(title, typeset(page.head.ogLabel ?? DEFAULT_LABEL[page.locale]), brand);
      return { page, svg, file: cacheFile(cacheDir, svg) };
    });
  const missing = [...new Map(jobs.filter((job) => !fs.existsSync(job.file)).map((j) => [j.file, j])).values()];
  const batches = Array.from({ length: Math.ceil(missing.length / BATCH) }, (_, i) =>
    missing.slice(i * BATCH, (i + 1) * BATCH),
  );
  const files = missing.length > 0 ? fontFiles(cacheDir) : [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next < batches.length) {
        const batch = batches[next++]!;
        await drawBatch({ fontFiles: files, jobs: batch.map(({ svg, file }) => ({ svg, file })) });
      }
    }),
  );
  for (const job of jobs) placeLinked(job.file, path.join(outDir, ogImageFor(job.page.url).slice(1)));
  return missing.length;
}

function drawBatch(input: BatchInput): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(libDir, "social-images-batch.ts")], {
      stdio: ["pipe", "inherit", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`images sociales : ${errors}`))));
    child.stdin.end(JSON.stringify(input));
  });
}
