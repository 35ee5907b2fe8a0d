/** FAQ answers and the partners video in Chromium. */
import * as assert from "uvu/assert";
import { waitForLayout } from "../helpers/browser.ts";
import { browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";

const pages = browserSuite("FAQ and video");

pages("FAQ answers open and close, and the menu jumps to a category", async ({ site, open }) => {
  const page = await open("/faq", { viewport: { width: 375, height: 800 } });
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
});

const videoState = async ({ open }: BrowserSuiteContext, reducedMotion: "reduce" | "no-preference") => {
  const page = await open("/partenaires", { reducedMotion });
  // The layout has decided whether the video plays; a playing one has moved once it shows a later frame.
  await waitForLayout(page);
  if (reducedMotion === "no-preference")
    await page.waitForFunction(() => (document.querySelector("video") as HTMLVideoElement).currentTime > 0);
  const state = await page.$eval("video", (v) => ({
    paused: (v as HTMLVideoElement).paused,
    time: (v as HTMLVideoElement).currentTime,
  }));
  const label = await page.textContent("[data-video-toggle]");
  return { ...state, label };
};

pages("the partners video plays muted in a loop, and stays paused for reduced motion", async (ctx) => {
  const moving = await videoState(ctx, "no-preference");
  assert.is(moving.paused, false);
  assert.ok(moving.time > 0);
  assert.is(moving.label, "Mettre la vidéo en pause");
  const still = await videoState(ctx, "reduce");
  assert.is(still.paused, true);
  assert.is(still.time, 0);
  assert.is(still.label, "Lire la vidéo");
});

pages.run();
