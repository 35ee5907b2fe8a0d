/**
 * FAQ answers, the partners video, what a screen reader reads of the FAQ and the breadcrumb, and
 * every page at 320 px (issue 38), in Chromium.
 */
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
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

/** Chromium's accessibility tree of `page`: each node's role, name and children. */
async function accessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes;
}

pages("FAQ questions are named by their words alone, and no breadcrumb separator is read", async ({ site, open }) => {
  const article = site.data.articles[0]!.url;
  for (const url of ["/faq", article]) {
    const page = await open(url);
    const nodes = await accessibilityTree(page);
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    // The words read inside a node, from its tree: each text once, as the reader meets them.
    const read = (id: string): string[] => {
      const node = byId.get(id)!;
      if (node.role?.value === "StaticText") return [String(node.name?.value ?? "")];
      return (node.childIds ?? []).flatMap(read);
    };
    const label = await page.getAttribute(".breadcrumbs", "aria-label");
    const trail = nodes.find((n) => n.role?.value === "navigation" && n.name?.value === label)!;
    const seen = await page.$$eval(".breadcrumbs li", (items) => items.map((li) => li.textContent!.trim()));
    assert.equal(read(trail.nodeId), seen, `${url}: the breadcrumb reads as it is written`);
    if (url !== "/faq") continue;
    const questions = await page.$$eval(".faq-item summary", (all) => all.map((s) => s.textContent!.trim()));
    assert.is(questions.length, site.data.faq.categories.flatMap((c) => c.questions).length);
    const names = nodes.filter((n) => n.role?.value === "DisclosureTriangle").map((n) => n.name?.value);
    assert.equal(names, questions, "each question's name is its text");
  }
});

pages("no page scrolls sideways on a 320 px screen (400 % zoom of 1280 px, WCAG 1.4.10)", async ({ site, open }) => {
  const page = await open(undefined, { viewport: { width: 320, height: 640 } });
  const wide: string[] = [];
  for (const url of [...site.urls, "/page-inexistante"]) {
    await page.goto(site.siteUrl + url);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wide.push(`${url}: ${width} px`);
  }
  assert.equal(wide, []);
});

pages.run();
