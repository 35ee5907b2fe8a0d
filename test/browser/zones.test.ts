/** The region filter of /zones-intervention in Chromium. */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { REGION_NAMES, REGIONS, type Region } from "../../content/schema.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

type Ctx = { site: TestSite; browser: Browser };
const zones = suite<Ctx>("zone filter");
zones.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
zones.after(async ({ browser }) => browser.close());

async function open(ctx: Ctx, query = "", javaScriptEnabled = true): Promise<Page> {
  const page = await (await ctx.browser.newContext({ javaScriptEnabled })).newPage();
  await page.goto(`${ctx.site.siteUrl}/zones-intervention${query}`);
  if (javaScriptEnabled) await page.waitForSelector("[data-island='ZoneFilter'][data-hydrated]");
  return page;
}

const provinces = (page: Page) => page.$$eval(".town-card .town-province", (els) => els.map((e) => e.textContent!));

zones("each region button shows only that region's towns and is marked pressed", async (ctx) => {
  const page = await open(ctx);
  const all = (await provinces(page)).length;
  // The provinces of each region, as the content's municipalities (from the reference data) give them.
  const provincesOf = (region: Region) => new Set(ctx.site.data.municipalities.filter((m) => m.region === region).map((m) => m.province));
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
  await page.context().close();
});

zones("the chosen region is kept in the URL, survives a reload and can be shared", async (ctx) => {
  const page = await open(ctx);
  await page.click('.filter-button:has-text("Flandre")');
  assert.is(new URL(page.url()).searchParams.get("region"), "flandre");
  await page.reload();
  await page.waitForFunction(() => document.querySelector('.filter-button[aria-pressed="true"]')?.textContent === "Flandre");
  const shared = await open(ctx, "?region=bruxelles");
  await shared.waitForFunction(() => document.querySelector('.filter-button[aria-pressed="true"]')?.textContent === "Bruxelles-Capitale");
  assert.ok((await provinces(shared)).every((p) => p === "Bruxelles-Capitale"));
  await page.context().close();
  await shared.context().close();
});

zones("cards show three neighbourhoods and +N for the rest", async (ctx) => {
  const page = await open(ctx);
  const namur = await page.$eval('.town-card:has(a[href="/vide-maison-namur"]) .town-sections', (e) => e.textContent!);
  assert.match(namur, /^[^,]+, [^,]+, [^,+]+\+\d+$/);
  await page.context().close();
});

zones("an empty region says so", async (ctx) => {
  const page = await (await ctx.browser.newContext()).newPage();
  const real = await open(ctx);
  const script = await real.$eval("script[src*='island-ZoneFilter']", (s) => s.getAttribute("src")!);
  await real.context().close();
  const towns = [{ name: "Namur", url: "/vide-maison-namur", province: "Namur", region: "wallonie", postalCode: "5000", neighbourhoods: [], more: 0 }];
  await page.route(`${ctx.site.siteUrl}/__empty-region`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="fr-BE"><body><div data-island="ZoneFilter" data-props='${JSON.stringify({ towns })}'></div><script type="module" src="${script}"></script></body></html>`,
    }),
  );
  await page.goto(`${ctx.site.siteUrl}/__empty-region`);
  await page.click('.filter-button:has-text("Flandre")');
  assert.is(await page.textContent(".filter-empty"), "Aucune ville trouvée dans cette région.");
  await page.context().close();
});

zones("without JavaScript every town is listed", async (ctx) => {
  const page = await open(ctx, "?region=flandre", false);
  const shown = await provinces(page);
  assert.is(shown.length, ctx.site.urls.filter((u) => u.startsWith("/vide-maison-")).length);
  await page.context().close();
});

zones.run();
