/** App icons and favicons, rasterised from the brand mark at build time with resvg. */
import { Resvg } from "@resvg/resvg-js";
import { brandMarkDrawing } from "./brand-mark.ts";
import { writeFile } from "./output.ts";
import { palette } from "./palette.ts";

/** The brand mark on its square, with `padding` units around it. */
function markSvg(options: { padding: number; rounded: boolean }): string {
  const { padding, rounded } = options;
  const size = 40 + padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${size} ${size}">
  <rect x="${-padding}" y="${-padding}" width="${size}" height="${size}" rx="${rounded ? 10 : 0}" fill="${palette.brand900}"/>
  ${brandMarkDrawing({ accent: palette.accent400, stroke: "#fff" })}
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
