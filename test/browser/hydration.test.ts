/**
 * Server-rendered islands hydrate through Preact, and widgets enhance their markup, without
 * replacing it: the DOM inside each is not rebuilt, nothing is logged, and each then responds.
 */
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";

const hydration = browserSuite("hydration");

const ROOTS = "[data-island], [data-widget]";
const READY = "[data-island][data-hydrated], [data-widget][data-enhanced]";

hydration("every island and widget keeps its server markup and becomes interactive", async ({ site, open }) => {
  const article = site.urls.find((u) => u.startsWith("/blog/") && !u.startsWith("/blog/page"))!;
  for (const url of ["/", "/contact", "/tarifs", "/zones-intervention", "/temoignages", article]) {
    const page = await open(undefined, { viewport: { width: 1280, height: 900 } });
    const logs: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") logs.push(m.text());
    });
    page.on("pageerror", (e) => logs.push(e.message));
    // Record, before any script runs, every node added to or removed from an island or widget.
    // React's server output separates adjacent texts with empty comments, which Preact drops
    // and which nobody sees: comments and empty texts are not markup.
    await page.addInitScript(() => {
      const w = window as unknown as {
        islandMutations: number;
        serverHtml: Record<string, string>;
        markup: (el: Element) => string;
      };
      w.islandMutations = 0;
      w.serverHtml = {};
      w.markup = (el) => el.innerHTML.replace(/<!--.*?-->/g, "");
      document.addEventListener("DOMContentLoaded", () => {
        document.querySelectorAll<HTMLElement>("[data-island], [data-widget]").forEach((el, i) => {
          w.serverHtml[i] = w.markup(el);
          new MutationObserver((records) => {
            for (const r of records)
              w.islandMutations += [...r.addedNodes, ...r.removedNodes].filter(
                (n) => !(n instanceof Comment) && !(n instanceof Text && n.data === ""),
              ).length;
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
      const w = window as unknown as {
        islandMutations: number;
        serverHtml: Record<string, string>;
        markup: (el: Element) => string;
      };
      const same = [...document.querySelectorAll<HTMLElement>("[data-island], [data-widget]")].every(
        (el, i) => w.markup(el) === w.serverHtml[i],
      );
      return { mutations: w.islandMutations, same };
    });
    assert.is(result.mutations, 0, `${url}: nodes rebuilt on load`);
    assert.ok(result.same, `${url}: markup changed on load`);
    assert.equal(logs, [], `${url}: console`);
    await page.context().close();
  }
});

hydration("enhanced widgets respond: the zone filter filters", async ({ open }) => {
  const page = await open("/zones-intervention");
  await page.waitForSelector("[data-widget='zone-filter'][data-enhanced]");
  const visibleCards = () => page.$$eval(".town-card", (cards) => cards.filter((c) => c.checkVisibility()).length);
  const all = await visibleCards();
  await page.click("button:has-text('Bruxelles-Capitale')");
  const brussels = await visibleCards();
  assert.ok(brussels > 0 && brussels < all);
});

hydration("a form filled before its island loads keeps what was typed once hydrated", async ({ site, open }) => {
  for (const url of ["/contact", "/temoignages"]) {
    const page = await open();
    // The island arrives after the first paint; here, only once the visitor has filled the form.
    let release = () => {};
    const filled = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/island-/, async (route) => {
      await filled;
      await route.continue();
    });
    await page.goto(site.siteUrl + url);
    const island = page.locator("[data-island]").first();
    const typed = {
      text: "Marie Dupont",
      email: "marie@example.be",
      tel: "0470 12 34 56",
      textarea: "Une maison à vider",
    };
    const fields = island.locator("input:visible, textarea:visible, select:visible");
    const expected: string[] = [];
    for (const field of await fields.all()) {
      const kind = await field.evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.localName));
      if (kind === "select") {
        const last = await field.locator("option").last().getAttribute("value");
        await field.selectOption(last!);
      } else if (kind === "radio") {
        if (!(await island.locator(`input[type=radio][name="${await field.getAttribute("name")}"]:checked`).count()))
          await field.check();
      } else if (kind in typed) {
        await field.fill(typed[kind as keyof typeof typed]);
      }
      expected.push(
        await field.evaluate((el) => (el as HTMLInputElement).value + String((el as HTMLInputElement).checked)),
      );
    }
    assert.ok(expected.length >= 3, `${url}: fields`);
    release();
    await page.waitForSelector("[data-island][data-hydrated]");
    // A keystroke renders the form again, from its state.
    const first = island.locator("input[type=text]:visible").first();
    await first.press("End");
    await first.press("s");
    await first.press("Backspace");
    const kept = await Promise.all(
      (await fields.all()).map((f) =>
        f.evaluate((el) => (el as HTMLInputElement).value + String((el as HTMLInputElement).checked)),
      ),
    );
    assert.equal(kept, expected, url);
    await page.context().close();
  }
});

hydration.run();
