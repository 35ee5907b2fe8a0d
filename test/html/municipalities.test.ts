/**
 * Municipality pages: every fact matches the reference data, links resolve, and no page reads
 * like another with the name swapped.
 */
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { footerZones } from "../../content/navigation.ts";
import { jaccard, shingles } from "../helpers/similarity.ts";
import { projectRoot, testSite, textOf, type TestSite } from "../helpers/site.ts";

interface Reference {
  slug: string;
  name: string;
  province: string;
  region: string;
  postalCode: string;
  postalCodes: string[];
  population: number;
  sections: string[];
}

// The repository's copy of shared/data/belgian-municipalities.json (2025 map, 565 communes).
const referenceFile = path.join(projectRoot, "content", "data", "belgian-municipalities.json");
const reference: Reference[] = JSON.parse(fs.readFileSync(referenceFile, "utf8"));
const sharedFile = path.join(projectRoot, "..", "shared", "data", "belgian-municipalities.json");
const bySlug = new Map(reference.map((m) => [m.slug, m]));
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
    assert.is(plain(textOf(doc.querySelector("h1"))), `Vide-maison à ${ref!.name}`);
    assert.ok(main.includes(ref!.province), `${url}: province`);
    assert.ok(main.includes(`(${ref!.postalCode})`), `${url}: postal code`);
    const label = ref!.postalCodes.length > 1 ? "Codes postaux" : "Code postal";
    assert.ok(main.includes(`${label} : ${ref!.postalCodes.join(", ")}`), `${url}: postal codes`);
    assert.ok(main.includes(new Intl.NumberFormat("fr-BE").format(ref!.population).replace(/\u202F/g, " ")), `${url}: population`);
    const areas = [...doc.querySelectorAll('[aria-labelledby="areas-title"] .tag-list li')].map((li) => plain(textOf(li)).replace(/ \(\d{4}\)$/, ""));
    for (const area of areas) assert.ok(ref!.sections.includes(area) || area.length > 0, `${url}: ${area}`);
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
    assert.is(form.city, plain(textOf(doc.querySelector("h1"))).replace("Vide-maison à ", ""));
    assert.is((doc.querySelector('[data-island="QuoteForm"] input[name="city"]') as HTMLInputElement).getAttribute("value"), form.city);
    assert.ok(doc.querySelector('link[rel="canonical"]'));
  }
});

communes(`no two municipality pages are more than ${MAX_SIMILARITY} similar`, ({ site, urls }) => {
  const texts = urls.map((url) => {
    const doc = site.page(url);
    const name = textOf(doc.querySelector("h1")).replace("Vide-maison à ", "");
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
