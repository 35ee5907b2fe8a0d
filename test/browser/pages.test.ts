/** FAQ answers and the partners video in Chromium. */
import { suite } from "../helpers/suite.ts";
import * as assert from "uvu/assert";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../helpers/browser.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

type Ctx = { site: TestSite; browser: Browser };
const pages = suite<Ctx>("FAQ and video");
pages.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
pages.after(async ({ browser }) => browser?.close());

pages("FAQ answers open and close, and the menu jumps to a category", async ({ site, browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${site.siteUrl}/faq`);
  const [firstCategory, lastCategory] = [site.data.faq.categories[0]!.id, site.data.faq.categories.at(-1)!.id];
  const first = `#${firstCategory} details:first-of-type`;
  assert.is(await page.isVisible(`${first} .faq-answer`), false);
  await page.click(`${first} summary`);
  assert.is(await page.isVisible(`${first} .faq-answer`), true);
  await page.click(`${first} summary`);
  assert.is(await page.isVisible(`${first} .faq-answer`), false);
  await page.click(`.anchor-menu a[href="#${lastCategory}"]`);
  assert.ok(page.url().endsWith(`#${lastCategory}`));
  const top = await page.$eval(`#${lastCategory}`, (s) => s.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `category at ${top}px`);
  await page.close();
});

const videoState = async (browser: Browser, site: TestSite, reducedMotion: "reduce" | "no-preference") => {
  const page = await browser.newPage({ reducedMotion });
  await page.goto(`${site.siteUrl}/partenaires`);
  await page.waitForTimeout(600);
  const state = await page.$eval("video", (v) => ({
    paused: (v as HTMLVideoElement).paused,
    time: (v as HTMLVideoElement).currentTime,
  }));
  const label = await page.textContent("[data-video-toggle]");
  await page.close();
  return { ...state, label };
};

pages("the partners video plays muted in a loop, and stays paused for reduced motion", async ({ site, browser }) => {
  const moving = await videoState(browser, site, "no-preference");
  assert.is(moving.paused, false);
  assert.ok(moving.time > 0);
  assert.is(moving.label, "Mettre la vidéo en pause");
  const still = await videoState(browser, site, "reduce");
  assert.is(still.paused, true);
  assert.is(still.time, 0);
  assert.is(still.label, "Lire la vidéo");
});

pages.run();
