/**
 * Municipality pages: every fact matches the reference data, links resolve, and no page reads
 * like another with the name swapped.
 */
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { footerZones } from "../content/navigation.ts";
import { REGION_NAMES } from "../content/schema.ts";
import { atPlace, ofPlace } from "../site/lib/place-names.ts";
import { jaccard, shingles } from "./helpers/similarity.ts";
import { projectRoot, testSite, textOf, type TestSite } from "./helpers/site.ts";

interface Reference {
  nisCode: string;
  slug: string;
  name: string;
  province: string;
  region: string;
  postalCode: string;
  postalCodes: string[];
  population: number;
  sections: string[];
  localities: Array<{ name: string; nameFr?: string }>;
}

// The repository's copy of shared/data/belgian-municipalities.json (2025 map, 565 communes).
const referenceFile = path.join(projectRoot, "content", "data", "belgian-municipalities.json");
const reference: Reference[] = JSON.parse(fs.readFileSync(referenceFile, "utf8"));
const sharedFile = path.join(projectRoot, "..", "shared", "data", "belgian-municipalities.json");
const bySlug = new Map(reference.map((m) => [m.slug, m]));
const coordinatesFile = path.join(projectRoot, "content", "data", "belgian-municipalities.coordinates.json");
const points: Record<string, { latitude: number; longitude: number }> = JSON.parse(fs.readFileSync(coordinatesFile, "utf8"));
/** Visible text with ordinary spaces and apostrophes (the build typesets both). */
const plain = (s: string) => s.replace(/[\u00A0\u202F]/g, " ").replace(/’/g, "'");

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

const communes = suite<{ site: TestSite; urls: string[] }>("municipality pages");
communes.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.urls = ctx.site.urls.filter((u) => u.startsWith("/vide-maison-"));
});

communes("the reference copy is the shared 2025 data set", () => {
  assert.is(reference.length, 565);
  if (fs.existsSync(sharedFile)) assert.ok(fs.readFileSync(sharedFile).equals(fs.readFileSync(referenceFile)));
});

communes("about 60 communes, the 17 footer zones among them, every region and Walloon province", ({ urls }) => {
  const slugs = urls.map((u) => u.slice("/vide-maison-".length));
  assert.ok(slugs.length >= 55 && slugs.length <= 70, `${slugs.length} communes`);
  for (const zone of footerZones) assert.ok(slugs.includes(zone), zone);
  const provinces = new Set(slugs.map((s) => bySlug.get(s)!.province));
  for (const p of ["Brabant wallon", "Hainaut", "Liège", "Luxembourg", "Namur", "Bruxelles-Capitale", "Anvers", "Flandre orientale", "Flandre occidentale"]) {
    assert.ok(provinces.has(p), p);
  }
});

communes("facts on every page come from the reference data", ({ site, urls }) => {
  for (const url of urls) {
    const ref = bySlug.get(url.slice("/vide-maison-".length));
    assert.ok(ref, `${url} is a real commune`);
    const doc = site.page(url);
    const main = plain(textOf(doc.querySelector("main")));
    assert.is(plain(textOf(doc.querySelector("h1"))), plain(`Vide-maison ${atPlace({ name: ref!.name })}`));
    assert.ok(main.includes(ref!.province), `${url}: province`);
    assert.ok(main.includes(`(${ref!.postalCode})`), `${url}: postal code`);
    const label = ref!.postalCodes.length > 1 ? "Codes postaux" : "Code postal";
    assert.ok(main.includes(`${label} : ${ref!.postalCodes.join(", ")}`), `${url}: postal codes`);
    assert.ok(main.includes(new Intl.NumberFormat("fr-BE").format(ref!.population).replace(/\u202F/g, " ")), `${url}: population`);
    const areas = [...doc.querySelectorAll('[aria-labelledby="areas-title"] .tag-list li')].map((li) => plain(textOf(li)).replace(/ \(\d{4}\)$/, ""));
    const quarters = site.data.municipalities.find((m) => m.url === url)!.neighbourhoods.map((n) => plain(n.name));
    const known = new Set([...ref!.sections, ...ref!.localities.flatMap((l) => [l.name, l.nameFr ?? l.name])]);
    for (const area of areas) assert.ok(known.has(area) || quarters.includes(area), `${url}: ${area}`);
    if (ref!.sections.length > 1) assert.equal(areas, ref!.sections.filter((s) => s !== ref!.sections[0] && s !== ref!.name), `${url}: sections`);
  }
});

communes("each page: stats in range, process, contact, six reasons, nearby, four FAQ, prefilled form", ({ site, urls }) => {
  for (const url of urls) {
    const doc = site.page(url);
    const stats = [...doc.querySelectorAll(".stats .stat-value")].map((s) => plain(textOf(s)));
    const satisfaction = Number(stats[0]!.replace(" %", ""));
    const recycling = Number(stats[2]!.replace(" %", ""));
    assert.ok(satisfaction >= 96 && satisfaction <= 99, `${url}: satisfaction ${satisfaction}`);
    assert.ok(recycling >= 83 && recycling <= 88, `${url}: recycling ${recycling}`);
    assert.is(stats[1], "24 h");
    assert.is(doc.querySelectorAll('[aria-labelledby="process-title"] .steps li').length, 4);
    assert.is(doc.querySelectorAll('[aria-labelledby="reasons-title"] ~ .check-list li, section[aria-labelledby="reasons-title"] .check-list li').length, 6);
    assert.ok(doc.querySelector('[aria-labelledby="contact-panel-title"] a[href^="tel:"]'));
    const nearby = [...doc.querySelectorAll(".nearby-list li")];
    assert.ok(nearby.length >= 2, `${url}: nearby`);
    for (const li of nearby) {
      const href = li.querySelector("a")!.getAttribute("href")!;
      assert.ok(site.urls.includes(href) && href !== url, `${url} → ${href}`);
      assert.is(textOf(li.querySelector("span")), bySlug.get(href.slice("/vide-maison-".length))!.province);
    }
    assert.is(doc.querySelectorAll(".faq-item").length, 4, `${url}: FAQ`);
    const form = JSON.parse(doc.querySelector('[data-island="QuoteForm"]')!.getAttribute("data-props")!);
    assert.is(form.city, bySlug.get(url.slice("/vide-maison-".length))!.name);
    assert.is((doc.querySelector('[data-island="QuoteForm"] input[name="city"]') as HTMLInputElement).getAttribute("value"), form.city);
    assert.ok(doc.querySelector('link[rel="canonical"]'));
  }
});

communes("every name takes its French preposition: « d’ » before a vowel, « de » before h unless the content elides", ({ site, urls }) => {
  for (const url of urls) {
    const m = site.data.municipalities.find((x) => x.url === url)!;
    const doc = site.page(url);
    // The build typesets apostrophes (Braine-l'Alleud → Braine-l’Alleud).
    const at = atPlace(m).replace(/'/g, "’");
    const of = ofPlace(m).replace(/'/g, "’");
    assert.is(textOf(doc.querySelector("h1")), `Vide-maison ${at}`, url);
    assert.ok(textOf(doc.querySelector("title")).startsWith(`Vide-maison ${at}`), `${url}: title`);
    assert.is(textOf(doc.querySelector("#nearby-title")), `Communes proches ${of}`, url);
    const main = textOf(doc.querySelector("main"));
    const elided = of.startsWith("d’");
    const wrong = `${elided ? "de " : "d’"}${m.name.replace(/'/g, "’")}`;
    assert.not.ok(main.includes(wrong), `${url}: « ${wrong} »`);
  }
});

communes("the place line names the province and the region, each once", ({ site, urls }) => {
  for (const url of urls) {
    const ref = bySlug.get(url.slice("/vide-maison-".length))!;
    const parts = textOf(site.page(url).querySelector(".hero .eyebrow")).split(" · ");
    assert.equal([...new Set(parts)], parts, `${url}: ${parts.join(" · ")}`);
    assert.ok(parts.includes(ref.province) && parts.includes(REGION_NAMES[ref.region as keyof typeof REGION_NAMES]), url);
  }
});

communes("each page names the body that collects and treats its waste, from its content", ({ site, urls }) => {
  for (const url of urls) {
    const m = site.data.municipalities.find((x) => x.url === url)!;
    assert.ok(m.wasteBody.length > 2, url);
    assert.is(textOf(site.page(url).querySelector(".waste-body strong")), m.wasteBody.replace(/[\u00A0\u202F]/g, " "), url);
  }
});

/**
 * The rule of issue 17, computed here from the coordinates file: the nearest municipalities
 * that have a page, at most six, none farther than 30 km unless fewer than two are that close
 * (then the two nearest), nearest first.
 */
communes("nearby municipalities are the nearest pages under the 6 / 30 km / 2 rule", ({ site, urls }) => {
  const slugs = urls.map((u) => u.slice("/vide-maison-".length));
  const km = (a: string, b: string) => {
    const [p, q] = [points[bySlug.get(a)!.nisCode]!, points[bySlug.get(b)!.nisCode]!];
    const rad = Math.PI / 180;
    const h = Math.sin(((q.latitude - p.latitude) * rad) / 2) ** 2 +
      Math.cos(p.latitude * rad) * Math.cos(q.latitude * rad) * Math.sin(((q.longitude - p.longitude) * rad) / 2) ** 2;
    return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
  };
  for (const slug of slugs) {
    const others = slugs.filter((s) => s !== slug).sort((a, b) => km(slug, a) - km(slug, b));
    const within = others.filter((s) => km(slug, s) <= 30).slice(0, 6);
    const expected = within.length >= 2 ? within : others.slice(0, 2);
    const shown = [...site.page(`/vide-maison-${slug}`).querySelectorAll(".nearby-list a")].map((a) => a.getAttribute("href")!.slice("/vide-maison-".length));
    assert.equal(shown, expected, slug);
  }
});

communes(`no two municipality pages are more than ${MAX_SIMILARITY} similar`, ({ site, urls }) => {
  const texts = urls.map((url) => {
    const doc = site.page(url);
    const name = bySlug.get(url.slice("/vide-maison-".length))!.name;
    return { url, set: shingles(textOf(doc.querySelector("main")).split(name).join(" commune ")) };
  });
  let worst = { score: 0, pair: "" };
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const score = jaccard(texts[i]!.set, texts[j]!.set);
      if (score > worst.score) worst = { score, pair: `${texts[i]!.url} ~ ${texts[j]!.url}` };
    }
  }
  console.log(`      most similar pair: ${worst.pair} (${worst.score.toFixed(3)})`);
  assert.ok(worst.score <= MAX_SIMILARITY, `${worst.pair}: ${worst.score.toFixed(3)}`);
});

communes.run();
