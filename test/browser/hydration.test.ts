/**
 * Server-rendered islands hydrate through Preact, and widgets enhance their markup, without
 * replacing it: the DOM inside each is not rebuilt, nothing is logged, and each then responds.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../helpers/browser.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

const hydration = suite<{ site: TestSite; browser: Browser }>("hydration");
hydration.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
hydration.after(async ({ browser }) => browser.close());

const ROOTS = "[data-island], [data-widget]";
const READY = "[data-island][data-hydrated], [data-widget][data-enhanced]";

hydration("every island and widget keeps its server markup and becomes interactive", async ({ site, browser }) => {
  const article = site.urls.find((u) => u.startsWith("/blog/") && !u.startsWith("/blog/page"))!;
  for (const url of ["/", "/contact", "/tarifs", "/zones-intervention", "/temoignages", article]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") logs.push(m.text());
    });
    page.on("pageerror", (e) => logs.push(e.message));
    // Record, before any script runs, every node added to or removed from an island or widget.
    await page.addInitScript(() => {
      const w = window as unknown as { islandMutations: number; serverHtml: Record<string, string> };
      w.islandMutations = 0;
      w.serverHtml = {};
      document.addEventListener("DOMContentLoaded", () => {
        document.querySelectorAll<HTMLElement>("[data-island], [data-widget]").forEach((el, i) => {
          w.serverHtml[i] = el.innerHTML;
          new MutationObserver((records) => {
            for (const r of records) w.islandMutations += r.addedNodes.length + r.removedNodes.length;
          }).observe(el, { childList: true, subtree: true });
        });
      });
    });
    await page.goto(site.siteUrl + url);
    const count = await page.$$eval(ROOTS, (els) => els.length);
    assert.ok(count > 0, url);
    await page.waitForFunction(([selector, n]) => document.querySelectorAll(selector as string).length === n, [
      READY,
      count,
    ] as const);
    const result = await page.evaluate(() => {
      const w = window as unknown as { islandMutations: number; serverHtml: Record<string, string> };
      const same = [...document.querySelectorAll<HTMLElement>("[data-island], [data-widget]")].every(
        (el, i) => el.innerHTML === w.serverHtml[i],
      );
      return { mutations: w.islandMutations, same };
    });
    assert.is(result.mutations, 0, `${url}: nodes rebuilt on load`);
    assert.ok(result.same, `${url}: markup changed on load`);
    assert.equal(logs, [], `${url}: console`);
    await context.close();
  }
});

hydration("enhanced widgets respond: the zone filter filters", async ({ site, browser }) => {
  const page = await browser.newPage();
  await page.goto(`${site.siteUrl}/zones-intervention`);
  await page.waitForSelector("[data-widget='zone-filter'][data-enhanced]");
  const visibleCards = () => page.$$eval(".town-card", (cards) => cards.filter((c) => c.checkVisibility()).length);
  const all = await visibleCards();
  await page.click("button:has-text('Bruxelles-Capitale')");
  const brussels = await visibleCards();
  assert.ok(brussels > 0 && brussels < all);
  await page.close();
});

hydration.run();
