/**
 * The owner's photos on the built pages (issue 36), on every site of the tier (the extended one
 * has photos on an article, a municipality and a service, with a before/after pair):
 * - every <img> reserves its place and says what it shows (width, height, alt);
 * - a photo is a <picture> of AVIF, WebP and JPEG files in a srcset, each file as wide as it says,
 *   16:10 like its width and height, never wider than the photo sent;
 * - the page's first large photo is fetched first, the others lazily, a photo in a text too;
 * - no image file of the site carries EXIF (the GPS position above all), XMP or IPTC, and no photo
 *   is published as it was sent;
 * - an article's photo is its social image.
 * React writes srcSet and fetchPriority: HTML attribute names ignore case, so they are read with attr().
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as assert from "uvu/assert";
import { RASTER_EXTENSION } from "../../../site/lib/photos/formats.ts";
import { PHOTOS_URL } from "../../../site/lib/photos/prepare.ts";
import { findPhotoSources } from "../../../site/lib/photos/sources.ts";
import { unescapeAttribute } from "../../../site/lib/text/markdown.ts";
import { PUBLISHED_LOCALES } from "../../../content/locales.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import type { BuiltSite } from "../../helpers/site.ts";
import { attr } from "../../helpers/text.ts";

const TYPES = ["image/avif", "image/webp"];

/** The editions the build wrote. */
const published = (site: BuiltSite) => site.editions.filter((e) => PUBLISHED_LOCALES.includes(e.locale));

/** Each URL of a srcset with its width descriptor. */
const candidates = (srcset: string) =>
  srcset.split(",").map((candidate) => {
    const [url, width] = candidate.trim().split(/\s+/);
    return { url: url!, width: Number(width!.replace(/w$/, "")) };
  });

siteSuites("photos", (test) => {
  test("every <img> has a width, a height and an alt text", ({ site }) => {
    for (const url of site.urls) {
      for (const img of site.page(url).querySelectorAll("img")) {
        const where = `${url}: ${img.outerHTML.slice(0, 120)}`;
        assert.ok(Number(img.getAttribute("width")) > 0 && Number(img.getAttribute("height")) > 0, where);
        assert.ok(img.hasAttribute("alt"), where);
      }
    }
  });

  test("a photo: AVIF, WebP and JPEG in srcsets with their sizes, each file as wide as it says, 16:10", async ({
    site,
  }) => {
    const checked = new Set<string>();
    for (const url of site.urls) {
      for (const picture of site.page(url).querySelectorAll("picture")) {
        const img = picture.querySelector("img")!;
        const ratio = Number(img.getAttribute("width")) / Number(img.getAttribute("height"));
        assert.ok(img.getAttribute("alt")!.length > 0, `${url}: a photo says what it shows`);
        const sets = [...picture.querySelectorAll("source")].map((s) => [s.getAttribute("type"), attr(s, "srcset")]);
        assert.equal(
          sets.map(([type]) => type),
          TYPES,
          `${url}: AVIF, then WebP`,
        );
        for (const [, srcset] of [...sets, [null, attr(img, "srcset")]]) {
          assert.ok(srcset, `${url}: srcset`);
          for (const { url: file, width } of candidates(srcset)) {
            assert.ok(file.startsWith(PHOTOS_URL), file);
            if (checked.has(file)) continue;
            checked.add(file);
            const meta = await sharp(path.join(site.dist, file)).metadata();
            assert.is(meta.width, width, `${file}: ${width} px wide`);
            assert.ok(Math.abs(meta.width! / meta.height! - ratio) < 0.01, `${file}: the shape of its <img>`);
          }
        }
        assert.ok(img.getAttribute("sizes"), `${url}: sizes`);
        for (const source of picture.querySelectorAll("source"))
          assert.is(source.getAttribute("sizes"), img.getAttribute("sizes"));
      }
    }
  });

  test("the content's photos are shown in every edition, the page's first one fetched first and every other lazily", ({
    site,
  }) => {
    for (const { articles, services, municipalities } of published(site)) {
      const pages = [
        ...articles.filter((a) => a.photo).map((a) => [a.url, a.photo!] as const),
        ...services.filter((s) => s.photo).map((s) => [s.url, s.photo!] as const),
        ...municipalities.filter((m) => m.photo).map((m) => [m.url, m.photo!] as const),
      ];
      for (const [url, photo] of pages) {
        const imgs = [...site.page(url).querySelectorAll("picture img")];
        assert.is(imgs[0]?.getAttribute("alt"), photo.alt, `${url}: its photo first`);
        assert.equal(
          imgs.map((img) => attr(img, "fetchpriority") === "high"),
          imgs.map((_, i) => i === 0),
          url,
        );
        for (const img of imgs.slice(1)) assert.is(img.getAttribute("loading"), "lazy", url);
      }
      for (const service of services.filter((s) => s.projects.length > 0)) {
        const alts = [...site.page(service.url).querySelectorAll(".project img")].map((img) => img.getAttribute("alt"));
        assert.equal(
          alts,
          service.projects.flatMap((p) => [p.before.alt, p.after.alt]),
          `${service.url}: before/after pairs`,
        );
      }
    }
  });

  test("a photo in an article's text is its <picture>, lazy, with the alt text written in the text", ({ site }) => {
    for (const article of published(site).flatMap((e) => e.articles)) {
      // The markdown's photos, in the one form it writes images (site/lib/text/markdown.ts).
      const written = [...article.html.matchAll(/<img src="([^"]*)" alt="([^"]*)">/g)].filter(
        ([, src]) => src!.startsWith("/images/") && RASTER_EXTENSION.test(src!),
      );
      const shown = [...site.page(article.url).querySelectorAll(".article-body picture img")];
      assert.equal(
        shown.map((img) => [img.getAttribute("alt"), img.getAttribute("loading")]),
        written.map(([, , alt]) => [unescapeAttribute(alt!), "lazy"]),
        article.url,
      );
    }
  });

  test("an article's photo is its social image, 1200 × 630, described by its alt text", async ({ site }) => {
    for (const article of published(site).flatMap((e) => e.articles.filter((a) => a.photo))) {
      const meta = (name: string) =>
        site.page(article.url).querySelector(`meta[property="${name}"]`)!.getAttribute("content")!;
      const image = meta("og:image").slice(site.siteUrl.length);
      assert.ok(image.startsWith(PHOTOS_URL), `${article.url}: ${image}`);
      const file = await sharp(path.join(site.dist, image)).metadata();
      assert.equal([file.format, file.width, file.height], ["jpeg", 1200, 630]);
      assert.is(meta("og:image:alt"), article.photo!.alt);
    }
  });

  test("no image file carries metadata, none is wider than its photo, and no photo is published as sent", async ({
    site,
  }) => {
    const sources = findPhotoSources(site.staticDir);
    const widest = Math.max(
      0,
      ...(await Promise.all(sources.map(async (s) => (await sharp(s.file).metadata()).autoOrient.width))),
    );
    const images = fs
      .readdirSync(site.dist, { recursive: true })
      .map(String)
      .filter((file) => RASTER_EXTENSION.test(file) && !file.startsWith("admin"));
    for (const file of images) {
      const meta = await sharp(path.join(site.dist, file)).metadata();
      assert.equal([meta.exif, meta.xmp, meta.iptc], [undefined, undefined, undefined], file);
      if (file.startsWith(PHOTOS_URL.slice(1)))
        assert.ok(meta.width! <= widest, `${file}: not wider than the photos sent`);
    }
    for (const source of sources)
      assert.not.ok(fs.existsSync(path.join(site.dist, source.src)), `${source.src} not copied`);
  });
});
