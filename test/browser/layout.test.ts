/** The layout widgets in headless Chromium against the preview server. */
import { suite } from "../helpers/suite.ts";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, scrollAndSettle, waitForLayout } from "../helpers/browser.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

const layout = suite<{ site: TestSite; browser: Browser }>("layout widgets");
layout.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
layout.after(async ({ browser }) => browser?.close());

async function open(
  ctx: { site: TestSite; browser: Browser },
  url: string,
  width = 375,
  options: { consentGiven?: boolean } = {},
): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: { width, height: 800 }, locale: "fr-BE" });
  const page = await context.newPage();
  // A stored choice keeps the cookie banner away, for tests of widgets it could cover.
  if (options.consentGiven) await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto(ctx.site.siteUrl + url);
  await waitForLayout(page);
  return page;
}

layout("header gets its shadow only after 10 px of scroll", async (ctx) => {
  const page = await open(ctx, "/services");
  const scrolled = () => page.$eval("[data-header]", (h) => h.classList.contains("is-scrolled"));
  assert.is(await scrolled(), false);
  await scrollAndSettle(page, 8);
  assert.is(await scrolled(), false, "8 px");
  await page.evaluate(() => window.scrollTo(0, 30));
  await page.waitForFunction(() => document.querySelector("[data-header]")!.classList.contains("is-scrolled"));
  const shadow = await page.$eval("[data-header]", (h) => getComputedStyle(h).boxShadow);
  assert.is.not(shadow, "none");
  await page.context().close();
});

layout("mobile menu opens, closes on Escape and on navigation, works from the keyboard", async (ctx) => {
  const page = await open(ctx, "/");
  const isOpen = () => page.$eval("#menu", (m) => m.matches(":popover-open"));
  assert.is(await isOpen(), false);
  assert.is(await page.isVisible("#menu a[href='/tarifs']"), false);
  await page.click(".menu-toggle");
  assert.is(await isOpen(), true);
  assert.is(await page.isVisible("#menu a[href='/tarifs']"), true);
  await page.keyboard.press("Escape");
  assert.is(await isOpen(), false, "Escape closes");
  await page.focus(".menu-toggle");
  await page.keyboard.press("Enter");
  assert.is(await isOpen(), true, "Enter opens");
  const expanded = await page.evaluate(async () => {
    const toggle = document.querySelector(".menu-toggle")!;
    return (toggle as HTMLButtonElement).popoverTargetElement?.id;
  });
  assert.is(expanded, "menu", "toggle is bound to the menu for assistive technology");
  await Promise.all([page.waitForURL(/\/tarifs$/), page.click("#menu a[href='/tarifs']")]);
  assert.is(await isOpen(), false, "closed after navigation");
  await page.context().close();
});

layout("desktop shows the navigation inline without a toggle", async (ctx) => {
  const page = await open(ctx, "/", 1280);
  assert.is(await page.isVisible(".menu-toggle"), false);
  assert.is(await page.isVisible("#menu a[href='/services']"), true);
  assert.is(await page.isVisible(".topbar a[href^='tel:']"), true);
  await page.context().close();
});

layout("cookie banner: 1.5 s delay, Accepter/Refuser store the choice, close stores nothing", async (ctx) => {
  const context = await ctx.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  // Paused fake time: the page's timers advance only by runFor(), whatever the machine's speed.
  const start = new Date("2026-01-05T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`${ctx.site.siteUrl}/faq`);
  await waitForLayout(page);
  const visible = () => page.isVisible("[data-cookie-banner]");
  await page.clock.runFor(1400);
  assert.is(await visible(), false, "hidden before 1.5 s");
  await page.clock.runFor(200);
  assert.is(await visible(), true, "shown after 1.5 s");
  const [refuse, accept] = await Promise.all([
    page.$eval("[data-consent=declined]", (b) => b.getBoundingClientRect().width),
    page.$eval("[data-consent=accepted]", (b) => b.getBoundingClientRect().width),
  ]);
  assert.is(refuse, accept, "refusing is as prominent as accepting");
  await page.click("[data-cookie-close]");
  assert.is(await visible(), false);
  assert.is(await page.evaluate(() => localStorage.getItem("cookie-consent")), null, "close stores nothing");

  await page.reload();
  await waitForLayout(page);
  await page.clock.runFor(1600);
  await page.click("[data-consent=declined]");
  assert.is(await page.evaluate(() => localStorage.getItem("cookie-consent")), "declined");
  await page.reload();
  await waitForLayout(page);
  await page.clock.runFor(3000);
  assert.is(await visible(), false, "no banner once a choice is stored");

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForLayout(page);
  await page.clock.runFor(1600);
  await page.click("[data-consent=accepted]");
  assert.is(await page.evaluate(() => localStorage.getItem("cookie-consent")), "accepted");
  await page.click("footer [data-cookie-settings]");
  assert.is(await visible(), true, "footer link reopens the choice");
  await context.close();
});

layout(
  "on a phone, the cookie banner, shown after load, does not become the page's largest contentful paint",
  async (ctx) => {
    const municipality = ctx.site.urls.find((u) => u.startsWith("/vide-maison-"))!;
    for (const url of ["/", "/contact", "/zones-intervention", municipality, "/plan-du-site"]) {
      const context = await ctx.browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { lcpInBanner: boolean[] };
        w.lcpInBanner = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
            w.lcpInBanner.push(Boolean(entry.element?.closest("[data-cookie-banner]")));
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(ctx.site.siteUrl + url);
      await page.waitForSelector("[data-cookie-banner]:not([hidden])");
      // Two frames after the banner's paint, its LCP entry (if any) has been delivered.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
      );
      const entries = await page.evaluate(() => (window as unknown as { lcpInBanner: boolean[] }).lcpInBanner);
      assert.ok(entries.length > 0, `${url}: an LCP entry`);
      assert.is(entries.at(-1), false, `${url}: the banner is the largest paint`);
      await context.close();
    }
  },
);

layout("scroll-to-top button appears after 300 px and brings the page back up", async (ctx) => {
  const page = await open(ctx, "/blog", 375, { consentGiven: true });
  assert.is(await page.isVisible("[data-scroll-top]"), false);
  await scrollAndSettle(page, 250);
  assert.is(await page.isVisible("[data-scroll-top]"), false, "250 px");
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForSelector("[data-scroll-top]", { state: "visible" });
  await page.click("[data-scroll-top]");
  await page.waitForFunction(() => window.scrollY === 0);
  await page.context().close();
});

const fireInstallPrompt = (page: Page, outcome: "accepted" | "dismissed") =>
  page.evaluate((choice) => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
    (window as unknown as { prompted: number }).prompted = 0;
    event.prompt = () => {
      (window as unknown as { prompted: number }).prompted++;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);

layout("the page links the web app manifest, and Chromium reads it", async (ctx) => {
  const page = await open(ctx, "/services");
  const href = await page.$eval('head link[rel="manifest"]', (link) => (link as HTMLLinkElement).href);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  assert.is(manifest.url, href);
  assert.equal(manifest.errors, []);
  assert.is(JSON.parse(manifest.data!).start_url, "/");
  await page.context().close();
});

layout("install prompt: only on offer, at most 1024 px wide, once per session", async (ctx) => {
  const page = await open(ctx, "/");
  assert.is(await page.isVisible("[data-install]"), false, "hidden until the browser offers installation");
  assert.is(await fireInstallPrompt(page, "accepted"), true, "the mini-infobar is suppressed");
  assert.is(await page.isVisible("[data-install]"), true);
  assert.is(await page.evaluate(() => sessionStorage.getItem("install-prompt-shown")), "1");
  await page.click("[data-install-accept]");
  assert.is(await page.isVisible("[data-install]"), false, "Install hides it");
  assert.is(await page.evaluate(() => (window as unknown as { prompted: number }).prompted), 1, "browser prompt shown");
  await page.goto(`${ctx.site.siteUrl}/faq`);
  await waitForLayout(page);
  await fireInstallPrompt(page, "dismissed");
  assert.is(await page.isVisible("[data-install]"), false, "not twice in one session");
  await page.context().close();

  const second = await open(ctx, "/");
  await fireInstallPrompt(second, "dismissed");
  await second.click("[data-install-dismiss]");
  assert.is(await second.isVisible("[data-install]"), false, "Dismiss hides it");
  await second.context().close();

  const desktop = await open(ctx, "/", 1280);
  assert.is(await fireInstallPrompt(desktop, "accepted"), false);
  assert.is(await desktop.isVisible("[data-install]"), false, "never above 1024 px");
  await desktop.context().close();
});

layout.run();
