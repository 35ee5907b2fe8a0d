/** The estimator in the built pages: its section on /tarifs, the links to it, the pricing JSON-LD. */
import * as assert from "uvu/assert";
import { ESTIMATOR_WORDS } from "../../../client/messages/estimator.ts";
import { LOCALES } from "../../../content/locales.ts";
import { estimatorLink } from "../../../content/navigation.ts";
import { PATHS } from "../../../content/paths.ts";
import { cardRange } from "../../../site/lib/content/rules/claims-checks.ts";
import { FORMATS, formatEuros, formatNumber } from "../../../site/lib/text/format.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { plain, textOf, type BuiltSite } from "../../helpers/site.ts";

siteSuites("estimator pages", (html) => {
  html(
    "/tarifs: the estimator section, with the figures of the content and a fallback without JavaScript",
    ({ site }) => {
      const doc = site.page("/tarifs");
      const [path, anchor] = estimatorLink.url.split("#");
      assert.is(path, "/tarifs");
      const section = doc.getElementById(anchor!)!;
      assert.ok(section, "section #" + anchor);
      const island = section.querySelector("[data-island=PriceEstimator]")!;
      assert.ok(island.classList.contains("needs-js"), "hidden without JavaScript");
      assert.equal(
        JSON.parse(island.getAttribute("data-props")!).model,
        JSON.parse(JSON.stringify(site.data.estimator)),
      );
      assert.ok(section.querySelector('.no-js-only a[href="/contact"]'), "without JavaScript: link to the quote form");
      assert.ok(island.querySelectorAll("fieldset > legend").length >= 4, "fieldset/legend groups");
      // A live calculator submits nothing: a <form> without a submit button fails WCAG H32.
      assert.is(island.querySelector("form"), null, "no <form>");
      // A polite live region says the result (role="status" is one).
      assert.ok(island.querySelector('[role="status"], [aria-live="polite"]'), "a live region");
      for (const input of island.querySelectorAll("input:not([type=radio]):not([type=checkbox]), select")) {
        assert.ok(island.querySelector(`label[for="${input.id}"]`), `label for #${input.id}`);
      }
      for (const room of site.data.estimator.rooms) assert.ok(textOf(island).includes(plain(room.name)), room.name);
      assert.ok(textOf(island).includes(ESTIMATOR_WORDS.quote));
    },
  );

  html(
    "the home page and every service priced by volume link to the estimator; a service priced otherwise does not",
    ({ site }) => {
      const byVolume = site.data.services.filter((s) => s.priceBasis === "volume");
      assert.ok(byVolume.length > 0);
      for (const url of ["/", ...byVolume.map((s) => s.url)]) {
        const links = [...site.page(url).querySelectorAll(`main a[href="${estimatorLink.url}"]`)];
        assert.ok(
          links.some((a) => textOf(a) === "Estimer mon prix"),
          url,
        );
      }
      for (const service of site.data.services.filter((s) => s.priceBasis !== "volume")) {
        const page = site.page(service.url);
        assert.is(page.querySelector(`main a[href="${estimatorLink.url}"]`), null, service.url);
        // Nor does it quote the clearance range: its price rests on its own basis.
        const aside = textOf(page.querySelector(".service-aside"));
        assert.not.ok(aside.includes(plain(formatEuros(site.data.claims.prices.upTo))), `${service.url}: ${aside}`);
      }
    },
  );

  html(
    "/tarifs shows the rate card, every surcharge of estimator.yaml and, for each example, the card's range",
    ({ site }) => {
      const doc = site.page("/tarifs");
      const { prices } = site.data.claims;
      const { access, situation, resale } = site.data.estimator;
      const text = textOf(doc.querySelector("main"));
      const bands = [...doc.querySelectorAll(".rate-bands li")].map((li) => textOf(li));
      assert.is(bands.length, prices.perCubicMetre.length);
      prices.perCubicMetre.forEach((band, i) =>
        assert.ok(bands[i]!.startsWith(plain(`${formatNumber(band.min)}–${formatEuros(band.max)}`)), bands[i]),
      );
      const rows = [...doc.querySelectorAll(".rate-table tr")].map((tr) => textOf(tr.querySelector("td")));
      const perCubicMetre = (amount: number) => plain(`+${formatEuros(amount)} par m³`);
      for (const amount of [
        perCubicMetre(access.perFloorWithoutLift),
        perCubicMetre(access.perFloorWithLift),
        ...access.carrying.map((band) => (band.perCubicMetre === 0 ? "compris" : perCubicMetre(band.perCubicMetre))),
        `+${situation.hoarding} %`,
        `−${resale.some} %`,
        `−${resale.many} %`,
      ])
        assert.ok(rows.includes(amount), `${amount} in ${rows.join(" | ")}`);
      for (const e of prices.examples) {
        const { low, high } = cardRange(prices, e.volume);
        assert.ok(text.includes(plain(`Au barème : ${formatNumber(low)} à ${formatEuros(high)}`)), e.title);
      }
      // Cleaning is never part of a clearance's price, and no surcharge follows a death.
      assert.not.ok(/nettoyage compris/i.test(text));
      assert.not.ok(/décès,? \+/i.test(text));
    },
  );

  html(
    "each pricing page's JSON-LD: its own address, the offer, its price range, the price per m³ and the examples, VAT included",
    ({ site }) => {
      for (const locale of LOCALES) {
        const url = PATHS[locale].pricing;
        if (site.urls.includes(url)) pricingJsonLd(site, url);
      }
    },
  );
});

function pricingJsonLd(site: BuiltSite, url: string) {
  const scripts = [...site.page(url).querySelectorAll('script[type="application/ld+json"]')];
  const items = scripts.flatMap((s) => {
    const data = JSON.parse(s.textContent!);
    return data["@graph"] ?? (Array.isArray(data) ? data : [data]);
  }) as Array<Record<string, any>>;
  const service = items.find((i) => i["@type"] === "Service" && i.url === `${site.siteUrl}${url}`);
  assert.ok(service, `Service of ${url}`);
  assert.is(service!.provider["@id"], `${site.siteUrl}/#entreprise`);
  const { prices } = site.edition(url).claims;
  const format = FORMATS[site.edition(url).locale];
  const offer = service!.offers;
  assert.is(offer["@type"], "AggregateOffer");
  assert.is(offer.priceCurrency, "EUR");
  assert.is(offer.lowPrice, prices.from);
  assert.is(offer.highPrice, prices.upTo);
  const units = offer.priceSpecification.filter((p: any) => p["@type"] === "UnitPriceSpecification");
  assert.equal(
    units.map((u: any) => [u.minPrice, u.maxPrice, u.unitCode, u.valueAddedTaxIncluded, u.eligibleQuantity.maxValue]),
    prices.perCubicMetre.map((band) => [band.min, band.max, "MTQ", true, band.upTo]),
    "one unit price per band of the card, for its volumes",
  );
  assert.equal(
    offer.offers.map((o: any) => [o.name, o.price, o.eligibleQuantity.value, o.eligibleQuantity.unitCode]),
    prices.examples.map((e) => [e.title, e.price, e.volume, "MTQ"]),
  );
  // The page states the same figures.
  const text = textOf(site.page(url).querySelector("main"));
  for (const e of prices.examples) assert.ok(text.includes(plain(format.euros(e.price))), `${url}: ${e.title}`);
}
