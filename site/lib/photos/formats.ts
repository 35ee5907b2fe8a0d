/**
 * The formats a photo is read from and written to. Pages offer AVIF, then WebP, with a JPEG
 * for browsers that take neither; the encoders' settings are sharp's, tuned for photos.
 */
import type { Sharp } from "sharp";

export type OutputFormat = "avif" | "webp" | "jpeg";

/** In the order a <picture> offers them: the smallest first. */
export const OUTPUT_FORMATS: readonly OutputFormat[] = ["avif", "webp", "jpeg"];

export const EXTENSIONS: Record<OutputFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const MIME_TYPES: Record<OutputFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** Qualities at which a photo loses nothing a visitor sees at its slot's size. */
export function encode(image: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 4 });
    case "webp":
      return image.webp({ quality: 75, effort: 4 });
    case "jpeg":
      return image.jpeg({ quality: 75, mozjpeg: true });
  }
}

/**
 * What an owner may upload, by what the file holds (not its name): sharp reads AVIF as "heif"
 * compressed with AV1; HEIC (HEVC) is not decoded by its prebuilt libraries.
 */
export function isAcceptedInput(format: string | undefined, compression: string | undefined): boolean {
  if (format === "heif") return compression === "av1";
  return format === "jpeg" || format === "png" || format === "webp";
}

/** The name the owner knows a format by, for messages. */
export function formatName(format: string | undefined, compression: string | undefined): string {
  if (format === "heif") return compression === "av1" ? "AVIF" : "HEIC";
  return (format ?? "inconnu").toUpperCase();
}

/** Files under static/images/ that are raster images, read by the photo stage rather than copied. */
export const RASTER_EXTENSION = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif|bmp|jxl)$/i;
