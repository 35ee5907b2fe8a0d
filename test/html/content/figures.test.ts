/**
 * Every figure true, and the same everywhere (issue 35): the review figures are counted from the
 * published reviews or shown with their source, one client count on every page, the commune
 * count is the number of municipality pages, a satisfaction rate only with its base, one
 * vocabulary of delays and the withdrawal rule in the terms. Expected values are read from the content, so the
 * rules hold as the owner adds reviews and municipalities.
 */
import * as assert from "uvu/assert";
import { REVIEW_SOURCES } from "../../../content/vocabulary.ts";
import { formatDate, formatNumber, formatRating } from "../../../site/lib/text/format.ts";
import {
  clearanceDelay,
  delayProblems,
  WITHDRAWAL_SECTIONS,
  withdrawalPeriod,
} from "../../../site/lib/content/rules/delays.ts";
import { MIN_INTERVENTIONS_FOR_RATE, POSITIVE_RATING } from "../../../site/lib/content/rules/figures.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { plain, textOf, visibleText, type BuiltSite } from "../../helpers/site.ts";

/** "4,9/5" -> 4.9 */
const ratingValue = (text: string) => Number(text.replace(/\/5$/, "").replace(",", "."));
/** "1 250" (any space) -> 1250 */
const countValue = (text: string) => Number(text.replace(/[\s\u00A0\u202F]/g, ""));

/** Every JSON-LD object of a page, nested ones included. */
function jsonLdNodes(site: BuiltSite, url: string): Array<Record<string, unknown>> {
  const nodes: Array<Record<string, unknown>> = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      nodes.push(value as Record<string, unknown>);
      Object.values(value).forEach(walk);
    }
  };
  for (const script of site.page(url).querySelectorAll('script[type="application/ld+json"]'))
    walk(JSON.parse(script.textContent!));
  return nodes;
}

siteSuites("figures", (figures) => {
  figures(
    "reviews page: count, average and share of good ratings are those of the published reviews, never rounded up",
    ({ site }) => {
      const { reviews } = site.data.testimonials;
      const stats = [...site.page("/temoignages").querySelectorAll(".stats li")].map((li) => ({
        value: textOf(li.querySelector(".stat-value")),
        label: textOf(li.querySelector(".stat-label")),
      }));
      const [count, average, share] = stats;
      assert.is(countValue(count!.value), reviews.length, `${count!.value} ${count!.label}`);
      assert.match(count!.label, /avis publiés? sur cette page/);
      const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
      const shown = ratingValue(average!.value);
      assert.ok(shown <= mean + 1e-9 && mean - shown < 0.1, `${average!.value} for a mean of ${mean}`);
      assert.match(average!.label, /moyenne de ces avis/);
      const good = (100 * reviews.filter((r) => r.rating >= POSITIVE_RATING).length) / reviews.length;
      const percent = Number(share!.value.replace(/\s*%$/, ""));
      assert.ok(percent <= good + 1e-9 && good - percent < 1, `${share!.value} for ${good} %`);
      assert.ok(share!.label.includes(`${POSITIVE_RATING} ou 5 étoiles`), share!.label);
    },
  );

  figures(
    "reviews page: each rating read on a platform shows its source, its number of reviews and the day it was read",
    ({ site }) => {
      const doc = site.page("/temoignages");
      const items = [...doc.querySelectorAll(".stats li")].slice(3);
      const ratings = site.data.claims.ratings ?? [];
      assert.is(items.length, ratings.length);
      ratings.forEach((rating, i) => {
        const item = items[i]!;
        const text = textOf(item);
        assert.is(textOf(item.querySelector(".stat-value")), plain(formatRating(rating.average)));
        for (const part of [
          REVIEW_SOURCES[rating.source],
          `${formatNumber(rating.count)} avis`,
          formatDate(rating.readOn),
        ])
          assert.ok(text.includes(plain(part)), `${text}: ${part}`);
        assert.ok(item.querySelector(`a[href="${rating.url}"]`), `${text}: link to the platform`);
        assert.ok(text.includes("relevé le"), text);
      });
    },
  );

  figures("no page shows a rating out of 5 other than those of the reviews page", ({ site }) => {
    const allowed = new Set(
      [...site.page("/temoignages").querySelectorAll(".stats .stat-value")]
        .map((v) => textOf(v))
        .filter((v) => v.endsWith("/5")),
    );
    assert.ok(allowed.size > 0, "the reviews page shows an average");
    for (const url of site.urls) {
      const text = plain(visibleText(site.page(url).body));
      for (const [rating] of text.matchAll(/\d(?:,\d)?\/5\b/g))
        assert.ok(allowed.has(rating), `${url}: « ${rating} » is neither counted nor sourced`);
    }
  });

  figures("one client count: every « N clients » of every page is the one of claims.yaml", ({ site }) => {
    const { clients } = site.data.claims;
    let seen = 0;
    for (const url of site.urls) {
      const doc = site.page(url);
      const texts = [
        plain(visibleText(doc.body)).replace(/\s+/g, " "),
        plain(doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""),
      ];
      // The stat bands write « 500+ » and « clients depuis… » in two elements.
      for (const band of doc.querySelectorAll(".stats li")) texts.push(textOf(band));
      for (const text of texts) {
        for (const [, figure] of text.matchAll(/(\d{1,3}(?: \d{3})*)\+? ?(?:clients?)\b/g)) {
          assert.is(countValue(figure!), clients, `${url}: « ${figure} clients »`);
          seen += 1;
        }
      }
    }
    assert.ok(seen >= 3, "the home, reviews and zones pages state the client count");
  });

  figures("zones page: the commune count is the number of municipality pages", ({ site }) => {
    const first = site.page("/zones-intervention").querySelector(".stats li");
    assert.is(countValue(textOf(first?.querySelector(".stat-value"))), site.data.municipalities.length);
    assert.match(textOf(first?.querySelector(".stat-label")), /communes/);
  });

  figures(
    "municipality pages: a satisfaction rate only with its base, and only from the minimum number of interventions",
    ({ site }) => {
      let shown = 0;
      for (const m of site.data.municipalities) {
        const items = [...site.page(m.url).querySelectorAll(".stats li")]
          .map((li) => textOf(li))
          .filter((text) => text.includes("satisf"));
        const { interventions, satisfied } = m.statistics;
        if (satisfied === undefined || interventions < MIN_INTERVENTIONS_FOR_RATE) {
          assert.equal(items, [], `${m.url}: ${interventions} interventions`);
          continue;
        }
        const match = items[0]?.match(/^(\d+) ?% ?de clients satisfaits : (\d[\d ]*) sur (\d[\d ]*) interventions$/);
        assert.ok(match && items.length === 1, `${m.url}: ${items.join(" | ")}`);
        const [, percent, count, base] = match!;
        assert.is(countValue(base!), interventions, m.url);
        assert.is(countValue(count!), satisfied, m.url);
        const rate = (100 * satisfied) / interventions;
        assert.ok(Number(percent) <= rate && rate - Number(percent) < 1, `${m.url}: ${percent} % for ${rate}`);
        shown += 1;
      }
      // Every other mention of satisfied clients on the site carries a base too.
      for (const url of site.urls) {
        const text = plain(visibleText(site.page(url).body)).replace(/\s+/g, " ");
        for (const [mention] of text.matchAll(/\d+ ?% ?de clients satisfaits(?!.{0,3}\d[\d ]* sur \d)/g))
          assert.unreachable(`${url}: « ${mention} » without its base`);
      }
      if (site.data.municipalities.some((m) => m.statistics.satisfied !== undefined)) assert.ok(shown > 0);
    },
  );

  figures(
    "delays: every delay a page states is the visit-or-quote delay or the clearance delay, each said of what it is the delay of",
    ({ site }) => {
      const { delays } = site.data.claims;
      for (const url of site.urls) {
        const doc = site.page(url);
        const blocks = [...doc.querySelectorAll("main p, main li, main h1, main h2, main h3, main td")]
          // Clients' reviews are quoted as written; a list item holding paragraphs is read through them.
          .filter((el) => !el.closest(".testimonial") && !(el.tagName === "LI" && el.querySelector("p")))
          .map((el) =>
            // A figure shown big is read with its label: a stat band's label comes first, as in a
            // sentence; a price card's figure, with the card's heading and explanation.
            el.closest(".stats")
              ? `${textOf(el.querySelector(".stat-label"))} ${textOf(el.querySelector(".stat-value"))}`
              : el.matches(".price")
                ? textOf(el.closest(".card"))
                : textOf(el),
          );
        blocks.push(doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
        for (const block of blocks)
          assert.equal(delayProblems(plain(block), delays), [], `${url}: « ${block.slice(0, 160)} »`);
      }
    },
  );

  figures(
    "delays: the pages built in code state the clearance delay with the withdrawal rule and its link",
    ({ site }) => {
      const clearance = plain(clearanceDelay(site.data.claims.delays));
      for (const url of ["/", "/tarifs"]) {
        const block = [...site.page(url).querySelectorAll("main p:not(.price)")].find((p) =>
          textOf(p).includes(clearance),
        );
        assert.ok(block, `${url}: ${clearance}`);
        const terms = `${site.data.navigation.terms}#${WITHDRAWAL_SECTIONS.fr}`;
        assert.ok(block!.querySelector(`a[href="${terms}"]`), `${url}: link to the withdrawal terms`);
        assert.match(textOf(block), /demande expresse/);
      }
    },
  );

  figures(
    "terms: withdrawal whenever the quote is accepted outside the premises (after a visit, by e-mail, by phone), express request to start earlier",
    ({ site }) => {
      const doc = site.page(site.data.navigation.terms);
      const heading = doc.querySelector(`h2#${WITHDRAWAL_SECTIONS.fr}`);
      assert.ok(heading, "withdrawal section");
      let text = "";
      for (let el = heading!.nextElementSibling; el && el.tagName !== "H2"; el = el.nextElementSibling)
        text += ` ${textOf(el)}`;
      const { delays } = site.data.claims;
      for (const part of [
        "ailleurs que dans nos locaux",
        "visite",
        "par e-mail",
        "par téléphone",
        plain(withdrawalPeriod(delays)),
        plain(clearanceDelay(delays)),
        "expressément",
        "VI.47",
        "VI.67",
      ])
        assert.ok(text.includes(part), `${part} in « ${text.slice(0, 300)} »`);
      assert.not.match(text, /sans rencontre/, "an acceptance by e-mail or phone after a visit is covered too");
    },
  );

  figures("no structured data rates the company: its own reviews cannot give it stars", ({ site }) => {
    for (const url of site.urls) {
      for (const node of jsonLdNodes(site, url)) {
        for (const key of ["aggregateRating", "review", "reviewRating"])
          assert.not.ok(key in node, `${url}: ${key} in ${String(node["@type"])}`);
        assert.not.ok(["AggregateRating", "Review", "Rating"].includes(String(node["@type"])), url);
      }
    }
  });
});
