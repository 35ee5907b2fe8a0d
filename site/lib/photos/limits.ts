/**
 * What the build accepts of an owner's photo and what it makes of it (issue 36). A phone's
 * photo (4 000 × 3 000, 4 to 8 MB) is well within the limits; the limits keep a build from
 * decoding a scan or a panorama of hundreds of megapixels.
 */
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from "../assets/illustrations/index.ts";
import { formatNumber } from "../text/format.ts";

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * The widths made of each photo, in pixels: what its slots need at one, two and three device
 * pixels per CSS pixel (site/lib/photos/slots.ts), from a phone's card to a wide screen's hero.
 */
export const PHOTO_WIDTHS = [400, 640, 960, 1280] as const;

/**
 * Every slot frames a photo as the drawn covers are framed, 16:10: each photo is cropped once
 * to that shape around its subject, so every width shows the same picture.
 */
export const PHOTO_ASPECT = ILLUSTRATION_WIDTH / ILLUSTRATION_HEIGHT;

/** The social image cut from an article's photo (Open Graph, 1200 × 630). */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 630;

/**
 * The widths a photo `width` pixels wide (once cropped) is made at: never wider than itself;
 * a photo narrower than the smallest width is kept at its own.
 */
export function widthsFor(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/** The largest 16:10 frame inside a photo of `width` × `height`. */
export function framed(width: number, height: number): { width: number; height: number } {
  return width / height > PHOTO_ASPECT
    ? { width: Math.round(height * PHOTO_ASPECT), height }
    : { width, height: Math.round(width / PHOTO_ASPECT) };
}

/** The height of a 16:10 image `width` pixels wide. */
export const heightFor = (width: number) => Math.round(width / PHOTO_ASPECT);

/** Rounded up: a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => `${formatNumber(Math.ceil((bytes / 1024 / 1024) * 10) / 10)} Mo`;

/** Why a file of `bytes` is refused, or null: told before it is read. */
export function sizeRefusal(bytes: number): string | null {
  if (bytes <= MAX_PHOTO_BYTES) return null;
  return `fichier de ${megabytes(bytes)}, ${megabytes(MAX_PHOTO_BYTES)} au plus : exportez la photo en JPEG de 4 000 pixels de large au plus`;
}
