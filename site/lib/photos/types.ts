/** What the photo stage makes of each of the owner's photos, as the pages and the editor use it. */
import type { OutputFormat } from "./formats.ts";

export interface PhotoFile {
  format: OutputFormat;
  width: number;
  height: number;
  /** Where the site serves it: /images/photos/{name}-{hash}-{width}.{ext}, never changed once written. */
  url: string;
  bytes: number;
}

export interface ProcessedPhoto {
  /** The owner's file as the content names it: /images/uploads/maison.jpg. */
  src: string;
  /** The uploaded photo's size, turned upright. */
  sourceWidth: number;
  sourceHeight: number;
  /** Every width in every format, 16:10, the widest last of each format. */
  files: PhotoFile[];
  /** The 1200 × 630 social image cut around its subject, or null for a smaller photo. */
  social: PhotoFile | null;
}

/** The processed photos by `src`: every raster image under static/images/. */
export type PhotoIndex = Record<string, ProcessedPhoto>;

/** A photo of the content, where it is written and what it shows. */
export interface PhotoRef {
  src: string;
  alt: string;
}
