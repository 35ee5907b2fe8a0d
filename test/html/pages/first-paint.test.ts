/**
 * What a page's first paint waits for (issue 14): nothing the page could carry itself or load
 * later. A drawn cover is drawn inside the page; the partners' video poster and the favicon come
 * inside it as data URLs; the web app manifest, which a browser fetches beside that paint,
 * carries the icon it checks.
 */
import fs from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import * as assert from "uvu/assert";
import { PATHS } from "../../../content/paths.ts";
import { MANIFEST_URL } from "../../../site/lib/host/manifest.ts";
import { drawnCover } from "../../../site/lib/assets/illustrations/index.ts";
import { ILLUSTRATIONS_PATH } from "../../../site/lib/content/images.ts";
import { PHOTOS_URL } from "../../../site/lib/photos/prepare.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import type { BuiltSite } from "../../helpers/site.ts";

const SVG_DATA = "data:image/svg+xml,";
/** The drawing a data URL carries, whitespace collapsed, to compare with a file. */
const drawingIn = (dataUrl: string) => decodeURIComponent(dataUrl.slice(SVG_DATA.length));
const compact = (svg: string) => svg.replace(/\s+/g, " ").replace(/> </g, "><").trim();
/** What a drawing's <svg> holds, as the pages' parser writes it out. */
const contentOf = (svg: string) =>
  parseHTML(`<html><body>${compact(svg)}</body></html>`).document.querySelector("svg")!.innerHTML;

siteSuites("first paint", (test) => {
  /**
   * A cover the build draws is drawn inside the page, the same drawing as its file; a photo is
   * linked, as the files the build made of it (test/html/pages/photos.test.ts checks them).
   */
  const assertCover = (site: BuiltSite, cover: Element, image: string, where: string) => {
    if (image.startsWith(ILLUSTRATIONS_PATH)) {
      assert.is(cover.tagName.toLowerCase(), "svg", `${where}: drawn cover inside the page`);
      assert.is(cover.innerHTML, contentOf(drawnCover(image, site.data)!), `${where}: the drawing of ${image}`);
    } else {
      assert.ok(cover.closest("picture"), `${where}: photo in a <picture>`);
      assert.match(cover.getAttribute("src")!, new RegExp(`^${PHOTOS_URL}`), `${where}: photo linked`);
    }
  };
  /** The element that shows a cover: a photo's <img> rather than its <picture>. */
  const shown = (element: Element) =>
    element.tagName.toLowerCase() === "picture" ? element.querySelector("img")! : element;

  test("a page's leading cover: a drawn one is drawn inside the page, a photo is linked with high priority", ({
    site,
  }) => {
    const { services, articles } = site.data;
    const firstCard = site.page("/blog").querySelector(".article-card a.card-link")!.getAttribute("href");
    const leading = [
      ...services.map((s) => [s.url, ".service-hero-image", s.image] as const),
      ...articles.map((a) => [a.url, ".article-hero-image", a.image] as const),
      ["/blog", ".article-card .card-media > *", articles.find((a) => a.url === firstCard)!.image] as const,
    ];
    for (const [url, selector, image] of leading) {
      const found = site.page(url).querySelector(selector);
      assert.ok(found, `${url}: leading cover`);
      const cover = shown(found);
      assertCover(site, cover, image, url);
      // React writes the attribute as fetchPriority; HTML attribute names ignore case.
      const linked = cover.tagName.toLowerCase() === "img";
      assert.is(/fetchpriority="high"/i.test(cover.outerHTML), linked, `${url}: a priority only for a request`);
    }
  });

  test("the partners' video: its poster comes inside the page, and nothing of the clip loads before it plays", ({
    site,
  }) => {
    const video = site.page("/partenaires").querySelector("video[data-motion-video]")!;
    assert.ok(video.getAttribute("poster")!.startsWith(SVG_DATA), "poster drawn inside the page");
    assert.is(video.getAttribute("preload"), "none");
  });

  test("article cards: on the blog list, a drawn cover inside the page; elsewhere, linked and lazy", ({ site }) => {
    for (const url of site.urls) {
      const { articles, locale } = site.edition(url);
      const blog = PATHS[locale].blog;
      const isBlogList = url === blog || url.startsWith(`${blog}/page/`);
      for (const card of site.page(url).querySelectorAll(".article-card")) {
        const href = card.querySelector("a.card-link")!.getAttribute("href");
        const { image } = articles.find((a) => a.url === href)!;
        const cover = shown(card.querySelector(".card-media > *")!);
        if (isBlogList) assertCover(site, cover, image, `${url} → ${href}`);
        else {
          if (image.startsWith(ILLUSTRATIONS_PATH)) assert.is(cover.getAttribute("src"), image, `${url} → ${href}`);
          else assertCover(site, cover, image, `${url} → ${href}`);
          assert.is(cover.getAttribute("loading"), "lazy", `${url} → ${href}`);
        }
      }
    }
  });

  test("a drawn cover is a file only where a page links it, and then the same drawing", ({ site }) => {
    const linked = new Set(
      site.urls.flatMap((url) =>
        [...site.page(url).querySelectorAll("img[src^='/']")].map((img) => img.getAttribute("src")!),
      ),
    );
    const covers = [...site.data.services, ...site.data.articles].map((item) => item.image);
    const drawn = covers.filter((image) => drawnCover(image, site.data) !== undefined);
    assert.ok(drawn.length > 0, "the build draws covers");
    for (const image of drawn) {
      const file = path.join(site.dist, image);
      assert.is(fs.existsSync(file), linked.has(image), `${image}: written if and only if a page links it`);
      if (linked.has(image)) assert.is(site.file(image.slice(1)), drawnCover(image, site.data), image);
    }
  });

  test("every page carries the favicon; /favicon.ico holds the 32-pixel icon", ({ site }) => {
    const favicon = compact(site.file("favicon.svg"));
    for (const url of site.urls) {
      const icons = [...site.page(url).querySelectorAll('link[rel="icon"]')];
      assert.is(icons.length, 1, url);
      assert.is(drawingIn(icons[0]!.getAttribute("href")!), favicon, url);
      assert.ok(site.page(url).querySelector('link[rel="apple-touch-icon"][href$=".png"]'), `${url}: apple-touch-icon`);
    }
    const ico = fs.readFileSync(path.join(site.dist, "favicon.ico"));
    assert.equal([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]], [1, 1, 32, 32], "one 32×32 icon");
    assert.is(ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + 4).toString("latin1"), "\x89PNG");
  });

  test("the manifest carries, as the favicon, the vector icon a browser checks it with", ({ site }) => {
    const favicon = site.page("/").querySelector('link[rel="icon"]')!.getAttribute("href");
    const { icons } = JSON.parse(site.file(MANIFEST_URL.slice(1)));
    const vector = icons.filter((icon: { type: string }) => icon.type === "image/svg+xml");
    assert.equal(vector, [{ src: favicon, sizes: "any", type: "image/svg+xml", purpose: "any" }]);
  });
});
