/**
 * The cookie-banner choice does what it says: the offline copy of pages is kept only after
 * « Accepter », and « Refuser » deletes it. The choice lapses after CONSENT_VALIDITY_MONTHS, as
 * the privacy policy says: checked in headless Chromium with a fake clock, so a year passes in
 * a few milliseconds.
 */
import { suite } from "../helpers/suite.ts";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { BANNER_DELAY_MS } from "../../client/shell/cookie-banner.ts";
import { CONSENT_DATE_KEY, CONSENT_KEY, consentExpiry } from "../../client/shell/consent.ts";
import { OFFLINE_COPY_QUERY } from "../../client/lib/offline-copy.ts";
import { launchBrowser, waitForLayout } from "../helpers/browser.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

const consent = suite<{ site: TestSite; browser: Browser }>("cookie consent");
consent.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
consent.after(async ({ browser }) => browser?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const stored = (page: Page) =>
  page.evaluate(([k, d]) => [localStorage.getItem(k!), localStorage.getItem(d!)], [CONSENT_KEY, CONSENT_DATE_KEY]);

/** Reloads at the given moment (paused fake time) and says whether the banner comes back. */
async function bannerShownAt(page: Page, moment: Date): Promise<boolean> {
  await page.clock.pauseAt(moment);
  await page.reload();
  await waitForLayout(page);
  await page.clock.runFor(BANNER_DELAY_MS + 500);
  return page.isVisible("[data-cookie-banner]");
}

consent(
  "a choice is stored with its date and the banner returns once it is older than the validity period",
  async (ctx) => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const given = new Date("2026-03-10T09:30:00Z");
    // Installed an hour early, then paused at `given`: the installed clock runs in real time
    // until paused, and pausing cannot go back (« Cannot fast-forward to the past »), so the
    // margin must exceed whatever a busy machine takes between the two calls.
    await page.clock.install({ time: new Date(given.getTime() - 60 * 60 * 1000) });
    await page.clock.pauseAt(given);
    await page.goto(`${ctx.site.siteUrl}/faq`);
    await waitForLayout(page);
    await page.clock.runFor(BANNER_DELAY_MS + 100);
    await page.click("[data-consent=declined]");
    const [value, date] = await stored(page);
    assert.is(value, "declined", "the spec's value under its key");
    assert.ok(Math.abs(new Date(date!).getTime() - given.getTime()) < 60_000, `dated ${date}`);

    const expiry = consentExpiry(new Date(date!));
    assert.is(await bannerShownAt(page, new Date(given.getTime() + DAY_MS)), false, "the next day");
    assert.is(await bannerShownAt(page, new Date(expiry.getTime() - DAY_MS)), false, "the day before it lapses");
    assert.is(await bannerShownAt(page, new Date(expiry.getTime() + DAY_MS)), true, "after the validity period");
    assert.equal(await stored(page), [null, null], "the lapsed choice is erased");

    await page.click("[data-consent=accepted]");
    assert.is((await stored(page))[0], "accepted", "a new choice starts a new period");
    await context.close();
  },
);

consent("a choice stored without a date (before dates were kept) counts as lapsed", async (ctx) => {
  const context = await ctx.browser.newContext();
  const page = await context.newPage();
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto(`${ctx.site.siteUrl}/faq`);
  await waitForLayout(page);
  await page.evaluate((k) => localStorage.setItem(k, "accepted"), CONSENT_KEY);
  assert.is(await bannerShownAt(page, new Date("2026-06-01T10:05:00Z")), true);
  await context.close();
});

/**
 * What the site's caches hold on this device besides the scripts the pages load on demand
 * (client/sw.ts: kept whatever the choice, so that a form can keep its request offline):
 * pages, stylesheets, fonts.
 */
const copies = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(r.url);
    return urls.filter((url) => !/\/assets\/.+\.js$/.test(new URL(url).pathname));
  });

/**
 * Waits until the page is controlled by the worker that keeps copies, or by the one that does
 * not (`keeps`), once activated: the latter deletes every copy while it activates (a page gets
 * its new controller when activation starts).
 */
async function controlledByWorker(page: Page, keeps: boolean): Promise<void> {
  await page.waitForFunction(
    ([query, keeps]) => {
      const worker = navigator.serviceWorker.controller;
      return worker?.state === "activated" && (new URL(worker.scriptURL).search === query) === keeps;
    },
    [OFFLINE_COPY_QUERY, keeps] as const,
  );
}

/** Reopens the banner from the footer and clicks one of its choices. */
async function choose(page: Page, choice: "accepted" | "declined"): Promise<void> {
  await page.click("footer [data-cookie-settings]");
  await page.click(`[data-consent=${choice}]`);
}

/** Whether `url` can be read with the network cut. */
async function readableOffline(page: Page, url: string): Promise<boolean> {
  await page.context().setOffline(true);
  try {
    await page.goto(url);
    return true;
  } catch {
    return false;
  } finally {
    await page.context().setOffline(false);
  }
}

consent("the offline copy of pages is kept only after « Accepter », and « Refuser » deletes it", async (ctx) => {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const faq = `${ctx.site.siteUrl}/faq`;
  await page.goto(`${ctx.site.siteUrl}/tarifs`);
  await waitForLayout(page);
  await controlledByWorker(page, false);
  await page.goto(faq);
  assert.equal(await copies(page), [], "no copy before a choice");

  await page.waitForSelector("[data-cookie-banner]:not([hidden])");
  await page.click("[data-consent=declined]");
  await page.goto(faq);
  await waitForLayout(page);
  assert.equal(await copies(page), [], "no copy after « Refuser »");
  assert.is(await readableOffline(page, faq), false, "so no page offline");

  await page.goto(faq);
  await waitForLayout(page);
  await choose(page, "accepted");
  await controlledByWorker(page, true);
  await page.goto(faq);
  await waitForLayout(page);
  assert.ok((await copies(page)).includes(faq), "« Accepter »: the page visited since is kept");
  assert.is(await readableOffline(page, faq), true, "and can be read offline");

  await page.goto(faq);
  await waitForLayout(page);
  await choose(page, "declined");
  await controlledByWorker(page, false);
  assert.equal(await copies(page), [], "« Refuser » deletes the copies");
  assert.is(await readableOffline(page, faq), false, "so the page can no longer be read offline");
  await context.close();
});

consent.run();
