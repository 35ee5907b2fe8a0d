/**
 * A keyboard visit in headless Chromium (issue 38): whatever has focus can be seen (WCAG
 * 2.4.7, 2.4.11), in an order that follows the page (2.4.3), with the cookie banner shown,
 * with the mobile menu open, on the star rating, and the banner reflows on a small screen
 * (1.4.10).
 */
import { suite } from "../helpers/suite.ts";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { CONSENT_KEY } from "../../client/layout/consent.ts";
import { launchBrowser, waitForLayout } from "../helpers/browser.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

type Ctx = { site: TestSite; browser: Browser };
const keyboard = suite<Ctx>("keyboard and focus");
keyboard.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
keyboard.after(async ({ browser }) => browser?.close());

const BANNER = "[data-cookie-banner]";

async function open(
  ctx: Ctx,
  url: string,
  viewport: { width: number; height: number },
  options: { banner: boolean },
): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport, locale: "fr-BE" });
  const page = await context.newPage();
  if (!options.banner) await page.addInitScript((key) => localStorage.setItem(key, "declined"), CONSENT_KEY);
  await page.goto(ctx.site.siteUrl + url);
  await waitForLayout(page);
  if (options.banner) await bannerShown(page);
  return page;
}

/** Resolves once the banner shows and a frame has been drawn with it (the page may adapt to it before painting). */
async function bannerShown(page: Page): Promise<void> {
  await page.waitForSelector(`${BANNER}:not([hidden])`);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

keyboard("star rating: the focused star shows a ring, the stars run 1 to 5 and ArrowRight raises", async (ctx) => {
  const page = await open(ctx, "/temoignages", { width: 375, height: 800 }, { banner: false });
  await page.waitForSelector("[data-island='ReviewForm'][data-hydrated]");
  const values = await page.$$eval("input[name=rating]", (all) => all.map((i) => (i as HTMLInputElement).value));
  assert.equal(values, ["1", "2", "3", "4", "5"], "in the page from 1 to 5");
  const lefts = await page.$$eval(".rating label", (all) => all.map((l) => l.getBoundingClientRect().left));
  assert.ok(
    lefts.every((x, i) => i === 0 || x > lefts[i - 1]!),
    `drawn from left to right in the same order: ${lefts}`,
  );

  const ring = (n: number) =>
    page.$eval(`input[name=rating][value="${n}"] + label`, (label) => {
      const style = getComputedStyle(label);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    });
  const rating = (await page.$(".rating"))!;
  const unfocused = { style: await ring(1), picture: await rating.screenshot() };
  await page.focus("[data-island='ReviewForm'] input[type=email]");
  await page.keyboard.press("Tab");
  assert.is(await page.evaluate(() => (document.activeElement as HTMLInputElement).value), "1", "Tab reaches star 1");
  const focused = { style: await ring(1), picture: await rating.screenshot() };
  assert.is.not(focused.style, unfocused.style, "the focused star's label has a ring");
  assert.not.ok(focused.picture.equals(unfocused.picture), "the ring can be seen");

  const checked = () => page.$eval("input[name=rating]:checked", (i) => (i as HTMLInputElement).value);
  await page.keyboard.press("ArrowRight");
  assert.is(await checked(), "2", "ArrowRight raises");
  await page.keyboard.press("ArrowRight");
  assert.is(await checked(), "3");
  await page.keyboard.press("ArrowLeft");
  assert.is(await checked(), "2", "ArrowLeft lowers");
  assert.is.not(await ring(2), await ring(3), "the ring follows focus");
  const lit = await page.$$eval(".rating label", (all) =>
    all.map((l) => getComputedStyle(l, "::before").backgroundColor),
  );
  assert.is(new Set(lit.slice(0, 2)).size, 1, "stars 1 and 2 lit alike");
  assert.is.not(lit[1], lit[2], "star 3 not lit");
  await page.context().close();
});

keyboard.run();
