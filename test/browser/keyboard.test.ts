/**
 * A keyboard visit in headless Chromium (issue 38): whatever has focus can be seen (WCAG
 * 2.4.7, 2.4.11), in an order that follows the page (2.4.3), with the cookie banner shown,
 * with the mobile menu open, on the star rating, and the banner reflows on a small screen
 * (1.4.10).
 */
import { suite } from "../helpers/suite.ts";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { CONSENT_KEY } from "../../client/shell/consent.ts";
import { launchBrowser, waitForLayout } from "../helpers/browser.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

type Ctx = { site: TestSite; browser: Browser };
const keyboard = suite<Ctx>("keyboard and focus");
keyboard.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
keyboard.after(async ({ browser }) => browser?.close());

/** Tab stops checked from the top of a page: past the banner, the header and a form. */
const TAB_STOPS = 40;
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

for (const width of [375, 1280]) {
  for (const url of ["/", "/contact"]) {
    keyboard(
      `${url} at ${width} px with the cookie banner shown: none of the first Tab stops is hidden`,
      async (ctx) => {
        const page = await open(ctx, url, { width, height: 800 }, { banner: true });
        assert.equal(await hiddenStops(page, TAB_STOPS), []);
        assert.ok(await page.isVisible(BANNER), "the banner is still there");
        await page.context().close();
      },
    );
  }
}

keyboard("the banner comes early in the tab order, right after the skip link", async (ctx) => {
  const page = await open(ctx, "/", { width: 1280, height: 800 }, { banner: true });
  await page.keyboard.press("Tab");
  assert.ok(await focusedIn(page, ".skip-link"));
  await page.keyboard.press("Tab");
  assert.ok(await focusedIn(page, BANNER), "second stop");
  await page.context().close();
});

keyboard("Escape closes the banner without storing a choice, from inside it or from the page", async (ctx) => {
  const page = await open(ctx, "/faq", { width: 375, height: 800 }, { banner: true });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  assert.ok(await focusedIn(page, BANNER), "focus in the banner");
  await page.keyboard.press("Escape");
  await page.waitForSelector(BANNER, { state: "hidden" });
  assert.is(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY), null, "no choice stored");
  const reserved = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
  assert.is(reserved, "0px", "no room kept once it is closed");
  await page.keyboard.press("Tab");
  assert.ok(await focusedIn(page, "header"), "Tab goes on from where the banner was");

  await page.reload();
  await waitForLayout(page);
  await bannerShown(page);
  await page.focus("main a[href]");
  await page.keyboard.press("Escape");
  await page.waitForSelector(BANNER, { state: "hidden" });
  assert.ok(await focusedIn(page, "main"), "focus stays on the page");

  await page.focus("footer [data-cookie-settings]");
  await page.keyboard.press("Enter");
  await page.waitForSelector(`${BANNER}:not([hidden])`);
  assert.ok(await focusedIn(page, BANNER), "the footer link reopens the banner, focus in it");
  await page.keyboard.press("Escape");
  await page.waitForSelector(BANNER, { state: "hidden" });
  assert.ok(await focusedIn(page, "footer [data-cookie-settings]"), "and gets focus back when it closes");
  await page.context().close();
});

keyboard(
  "at 320 × 640 the banner takes at most half the screen; at 320 × 256 all of it can be reached",
  async (ctx) => {
    const tall = await open(ctx, "/", { width: 320, height: 640 }, { banner: true });
    const box = (await (await tall.$(BANNER))!.boundingBox())!;
    assert.ok(box.height <= 320, `${box.height} px high`);
    assert.ok(box.y >= 0 && box.y + box.height <= 640, "on the screen");
    await tall.context().close();

    const small = await open(ctx, "/", { width: 320, height: 256 }, { banner: true });
    for (const selector of [`${BANNER} h2`, "[data-cookie-close]"]) {
      const inside = await small.$eval(selector, (element) => {
        const r = element.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.top >= 0 && r.bottom <= innerHeight && Boolean(hit && element.contains(hit));
      });
      assert.ok(inside, `${selector} on the screen`);
    }
    const scrolls = await small.$eval(BANNER, (b) => b.scrollHeight > b.clientHeight);
    assert.ok(scrolls, "what does not fit scrolls within the banner");
    // Every control of the banner can be reached and seen: focus scrolls the banner, not the page behind.
    await small.focus("[data-cookie-close]");
    const seen: string[] = [];
    while (await focusedIn(small, BANNER)) {
      seen.push((await small.evaluate(() => document.activeElement!.textContent!.trim())) || "?");
      assert.is(await focusHiddenBy(small), null, seen.at(-1));
      await small.keyboard.press("Tab");
    }
    assert.equal(seen.slice(-2), ["Refuser", "Accepter"], `all the controls: ${seen}`);
    const sideways = await small.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    assert.is(sideways, false, "no sideways scroll");
    await small.context().close();
  },
);

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

keyboard(
  "text fields, selects and the estimator's counters show the 3 px focus ring of every other control",
  async (ctx) => {
    const ring = (page: Page, selector: string) =>
      page.$eval(selector, (element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
    const page = await open(ctx, "/contact", { width: 1280, height: 800 }, { banner: false });
    await page.waitForSelector("[data-island][data-hydrated]");
    await page.keyboard.press("Tab");
    const link = await ring(page, ":focus");
    assert.match(link, /^solid 3px /, "a link focused from the keyboard");
    const fields = await page.$$eval("[data-island] .field :is(input, select, textarea)", (all) =>
      all.map((f) => f.id),
    );
    assert.ok(fields.length >= 5);
    for (const id of fields) {
      await page.focus(`#${id}`);
      assert.is(await ring(page, `#${id}`), link, id);
    }
    await page.goto(ctx.site.siteUrl + "/tarifs");
    await page.waitForSelector("[data-island][data-hydrated]");
    await page.focus(".stepper input");
    assert.is(await ring(page, ".stepper:focus-within"), link, "the counter's ring, around its buttons");
    await page.context().close();
  },
);

keyboard.run();
