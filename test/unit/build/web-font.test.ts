/**
 * The web font (site/tools/web-font.ts): cut from its source without losing a character, in a
 * preloaded core and an extra file told apart by unicode-range, both covering every weight the
 * stylesheets and components ask for (test/html/pages/fonts.test.ts: what pages preload).
 */
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import fg from "fast-glob";
import { CORE_CHARACTERS, CORE_FONT_URL, EXTRA_FONT_URL, WEIGHT_RANGE } from "../../../site/lib/assets/web-font.ts";
import {
  FONT_FACE_CSS,
  fontFaceCss,
  fontFacts,
  fontFile,
  LAYOUT_FEATURES,
  SOURCE_FONT,
  splitCharacters,
} from "../../../site/tools/web-font.ts";
import { projectRoot } from "../../helpers/paths.ts";

const fonts = suite("web font");

const read = (pattern: string) =>
  fg
    .sync(pattern, { cwd: projectRoot })
    .map((file) => fs.readFileSync(path.join(projectRoot, file), "utf8"))
    .join("\n");

fonts("the core and extra files hold exactly their share of the source's characters, in the weight range", async () => {
  const split = await splitCharacters();
  const source = await fontFacts(fs.readFileSync(SOURCE_FONT));
  assert.is(split.core.length + split.extra.length, source.codePoints.size, "every character in one file");
  for (const [url, expected] of [
    [CORE_FONT_URL, split.core],
    [EXTRA_FONT_URL, split.extra],
  ] as const) {
    const facts = await fontFacts(fs.readFileSync(fontFile(url)));
    assert.equal(
      [...facts.codePoints].sort((a, b) => a - b),
      expected,
      `${url}: run npm run font`,
    );
    assert.equal(facts.weight, { ...WEIGHT_RANGE }, `${url} weight axis: run npm run font`);
    assert.ok(facts.layoutFeatures.has("kern"), `${url}: kerning kept`);
    for (const feature of facts.layoutFeatures)
      assert.ok(LAYOUT_FEATURES.includes(feature), `${url}: ${feature} not in LAYOUT_FEATURES, run npm run font`);
  }
  assert.ok(
    fs.statSync(fontFile(CORE_FONT_URL)).size < fs.statSync(SOURCE_FONT).size / 2,
    "the preloaded file is less than half the source",
  );
  assert.is(fs.readFileSync(FONT_FACE_CSS, "utf8"), fontFaceCss(split), "fonts.css: run npm run font");
});

fonts("the characters the stylesheets draw themselves (content:) are in the preloaded core", () => {
  const drawn = Array.from(read("client/styles/*.css").matchAll(/content:\s*"([^"]*)"/g), (m) => m[1]!).join("");
  assert.ok(drawn.length > 0);
  for (const character of drawn)
    assert.ok(
      CORE_CHARACTERS.includes(character),
      `« ${character} » (U+${character.codePointAt(0)!.toString(16)}) not in the core font`,
    );
});

fonts("every font weight the styles and components use lies in the fonts' range", () => {
  const used = [
    ...Array.from(read("client/styles/*.css").matchAll(/font-weight:\s*(\d+)(?!\s*\d)/g), (m) => Number(m[1])),
    ...Array.from(read("site/**/*.tsx").matchAll(/fontWeight="(\d+)"/g), (m) => Number(m[1])),
    700, // bold text: <strong>, headings
  ];
  assert.ok(used.length > 3);
  for (const weight of used)
    assert.ok(weight >= WEIGHT_RANGE.min && weight <= WEIGHT_RANGE.max, `font-weight ${weight}`);
});

fonts.run();
