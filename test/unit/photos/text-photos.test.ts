/**
 * A photo in a text (site/components/photos/text-photos.tsx): the markdown's image of an owner's
 * photo becomes its <picture>, lazy, with its alt text; any other image is left as written.
 */
import { parseHTML } from "linkedom";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { withPhotos } from "../../../site/components/photos/text-photos.tsx";
import { SLOT_SIZES } from "../../../site/lib/photos/slots.ts";
import type { PhotoIndex } from "../../../site/lib/photos/types.ts";
import { renderMarkdown } from "../../../site/lib/text/markdown.ts";

const SRC = "/images/uploads/cave&grenier.jpg";
const photos: PhotoIndex = {
  [SRC]: {
    src: SRC,
    sourceWidth: 800,
    sourceHeight: 600,
    files: (["avif", "webp", "jpeg"] as const).flatMap((format) =>
      [400, 640].map((width) => ({
        format,
        width,
        height: width / 1.6,
        url: `/images/photos/cave-${width}.${format}`,
        bytes: 1,
      })),
    ),
    social: null,
  },
};

test("a photo of a text is its <picture>, lazy, with its alt text; other images stay as written", () => {
  const { html } = renderMarkdown(`Texte.\n\n![La cave « vidée » & balayée](${SRC})\n\n![Logo](/images/logo.svg)`);
  const { document } = parseHTML(`<html><body>${withPhotos(html, photos)}</body></html>`);
  const picture = document.querySelector("p > picture")!;
  assert.ok(picture, "a <picture> where the image was");
  const img = picture.querySelector("img")!;
  assert.is(img.getAttribute("alt"), "La cave « vidée » & balayée");
  assert.is(img.getAttribute("loading"), "lazy");
  assert.is(img.getAttribute("sizes"), SLOT_SIZES.text);
  assert.equal(
    [...picture.querySelectorAll("source")].map((s) => s.getAttribute("type")),
    ["image/avif", "image/webp"],
  );
  assert.equal(
    [...document.querySelectorAll("img")].map((i) => i.getAttribute("src")),
    ["/images/photos/cave-640.jpeg", "/images/logo.svg"],
  );
});

test("a text without a photo is returned as it is", () => {
  const { html } = renderMarkdown("Texte sans image, avec un [lien](/contact).");
  assert.is(withPhotos(html, photos), html);
});

test.run();
