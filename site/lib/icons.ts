/** App icons and favicons, rasterised from the brand mark at build time with resvg. */
import { Resvg } from "@resvg/resvg-js";
import { writeFile } from "./output.ts";
import { palette } from "./palette.ts";

/** The brand mark (same drawing as site/components/layout/Logo.tsx) on a 40-unit grid. */
function markSvg(options: { padding: number; rounded: boolean }): string {
  const { padding, rounded } = options;
  const size = 40 + padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${size} ${size}">
  <rect x="${-padding}" y="${-padding}" width="${size}" height="${size}" rx="${rounded ? 10 : 0}" fill="${palette.brand900}"/>
  <path d="M11 31h18" stroke="${palette.accent400}" stroke-width="2.6" stroke-linecap="round"/>
  <path d="M14.5 31a5.5 5.5 0 0 1 11 0" fill="${palette.accent400}"/>
  <path d="M9 20 20 11l11 9M12.5 18v13M27.5 18v13" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

function png(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

export function writeIcons(outDir: string): void {
  const regular = markSvg({ padding: 0, rounded: true });
  // Maskable icons keep the drawing inside the central 80 % safe zone.
  const maskable = markSvg({ padding: 6, rounded: false });
  writeFile(outDir, "favicon.svg", regular);
  writeFile(outDir, "icons/favicon-32.png", png(regular, 32));
  writeFile(outDir, "icons/apple-touch-icon.png", png(markSvg({ padding: 4, rounded: false }), 180));
  writeFile(outDir, "icons/icon-192.png", png(regular, 192));
  writeFile(outDir, "icons/icon-512.png", png(regular, 512));
  writeFile(outDir, "icons/icon-maskable-512.png", png(maskable, 512));
}
