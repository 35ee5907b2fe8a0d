/**
 * The site's web font, cut from its source for the fastest first paint: the font is preloaded
 * by every page and downloads before the largest text can paint (Lighthouse LCP, issue 14).
 * The source (site/assets/fonts/inter-latin-wght.woff2, Inter's Latin subset, variable weight
 * 100-900, OFL) becomes static/fonts/inter-latin-wght.woff2 with:
 * - every character of the source kept, so nothing the content writes falls back;
 * - only the weight range the stylesheet uses (WEIGHT_RANGE, also in the @font-face rule of
 *   client/styles/tokens.css; test/fonts.test.ts checks that they agree);
 * - only the layout features text needs (kerning, marks, contextual forms), not the numeric
 *   styles (fractions, tabular figures) the stylesheet never turns on.
 * Run when the source, the range or the features change: `npm run font`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SOURCE_FONT = path.join(root, "site", "assets", "fonts", "inter-latin-wght.woff2");
export const WEB_FONT = path.join(root, "static", "fonts", "inter-latin-wght.woff2");

export const WEIGHT_RANGE = { min: 400, max: 800 } as const;
const LAYOUT_FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl", "calt"];

export interface FontFacts {
  weight: { min: number; max: number } | undefined;
  codePoints: Set<number>;
  layoutFeatures: Set<string>;
}

/** What a WOFF2 font offers: its weight axis, its characters and its layout features. */
export async function fontFacts(woff2: Buffer): Promise<FontFacts> {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, "sfnt")), 0);
  const wght = face.getAxisInfos().wght;
  return {
    weight: wght && { min: wght.min, max: wght.max },
    codePoints: new Set(face.collectUnicodes()),
    layoutFeatures: new Set([...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")]),
  };
}

export async function writeWebFont(): Promise<{ before: number; after: number }> {
  const source = fs.readFileSync(SOURCE_FONT);
  const text = String.fromCodePoint(...(await fontFacts(source)).codePoints);
  const font = await subsetFont(source, text, {
    targetFormat: "woff2",
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: { wght: WEIGHT_RANGE },
  });
  fs.writeFileSync(WEB_FONT, font);
  return { before: source.length, after: font.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { before, after } = await writeWebFont();
  console.log(`✔ ${path.relative(root, WEB_FONT)} : ${after} octets (source ${before} octets)`);
}
