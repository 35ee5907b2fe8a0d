/**
 * One photo made ready for the site with sharp (libvips): checked against the limits, turned
 * upright, cropped once to 16:10 around its subject (sharp's "attention" strategy), then written
 * at each width in AVIF, WebP and JPEG, and as a 1200 × 630 social image when large enough.
 * sharp writes no metadata unless asked: no EXIF, XMP, IPTC or GPS leaves this module.
 */
import path from "node:path";
import sharp from "sharp";
import { encode, EXTENSIONS, formatName, isAcceptedInput, OUTPUT_FORMATS, type OutputFormat } from "./formats.ts";
import { framed, heightFor, MAX_PHOTO_PIXELS, SOCIAL_HEIGHT, SOCIAL_WIDTH, sizeRefusal, widthsFor } from "./limits.ts";
import { formatNumber } from "../text/format.ts";

/** A photo the build refuses, with the reason in the owner's words. */
export class PhotoRejected extends Error {}

/** A file written into the photo's cache folder. */
export interface MadeFile {
  format: OutputFormat;
  width: number;
  height: number;
  /** Its name in the cache folder. */
  name: string;
  bytes: number;
}

export interface MadePhoto {
  sourceWidth: number;
  sourceHeight: number;
  files: MadeFile[];
  social: MadeFile | null;
}

/** Checks `source` and writes its files into `dir` (which must exist); throws PhotoRejected. */
export async function makePhoto(source: Buffer, dir: string): Promise<MadePhoto> {
  const tooLarge = sizeRefusal(source.length);
  if (tooLarge) throw new PhotoRejected(tooLarge);
  const meta = await sharp(source)
    .metadata()
    .catch(() => {
      throw new PhotoRejected(
        "fichier illisible : ce n’est pas une image, ou il est abîmé ; exportez la photo à nouveau en JPEG",
      );
    });
  if (!isAcceptedInput(meta.format, meta.compression)) {
    const name = formatName(meta.format, meta.compression);
    const hint = name === "HEIC" ? " (sur iPhone : Réglages › Appareil photo › Formats › « Le plus compatible »)" : "";
    throw new PhotoRejected(`format ${name} non pris en charge : JPEG, PNG, WebP ou AVIF attendu${hint}`);
  }
  const { width, height } = meta.autoOrient;
  if (width * height > MAX_PHOTO_PIXELS) {
    const mp = formatNumber(Math.round((width * height) / 1e6));
    throw new PhotoRejected(
      `photo de ${formatNumber(width)} × ${formatNumber(height)} pixels (${mp} mégapixels), ${MAX_PHOTO_PIXELS / 1e6} mégapixels au plus : réduisez-la`,
    );
  }
  const widths = widthsFor(framed(width, height).width);
  const widest = widths.at(-1)!;
  // Decoded, turned and cropped once: each width is then a plain reduction of the same frame.
  const frame = await upright(source)
    .resize({ width: widest, height: heightFor(widest), fit: "cover", position: "attention" })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new PhotoRejected(
        `fichier abîmé, l’image ne se lit pas jusqu’au bout (${error.message.trim()}) : exportez la photo à nouveau`,
      );
    });
  const jobs = widths.flatMap((w) =>
    OUTPUT_FORMATS.map(async (format): Promise<MadeFile> => {
      const name = `${w}.${EXTENSIONS[format]}`;
      const image = sharp(frame.data, { raw: frame.info }).resize({ width: w, height: heightFor(w) });
      const info = await encode(image, format).toFile(path.join(dir, name));
      return { format, width: info.width, height: info.height, name, bytes: info.size };
    }),
  );
  const files = await Promise.all(jobs);
  return { sourceWidth: width, sourceHeight: height, files, social: await socialImage(source, width, height, dir) };
}

/** Decoded from `source` and turned as its EXIF orientation says, so no viewer has to. */
const upright = (source: Buffer) => sharp(source).autoOrient();

/** The 1200 × 630 crop around the subject, for a photo that covers it without enlargement. */
async function socialImage(source: Buffer, width: number, height: number, dir: string): Promise<MadeFile | null> {
  if (width < SOCIAL_WIDTH || height < SOCIAL_HEIGHT) return null;
  const name = "social.jpg";
  const info = await upright(source)
    .resize({ width: SOCIAL_WIDTH, height: SOCIAL_HEIGHT, fit: "cover", position: "attention" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(dir, name));
  return { format: "jpeg", width: info.width, height: info.height, name, bytes: info.size };
}
