/**
 * The editions side by side (issue 37): each page names its counterparts in the other edition
 * (hreflang, reciprocal, x-default on the French one), the sitemap says the same, the header's
 * switch leads to the counterpart or to the other edition's home, and a Dutch page's links stay
 * in Dutch. Expected addresses come from the content (each edition's SiteData) and content/paths.ts.
 */
import * as assert from "uvu/assert";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, PUBLISHED_LOCALES, type Locale } from "../../../content/locales.ts";
import { PATHS } from "../../../content/paths.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { attr, type BuiltSite } from "../../helpers/site.ts";
import { textInLanguage } from "../../helpers/text.ts";

const LOCALE_OF_TAG = Object.fromEntries(LOCALES.map((l) => [LANGUAGE_TAGS[l], l])) as Record<string, Locale>;

/** A page's hreflang links as { locale or "x-default": path }. */
function alternatesOf(site: BuiltSite, url: string): Record<string, string> {
  const links = [...site.page(url).querySelectorAll('head link[rel="alternate"]')].filter((l) => attr(l, "hreflang"));
  return Object.fromEntries(
    links.map((link) => {
      const tag = attr(link, "hreflang")!;
      const href = link.getAttribute("href")!;
      assert.ok(href.startsWith(site.siteUrl), `${url}: ${href} absolute, on SITE_URL`);
      return [tag === "x-default" ? tag : LOCALE_OF_TAG[tag]!, href.slice(site.siteUrl.length) || "/"];
    }),
  );
}

siteSuites("editions", (test) => {
  test("both editions are published, each page in its own edition's address space", ({ site }) => {
    for (const locale of PUBLISHED_LOCALES) assert.ok(site.urlsOf(locale).includes(PATHS[locale].home), locale);
    const dutch = site.editions.find((e) => e.locale === "nl")!;
    for (const { url } of [...dutch.services, ...dutch.municipalities, ...dutch.articles])
      assert.ok(site.urlsOf("nl").includes(url), url);
  });

  test("hreflang: every counterpart names the others and itself, reciprocally, with x-default on the French page", ({
    site,
  }) => {
    let paired = 0;
    for (const url of site.urls) {
      const alternates = alternatesOf(site, url);
      if (Object.keys(alternates).length === 0) continue;
      const own = site.edition(url).locale;
      assert.is(alternates[own], url, `${url}: names itself`);
      assert.is(alternates["x-default"], alternates[DEFAULT_LOCALE], `${url}: x-default is the French page`);
      for (const locale of LOCALES) {
        const other = alternates[locale];
        if (!other || locale === own) continue;
        paired++;
        assert.ok(site.urlsOf(locale).includes(other), `${url} → ${other}: a published page of that edition`);
        assert.equal(alternatesOf(site, other), alternates, `${url} ↔ ${other}: the same set both ways`);
      }
    }
    // Every Dutch page translates a French one.
    assert.is(paired, site.urlsOf("nl").length * 2, "each pair seen from both sides");
  });

  test("the sitemap lists each page's counterparts as its head does", ({ site }) => {
    const sitemap = site.file("sitemap.xml");
    for (const entry of sitemap.split("<url>").slice(1)) {
      const url = entry.match(/<loc>([^<]+)<\/loc>/)![1]!.slice(site.siteUrl.length) || "/";
      const listed = Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, tag, href]) => [
            tag === "x-default" ? tag : LOCALE_OF_TAG[tag!]!,
            href!.slice(site.siteUrl.length) || "/",
          ],
        ),
      );
      assert.equal(listed, alternatesOf(site, url), url);
    }
  });

  test("the header's switch leads to the counterpart, or to the other edition's home", ({ site }) => {
    for (const url of site.urls) {
      const own = site.edition(url).locale;
      const other = LOCALES.find((l) => l !== own)!;
      const link = site.page(url).querySelector("header a.language-switch")!;
      assert.ok(link, `${url}: a switch`);
      const expected = alternatesOf(site, url)[other] ?? PATHS[other].home;
      assert.is(link.getAttribute("href"), expected, url);
      assert.is(link.getAttribute("lang"), LANGUAGE_TAGS[other], `${url}: the link's text in its language`);
    }
    const dutch = site.editions.find((e) => e.locale === "nl")!;
    const [service] = dutch.services;
    const original = site.data.services.find((s) => s.id === service!.id)!;
    assert.is(site.page(service!.url).querySelector("a.language-switch")!.getAttribute("href"), original.url);
    assert.is(site.page(original.url).querySelector("a.language-switch")!.getAttribute("href"), service!.url);
  });

  test("a Dutch page links only to Dutch pages, but for its switch and the other edition's counterparts", ({
    site,
  }) => {
    const dutch = new Set(site.urlsOf("nl"));
    for (const url of site.urlsOf("nl")) {
      const doc = site.page(url);
      for (const a of doc.querySelectorAll('a[href^="/"]')) {
        if (a.matches(".language-switch")) continue;
        const pathname = a.getAttribute("href")!.split(/[?#]/)[0]!;
        // Files (feeds, images) are not pages.
        if (/\.[a-z0-9]+$/.test(pathname)) continue;
        assert.ok(dutch.has(pathname), `${url} → ${a.getAttribute("href")}`);
      }
      const menu = doc.querySelector("#menu")!;
      for (const { url: link } of site.edition(url).navigation.mainNav)
        assert.ok(menu.querySelector(`a[href="${link}"]`), `${url}: the Dutch menu's ${link}`);
    }
  });

  test("Dutch text is typeset the Dutch way: no French quotes or spaces before : ; ! ?", ({ site }) => {
    for (const url of site.urlsOf("nl")) {
      const text = textInLanguage(site.page(url).body, "nl");
      for (const [rule, pattern] of [
        ["French quotation marks", /[«»]/],
        ["space before : ; ! ?", /[\u00A0\u202F ][:;!?](?=\s|$)/],
        ["straight apostrophe inside a word", /\p{L}'\p{L}/u],
      ] as const) {
        const at = text.search(pattern);
        assert.is(at, -1, `${url}: ${rule} in « ${text.slice(Math.max(0, at - 40), at + 10)} »`);
      }
    }
  });
});
