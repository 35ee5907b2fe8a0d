/** A photo dropped in static/images/{kind}/ replaces the drawn illustration (site/lib/content/images.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { coverImages } from "../../../site/lib/content/images.ts";

test("a photo of the slug wins, webp first; otherwise the illustration; no folder, no photo", () => {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "covers-"));
  try {
    fs.mkdirSync(path.join(staticDir, "images", "blog"), { recursive: true });
    for (const name of ["vider.jpg", "vider.webp", "tri.png", "autre-tri.jpg"]) {
      fs.writeFileSync(path.join(staticDir, "images", "blog", name), "");
    }
    const blog = coverImages(staticDir, "blog");
    assert.is(blog("vider"), "/images/blog/vider.webp");
    assert.is(blog("tri"), "/images/blog/tri.png");
    assert.is(blog("succession"), "/illustrations/blog/succession.svg");
    assert.is(coverImages(staticDir, "services")("vide-maison"), "/illustrations/services/vide-maison.svg");
  } finally {
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
});

test.run();
