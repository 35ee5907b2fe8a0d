/**
 * The width of a photo a browser fetches (issue 36): on a 375 px phone and a 1280 px screen,
 * Chromium takes, of each hero photo's AVIF files, the narrowest that fills the width it is
 * shown at, and nothing else of it, and so for each before/after photo; a lazy photo far down
 * the page waits until it nears the screen. A hero photo takes the drawn cover's place in the
 * layout (its <picture>'s <source> elements take none). The site is the extended content (test/helpers/extended-content.ts), whose article,
 * municipality and first service have photos.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as assert from "uvu/assert";
import { createStaticHandler } from "../../site/dev/static-server.ts";
import { build } from "../../site/lib/build/build.ts";
import type { SiteData } from "../../site/lib/content/types.ts";
import { PHOTOS_URL } from "../../site/lib/photos/prepare.ts";
import { browserSuite, type ServedSite } from "../helpers/browser-suite.ts";
import { writeExtendedContent } from "../helpers/extended-content.ts";
import { freePort } from "../helpers/ports.ts";
import { projectRoot, siteData } from "../helpers/site.ts";

interface PhotoSite extends ServedSite {
  data: SiteData;
}

async function photoSite(): Promise<PhotoSite> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "photo-site-"));
  const content = await writeExtendedContent(path.join(work, "content"), path.join(work, "static"));
  const port = await freePort();
  const env = { SITE_URL: `http://127.0.0.1:${port}` };
  const dist = path.join(work, "dist");
  await build({
    projectRoot,
    outDir: dist,
    deploy: false,
    env,
    contentRoot: content.root,
    staticDir: content.staticRoot,
  });
  const server = http.createServer(createStaticHandler(dist)).listen(port, "127.0.0.1");
  return {
    siteUrl: env.SITE_URL,
    data: siteData(content.root, env),
    close: () => {
      server.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

const test = browserSuite<Record<string, never>, PhotoSite>("photos", photoSite);

/** A srcset's files, and the one a browser at one pixel per CSS pixel should take for `width`. */
function narrowestFilling(srcset: string, width: number) {
  const candidates = srcset.split(", ").map((c) => ({ url: c.split(" ")[0]!, width: parseInt(c.split(" ")[1]!, 10) }));
  return { candidates, expected: candidates.find((c) => c.width >= width) ?? candidates.at(-1)! };
}

/** The hero photo of each page that has one: the first <picture> of the page. */
const heroPages = (data: SiteData) => [
  ...data.articles.filter((a) => a.photo).map((a) => a.url),
  ...data.services.filter((s) => s.photo).map((s) => s.url),
  ...data.municipalities.filter((m) => m.photo).map((m) => m.url),
];

for (const width of [375, 1280]) {
  test(`at ${width} px, each hero photo is fetched once, at the narrowest width that fills it`, async ({
    site,
    open,
  }) => {
    const pages = heroPages(site.data);
    assert.ok(pages.length >= 3, "the extended site has hero photos");
    for (const url of pages) {
      const page = await open(undefined, { viewport: { width, height: 800 }, deviceScaleFactor: 1 });
      const fetched: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(PHOTOS_URL)) fetched.push(pathname);
      });
      await page.goto(site.siteUrl + url);
      const hero = page.locator("picture img").first();
      await hero.evaluate((img: HTMLImageElement) =>
        img.complete ? null : new Promise((done) => img.addEventListener("load", done, { once: true })),
      );
      const shown = await hero.evaluate((img: HTMLImageElement) => ({
        width: img.getBoundingClientRect().width,
        current: new URL(img.currentSrc).pathname,
        avif: [...img.parentElement!.querySelectorAll("source")][0]!.srcset,
      }));
      const { candidates, expected } = narrowestFilling(shown.avif, shown.width);
      assert.is(shown.current, expected.url, `${url}: shown ${Math.round(shown.width)} px wide`);
      const ofHero = fetched.filter((f) => candidates.some((c) => c.url === f));
      assert.equal(ofHero, [expected.url], `${url}: fetched once, that file only`);
      await page.context().close();
    }
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px, each hero photo stands where a drawn cover would: ${width > 960 ? "beside the hero's text" : "right below it"}`, async ({
    site,
    open,
  }) => {
    for (const url of heroPages(site.data)) {
      const page = await open(undefined, { viewport: { width, height: 800 } });
      await page.goto(site.siteUrl + url);
      const place = await page
        .locator("picture img")
        .first()
        .evaluate((img) => {
          const picture = img.parentElement!;
          const text = picture.previousElementSibling!.getBoundingClientRect();
          return {
            textBottom: text.bottom,
            top: img.getBoundingClientRect().top,
            rowGap: parseFloat(getComputedStyle(picture.parentElement!).rowGap) || 0,
          };
        });
      if (width > 960) assert.ok(place.top < place.textBottom, `${url}: beside the text ${JSON.stringify(place)}`);
      else
        assert.ok(
          place.top - place.textBottom <= place.rowGap + 1,
          `${url}: right below the text ${JSON.stringify(place)}`,
        );
      await page.context().close();
    }
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px, each before/after photo is fetched at the narrowest width that fills it`, async ({
    site,
    open,
  }) => {
    const service = site.data.services.find((s) => s.projects.length > 0)!;
    const page = await open(undefined, { viewport: { width, height: 800 }, deviceScaleFactor: 1 });
    await page.goto(site.siteUrl + service.url, { waitUntil: "load" });
    const photos = page.locator(".project img");
    assert.is(await photos.count(), service.projects.length * 2);
    for (const img of await photos.all()) {
      await img.scrollIntoViewIfNeeded();
      const shown = await img.evaluate(async (element: HTMLImageElement) => {
        if (!element.complete || !element.currentSrc)
          await new Promise((done) => element.addEventListener("load", done, { once: true }));
        return {
          width: element.getBoundingClientRect().width,
          current: new URL(element.currentSrc).pathname,
          avif: [...element.parentElement!.querySelectorAll("source")][0]!.srcset,
        };
      });
      const { expected } = narrowestFilling(shown.avif, shown.width);
      assert.is(shown.current, expected.url, `${service.url}: shown ${Math.round(shown.width)} px wide`);
    }
  });
}

test("a photo far down the page is fetched only as it nears the screen", async ({ site, open }) => {
  const service = site.data.services.find((s) => s.projects.length > 0)!;
  const page = await open(undefined, { viewport: { width: 375, height: 800 } });
  const fetched = new Set<string>();
  page.on("request", (request) => fetched.add(new URL(request.url()).pathname));
  await page.goto(site.siteUrl + service.url, { waitUntil: "load" });
  const pair = page.locator(".project img").first();
  const current = () => pair.evaluate((img: HTMLImageElement) => img.currentSrc);
  assert.is(await current(), "", "not fetched at first");
  await pair.scrollIntoViewIfNeeded();
  await pair.evaluate((img: HTMLImageElement) =>
    img.complete && img.currentSrc ? null : new Promise((done) => img.addEventListener("load", done, { once: true })),
  );
  assert.ok(fetched.has(new URL(await current()).pathname), "fetched once near the screen");
});

test.run();
