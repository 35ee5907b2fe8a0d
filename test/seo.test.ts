/** Search and sharing: titles, descriptions, JSON-LD, sitemap, robots, feed, manifest, icons, social images. */
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import fg from "fast-glob";
import { projectRoot, testSite, type TestSite } from "./helpers/site.ts";

const seo = suite<{ site: TestSite }>("search and sharing");
seo.before(async (ctx) => {
  ctx.site = await testSite();
});

type Json = Record<string, unknown> & { "@type"?: string };
function jsonLd(site: TestSite, url: string): Json[] {
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
    const items = jsonLd(site, url);
    const [business] = ofType(items, "MovingCompany");
    assert.ok(business, `${url}: business`);
    assert.is(business!["@id"], `${site.siteUrl}/#entreprise`);
    const address = business!.address as Json;
    assert.ok(address.streetAddress && address.postalCode && address.addressLocality, url);
    assert.match(String(business!.telephone), /^\+32\d{8,9}$/);
    assert.ok(business!.openingHoursSpecification && business!.areaServed);
    if (url !== "/") {
      const [crumbs] = ofType(items, "BreadcrumbList");
      assert.ok(crumbs, `${url}: breadcrumbs`);
      const list = crumbs!.itemListElement as Json[];
      list.forEach((item, i) => assert.is(item.position, i + 1));
      assert.is(list.at(-1)!.item, site.siteUrl + url, `${url}: last crumb is the page`);
    }
  }
});

seo("Service on services and municipalities, BlogPosting on articles, FAQPage on /faq", ({ site }) => {
  for (const url of site.urls.filter((u) => u.startsWith("/services/") || u.startsWith("/vide-maison-"))) {
    const [service] = ofType(jsonLd(site, url), "Service");
    assert.ok(service && service.name && service.areaServed, url);
    assert.is((service!.provider as Json)["@id"], `${site.siteUrl}/#entreprise`);
  }
  const muni = ofType(jsonLd(site, "/vide-maison-namur"), "Service")[0]!;
  assert.is((muni.areaServed as Json).name, "Namur");
  for (const url of site.urls.filter((u) => /^\/blog\/(?!page\/)/.test(u))) {
    const [post] = ofType(jsonLd(site, url), "BlogPosting");
    assert.ok(post, url);
    for (const key of ["headline", "image", "datePublished", "dateModified", "author", "publisher"]) assert.ok(post![key], `${url}: ${key}`);
    assert.match(String(post!.dateModified), /^\d{4}-\d{2}-\d{2}T/);
  }
  const [faq] = ofType(jsonLd(site, "/faq"), "FAQPage");
  assert.is((faq!.mainEntity as Json[]).length, 16);
});

seo("sitemap.xml lists exactly the indexable pages, with content dates only", ({ site }) => {
  const sitemap = fs.readFileSync(path.join(site.dist, "sitemap.xml"), "utf8");
  const canonicals = fs
    .readdirSync(site.dist, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".html"))
    .map((f) => fs.readFileSync(path.join(site.dist, f), "utf8").match(/<link rel="canonical" href="([^"]+)"/)?.[1])
    .filter((c): c is string => Boolean(c));
  const locs = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]!);
  assert.equal([...locs].sort(), [...canonicals].sort());
  assert.not.ok(locs.some((l) => /404|hors-ligne/.test(l)));
  // Every lastmod is a date written in the content (a page edited today may carry today's date).
  const contentDates = new Set(
    fg.sync("content/**/*.{md,yaml}", { cwd: projectRoot }).flatMap((f) =>
      Array.from(fs.readFileSync(path.join(projectRoot, f), "utf8").matchAll(/\b\d{4}-\d{2}-\d{2}\b/g), (m) => m[0]),
    ),
  );
  for (const [, lastmod] of sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
    assert.ok(contentDates.has(lastmod!), `lastmod ${lastmod} is not a content date (build date?)`);
  }
  const article = site.urls.find((u) => /^\/blog\/(?!page\/)/.test(u))!;
  const modified = site.page(article).querySelector('meta[property="article:modified_time"]')!.getAttribute("content");
  assert.ok(sitemap.includes(`<loc>${site.siteUrl}${article}</loc><lastmod>${modified}</lastmod>`));
  const robots = fs.readFileSync(path.join(site.dist, "robots.txt"), "utf8");
  assert.ok(robots.includes(`Sitemap: ${site.siteUrl}/sitemap.xml`));
});

seo("the RSS feed lists every article and is linked from every page", ({ site }) => {
  const feed = fs.readFileSync(path.join(site.dist, "blog", "rss.xml"), "utf8");
  const articles = site.urls.filter((u) => /^\/blog\/(?!page\/)/.test(u));
  assert.is((feed.match(/<item>/g) ?? []).length, articles.length);
  for (const url of articles) assert.ok(feed.includes(`<link>${site.siteUrl}${url}</link>`), url);
});

seo("Open Graph and Twitter tags with a 1200x630 PNG on every page", ({ site }) => {
  for (const url of site.urls) {
    const doc = site.page(url);
    const meta = (p: string) => doc.querySelector(`meta[property="${p}"], meta[name="${p}"]`)?.getAttribute("content");
    assert.is(meta("og:url"), site.siteUrl + url);
    assert.is(meta("og:locale"), "fr_BE");
    assert.is(meta("twitter:card"), "summary_large_image");
    const image = meta("og:image")!;
    assert.is(meta("twitter:image"), image);
    assert.equal(pngSize(path.join(site.dist, image.slice(site.siteUrl.length))), [1200, 630], url);
  }
  assert.is(site.page("/blog/syndrome-diogene-vider-maison-encombree").querySelector('meta[property="og:type"]')!.getAttribute("content"), "article");
});

seo("installable: manifest with 192, 512 and maskable icons, French description, standalone", ({ site }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(site.dist, "manifest.webmanifest"), "utf8"));
  assert.is(manifest.display, "standalone");
  assert.is(manifest.start_url, "/");
  assert.is(manifest.lang, "fr-BE");
  assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.description);
  for (const [size, purpose] of [["192x192", "any"], ["512x512", "any"], ["512x512", "maskable"]] as const) {
    const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === purpose);
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

seo.run();
