/**
 * Photos as a phone writes them, made by the tests with sharp (no binary fixture in the repo):
 * a JPEG whose pixels are stored sideways with EXIF orientation 6 (turn 90° clockwise to view),
 * the camera's make and the GPS position of the place in its EXIF. Seen upright, its top half is
 * red and its bottom half blue, so a test can tell whether the orientation was applied. With
 * `grain`, a film of noise makes it compress like a real photo rather than flat colour.
 */
import sharp, { type OverlayOptions } from "sharp";

export interface PhonePhotoOptions {
  /** Its size seen upright. */
  width: number;
  height: number;
  grain?: boolean;
  quality?: number;
}

/** Where the photo was taken, as the phone writes it (near Namur); IFD3 is EXIF's GPS directory. */
export const PHOTO_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "50/1 27/1 3600/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "4/1 52/1 1200/100",
};

export const TOP_COLOUR = { r: 200, g: 40, b: 30 };
export const BOTTOM_COLOUR = { r: 30, g: 60, b: 190 };

export async function phonePhoto({ width, height, grain = false, quality = 90 }: PhonePhotoOptions): Promise<Buffer> {
  // Stored sideways: the upright top is the stored left.
  const [storedWidth, storedHeight] = [height, width];
  const half = Math.floor(storedWidth / 2);
  const layers: OverlayOptions[] = [
    {
      input: { create: { width: storedWidth - half, height: storedHeight, channels: 3, background: BOTTOM_COLOUR } },
      left: half,
      top: 0,
    },
  ];
  if (grain) {
    const noise = {
      create: {
        width: storedWidth,
        height: storedHeight,
        channels: 3 as const,
        background: "#808080",
        noise: { type: "gaussian" as const, mean: 128, sigma: 60 },
      },
    };
    layers.push({ input: await sharp(noise).blur(0.8).png().toBuffer(), blend: "soft-light" });
  }
  const pixels = await sharp({
    create: { width: storedWidth, height: storedHeight, channels: 3, background: TOP_COLOUR },
  })
    .composite(layers)
    .png()
    .toBuffer();
  return sharp(pixels)
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "Samsung", Model: "Galaxy S23" }, IFD3: PHOTO_GPS })
    .toBuffer();
}

/** Whether an EXIF block holds a GPS directory (the pointer tag 0x8825, either byte order). */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  return exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}
