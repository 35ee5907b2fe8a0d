/** The region filter of /zones-intervention in Chromium. */
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { REGION_NAMES, REGIONS, type Region } from "../../content/vocabulary.ts";
import { EMPTY_REGION_MESSAGE } from "../../site/components/ZoneFilter.tsx";
import { browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";

type Ctx = BrowserSuiteContext;
const zones = browserSuite("zone filter");

async function open(ctx: Ctx, query = "", javaScriptEnabled = true): Promise<Page> {
  const page = await ctx.open(`/zones-intervention${query}`, { javaScriptEnabled });
  if (javaScriptEnabled) await page.waitForSelector("[data-widget='zone-filter'][data-enhanced]");
  return page;
}

/** Provinces of the town cards a visitor sees. */
const provinces = (page: Page) =>
  page.$$eval(".town-card:not([hidden]) .town-province", (els) =>
    els.filter((e) => e.checkVisibility()).map((e) => e.textContent!),
  );

zones("each region button shows only that region's towns and is marked pressed", async (ctx) => {
  const page = await open(ctx);
  const all = (await provinces(page)).length;
  // The provinces of each region, as the content's municipalities (from the reference data) give them.
  const provincesOf = (region: Region) =>
    new Set(ctx.site.data.municipalities.filter((m) => m.region === region).map((m) => m.province));
  let sum = 0;
  for (const region of REGIONS) {
    const label = REGION_NAMES[region];
    const belongs = (province: string) => provincesOf(region).has(province);
    await page.click(`.filter-button:has-text("${label}")`);
    const shown = await provinces(page);
    assert.is(shown.length, ctx.site.data.municipalities.filter((m) => m.region === region).length, label);
    assert.ok(shown.every(belongs), `${label}: ${shown.join(", ")}`);
    assert.is(await page.getAttribute(`.filter-button:has-text("${label}")`, "aria-pressed"), "true");
    sum += shown.length;
  }
  assert.is(sum, all, "the three regions partition the list");
  await page.click('.filter-button:has-text("Toutes les régions")');
  assert.is((await provinces(page)).length, all);
  assert.is(new URL(page.url()).search, "");
});

zones("the chosen region is kept in the URL, survives a reload and can be shared", async (ctx) => {
  const page = await open(ctx);
  await page.click('.filter-button:has-text("Flandre")');
  assert.is(new URL(page.url()).searchParams.get("region"), "flandre");
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('.filter-button[aria-pressed="true"]')?.textContent === "Flandre",
  );
  const shared = await open(ctx, "?region=bruxelles");
  await shared.waitForFunction(
    () => document.querySelector('.filter-button[aria-pressed="true"]')?.textContent === "Bruxelles-Capitale",
  );
  assert.ok((await provinces(shared)).every((p) => p === "Bruxelles-Capitale"));
});

zones("cards show three neighbourhoods and +N for the rest", async (ctx) => {
  const page = await open(ctx);
  const namur = await page.$eval('.town-card:has(a[href="/vide-maison-namur"]) .town-sections', (e) => e.textContent!);
  assert.match(namur, /^[^,]+, [^,]+, [^,+]+\+\d+$/);
});

zones("an empty region says so", async (ctx) => {
  // The real page, its Flemish towns taken out of the HTML before any script runs.
  const page = await ctx.open();
  await page.route(`${ctx.site.siteUrl}/zones-intervention`, async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({
      contentType: "text/html",
      body: html.replace(/<li [^>]*data-region="flandre".*?<\/li>/g, ""),
    });
  });
  await page.goto(`${ctx.site.siteUrl}/zones-intervention`);
  await page.waitForSelector("[data-widget='zone-filter'][data-enhanced]");
  assert.is(await page.isVisible(".filter-empty"), false, "hidden while towns are shown");
  await page.click('.filter-button:has-text("Flandre")');
  assert.is(await page.textContent(".filter-empty"), EMPTY_REGION_MESSAGE);
  assert.is(await page.isVisible(".filter-empty"), true);
  assert.equal(await provinces(page), []);
  assert.is(await page.textContent(".filter-count"), "0 commune affichée");
  await page.click('.filter-button:has-text("Wallonie")');
  assert.is(await page.isVisible(".filter-empty"), false);
});

zones("without JavaScript every town is listed and the buttons, which would do nothing, are hidden", async (ctx) => {
  const page = await open(ctx, "?region=flandre", false);
  const shown = await provinces(page);
  assert.is(shown.length, ctx.site.urls.filter((u) => u.startsWith("/vide-maison-")).length);
  assert.is(await page.isVisible(".filter-buttons"), false);
  assert.is(await page.isVisible(".filter-empty"), false);
});

zones.run();
