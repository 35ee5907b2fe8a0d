/** HTML assertions on the built pages of every route type (linkedom), on each HTML-tier site. */
import fs from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import { LANGUAGE_TAGS } from "../../../content/locales.ts";
import { footerZones } from "../../../content/navigation.ts";
import { REGION_NAMES, REGIONS, SERVICE_SLUGS } from "../../../content/vocabulary.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { plain, textOf, visibleText } from "../../helpers/site.ts";

/** Spec, section 9: the home page shows 6 services and 3 latest posts; 3 reviews (section 3). */
const HOME_SERVICES = [
  "vide-maison",
  "vide-appartement",
  "vide-cave-grenier",
  "debarras-succession",
  "demontage-demolition",
  "recyclage",
];

siteSuites("pages", (pages) => {
  pages(
    "every indexable page: its edition's language, one h1, title ≤ 60, description ≤ 160, canonical on SITE_URL",
    ({ site }) => {
      for (const url of site.urls) {
        const doc = site.page(url);
        assert.is(doc.documentElement.getAttribute("lang"), LANGUAGE_TAGS[site.edition(url).locale], url);
        assert.is(doc.querySelectorAll("h1").length, 1, `${url}: one h1`);
        const title = doc.querySelector("title")!.textContent!;
        assert.ok(title.length > 10 && title.length <= 60, `${url}: title « ${title} » (${title.length})`);
        const description = doc.querySelector('meta[name="description"]')!.getAttribute("content")!;
        assert.ok(description.length >= 70 && description.length <= 160, `${url}: description ${description.length}`);
        assert.is(
          doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
          site.siteUrl + url,
          `${url}: canonical`,
        );
      }
    },
  );

  pages("the shared layout is on every French page: header, menu, footer lists, widgets", ({ site }) => {
    const { brand } = site.data;
    for (const url of site.urlsOf("fr")) {
      const doc = site.page(url);
      assert.ok(doc.querySelector("header.site-header .menu-toggle[aria-controls=menu]"), `${url}: menu toggle`);
      assert.ok(doc.querySelector('#menu a[href="/contact"]'), `${url}: menu links`);
      assert.is(doc.querySelector("a.nav-pro")?.getAttribute("href"), brand.links.proLogin, `${url}: Connexion pro`);
      const footer = doc.querySelector("footer.site-footer")!;
      const services = [...footer.querySelectorAll('nav[aria-labelledby="footer-services"] a')].map((a) =>
        a.getAttribute("href"),
      );
      assert.equal(
        services,
        SERVICE_SLUGS.map((s) => `/services/${s}`),
        `${url}: the 11 services`,
      );
      const zones = [...footer.querySelectorAll('.footer-zones a[href^="/vide-maison-"]')].map((a) =>
        a.getAttribute("href"),
      );
      assert.equal(new Set(zones), new Set(footerZones.map((z) => `/vide-maison-${z}`)), `${url}: the 17 zones`);
      for (const href of [
        "/mentions-legales",
        "/politique-de-confidentialite",
        "/plan-du-site",
        "/temoignages#ajouter-temoignage",
      ]) {
        assert.ok(footer.querySelector(`a[href="${href}"]`), `${url}: footer ${href}`);
      }
      assert.ok(
        footer.querySelector(`a[href="tel:${brand.phoneE164}"]`) &&
          footer.querySelector(`a[href="mailto:${brand.email}"]`),
        url,
      );
      assert.ok(doc.querySelector("[data-cookie-banner][hidden]"), `${url}: cookie banner hidden at first`);
      assert.ok(doc.querySelector("[data-scroll-top][hidden]"), url);
      assert.is(doc.querySelector("a.chat-button")!.getAttribute("href"), brand.chatUrl, url);
      assert.ok(doc.querySelector("[data-install][hidden]"), url);
      assert.ok(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]'), `${url}: RSS`);
    }
  });

  pages("home: the quick form keeps the spec's labels (section 5), « Email * » included", ({ site }) => {
    const form = site.page("/").querySelector('[data-island="QuoteForm"]')!;
    assert.equal(
      [...form.querySelectorAll("label")].filter((l) => !l.closest(".form-trap")).map((l) => textOf(l)),
      ["Nom complet *", "Email *", "Téléphone *", "Ville *"],
    );
  });

  pages(
    "home: hero, quick form, six services, four benefits, process, three reviews and posts, regions",
    ({ site }) => {
      const doc = site.page("/");
      assert.ok(doc.querySelector('[data-island="QuoteForm"]'), "quick form");
      assert.is(
        JSON.parse(doc.querySelector('[data-island="QuoteForm"]')!.getAttribute("data-props")!).variant,
        "quick",
      );
      const services = [...doc.querySelectorAll('section[aria-labelledby="services-title"] .card a')].map((a) =>
        a.getAttribute("href"),
      );
      assert.equal(
        services,
        HOME_SERVICES.map((s) => `/services/${s}`),
      );
      assert.is(doc.querySelectorAll('section[aria-labelledby="benefits-title"] .card').length, 4);
      assert.is(doc.querySelectorAll('section[aria-labelledby="process-title"] .steps li').length, 4);
      // Three reviews: those marked for the home first, then the others in their order.
      const { reviews } = site.data.testimonials;
      assert.equal(
        [...doc.querySelectorAll('section[aria-labelledby="reviews-title"] .testimonial strong')].map((s) => textOf(s)),
        [...reviews.filter((r) => r.home), ...reviews.filter((r) => !r.home)].slice(0, 3).map((r) => plain(r.name)),
      );
      assert.is(
        doc.querySelectorAll('section[aria-labelledby="blog-title"] .article-card').length,
        Math.min(3, site.data.articles.length),
      );
      const regions = plain(textOf(doc.querySelector('section[aria-labelledby="regions-title"]')));
      for (const id of REGIONS) {
        const { communes, summary } = site.data.claims.regions[id];
        for (const fact of [communes, REGION_NAMES[id], plain(summary)]) assert.ok(regions.includes(fact), fact);
        assert.ok(doc.querySelector(`a[href="/zones-intervention?region=${id}"]`), id);
      }
    },
  );

  pages("services: 11 cards, parking note, call to action; each service page complete", ({ site }) => {
    const list = site.page("/services");
    const cards = [...list.querySelectorAll(".grid .card a")].map((a) => a.getAttribute("href"));
    assert.equal(new Set(cards), new Set(SERVICE_SLUGS.map((s) => `/services/${s}`)));
    assert.match(textOf(list.querySelector("main")), /réservation d'emplacements de stationnement/);
    assert.ok(list.querySelector('main a[href="/contact"]'));
    const serviceUrls = site.urls.filter((u) => u.startsWith("/services/"));
    assert.equal(serviceUrls.sort(), SERVICE_SLUGS.map((s) => `/services/${s}`).sort());
    for (const url of serviceUrls) {
      const doc = site.page(url);
      assert.ok(doc.querySelector(".service-lead p"), `${url}: lead before the first sub-heading`);
      assert.ok(doc.querySelectorAll("article.prose h2").length >= 1, `${url}: body sections`);
      const service = site.data.services.find((s) => s.url === url)!;
      assert.equal(
        [...doc.querySelectorAll(".service-aside .check-list li")].map((li) => textOf(li)),
        service.benefits.map((b) => plain(b)),
        `${url}: benefits`,
      );
      assert.ok(
        doc.querySelector('main a[href="/contact"]') &&
          doc.querySelector(`main a[href="tel:${site.data.brand.phoneE164}"]`),
        `${url}: contact buttons`,
      );
      const others = [...doc.querySelectorAll('section[aria-labelledby="others-title"] .card a')].map((a) =>
        a.getAttribute("href"),
      );
      assert.is(others.length, 3, `${url}: three other services`);
      assert.not.ok(others.includes(url));
    }
  });

  pages("not-found views carry the spec's texts and are not indexable", ({ site }) => {
    const read = (file: string) => fs.readFileSync(path.join(site.dist, file), "utf8");
    const cases: Array<[string, string, string]> = [
      ["404.html", "Page non trouvée", "Désolé, la page que vous recherchez n'existe pas ou a été déplacée."],
      ["services/404.html", "Service non trouvé", "Veuillez vérifier l'URL ou retourner à la page des services."],
      ["blog/404.html", "Article non trouvé", "Retour au blog"],
      ["404-commune.html", "Commune non trouvée", "Voir nos zones d’intervention"],
    ];
    for (const [file, title, text] of cases) {
      const html = read(file);
      assert.ok(html.includes(`<h1 id="not-found-title">${title}</h1>`), file);
      // The spec's words, with French typography (’ for the apostrophe) applied by the build.
      assert.ok(html.replace(/&#x27;|’/g, "'").includes(text.replace(/’/g, "'")), `${file}: ${text}`);
      assert.ok(html.includes('<meta name="robots" content="noindex"/>'), `${file}: noindex`);
      assert.not.ok(html.includes('rel="canonical"'), `${file}: no canonical`);
    }
    assert.ok(
      read("404.html").includes('href="/faq"') && read("404.html").includes(`href="tel:${site.data.brand.phoneE164}"`),
    );
    assert.ok(read("404-commune.html").includes('href="/zones-intervention"'));
  });

  pages("every internal link and anchor of every page resolves", ({ site }) => {
    const ids = new Map<string, Set<string>>();
    const idsOf = (url: string) => {
      if (!ids.has(url)) ids.set(url, new Set([...site.page(url).querySelectorAll("[id]")].map((e) => e.id)));
      return ids.get(url)!;
    };
    const known = new Set(site.urls);
    for (const url of site.urls) {
      const links = site.page(url).querySelectorAll('a[href^="/"], a[href^="#"]');
      assert.ok(links.length > 0, `${url}: links`);
      for (const a of links) {
        const href = a.getAttribute("href")!;
        const [pathPart, anchor] = (href.startsWith("#") ? url + href : href).split("#");
        const pathname = pathPart!.split("?")[0]!;
        assert.ok(known.has(pathname) || fs.existsSync(path.join(site.dist, pathname)), `${url} → ${href}`);
        if (anchor && anchor !== "top" && known.has(pathname))
          assert.ok(idsOf(pathname).has(anchor), `${url} → ${href}`);
      }
    }
  });

  pages("French typography in the visible text: ’, and no-break spaces before : ; ! ? and €", ({ site }) => {
    for (const url of site.urlsOf("fr")) {
      const text = visibleText(site.page(url).body);
      for (const [rule, pattern] of [
        ["straight apostrophe", /\p{L}'\p{L}/u],
        ["breaking space before : ; ! ?", / [:;!?](?=\s|$)/],
        ["breaking space before €", /\d €/],
      ] as const) {
        const at = text.search(pattern);
        assert.is(at, -1, `${url}: ${rule} in « ${text.slice(Math.max(0, at - 30), at + 10)} »`);
      }
    }
  });
});
