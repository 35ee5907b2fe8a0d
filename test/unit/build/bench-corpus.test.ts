/**
 * The benchmark's synthetic corpus (test/bench/synthetic-content.ts) must stay content the
 * build accepts: a new content rule that the corpus breaks would otherwise surface only when
 * someone runs `npm run bench`. Three rounds of the real articles are enough to repeat each one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readSettings } from "../../../site/config.ts";
import { loadContent } from "../../../site/lib/content/load.ts";
import { syntheticArticles, writeProjectContent } from "../../bench/synthetic-content.ts";
import { contentRoot, projectRoot } from "../../helpers/paths.ts";

test("the benchmark's synthetic articles load without a content issue", () => {
  const real = fs.readdirSync(path.join(contentRoot, "blog", "fr")).filter((f) => f.endsWith(".md")).length;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-corpus-"));
  try {
    const articles = syntheticArticles(path.join(contentRoot, "blog", "fr"), real * 3);
    const content = writeProjectContent(contentRoot, path.join(work, "content"), articles);
    const loaded = loadContent(content, path.join(projectRoot, "static"), readSettings({}, false));
    assert.equal(loaded.issues.list, []);
    assert.is(loaded.data.articles.length, real * 3);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});

test.run();
