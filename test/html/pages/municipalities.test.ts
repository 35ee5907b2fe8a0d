/**
 * Municipality pages: every fact matches the reference data, links resolve, and no page reads
 * like another with the name swapped.
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { parse as parseYaml } from "yaml";
import { footerZones } from "../../../content/navigation.ts";
import { PATHS } from "../../../content/paths.ts";
import { REGION_NAMES } from "../../../content/vocabulary.ts";
import { readReference } from "../../helpers/reference.ts";
import { NEARBY_RULE } from "../../../site/lib/content/nearby.ts";
import { quoteDelay } from "../../../site/lib/content/rules/delays.ts";
import { satisfactionOf } from "../../../site/lib/content/rules/figures.ts";
import { formatNumber, formatPercent } from "../../../site/lib/text/format.ts";
import { atPlace, ofPlace } from "../../../site/lib/text/place-names.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { contentRoot, projectRoot } from "../../helpers/paths.ts";
import { jaccard, shingles } from "../../helpers/similarity.ts";
import { plain, textOf, type BuiltSite } from "../../helpers/site.ts";

/** The quarters a commune's file names (for communes of one section in the reference data). */
function quartersOf(site: BuiltSite, slug: string): string[] {
  const source = fs.readFileSync(path.join(site.contentRoot, "communes", "fr", `${slug}.md`), "utf8");
  return (parseYaml(source.split(/^---$/m)[1]!) as { quarters?: string[] }).quarters ?? [];
}

/**
 * Threshold for the pairwise similarity of two municipality pages: Jaccard index of their
 * word trigrams over the whole main text, each page's own name replaced by one placeholder so
 * a name swap counts as identical. The shared template (process, reasons, headings, labels)
 * is part of every page, so even unrelated local texts share some trigrams; the most similar
 * pair measured 0.175 when this was written (Ans ~ Herstal, two neighbours in the same
 * intercommunale). A page made from another with the names swapped scores close to 1. At
 * 0.25 a pair fails well before its local writing starts repeating itself.
 */
export const MAX_SIMILARITY = 0.25;

/** Spec, "Municipality landing page": a four-step process, six reasons, four FAQ entries. */
const STEPS = 4;
const REASONS = 6;

test("the reference copy is the shared 2025 data set of the 565 Belgian municipalities", () => {
  const referenceFile = path.join(contentRoot, "data", "belgian-municipalities.json");
  assert.is(readReference(contentRoot).length, 565);
  // Where the team's shared data sits next to a checkout or a worktree, when it does.
  for (const up of [[".."], ["..", ".."]]) {
    const sharedFile = path.join(projectRoot, ...up, "shared", "data", "belgian-municipalities.json");
    if (fs.existsSync(sharedFile))
      assert.ok(fs.readFileSync(sharedFile).equals(fs.readFileSync(referenceFile)), sharedFile);
  }
});
test.run();

siteSuites("municipality pages", (communes) => {
  communes("one page per municipality of the content, the 17 footer zones among them", ({ site }) => {
    const pages = site.urls.filter((u) => u.startsWith(PATHS.fr.municipality("")));
    assert.equal(pages.sort(), site.data.municipalities.map((m) => m.url).sort());
    for (const zone of footerZones) assert.ok(pages.includes(PATHS.fr.municipality(zone)), zone);
  });

  communes("facts on every page come from the reference data", ({ site }) => {
    const reference = new Map(readReference(site.contentRoot).map((m) => [m.slug, m]));
    for (const m of site.data.municipalities) {
      const ref = reference.get(m.slug);
      assert.ok(ref, `${m.url} is a real commune`);
      const doc = site.page(m.url);
      const main = plain(textOf(doc.querySelector("main")));
      assert.is(plain(textOf(doc.querySelector("h1"))), plain(`Vide-maison ${atPlace(m)}`));
      assert.ok(main.includes(plain(ref!.province)), `${m.url}: province`);
      assert.ok(main.includes(`(${ref!.postalCode})`), `${m.url}: postal code`);
      const label = ref!.postalCodes.length > 1 ? "Codes postaux" : "Code postal";
      assert.ok(main.includes(`${label} : ${ref!.postalCodes.join(", ")}`), `${m.url}: postal codes`);
      assert.ok(main.includes(plain(formatNumber(ref!.population))), `${m.url}: population`);
      // Sections and localities of the reference data, and the quarters the commune's file names.
      const places = new Set(
        [
          ...ref!.sections,
          ...ref!.localities.flatMap((l) => [l.name, l.nameFr ?? l.name]),
          ...quartersOf(site, m.slug),
        ].map(plain),
      );
      const areas = [...doc.querySelectorAll('[aria-labelledby="areas-title"] .tag-list li')].map((li) =>
        plain(textOf(li)).replace(/ \(\d{4}\)$/, ""),
      );
      assert.equal(
        areas,
        m.neighbourhoods.map((n) => plain(n.name)),
        `${m.url}: neighbourhoods`,
      );
      for (const area of areas)
        assert.ok(places.has(area), `${m.url}: ${area} is a section, locality or quarter of ${ref!.name}`);
      const line = textOf(doc.querySelector(".hero .eyebrow")).split(" · ");
      assert.equal([...new Set(line)], line, `${m.url}: place line ${line.join(" · ")}`);
      assert.ok(
        line.includes(plain(ref!.province)) && line.includes(REGION_NAMES[ref!.region]),
        `${m.url}: province and region`,
      );
    }
  });

  communes(
    "each page: its statistics, process, contact, six reasons, nearby municipalities, its FAQ, prefilled form",
    ({ site }) => {
      const { claims, brand } = site.data;
      const bySlug = new Map(site.data.municipalities.map((m) => [m.slug, m]));
      for (const m of site.data.municipalities) {
        const url = m.url;
        const doc = site.page(url);
        // A satisfaction rate comes first when the page may show one (its base: figures.test.ts).
        const satisfaction = satisfactionOf(m.statistics);
        const stats = [...doc.querySelectorAll(".stats .stat-value")].map((s) => textOf(s));
        assert.equal(
          stats,
          [
            ...(satisfaction ? [formatPercent(satisfaction.percent)] : []),
            quoteDelay(claims.delays),
            `${m.statistics.recyclingRate} %`,
            formatNumber(m.statistics.interventions),
          ].map(plain),
          url,
        );
        assert.is(doc.querySelectorAll('[aria-labelledby="process-title"] .steps li').length, STEPS);
        assert.is(doc.querySelectorAll('section[aria-labelledby="reasons-title"] .check-list li').length, REASONS);
        assert.ok(doc.querySelector(`[aria-labelledby="contact-panel-title"] a[href="tel:${brand.phoneE164}"]`), url);
        const nearby = [...doc.querySelectorAll(".nearby-list li")];
        assert.equal(
          nearby.map((li) => li.querySelector("a")!.getAttribute("href")),
          [...m.nearby, ...m.farther].map((n) => n.url),
          `${url}: nearby`,
        );
        assert.ok(nearby.length >= NEARBY_RULE.atLeast, `${url}: nearby`);
        for (const li of nearby) {
          const href = li.querySelector("a")!.getAttribute("href")!;
          assert.ok(site.urls.includes(href) && href !== url, `${url} → ${href}`);
          assert.is(
            textOf(li.querySelector("span")),
            plain(bySlug.get(href.slice(PATHS.fr.municipality("").length))!.province),
          );
        }
        assert.equal(
          [...doc.querySelectorAll(".faq-item summary")].map((s) => textOf(s)),
          m.faq.map((q) => plain(q.question)),
          `${url}: FAQ`,
        );
        const form = JSON.parse(doc.querySelector('[data-island="QuoteForm"]')!.getAttribute("data-props")!);
        assert.is(form.city, m.name);
        assert.is(doc.querySelector('[data-island="QuoteForm"] input[name="city"]')!.getAttribute("value"), m.name);
      }
    },
  );

  communes(
    "every name takes its French preposition: « d’ » before a vowel, « de » before h unless the content elides",
    ({ site }) => {
      for (const m of site.data.municipalities) {
        const doc = site.page(m.url);
        const [at, of] = [plain(atPlace(m)), plain(ofPlace(m))];
        assert.is(textOf(doc.querySelector("h1")), `Vide-maison ${at}`, m.url);
        assert.ok(textOf(doc.querySelector("title")).startsWith(`Vide-maison ${at}`), `${m.url}: title`);
        const nearbyTitle = doc.querySelector("#nearby-title");
        if (m.nearby.length > 0) assert.is(textOf(nearbyTitle), `Communes proches ${of}`, m.url);
        else assert.not.ok(nearbyTitle, `${m.url}: no « Communes proches » without one`);
        const wrong = `${of.startsWith("d'") ? "de " : "d'"}${plain(m.name)}`;
        assert.not.ok(textOf(doc.querySelector("main")).includes(wrong), `${m.url}: « ${wrong} »`);
      }
    },
  );

  communes("each page names the body that collects and treats its waste, from its content", ({ site }) => {
    for (const m of site.data.municipalities) {
      assert.ok(m.wasteBody.trim().length > 2, m.url);
      assert.is(textOf(site.page(m.url).querySelector(".waste-body strong")), plain(m.wasteBody), m.url);
    }
  });

  /**
   * The rule of issues 17 and 35, computed here from the coordinates file: the nearest
   * municipalities that have a page, at most NEARBY_RULE.max, none farther than its radius
   * unless fewer than NEARBY_RULE.atLeast are that close (then that many nearest), nearest
   * first; those within the radius under « Communes proches de … », the others under
   * « Autres communes desservies ».
   */
  communes(
    "nearby municipalities follow the rule, and those beyond its radius are « Autres communes desservies »",
    ({ site }) => {
      const { max, radiusKm, atLeast } = NEARBY_RULE;
      const reference = new Map(readReference(site.contentRoot).map((m) => [m.slug, m]));
      const points: Record<string, { latitude: number; longitude: number }> = JSON.parse(
        fs.readFileSync(path.join(site.contentRoot, "data", "belgian-municipalities.coordinates.json"), "utf8"),
      );
      const km = (a: string, b: string) => {
        const [p, q] = [points[reference.get(a)!.nisCode]!, points[reference.get(b)!.nisCode]!];
        const rad = Math.PI / 180;
        const h =
          Math.sin(((q.latitude - p.latitude) * rad) / 2) ** 2 +
          Math.cos(p.latitude * rad) *
            Math.cos(q.latitude * rad) *
            Math.sin(((q.longitude - p.longitude) * rad) / 2) ** 2;
        return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
      };
      const slugs = site.data.municipalities.map((m) => m.slug);
      let farther = 0;
      for (const slug of slugs) {
        const others = slugs.filter((s) => s !== slug).sort((a, b) => km(slug, a) - km(slug, b));
        const within = others.filter((s) => km(slug, s) <= radiusKm).slice(0, max);
        const expected = within.length >= atLeast ? within : others.slice(0, atLeast);
        const doc = site.page(PATHS.fr.municipality(slug));
        const listed = (title: string) =>
          [...doc.querySelectorAll(`[aria-labelledby="${title}"] a`)].map((a) => a.getAttribute("href"));
        assert.equal(
          listed("nearby-title"),
          expected.filter((s) => km(slug, s) <= radiusKm).map(PATHS.fr.municipality),
          `${slug}: « Communes proches »`,
        );
        const beyond = expected.filter((s) => km(slug, s) > radiusKm);
        assert.equal(listed("farther-title"), beyond.map(PATHS.fr.municipality), `${slug}: farther`);
        if (beyond.length > 0) assert.is(textOf(doc.querySelector("#farther-title")), "Autres communes desservies");
        farther += beyond.length;
      }
      console.log(`      ${site.label}: ${farther} links beyond ${radiusKm} km`);
    },
  );

  communes(`no two municipality pages are more than ${MAX_SIMILARITY} similar`, ({ site }) => {
    const texts = site.data.municipalities.map((m) => ({
      url: m.url,
      set: shingles(textOf(site.page(m.url).querySelector("main")).split(m.name).join(" commune ")),
    }));
    let worst = { score: 0, pair: "" };
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const score = jaccard(texts[i]!.set, texts[j]!.set);
        if (score > worst.score) worst = { score, pair: `${texts[i]!.url} ~ ${texts[j]!.url}` };
      }
    }
    console.log(`      ${site.label}: most similar pair ${worst.pair} (${worst.score.toFixed(3)})`);
    assert.ok(worst.score <= MAX_SIMILARITY, `${worst.pair}: ${worst.score.toFixed(3)}`);
  });
});
