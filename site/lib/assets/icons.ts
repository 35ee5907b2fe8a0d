/**
 * App icons and favicons, rasterised from the brand mark with resvg, through the image cache
 * (resvg is loaded only when an icon is not in the cache). Pages carry the SVG favicon in a
 * data URL (site/shell/Document.tsx); favicon.svg is the same drawing, for the editor, and
 * favicon.ico the 32-pixel PNG, for clients that ask for /favicon.ico by habit.
 */
import fs from "node:fs";
import path from "node:path";
import { brandMarkDrawing } from "./brand-mark.ts";
import { cacheFile, placeLinked } from "./image-cache.ts";
import { writeFile } from "../build/output.ts";
import { palette } from "./palette.ts";
import { svgDataUrl } from "./svg-data-url.ts";

/** The brand mark on its square, with `padding` units around it. */
function markSvg(options: { padding: number; rounded: boolean }): string {
  const { padding, rounded } = options;
  const size = 40 + padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${size} ${size}">
  <rect x="${-padding}" y="${-padding}" width="${size}" height="${size}" rx="${rounded ? 10 : 0}" fill="${palette.brand900}"/>
  ${brandMarkDrawing({ accent: palette.accent400, stroke: "#fff" })}
</svg>`;
}

const FAVICON_SVG = markSvg({ padding: 0, rounded: true });
/** The raster favicon, also served as /favicon.ico. */
const FAVICON_PNG = { file: "icons/favicon-32.png", size: 32 };

/** The icons' addresses, read by the pages' head, the web app manifest and the JSON-LD. */
export const ICONS = {
  appleTouch: "/icons/apple-touch-icon.png",
  any192: "/icons/icon-192.png",
  any512: "/icons/icon-512.png",
  maskable512: "/icons/icon-maskable-512.png",
} as const;

/** The favicon as a data URL: pages carry it inside themselves (site/shell/Document.tsx). */
export const FAVICON_DATA_URL = svgDataUrl(FAVICON_SVG);

/** An ICO file holding one PNG image (ICO allows PNG entries since Windows Vista). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

export async function writeIcons(outDir: string, cacheDir: string): Promise<void> {
  const regular = FAVICON_SVG;
  // Maskable icons keep the drawing inside the central 80 % safe zone.
  const maskable = markSvg({ padding: 6, rounded: false });
  writeFile(outDir, "favicon.svg", regular);
  const icons: Array<[string, string, number]> = [
    [FAVICON_PNG.file, regular, FAVICON_PNG.size],
    [ICONS.appleTouch.slice(1), markSvg({ padding: 4, rounded: false }), 180],
    [ICONS.any192.slice(1), regular, 192],
    [ICONS.any512.slice(1), regular, 512],
    [ICONS.maskable512.slice(1), maskable, 512],
  ];
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const [file, svg, width] of icons) {
    const cached = cacheFile(cacheDir, `${width}\n${svg}`);
    if (!fs.existsSync(cached)) {
      const { Resvg } = await import("@resvg/resvg-js");
      fs.writeFileSync(cached, new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng());
    }
    placeLinked(cached, path.join(outDir, file));
  }
  fs.writeFileSync(
    path.join(outDir, "favicon.ico"),
    icoOf(fs.readFileSync(path.join(outDir, FAVICON_PNG.file)), FAVICON_PNG.size),
  );
}
