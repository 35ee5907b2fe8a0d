/** Search and sharing: titles, descriptions, JSON-LD, sitemap, robots, feed, manifest, icons, social images. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as assert from "uvu/assert";
import { PATHS } from "../../../content/paths.ts";
import { LANGUAGE_TAGS } from "../../../content/locales.ts";
import fg from "fast-glob";
import { REGION_OFFICIAL_NAMES } from "../../../content/vocabulary.ts";
import { robotsTxt } from "../../../site/lib/host/host-files.ts";
import { MANIFEST_URL } from "../../../site/lib/host/manifest.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { plain, type BuiltSite } from "../../helpers/site.ts";

type Json = Record<string, unknown> & { "@type"?: string };
function jsonLd(site: BuiltSite, url: string): Json[] {
  const script = site.page(url).querySelector('script[type="application/ld+json"]');
  assert.ok(script, `${url}: JSON-LD`);
  const data = JSON.parse(script!.textContent!) as Json & { "@graph"?: Json[] };
  return data["@graph"] ?? [data];
}
const ofType = (items: Json[], type: string) => items.filter((i) => i["@type"] === type);

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file);
  assert.is(bytes.toString("ascii", 1, 4), "PNG", file);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

siteSuites("search and sharing", (seo) => {
  seo("titles and descriptions are unique across the site", ({ site }) => {
    for (const selector of ["title", 'meta[name="description"]']) {
      const seen = new Map<string, string>();
      for (const url of site.urls) {
        const el = site.page(url).querySelector(selector)!;
        const value = selector === "title" ? el.textContent! : el.getAttribute("content")!;
        assert.not.ok(seen.has(value), `${selector} « ${value} » on ${url} and ${seen.get(value)}`);
        seen.set(value, url);
      }
    }
  });

  seo("every page references one business with its @id, address, phone, hours and area", ({ site }) => {
    for (const url of site.urls) {
      const { brand, locale } = site.edition(url);
      const items = jsonLd(site, url);
      const [business] = ofType(items, "MovingCompany");
      assert.ok(business, `${url}: business`);
      assert.is(business!["@id"], `${site.siteUrl}/#entreprise`);
      assert.equal(business!.address, {
        "@type": "PostalAddress",
        streetAddress: brand.address.street,
        postalCode: brand.address.postalCode,
        addressLocality: brand.address.city,
        addressCountry: "BE",
      });
      assert.is(business!.telephone, brand.phoneE164);
      assert.is(business!.email, brand.email);
      const hours = business!.openingHoursSpecification as Json;
      assert.is(hours.opens, brand.hours.opens);
      assert.is(hours.closes, brand.hours.closes);
      assert.equal(
        (business!.areaServed as Json[])
          .filter((area) => area["@type"] === "AdministrativeArea")
          .map((a) => plain(String(a.name))),
        Object.values(REGION_OFFICIAL_NAMES[locale]).map(plain),
        `${url}: the regions served`,
      );
      if (url !== PATHS[locale].home) {
        const [crumbs] = ofType(items, "BreadcrumbList");
        assert.ok(crumbs, `${url}: breadcrumbs`);
        const list = crumbs!.itemListElement as Json[];
        list.forEach((item, i) => assert.is(item.position, i + 1));
        assert.is(list.at(-1)!.item, site.siteUrl + url, `${url}: last crumb is the page`);
      }
    }
  });

  seo("Service on services and municipalities, BlogPosting on articles, FAQPage on /faq", ({ site }) => {
    const { prices } = site.data.claims;
    for (const service of site.data.services) {
      const [item] = ofType(jsonLd(site, service.url), "Service");
      assert.ok(item && item.name && item.areaServed, service.url);
      assert.is((item!.provider as Json)["@id"], `${site.siteUrl}/#entreprise`);
      // Only a clearance priced by volume states the clearance range; the others state no price.
      if (service.priceBasis !== "volume") {
        assert.is(item!.offers, undefined, service.url);
        continue;
      }
      const offer = (item!.offers as Json).priceSpecification as Json;
      assert.is(offer.minPrice, prices.from);
      assert.is(offer.maxPrice, prices.upTo);
    }
    for (const m of site.data.municipalities) {
      const [item] = ofType(jsonLd(site, m.url), "Service");
      assert.ok(item, m.url);
      assert.is((item!.provider as Json)["@id"], `${site.siteUrl}/#entreprise`);
      // JSON-LD strings are typeset like the page (Braine-l’Alleud).
      assert.is(plain(String((item!.areaServed as Json).name)), plain(m.name), m.url);
    }
    for (const article of site.data.articles) {
      const [post] = ofType(jsonLd(site, article.url), "BlogPosting");
      assert.ok(post, article.url);
      for (const key of ["headline", "image", "datePublished", "dateModified", "author", "publisher"])
        assert.ok(post![key], `${article.url}: ${key}`);
      assert.ok(String(post!.datePublished).startsWith(article.date), article.url);
      assert.match(String(post!.dateModified), /^\d{4}-\d{2}-\d{2}T/);
    }
    const [faq] = ofType(jsonLd(site, "/faq"), "FAQPage");
    const questions = site.data.faq.categories.flatMap((c) => c.questions);
    assert.is((faq!.mainEntity as Json[]).length, questions.length);
  });

  seo(
    "sitemap.xml lists exactly the indexable pages, every page of the content among them, with content dates only",
    ({ site }) => {
      const sitemap = site.file("sitemap.xml");
      const canonicals = fs
        .readdirSync(site.dist, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".html"))
        .map((f) => fs.readFileSync(path.join(site.dist, f), "utf8").match(/<link rel="canonical" href="([^"]+)"/)?.[1])
        .filter((c): c is string => Boolean(c));
      const locs = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]!);
      assert.equal([...locs].sort(), [...canonicals].sort());
      assert.not.ok(locs.some((l) => /404|hors-ligne/.test(l)));
      const { services, municipalities, articles } = site.data;
      for (const { url } of [...services, ...municipalities, ...articles]) assert.ok(site.urls.includes(url), url);
      // Every lastmod is a date written in the content (a page edited today may carry today's date).
      const contentDates = new Set(
        fg
          .sync("**/*.{md,yaml}", { cwd: site.contentRoot })
          .flatMap((f) =>
            Array.from(
              fs.readFileSync(path.join(site.contentRoot, f), "utf8").matchAll(/\b\d{4}-\d{2}-\d{2}\b/g),
              (m) => m[0],
            ),
          ),
      );
      for (const [, lastmod] of sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
        assert.ok(contentDates.has(lastmod!), `lastmod ${lastmod} is not a content date (build date?)`);
      }
      for (const article of articles) {
        const modified = site
          .page(article.url)
          .querySelector('meta[property="article:modified_time"]')!
          .getAttribute("content");
        assert.ok(
          sitemap.includes(`<loc>${site.siteUrl}${article.url}</loc><lastmod>${modified}</lastmod>`),
          article.url,
        );
      }
      // What crawlers may do depends on the kind of build (test/unit/build/host-files.test.ts): a live
      // site points to its sitemap, a demonstration forbids everything (sample-content.test.ts).
      assert.is(site.file("robots.txt"), robotsTxt(site.settings));
    },
  );

  seo("the RSS feed lists every article", ({ site }) => {
    const feed = site.file("blog/rss.xml");
    assert.is((feed.match(/<item>/g) ?? []).length, site.data.articles.length);
    for (const { url } of site.data.articles) assert.ok(feed.includes(`<link>${site.siteUrl}${url}</link>`), url);
  });

  seo(
    "Open Graph and Twitter tags on every page: a 1200x630 image (a drawn PNG, or an article's photo) and its text alternative",
    async ({ site }) => {
      for (const url of site.urls) {
        const doc = site.page(url);
        const meta = (p: string) =>
          doc.querySelector(`meta[property="${p}"], meta[name="${p}"]`)?.getAttribute("content");
        assert.is(meta("og:url"), site.siteUrl + url);
        assert.is(meta("og:locale"), LANGUAGE_TAGS[site.edition(url).locale].replace("-", "_"));
        assert.is(meta("twitter:card"), "summary_large_image");
        const image = meta("og:image")!;
        assert.is(meta("twitter:image"), image);
        assert.ok(meta("og:image:alt")?.trim(), `${url}: og:image:alt`);
        assert.is(meta("twitter:image:alt"), meta("og:image:alt"), `${url}: twitter:image:alt`);
        const file = path.join(site.dist, image.slice(site.siteUrl.length));
        if (image.endsWith(".png")) assert.equal(pngSize(file), [1200, 630], url);
        else {
          const { format, width, height } = await sharp(file).metadata();
          assert.equal([format, width, height], ["jpeg", 1200, 630], url);
        }
      }
    },
  );

  seo("every page's head links the web app manifest", ({ site }) => {
    for (const url of site.urls) {
      const links = [...site.page(url).querySelectorAll('link[rel="manifest"]')];
      assert.equal(
        links.map((link) => [link.parentElement!.tagName.toLowerCase(), link.getAttribute("href")]),
        [["head", MANIFEST_URL]],
        url,
      );
    }
  });

  seo("installable: manifest with 192, 512 and maskable icons, French description, standalone", ({ site }) => {
    const manifest = JSON.parse(site.file(MANIFEST_URL.slice(1)));
    assert.is(manifest.display, "standalone");
    assert.is(manifest.start_url, "/");
    assert.is(manifest.lang, "fr-BE");
    assert.is(manifest.short_name, site.data.brand.tradeName);
    assert.is(manifest.theme_color, site.data.brand.themeColor);
    assert.ok(manifest.name && manifest.description);
    for (const [size, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ] as const) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === purpose,
      );
      assert.ok(icon, `${size} ${purpose}`);
      const n = Number(size.split("x")[0]);
      assert.equal(pngSize(path.join(site.dist, icon.src)), [n, n]);
    }
    assert.equal(pngSize(path.join(site.dist, "icons/apple-touch-icon.png")), [180, 180]);
    assert.ok(fs.existsSync(path.join(site.dist, "favicon.svg")));
  });

  seo("external links open safely: rel=noopener noreferrer", ({ site }) => {
    for (const url of site.urls) {
      for (const a of site.page(url).querySelectorAll('a[href^="http"]')) {
        const href = a.getAttribute("href")!;
        if (href.startsWith(site.siteUrl)) continue;
        assert.is(a.getAttribute("rel"), "noopener noreferrer", `${url} → ${href}`);
      }
    }
  });
});
