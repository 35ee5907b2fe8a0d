/**
 * What Belgian consumer law asks of the pages (issue 17): general terms reachable from every
 * page, reviews with their date and source, legal texts that match what the site does, and
 * revised articles that say so. Expected facts come from the content modules, never literals.
 */
import * as assert from "uvu/assert";
import { CONSENT_DATE_KEY, CONSENT_KEY } from "../../../client/shell/consent.ts";
import { INSTALL_SESSION_KEY } from "../../../client/shell/install-prompt.ts";
import { PENDING_LIFETIME_DAYS, PENDING_NAME } from "../../../client/lib/pending-store.ts";
import { TEXT_PAGE_IDS } from "../../../content/navigation.ts";
import { PATHS } from "../../../content/paths.ts";
import { REVIEW_SOURCES } from "../../../content/vocabulary.ts";
import { withdrawalPeriod } from "../../../site/lib/content/rules/delays.ts";
import { formatDate } from "../../../site/lib/text/format.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { plain, textOf, type BuiltSite } from "../../helpers/site.ts";

/** The slug the issue fixes for the general terms and conditions. */
const TERMS_URL = "/conditions-generales";
/** Content text compared with textOf(): no-break spaces made ordinary, spaces collapsed. */
const shown = (text: string) => plain(text).replace(/\s+/g, " ").trim();

const main = (site: BuiltSite, url: string) => textOf(site.page(url).querySelector("main"));

/** The slug of the accessibility statement (issue 38). */
const ACCESSIBILITY_URL = "/declaration-accessibilite";

siteSuites("legal pages", (legal) => {
  legal(
    "accessibility statement: linked from every page's footer, with the standard, the tests, what does not conform and a contact",
    ({ site }) => {
      const { brand } = site.data;
      assert.ok(site.urls.includes(ACCESSIBILITY_URL), "in sitemap.xml");
      for (const url of site.urls) {
        const edition = site.edition(url);
        const statement = PATHS[edition.locale].textPage(edition.pages[TEXT_PAGE_IDS.accessibility]!.slug);
        assert.ok(site.urls.includes(statement), `${statement} in sitemap.xml`);
        assert.ok(site.page(url).querySelector(`footer a[href="${statement}"]`), `${url}: footer link`);
      }
      const doc = site.page(ACCESSIBILITY_URL);
      const sections = new Set([...doc.querySelectorAll("article.prose h2[id]")].map((h) => h.id));
      for (const id of ["norme", "tests", "limites", "contact"]) assert.ok(sections.has(id), `section #${id}`);
      const text = shown(main(site, ACCESSIBILITY_URL));
      assert.ok(text.includes("WCAG 2.2") && text.includes("EN 301 549"), "the standard followed");
      const contact = doc.querySelector("#contact")!.nextElementSibling!;
      assert.ok(shown(textOf(contact)).includes(brand.email), "a contact for reporting a barrier");
    },
  );

  legal(
    "general terms: a page in the sitemap covering what the issue lists, with the company's insurer and mediator",
    ({ site }) => {
      const { brand } = site.data;
      assert.ok(site.urls.includes(TERMS_URL), "in sitemap.xml");
      assert.ok(site.page("/plan-du-site").querySelector(`main a[href="${TERMS_URL}"]`), "in /plan-du-site");
      const doc = site.page(TERMS_URL);
      const sections = new Set([...doc.querySelectorAll("article.prose h2[id]")].map((h) => h.id));
      for (const id of [
        "devis",
        "prix",
        "intervention",
        "annulation",
        "retractation",
        "formulaire-retractation",
        "paiement",
        "responsabilite",
        "reclamations",
        "mediation",
        "droit-applicable",
      ]) {
        assert.ok(sections.has(id), `section #${id}`);
        assert.ok(doc.querySelector(`.anchor-menu a[href="#${id}"]`), `anchor menu links #${id}`);
      }
      const text = main(site, TERMS_URL);
      for (const fact of [
        brand.legalName,
        brand.enterpriseNumber,
        brand.email,
        brand.insurer.name,
        brand.insurer.address,
        brand.insurer.coverage,
        brand.insurer.policy,
        brand.mediation.name,
        brand.mediation.address,
        withdrawalPeriod(site.data.claims.delays),
        "VI.47",
        "VI.53",
      ]) {
        assert.ok(text.includes(shown(fact)), fact);
      }
      assert.ok(doc.querySelector(`main a[href="${brand.mediation.website}"]`), "mediation website linked");
      assert.ok(doc.querySelector("#formulaire-retractation ~ blockquote"), "a model withdrawal form");
    },
  );

  legal(
    "general terms: liability is limited only as VI.83 13° allows, and never over what the terms promise to set aside",
    ({ site }) => {
      const doc = site.page(TERMS_URL);
      const liability = sectionText(doc, "responsabilite");
      assert.ok(/\bdol\b.* faute lourde/.test(liability), "« dol ou faute lourde »");
      assert.not.ok(/faute grave/i.test(liability), "not « faute grave », which the law does not use");
      assert.ok(liability.includes("VI.83"), "the article that sets the limit");
      // What the intervention section promises to set aside is carved out of the limit, by reference.
      assert.ok(
        sectionNodes(doc, "responsabilite").some((n) => n.querySelector('a[href="#intervention"]')),
        "the liability section refers to the promise of #intervention",
      );
    },
  );

  legal(
    "general terms are linked from every page's footer, from the legal notice and from every quote form notice",
    ({ site }) => {
      assert.ok(
        site.data.navigation.legalNav.some((l) => l.url === TERMS_URL),
        "legal links of the footer (content/navigation.ts)",
      );
      assert.is(site.data.navigation.terms, TERMS_URL);
      let forms = 0;
      for (const url of site.urls) {
        const doc = site.page(url);
        const { terms, privacy } = site.edition(url).navigation;
        assert.ok(doc.querySelector(`footer a[href="${terms}"]`), `${url}: footer`);
        for (const form of doc.querySelectorAll("[data-island=QuoteForm]")) {
          forms++;
          // Right under the form, in the page (site/components/QuoteFormBlock.tsx).
          const notice = form.nextElementSibling;
          assert.ok(notice?.matches(".form-notice"), `${url}: a notice right after the quote form`);
          assert.ok(notice!.querySelector(`a[href="${terms}"]`), `${url}: quote form notice`);
          assert.ok(notice!.querySelector(`a[href="${privacy}"]`), `${url}: privacy link`);
        }
      }
      assert.ok(forms > 0, "the site has quote forms");
      assert.ok(site.page("/mentions-legales").querySelector(`main a[href^="${TERMS_URL}"]`), "legal notice");
    },
  );

  legal("legal notice: insurer's address and coverage, consumer mediation service, no drafting note", ({ site }) => {
    const { brand } = site.data;
    const text = main(site, "/mentions-legales");
    for (const fact of [
      brand.insurer.name,
      brand.insurer.address,
      brand.insurer.coverage,
      brand.mediation.name,
      brand.mediation.address,
    ]) {
      assert.ok(text.includes(shown(fact)), fact);
    }
    assert.ok(site.page("/mentions-legales").querySelector(`main a[href="${brand.mediation.website}"]`));
    assert.not.ok(/n’est plus mentionnée/.test(text), "no note about what the page leaves out");
  });

  legal(
    "privacy policy names processors as parties, never the management API's address, and every browser storage key",
    ({ site }) => {
      const html = site.html("/politique-de-confidentialite");
      assert.not.ok(html.includes(new URL(site.settings.prospectApiUrl).host), "no server address");
      const text = main(site, "/politique-de-confidentialite");
      for (const key of [CONSENT_KEY, CONSENT_DATE_KEY, INSTALL_SESSION_KEY]) assert.ok(text.includes(key), key);
      const banner = textOf(site.page("/").querySelector("[data-cookie-banner]"));
      for (const kept of ["choix", "date", "session", "hors connexion", "demande de devis"])
        assert.ok(banner.includes(kept), `banner: ${kept}`);
    },
  );

  legal(
    "privacy policy: a request that could not be sent stays on the device at most the kept-request lifetime, and « supprimer » deletes it",
    ({ site }) => {
      const text = main(site, "/politique-de-confidentialite");
      for (const fact of [`« ${PENDING_NAME} »`, `${PENDING_LIFETIME_DAYS} jours`, "« supprimer »"])
        assert.ok(text.includes(fact), fact);
    },
  );

  legal(
    "privacy policy: the version its text states is the date of its header, one date in its front matter",
    ({ site }) => {
      const page = site.data.pages["politique-de-confidentialite"]!;
      assert.ok(page.updated, "the policy is dated");
      const doc = site.page("/politique-de-confidentialite");
      const date = formatDate(page.updated!);
      assert.ok(textOf(doc.querySelector("main header")).includes(`Dernière mise à jour : ${date}`), "header");
      assert.ok(sectionText(doc, "modifications").includes(`La présente version date du ${date}`), "its text");
    },
  );

  legal(
    "reviews: the owner's statement on collection and checks, then every review with its date and its source",
    ({ site }) => {
      const { testimonials } = site.data;
      const doc = site.page("/temoignages");
      const method = textOf(doc.querySelector('[aria-labelledby="method-title"]'));
      assert.ok(method.includes(shown(testimonials.collection)), "collection statement from the content");
      assert.ok(method.includes(shown(testimonials.verification)), "verification statement from the content");
      const methodAt = html(doc).indexOf('id="method-title"');
      const listAt = html(doc).indexOf('class="card testimonial"');
      assert.ok(methodAt >= 0 && methodAt < listAt, "the statement comes before the reviews");

      const cards = [...doc.querySelectorAll(".testimonial")];
      assert.is(cards.length, testimonials.reviews.length);
      for (const review of testimonials.reviews) {
        const card = cards.find((c) => textOf(c.querySelector("blockquote")) === shown(review.text));
        assert.ok(card, `${review.name}: shown`);
        assert.is(dateTimeOf(card!.querySelector("time")), review.date, `${review.name}: date`);
        const caption = textOf(card!.querySelector("figcaption"));
        assert.ok(caption.includes(formatDate(review.date)), `${review.name}: date shown`);
        assert.ok(caption.includes(REVIEW_SOURCES[review.source]), `${review.name}: source shown`);
      }
      for (const card of site.page("/").querySelectorAll(".testimonial")) {
        const caption = textOf(card.querySelector("figcaption"));
        assert.ok(
          dateTimeOf(card.querySelector("time")) && Object.values(REVIEW_SOURCES).some((s) => caption.includes(s)),
          "home cards too",
        );
      }
      assert.ok(site.page("/").querySelector('a[href^="/temoignages#"]'), "home page links to how reviews are checked");
    },
  );

  legal("'Mis à jour le' exactly on articles whose front matter has a later dateModified", ({ site }) => {
    assert.ok(site.data.articles.length > 0);
    for (const article of site.data.articles) {
      const updated = site.page(article.url).querySelector(".article-hero .article-updated");
      if (article.dateModified > article.date) {
        assert.ok(updated, `${article.slug}: revision date shown`);
        assert.is(textOf(updated), `Mis à jour le ${formatDate(article.dateModified)}`, article.slug);
        assert.is(dateTimeOf(updated!.querySelector("time")), article.dateModified, article.slug);
      } else {
        assert.not.ok(updated, `${article.slug}: never revised, no revision date`);
      }
    }
  });
});

/** The nodes of an article section: from its h2 to the next h2. */
function sectionNodes(doc: Document, id: string): Element[] {
  const nodes: Element[] = [];
  for (let n = doc.getElementById(id)?.nextElementSibling; n && n.tagName !== "H2"; n = n.nextElementSibling)
    nodes.push(n);
  assert.ok(nodes.length > 0, `section #${id}`);
  return nodes;
}

const sectionText = (doc: Document, id: string) =>
  sectionNodes(doc, id)
    .map((n) => textOf(n))
    .join(" ");

/** React writes `dateTime`; linkedom keeps the attribute's case (browsers ignore it). */
function dateTimeOf(time: Element | null): string | null {
  return time?.getAttribute("datetime") ?? time?.getAttribute("dateTime") ?? null;
}

function html(doc: Document): string {
  return doc.documentElement.outerHTML;
}
