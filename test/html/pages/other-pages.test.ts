/** About, FAQ, prices, contact, partners, reviews, legal notice, privacy policy and site map. */
import * as assert from "uvu/assert";
import { CONSENT_KEY } from "../../../client/shell/consent.ts";
import { INSTALL_SESSION_KEY } from "../../../client/shell/install-prompt.ts";
import { PUBLISHED_LOCALES } from "../../../content/locales.ts";
import { PATHS } from "../../../content/paths.ts";
import { REGION_NAMES, REGIONS } from "../../../content/vocabulary.ts";
import { ALL_REGIONS } from "../../../client/widgets/zone-filter.ts";
import { clearanceDelay } from "../../../site/lib/content/rules/delays.ts";
import { formatDate, formatEuros, formatNumber } from "../../../site/lib/text/format.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { attr, plain, textOf, type BuiltSite } from "../../helpers/site.ts";

const main = (site: BuiltSite, url: string) => textOf(site.page(url).querySelector("main"));
const sectionIds = (site: BuiltSite, url: string) =>
  [...site.page(url).querySelectorAll("article.prose h2[id]")].map((h) => h.id);

siteSuites("other pages", (other) => {
  other("about covers the spec's themes", ({ site }) => {
    const text = main(site, "/a-propos").toLowerCase();
    for (const theme of ["décès", "estimation", "recycl", "assur", "véhicule", "contact"])
      assert.ok(text.includes(theme), theme);
    assert.ok(sectionIds(site, "/a-propos").length >= 5);
  });

  other(
    "FAQ: every category of the content with its questions, expandable without JavaScript, anchor menu",
    ({ site }) => {
      const doc = site.page("/faq");
      const categories = [...doc.querySelectorAll(".faq-category")];
      const expected = site.data.faq.categories;
      assert.equal(
        categories.map((c) => textOf(c.querySelector("h2"))),
        expected.map((c) => plain(c.category)),
      );
      categories.forEach((c, i) => {
        const questions = [...c.querySelectorAll("details.faq-item > summary")].map((s) => textOf(s));
        assert.equal(
          questions,
          expected[i]!.questions.map((q) => plain(q.question)),
          c.id,
        );
        assert.ok(doc.querySelector(`.anchor-menu a[href="#${c.id}"]`), c.id);
      });
    },
  );

  other("prices: the figures of content/claims.yaml, VAT included, link to contact", ({ site }) => {
    const text = main(site, "/tarifs");
    const { prices, delays } = site.data.claims;
    const figures = [
      formatEuros(prices.from),
      formatEuros(prices.upTo),
      ...prices.perCubicMetre.map((band) => `${formatNumber(band.min)}–${formatEuros(band.max)}`),
      ...prices.examples.flatMap((e) => [formatEuros(e.price), `${formatNumber(e.volume)} m³`]),
      clearanceDelay(delays),
      "TVAC",
    ];
    for (const figure of figures.map(plain)) assert.ok(text.includes(figure), figure);
    for (const inclusion of ["Main-d’œuvre", "Transport", "centre agréé", "balayées", "recyclage", "Assurance"])
      assert.ok(text.includes(plain(inclusion)), inclusion);
    assert.ok(site.page("/tarifs").querySelector('main a[href="/contact"]'));
  });

  other("contact: form, phone, e-mail, zone, hours, reasons, the contact FAQ, link to /faq", ({ site }) => {
    const { brand, faq } = site.data;
    const doc = site.page("/contact");
    assert.ok(doc.querySelector("[data-island=QuoteForm]"));
    const text = main(site, "/contact");
    for (const fact of [brand.phone, brand.email, "Toute la Belgique", brand.hoursRange])
      assert.ok(text.includes(plain(fact)), fact);
    assert.ok(doc.querySelectorAll('[aria-labelledby="why-title"] li').length >= 3);
    assert.equal(
      [...doc.querySelectorAll(".faq-item summary")].map((s) => textOf(s)),
      faq.contact.map((q) => plain(q.question)),
    );
    assert.ok(doc.querySelector('main a[href="/faq"]'));
  });

  other("partners: looping muted video with poster, a card per partner, become-a-partner contacts", ({ site }) => {
    const doc = site.page("/partenaires");
    const video = doc.querySelector("video")!;
    // HTML attribute names are case-insensitive; React writes playsInline.
    const names = video.getAttributeNames().map((n) => n.toLowerCase());
    for (const attr of ["muted", "loop", "playsinline", "poster"]) assert.ok(names.includes(attr), attr);
    assert.not.ok(names.includes("autoplay"), "started by script, so reduced motion can keep it still");
    assert.ok(
      doc.querySelector('video source[type="video/webm"]') && doc.querySelector('video source[type="video/mp4"]'),
    );
    const cards = [...doc.querySelectorAll(".partner-card")];
    const { partners } = site.data.partners;
    assert.is(cards.length, partners.length);
    cards.forEach((card, i) => {
      assert.ok(card.querySelector("svg.partner-logo") && card.querySelector("p"));
      assert.is(textOf(card.querySelector("h3")), plain(partners[i]!.name));
      assert.is(card.querySelector("a.card-link")!.getAttribute("href"), partners[i]!.website);
    });
    assert.ok(doc.querySelector(`[aria-labelledby="become-title"] a[href^="mailto:${site.data.brand.email}"]`));
    assert.ok(doc.querySelector(`[aria-labelledby="become-title"] a[href="tel:${site.data.brand.phoneE164}"]`));
  });

  other(
    "reviews: every review of the content with its 1-5 rating, how reviews are checked, the form (figures: figures.test.ts)",
    ({ site }) => {
      const { testimonials } = site.data;
      const doc = site.page("/temoignages");
      const cards = [...doc.querySelectorAll(".testimonial")];
      assert.is(cards.length, testimonials.reviews.length);
      cards.forEach((card, i) => {
        const review = testimonials.reviews[i]!;
        assert.ok(review.rating >= 1 && review.rating <= 5, `${review.name}: ${review.rating}`);
        assert.is(
          plain(card.querySelector(".stars")?.getAttribute("aria-label") ?? ""),
          `Note : ${review.rating} sur 5`,
          review.name,
        );
        assert.is(card.querySelectorAll(".stars .star-on").length, review.rating, review.name);
        assert.is(textOf(card.querySelector("blockquote p")), plain(review.text));
        assert.is(attr(card.querySelector("time"), "datetime"), review.date);
        assert.is(textOf(card.querySelector("time")), plain(formatDate(review.date)));
      });
      assert.ok(textOf(doc.querySelector('[aria-labelledby="method-title"]')).length > 150);
      assert.ok(doc.querySelector("#ajouter-temoignage [data-island=ReviewForm]"));
      assert.ok(textOf(doc.querySelector("#ajouter-temoignage")).includes("Publier mon avis"));
    },
  );

  other("legal notice: ten anchored sections and what Belgian law requires", ({ site }) => {
    const { brand } = site.data;
    assert.equal(sectionIds(site, "/mentions-legales"), [
      "presentation",
      "informations-legales",
      "conditions-utilisation",
      "description-services",
      "limitations-contractuelles",
      "propriete-intellectuelle",
      "limitation-responsabilite",
      "donnees-personnelles",
      "liens-cookies",
      "droit-applicable",
    ]);
    const text = main(site, "/mentions-legales");
    const facts = [
      brand.legalName,
      brand.address.street,
      brand.enterpriseNumber,
      "RPM",
      brand.vatNumber,
      brand.phone,
      brand.email,
      "Bruxelles",
    ];
    for (const fact of [...facts, ...brand.wasteRegistrations.map((r) => r.number)])
      assert.ok(text.includes(plain(fact)), fact);
    assert.ok(
      text.includes(`© ${brand.founded}–${new Date().getFullYear()}`),
      "copyright from the founding year to the year of the build",
    );
    assert.not.ok(
      /ec\.europa\.eu\/consumers\/odr/.test(site.html("/mentions-legales")),
      "no link to the closed ODR platform",
    );
  });

  other("privacy policy: eleven anchored sections, GDPR article 13, date of the last update", ({ site }) => {
    const { brand, pages } = site.data;
    assert.equal(sectionIds(site, "/politique-de-confidentialite"), [
      "introduction",
      "donnees-collectees",
      "finalites",
      "partage",
      "droits",
      "cookies",
      "securite",
      "transferts-internationaux",
      "conservation",
      "modifications",
      "contact",
    ]);
    const text = main(site, "/politique-de-confidentialite");
    const updated = pages["politique-de-confidentialite"]!.updated;
    assert.ok(updated, "the policy states when it was last updated");
    for (const fact of [
      formatDate(updated!),
      // The GDPR's month to answer a request (art. 12.3), and the device storage the site uses.
      "30 jours",
      "Autorité de protection des données",
      CONSENT_KEY,
      INSTALL_SESSION_KEY,
      brand.legalName,
    ]) {
      assert.ok(text.includes(plain(fact)), fact);
    }
  });

  other("zones: the filter offers every town, then each region under its name", ({ site }) => {
    const buttons = [...site.page("/zones-intervention").querySelectorAll(".zone-filter button[data-region]")];
    assert.equal(
      buttons.map((b) => [b.getAttribute("data-region"), textOf(b)]),
      [[ALL_REGIONS, "Toutes les régions"], ...REGIONS.map((id) => [id, REGION_NAMES[id]])],
    );
  });

  other("site map: each edition's map links every page of its edition, communes by region", ({ site }) => {
    for (const locale of PUBLISHED_LOCALES) {
      const { siteMap, blog } = PATHS[locale];
      const links = new Set([...site.page(siteMap).querySelectorAll("main a")].map((a) => a.getAttribute("href")));
      for (const url of site.urlsOf(locale).filter((u) => u !== siteMap && !u.startsWith(`${blog}/page/`)))
        assert.ok(links.has(url), `${siteMap} → ${url}`);
    }
    const doc = site.page(PATHS.fr.siteMap);
    assert.equal(
      [...doc.querySelectorAll(".sitemap-zones h3")].map((h) => textOf(h)),
      Object.values(REGION_NAMES),
    );
  });
});
