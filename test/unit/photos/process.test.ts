/**
 * What the photo stage makes of one photo (site/lib/photos/process.ts): the widths and formats
 * of its slots, never wider than the photo, upright, and without any of the phone's metadata.
 * The photos are made here by sharp (test/helpers/photos.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { OUTPUT_FORMATS } from "../../../site/lib/photos/formats.ts";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_ASPECT,
  PHOTO_WIDTHS,
  SOCIAL_HEIGHT,
  SOCIAL_WIDTH,
  sizeRefusal,
} from "../../../site/lib/photos/limits.ts";
import { makePhoto, PhotoRejected, type MadePhoto } from "../../../site/lib/photos/process.ts";
import { BOTTOM_COLOUR, hasGpsDirectory, phonePhoto, TOP_COLOUR } from "../../helpers/photos.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
let runs = 0;
const made = async (source: Buffer): Promise<{ made: MadePhoto; dir: string }> => {
  const dir = path.join(work, String(runs++));
  fs.mkdirSync(dir);
  return { made: await makePhoto(source, dir), dir };
};
const rejection = async (source: Buffer): Promise<string> => {
  try {
    await made(source);
  } catch (error) {
    assert.instance(error, PhotoRejected);
    return (error as Error).message;
  }
  throw new Error("photo acceptée");
};

const large = phonePhoto({ width: 1600, height: 1000 });

test("a phone's photo: every width its slots need up to its own, in AVIF, WebP and JPEG, 16:10", async () => {
  const { made: photo, dir } = await made(await large);
  assert.equal([photo.sourceWidth, photo.sourceHeight], [1600, 1000], "the photo upright");
  const expected = PHOTO_WIDTHS.filter((w) => w <= 1600);
  for (const format of OUTPUT_FORMATS) {
    const files = photo.files.filter((file) => file.format === format);
    assert.equal(
      files.map((file) => file.width),
      expected,
      format,
    );
    for (const file of files) {
      const meta = await sharp(path.join(dir, file.name)).metadata();
      assert.is(meta.format === "heif" ? "avif" : meta.format, format, file.name);
      assert.equal([meta.width, meta.height], [file.width, file.height], file.name);
      assert.ok(Math.abs(file.width / file.height - PHOTO_ASPECT) < 0.01, `${file.name}: 16:10`);
      assert.is(fs.statSync(path.join(dir, file.name)).size, file.bytes);
    }
  }
});

test("never enlarged: a photo narrower than a width is not made at it, a small one only at its own", async () => {
  const { made: medium } = await made(await phonePhoto({ width: 1000, height: 800 }));
  assert.ok(
    medium.files.every((file) => file.width <= 1000),
    "none wider than the photo",
  );
  assert.equal(
    [...new Set(medium.files.map((f) => f.width))],
    PHOTO_WIDTHS.filter((w) => w <= 1000),
  );
  const { made: small } = await made(await phonePhoto({ width: 320, height: 240 }));
  assert.equal([...new Set(small.files.map((f) => f.width))], [320]);
  assert.ok(small.files.every((file) => file.height <= 240));
  assert.is(small.social, null, "no social image from a photo smaller than 1200 × 630");
});

test("no metadata leaves: no EXIF (GPS included), XMP, IPTC or ICC in any file", async () => {
  const source = await large;
  const before = await sharp(source).metadata();
  assert.ok(hasGpsDirectory(before.exif), "the fixture carries a GPS position");
  const { made: photo, dir } = await made(source);
  const files = [...photo.files, photo.social!];
  assert.is(files.length, PHOTO_WIDTHS.filter((w) => w <= 1600).length * OUTPUT_FORMATS.length + 1);
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dir, file.name));
    const meta = await sharp(bytes).metadata();
    assert.equal(
      [meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation],
      [undefined, undefined, undefined, undefined, undefined],
      file.name,
    );
    // Markers long enough never to occur by chance in compressed pixels.
    for (const marker of ["Exif\0\0", "Samsung", "Galaxy S23", "http://ns.adobe.com/xap"]) {
      assert.not.ok(bytes.includes(marker), `${file.name}: no « ${marker} »`);
    }
  }
});

test("the orientation is applied to the pixels: upright, the red half on top", async () => {
  const { made: photo, dir } = await made(await large);
  for (const file of [...photo.files, photo.social!]) {
    const { data, info } = await sharp(path.join(dir, file.name)).raw().toBuffer({ resolveWithObject: true });
    assert.ok(info.width > info.height, `${file.name}: landscape, as seen upright`);
    const pixel = (y: number) => {
      const at = (y * info.width + Math.floor(info.width / 2)) * info.channels;
      return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
    };
    const near = (a: { r: number; g: number; b: number }, b: typeof a) =>
      Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 60;
    assert.ok(near(pixel(2), TOP_COLOUR), `${file.name}: red at the top`);
    assert.ok(near(pixel(info.height - 3), BOTTOM_COLOUR), `${file.name}: blue at the bottom`);
  }
});

test("the social image: 1200 × 630, cut from a photo that covers it", async () => {
  const { made: photo, dir } = await made(await large);
  assert.equal([photo.social!.width, photo.social!.height], [SOCIAL_WIDTH, SOCIAL_HEIGHT]);
  assert.is((await sharp(path.join(dir, photo.social!.name)).metadata()).format, "jpeg");
});

test("refused, with the reason in French: too heavy, too many pixels, unsupported, unreadable, truncated", async () => {
  assert.is(sizeRefusal(MAX_PHOTO_BYTES), null);
  assert.match(sizeRefusal(MAX_PHOTO_BYTES + 1)!, /20 Mo au plus/);
  const side = Math.ceil(Math.sqrt(MAX_PHOTO_PIXELS)) + 1;
  const huge = await sharp({ create: { width: side, height: side, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer();
  assert.match(await rejection(huge), /mégapixels au plus/);
  const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#808080" } })
    .gif()
    .toBuffer();
  assert.match(await rejection(gif), /^format GIF non pris en charge : JPEG, PNG, WebP ou AVIF attendu/);
  assert.match(await rejection(Buffer.from("ceci n’est pas une photo")), /fichier illisible/);
  const source = await large;
  assert.match(await rejection(source.subarray(0, Math.floor(source.length * 0.6))), /fichier abîmé/);
});

test("accepted: PNG, WebP and AVIF as well as JPEG", async () => {
  const base = sharp({ create: { width: 800, height: 500, channels: 3, background: "#4a7a5a" } });
  for (const input of [
    await base.clone().png().toBuffer(),
    await base.clone().webp().toBuffer(),
    await base.clone().avif().toBuffer(),
  ]) {
    const { made: photo } = await made(input);
    assert.equal([photo.sourceWidth, photo.sourceHeight], [800, 500]);
  }
});

test.run();
