/**
 * The site's web font, cut from its source for the fastest first paint: every page preloads
 * it, and it downloads before the largest text can paint (Lighthouse LCP, issue 14).
 * The source (site/lib/assets/fonts/inter-latin-wght.woff2: Inter's Latin subset, variable weight
 * 100-900, OFL) is split in two files of static/fonts/, told apart by unicode-range in the
 * generated client/styles/fonts.css:
 * - the core, preloaded: ASCII and what French text writes (accents, « », ’, –, …, €;
 *   CORE_CHARACTERS in site/lib/assets/web-font.ts, with the URLs and the weight range);
 * - the extra: every other character of the source, which the browser fetches only for a page
 *   that shows one (a name with ß or ñ, a combining accent), so nothing falls back.
 * Both keep only the weight range the stylesheets use (WEIGHT_RANGE) and the layout features
 * text needs (LAYOUT_FEATURES: kerning, accents), not fractions or tabular figures, which the
 * stylesheets never turn on. test/unit/build/web-font.test.ts checks the files against this module.
 * Run when the source, the characters, the range or the features change: `npm run font`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { CORE_CHARACTERS, CORE_FONT_URL, EXTRA_FONT_URL, WEIGHT_RANGE } from "../lib/assets/web-font.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SOURCE_FONT = path.join(root, "site", "lib", "assets", "fonts", "inter-latin-wght.woff2");
export const FONT_FACE_CSS = path.join(root, "client", "styles", "fonts.css");
export const fontFile = (url: string) => path.join(root, "static", url);

/**
 * Kerning, accent placement and composition, and local forms. Not Inter's contextual
 * alternates (calt): they only raise punctuation next to capitals and digits, the brackets of
 * « (1070) » or the hyphen of « 2022-2026 », and their extra glyphs weigh a sixth of the core
 * file that the largest text of every page waits for (Lighthouse LCP).
 */
export const LAYOUT_FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl"];

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

/** The source's characters, split into the core and the extra file. */
export async function splitCharacters(): Promise<{ core: number[]; extra: number[] }> {
  const all = [...(await fontFacts(fs.readFileSync(SOURCE_FONT))).codePoints].sort((a, b) => a - b);
  const wanted = new Set([...CORE_CHARACTERS].map((c) => c.codePointAt(0)!));
  return { core: all.filter((c) => wanted.has(c)), extra: all.filter((c) => !wanted.has(c)) };
}

/** "U+20-7E, U+A0, …": consecutive code points joined into ranges. */
export function unicodeRange(codePoints: number[]): string {
  const parts: string[] = [];
  const hex = (c: number) => c.toString(16).toUpperCase();
  for (let i = 0; i < codePoints.length; i++) {
    const start = codePoints[i]!;
    while (codePoints[i + 1] === codePoints[i]! + 1) i++;
    parts.push(start === codePoints[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(codePoints[i]!)}`);
  }
  return parts.join(", ");
}

export function fontFaceCss({ core, extra }: { core: number[]; extra: number[] }): string {
  const face = (url: string, codePoints: number[]) =>
    [
      "@font-face {",
      '  font-family: "Inter";',
      `  src: url("${url}") format("woff2");`,
      `  font-weight: ${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};`,
      "  font-style: normal;",
      "  font-display: swap;",
      `  unicode-range: ${unicodeRange(codePoints)};`,
      "}",
    ].join("\n");
  return [
    "/* Written by `npm run font` (site/tools/web-font.ts): edit that file, not this one. */",
    face(CORE_FONT_URL, core),
    "/* Fetched only by a page that shows one of these characters. */",
    face(EXTRA_FONT_URL, extra),
    "",
  ].join("\n");
}

export async function writeWebFonts(): Promise<Array<{ url: string; bytes: number }>> {
  const source = fs.readFileSync(SOURCE_FONT);
  const split = await splitCharacters();
  const written = [];
  for (const [url, codePoints] of [
    [CORE_FONT_URL, split.core],
    [EXTRA_FONT_URL, split.extra],
  ] as const) {
    const font = await subsetFont(source, String.fromCodePoint(...codePoints), {
      targetFormat: "woff2",
      keepFeatures: LAYOUT_FEATURES,
      variationAxes: { wght: WEIGHT_RANGE },
    });
    fs.writeFileSync(fontFile(url), font);
    written.push({ url, bytes: font.length });
  }
  fs.writeFileSync(FONT_FACE_CSS, fontFaceCss(split));
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { url, bytes } of await writeWebFonts()) console.log(`✔ static${url} : ${bytes} octets`);
  console.log(`✔ ${path.relative(root, FONT_FACE_CSS)} (source ${fs.statSync(SOURCE_FONT).size} octets)`);
}
