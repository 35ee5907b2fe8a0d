/**
 * Server-rendered islands hydrate through preact/compat without replacing their markup: the
 * DOM inside each island is not rebuilt, nothing is logged, and the island then responds.
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

hydration("every island keeps its server markup and becomes interactive", async ({ site, browser }) => {
  const article = site.urls.find((u) => u.startsWith("/blog/") && !u.startsWith("/blog/page"))!;
  for (const url of ["/", "/contact", "/tarifs", "/zones-intervention", "/temoignages", article]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") logs.push(m.text());
    });
    page.on("pageerror", (e) => logs.push(e.message));
    // Record, before any script runs, every node added to or removed from an island.
    await page.addInitScript(() => {
      const w = window as unknown as { islandMutations: number; serverHtml: Record<string, string> };
      w.islandMutations = 0;
      w.serverHtml = {};
      document.addEventListener("DOMContentLoaded", () => {
        document.querySelectorAll<HTMLElement>("[data-island]").forEach((el, i) => {
          w.serverHtml[i] = el.innerHTML;
          new MutationObserver((records) => {
            for (const r of records) w.islandMutations += r.addedNodes.length + r.removedNodes.length;
          }).observe(el, { childList: true, subtree: true });
        });
      });
    });
    await page.goto(site.siteUrl + url);
    const count = await page.$$eval("[data-island]", (els) => els.length);
    assert.ok(count > 0, url);
    await page.waitForFunction((n) => document.querySelectorAll("[data-island][data-hydrated]").length === n, count);
    const result = await page.evaluate(() => {
      const w = window as unknown as { islandMutations: number; serverHtml: Record<string, string> };
      const same = [...document.querySelectorAll<HTMLElement>("[data-island]")].every((el, i) => el.innerHTML === w.serverHtml[i]);
      return { mutations: w.islandMutations, same };
    });
    assert.is(result.mutations, 0, `${url}: nodes rebuilt during hydration`);
    assert.ok(result.same, `${url}: markup changed by hydration`);
    assert.equal(logs, [], `${url}: console`);
    await context.close();
  }
});

hydration("hydrated islands respond: the zone filter filters", async ({ site, browser }) => {
  const page = await browser.newPage();
  await page.goto(`${site.siteUrl}/zones-intervention`);
  await page.waitForSelector("[data-island='ZoneFilter'][data-hydrated]");
  const all = await page.$$eval(".town-card", (c) => c.length);
  await page.click("button:has-text('Bruxelles-Capitale')");
  const brussels = await page.$$eval(".town-card", (c) => c.length);
  assert.ok(brussels > 0 && brussels < all);
  await page.close();
});

hydration.run();
