/**
 * The web font (site/tools/web-font.ts): cut from its source without losing a character, and
 * covering, with its weight axis, every weight the stylesheets and components ask for. The
 * page preloads the very file the stylesheet uses.
 */
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import fg from "fast-glob";
import { fontFacts, SOURCE_FONT, WEB_FONT, WEIGHT_RANGE } from "../site/tools/web-font.ts";
import { projectRoot, testSite, type TestSite } from "./helpers/site.ts";

const fonts = suite<{ site: TestSite }>("web font");
fonts.before(async (ctx) => {
  ctx.site = await testSite();
});

const read = (pattern: string) =>
  fg.sync(pattern, { cwd: projectRoot }).map((file) => fs.readFileSync(path.join(projectRoot, file), "utf8")).join("\n");

fonts("the web font keeps every character of its source, within the declared weight range", async () => {
  const source = await fontFacts(fs.readFileSync(SOURCE_FONT));
  const web = await fontFacts(fs.readFileSync(WEB_FONT));
  const lost = [...source.codePoints].filter((c) => !web.codePoints.has(c)).map((c) => `U+${c.toString(16).toUpperCase()}`);
  assert.equal(lost, [], "characters lost: run npm run font");
  assert.equal(web.weight, { ...WEIGHT_RANGE }, "weight axis: run npm run font");
  for (const feature of ["kern", "mark", "mkmk"]) assert.ok(web.layoutFeatures.has(feature), feature);
  assert.ok(fs.statSync(WEB_FONT).size < fs.statSync(SOURCE_FONT).size);
});

fonts("the @font-face rule declares the font's weight range, and every weight used lies in it", () => {
  const css = read("client/styles/*.css");
  const face = css.match(/@font-face\s*{[^}]*font-family:\s*"Inter";[^}]*}/)?.[0];
  assert.ok(face, "@font-face Inter");
  assert.match(face, new RegExp(`font-weight:\\s*${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};`));
  const used = [
    ...Array.from(css.replace(face, "").matchAll(/font-weight:\s*(\d+)/g), (m) => Number(m[1])),
    ...Array.from(read("site/**/*.tsx").matchAll(/fontWeight="(\d+)"/g), (m) => Number(m[1])),
    700, // bold text: <strong>, headings
  ];
  for (const weight of used) assert.ok(weight >= WEIGHT_RANGE.min && weight <= WEIGHT_RANGE.max, `font-weight ${weight}`);
});

fonts("every page preloads the font file the stylesheet loads", ({ site }) => {
  const css = read("client/styles/*.css");
  const src = css.match(/src:\s*url\("([^"]+\.woff2)"\)/)?.[1];
  assert.ok(src && fs.existsSync(path.join(site.dist, src)), `${src} built`);
  for (const url of ["/", "/zones-intervention", site.urls.find((u) => u.startsWith("/blog/"))!]) {
    const preload = site.page(url).querySelector('link[rel="preload"][as="font"]');
    assert.is(preload?.getAttribute("href"), src, url);
  }
});

fonts.run();
