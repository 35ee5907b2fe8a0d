/** Article page behaviour in Chromium: table of contents, copy link. */
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";
import type { TestSite } from "../helpers/site.ts";

type Ctx = BrowserSuiteContext;
const article = browserSuite("article page");

/** An article long enough for the scrolling tests (they jump to its fourth section). */
const articleUrl = (site: TestSite) => site.data.articles.find((a) => a.toc.length >= 4)!.url;

async function open(ctx: Ctx, options: { reducedMotion?: "reduce"; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const page = await ctx.open(undefined, { viewport: { width: 1280, height: 800 }, ...options });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: ctx.site.siteUrl });
  await page.goto(ctx.site.siteUrl + articleUrl(ctx.site));
  if (options.javaScriptEnabled !== false) await page.waitForSelector("[data-widget=article-toc][data-enhanced]");
  return page;
}

const active = (page: Page) => page.$eval(".toc a.is-active", (a) => a.getAttribute("href"));

article("the section in view is highlighted while scrolling", async (ctx) => {
  const page = await open(ctx, { reducedMotion: "reduce" });
  const ids = await page.$$eval(".article-body h2", (hs) => hs.map((h) => h.id));
  assert.is(await active(page), `#${ids[0]}`);
  await page.evaluate((id) => {
    const h = document.getElementById(id)!;
    window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 50);
  }, ids[3]!);
  await page.waitForFunction(
    (id) => document.querySelector(".toc a.is-active")?.getAttribute("href") === `#${id}`,
    ids[3],
  );
});

article("clicking an entry scrolls the heading to 100 px below the top and updates the URL", async (ctx) => {
  const page = await open(ctx, { reducedMotion: "reduce" });
  const target = await page.$eval(".toc li:nth-child(4) a", (a) => a.getAttribute("href")!);
  await page.click(".toc li:nth-child(4) a");
  await page.waitForFunction(
    (id) => Math.abs(document.querySelector(id)!.getBoundingClientRect().top - 100) < 2,
    target,
  );
  assert.ok(page.url().endsWith(target));
  assert.is(await active(page), target);
});

article("without reduced motion the scroll to a section is smooth, and ends 100 px below the top", async (ctx) => {
  const page = await open(ctx);
  const target = await page.$eval(".toc li:nth-child(4) a", (a) => a.getAttribute("href")!);
  // A smooth scroll has not moved yet when the click handler returns; an instant one has arrived.
  const right = await page.$eval(".toc li:nth-child(4) a", (a) => {
    const before = window.scrollY;
    (a as HTMLAnchorElement).click();
    return window.scrollY === before;
  });
  assert.ok(right, "the page did not jump");
  await page.waitForFunction(
    (id) => Math.abs(document.querySelector(id)!.getBoundingClientRect().top - 100) < 2,
    target,
  );
});

article("the table of contents collapses and opens again", async (ctx) => {
  const page = await open(ctx);
  assert.is(await page.isVisible(".toc ol"), true, "open by default");
  await page.click(".toc summary");
  assert.is(await page.isVisible(".toc ol"), false);
  await page.click(".toc summary");
  assert.is(await page.isVisible(".toc ol"), true);
});

article("without JavaScript the entries are plain anchor links", async (ctx) => {
  const page = await open(ctx, { javaScriptEnabled: false });
  const target = await page.$eval(".toc li:nth-child(2) a", (a) => a.getAttribute("href")!);
  await page.click(".toc li:nth-child(2) a");
  assert.ok(page.url().endsWith(target));
  assert.is(await page.isVisible("[data-widget=copy-link]"), false, "copy needs JavaScript, hidden without it");
});

article("copy link writes the article URL to the clipboard and says so", async (ctx) => {
  const page = await open(ctx);
  await page.waitForSelector("[data-widget=copy-link][data-enhanced]");
  await page.click("text=Copier le lien");
  await page.waitForSelector("text=Lien copié dans le presse-papiers.");
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), ctx.site.siteUrl + articleUrl(ctx.site));
});

for (const width of [375, 1280]) {
  article(
    `at ${width} px the contents come before the article, to the keyboard as to the eye (issue 38)`,
    async (ctx) => {
      const page = await ctx.open(undefined, { viewport: { width, height: 800 } });
      await page.goto(ctx.site.siteUrl + articleUrl(ctx.site));
      await page.waitForSelector("[data-widget=copy-link][data-enhanced]");
      // From the hero's last control, the next Tab stop is the contents', not a link in the article.
      await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLElement>(".article-hero a[href], .article-hero button")];
        controls
          .filter((c) => c.checkVisibility())
          .at(-1)!
          .focus();
      });
      await page.keyboard.press("Tab");
      assert.ok(await page.evaluate(() => document.activeElement?.closest(".article-toc") !== null), "next stop");
      const [toc, body] = await Promise.all(
        [".article-toc .toc", ".article-body"].map((s) => page.$eval(s, (e) => e.getBoundingClientRect().toJSON())),
      );
      if (width < 1000) assert.ok(toc.bottom <= body.top, "above the article");
      else assert.ok(toc.left >= body.right && Math.abs(toc.top - body.top) < 40, "at the top of the sidebar");
    },
  );
}

article.run();
