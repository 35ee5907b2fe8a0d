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

/**
 * What hides the focused element, or null when it can be seen: the element found at the centre
 * of the visible part of its largest box (a link over two lines has one box per line) must be
 * the focused element or inside it.
 */
async function focusHiddenBy(page: Page): Promise<string | null> {
  const found = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    let best: { x: number; y: number; area: number } | null = null;
    for (const box of focused.getClientRects()) {
      const [left, right] = [Math.max(box.left, 0), Math.min(box.right, innerWidth)];
      const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, innerHeight)];
      const area = Math.max(right - left, 0) * Math.max(bottom - top, 0);
      if (area > (best?.area ?? 0)) best = { x: (left + right) / 2, y: (top + bottom) / 2, area };
    }
    const hit = best && document.elementFromPoint(best.x, best.y);
    // Described here, as elements do not leave the page (no named helper: the test runner's transform would rename it).
    const [what, by] = [focused, hit].map((element) =>
      element
        ? `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} « ${(element.textContent ?? "").trim().slice(0, 40)} »`
        : "",
    );
    return { what, by, seen: Boolean(hit && (hit === focused || focused.contains(hit))), at: best && [best.x, best.y] };
  });
  if (!found) return "nothing has focus";
  if (found.seen) return null;
  return found.at
    ? `${found.what} hidden by ${found.by || "nothing"} at ${found.at.map(Math.round)}`
    : `${found.what}: off screen`;
}

/** Presses Tab `count` times and lists every stop whose focused element could not be seen. */
async function hiddenStops(page: Page, count: number, key = "Tab"): Promise<string[]> {
  const hidden: string[] = [];
  for (let stop = 1; stop <= count; stop++) {
    await page.keyboard.press(key);
    const problem = await focusHiddenBy(page);
    if (problem) hidden.push(`stop ${stop}: ${problem}`);
  }
  return hidden;
}

const focusedIn = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

keyboard(
  "mobile menu: focus moves in, Tab and Shift-Tab stay inside, the page behind is inert, Escape gives focus back",
  async (ctx) => {
    const page = await open(ctx, "/", { width: 375, height: 800 }, { banner: true });
    await page.focus(".menu-toggle");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.closest("#menu") !== null);
    const stops = await page.$$eval(
      "#menu a[href], #menu button",
      (all) => all.filter((e) => e.checkVisibility()).length,
    );
    const walk = await hiddenStops(page, stops * 2 + 1);
    assert.equal(walk, [], "every stop seen");
    assert.ok(await focusedIn(page, "#menu"), "Tab past the last stop comes back to the first");
    assert.equal(await hiddenStops(page, stops * 2 + 1, "Shift+Tab"), [], "every stop seen backwards");
    assert.ok(await focusedIn(page, "#menu"), "Shift-Tab stays inside too");
    const reachable = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary"))
        .filter((e) => !e.closest("#menu") && !e.closest("[inert]") && e.checkVisibility())
        .map((e) => e.outerHTML.slice(0, 80)),
    );
    assert.equal(reachable, [], "nothing outside the menu can take focus");

    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.getElementById("menu")!.matches(":popover-open"));
    await page.waitForFunction(() => document.activeElement?.matches(".menu-toggle"));
    assert.is(await page.$$eval("[inert]", (all) => all.length), 0, "the page is no longer inert");
    assert.ok(await page.isVisible(BANNER), "Escape closed the menu, not the banner as well");
    await page.context().close();
  },
);

keyboard("the menu's close button gives focus back to « Menu »", async (ctx) => {
  const page = await open(ctx, "/services", { width: 375, height: 800 }, { banner: false });
  await page.focus(".menu-toggle");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.matches(".menu-close"));
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.matches(".menu-toggle"));
  assert.is(await page.$$eval("[inert]", (all) => all.length), 0);
  await page.context().close();
});

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
