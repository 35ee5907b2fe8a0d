/** About, FAQ, prices, contact, partners, reviews, legal notice, privacy policy and site map. */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { formatEuros, formatNumber } from "../site/lib/format.ts";
import { plain, testSite, textOf, type TestSite } from "./helpers/site.ts";

const other = suite<{ site: TestSite }>("other pages");
other.before(async (ctx) => {
  ctx.site = await testSite();
});

const main = (site: TestSite, url: string) => textOf(site.page(url).querySelector("main"));
const sectionIds = (site: TestSite, url: string) => [...site.page(url).querySelectorAll("article.prose h2[id]")].map((h) => h.id);

other("about covers the spec's themes", ({ site }) => {
  const text = main(site, "/a-propos").toLowerCase();
  for (const theme of ["décès", "estimation", "recycl", "assur", "véhicule", "contact"]) assert.ok(text.includes(theme), theme);
  assert.ok(sectionIds(site, "/a-propos").length >= 5);
});

other("FAQ: four categories of four questions, expandable without JavaScript, anchor menu", ({ site }) => {
  const doc = site.page("/faq");
  const categories = [...doc.querySelectorAll(".faq-category")];
  assert.equal(categories.map((c) => textOf(c.querySelector("h2"))), ["Général", "Nos services", "Devis et tarifs", "Situations spécifiques"]);
  for (const c of categories) {
    assert.is(c.querySelectorAll("details.faq-item > summary").length, 4);
    assert.ok(doc.querySelector(`.anchor-menu a[href="#${c.id}"]`), c.id);
  }
});

other("prices: the figures of content/claims.yaml, VAT included, link to contact", ({ site }) => {
  const text = main(site, "/tarifs");
  const { prices, pricingDelay } = site.data.claims;
  const figures = [
    formatEuros(prices.from),
    formatEuros(prices.upTo),
    `${formatNumber(prices.perCubicMetre.min)}–${formatEuros(prices.perCubicMetre.max)}`,
    ...prices.examples.flatMap((e) => [formatEuros(e.price), `${formatNumber(e.volume)} m³`]),
    pricingDelay,
    "TVAC",
  ];
  for (const figure of figures.map(plain)) assert.ok(text.includes(figure), figure);
  for (const inclusion of ["Main-d’œuvre", "Transport", "centre agréé", "Nettoyage", "recyclage", "Assurance"]) assert.ok(text.includes(inclusion), inclusion);
  assert.ok(site.page("/tarifs").querySelector('main a[href="/contact"]'));
});

other("contact: form, phone, e-mail, zone, hours, reasons, four FAQ entries, link to /faq", ({ site }) => {
  const { brand } = site.data;
  const doc = site.page("/contact");
  assert.ok(doc.querySelector("[data-island=QuoteForm]"));
  const text = main(site, "/contact");
  for (const fact of [brand.phone, brand.email, "Toute la Belgique", brand.hoursRange]) assert.ok(text.includes(fact), fact);
  assert.ok(doc.querySelectorAll('[aria-labelledby="why-title"] li').length >= 3);
  assert.is(doc.querySelectorAll(".faq-item").length, 4);
  assert.ok(doc.querySelector('main a[href="/faq"]'));
});

other("partners: looping muted video with poster, three partner cards, become-a-partner contacts", ({ site }) => {
  const doc = site.page("/partenaires");
  const video = doc.querySelector("video")!;
  // HTML attribute names are case-insensitive; React writes playsInline.
  const names = video.getAttributeNames().map((n) => n.toLowerCase());
  for (const attr of ["muted", "loop", "playsinline", "poster"]) assert.ok(names.includes(attr), attr);
  assert.not.ok(names.includes("autoplay"), "started by script, so reduced motion can keep it still");
  assert.ok(doc.querySelector('video source[type="video/webm"]') && doc.querySelector('video source[type="video/mp4"]'));
  const cards = [...doc.querySelectorAll(".partner-card")];
  assert.is(cards.length, 3);
  for (const card of cards) {
    assert.ok(card.querySelector("svg.partner-logo") && card.querySelector("h3") && card.querySelector("p"));
    assert.match(card.querySelector("a.card-link")!.getAttribute("href")!, /^https:\/\//);
  }
  assert.ok(doc.querySelector('[aria-labelledby="become-title"] a[href^="mailto:"]'));
  assert.ok(doc.querySelector('[aria-labelledby="become-title"] a[href^="tel:"]'));
});

other("reviews: claims, 13 reviews rendered in the HTML, how reviews are checked, the form", ({ site }) => {
  const doc = site.page("/temoignages");
  assert.match(textOf(doc.querySelector("h1")), /Plus de 500 clients satisfaits/);
  const stats = textOf(doc.querySelector(".stats"));
  for (const s of ["100+", "4,9/5", "98 %"]) assert.ok(stats.includes(s), s);
  const reviews = [...doc.querySelectorAll(".testimonial")];
  assert.is(reviews.length, 13);
  for (const r of reviews) {
    assert.ok(r.querySelector("blockquote p") && r.querySelector("time") && r.querySelector('.stars[aria-label="Note : 5 sur 5"]'));
  }
  assert.ok(textOf(doc.querySelector('[aria-labelledby="method-title"]')).length > 150);
  assert.ok(doc.querySelector("#ajouter-temoignage [data-island=ReviewForm]"));
  assert.ok(textOf(doc.querySelector("#ajouter-temoignage")).includes("Publier mon avis"));
});

other("legal notice: ten anchored sections and what Belgian law requires", ({ site }) => {
  const { brand } = site.data;
  assert.equal(sectionIds(site, "/mentions-legales"), [
    "presentation", "informations-legales", "conditions-utilisation", "description-services", "limitations-contractuelles",
    "propriete-intellectuelle", "limitation-responsabilite", "donnees-personnelles", "liens-cookies", "droit-applicable",
  ]);
  const text = main(site, "/mentions-legales");
  for (const fact of [brand.legalName, brand.address.street, brand.enterpriseNumber, "RPM", brand.vatNumber, brand.phone, brand.email, brand.wasteRegistrations[0]!.number, "Bruxelles"]) {
    assert.ok(text.includes(fact), fact);
  }
  assert.ok(text.includes(`© 2022–${new Date().getFullYear()}`), "copyright from 2022 to the year of the build");
  assert.not.ok(/ec\.europa\.eu\/consumers\/odr/.test(site.html("/mentions-legales")), "no link to the closed ODR platform");
});

other("privacy policy: eleven anchored sections, GDPR article 13, last update 10 January 2025", ({ site }) => {
  const { brand } = site.data;
  assert.equal(sectionIds(site, "/politique-de-confidentialite"), [
    "introduction", "donnees-collectees", "finalites", "partage", "droits", "cookies", "securite",
    "transferts-internationaux", "conservation", "modifications", "contact",
  ]);
  const text = main(site, "/politique-de-confidentialite");
  for (const fact of ["10 janvier 2025", "30 jours", "12 mois", "Autorité de protection des données", "cookie-consent", "install-prompt-shown", brand.legalName]) {
    assert.ok(text.includes(fact), fact);
  }
});

other("site map: main pages, 11 services, all articles, communes by region, legal pages", ({ site }) => {
  const doc = site.page("/plan-du-site");
  const links = new Set([...doc.querySelectorAll("main a")].map((a) => a.getAttribute("href")));
  for (const url of site.urls.filter((u) => u !== "/plan-du-site" && !u.startsWith("/blog/page/"))) assert.ok(links.has(url), url);
  assert.equal([...doc.querySelectorAll(".sitemap-zones h3")].map((h) => textOf(h)), ["Wallonie", "Bruxelles-Capitale", "Flandre"]);
});

other.run();
