/** The parts of two untyped font packages that site/tools/web-font.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Buffer, format: "sfnt" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
