/**
 * The price estimator in Chromium: driven by the keyboard alone at 375 px, the known volume
 * of each price example, the visit-only volume, and the trip to the quote form: the summary
 * prefilled in the message, editable, sent to the stand-in API inside the description.
 */
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { ESTIMATOR_WORDS_NL } from "../../client/messages/estimator-nl.ts";
import { estimatorLink } from "../../content/navigation.ts";
import { PATHS } from "../../content/paths.ts";
import { browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";
import { plain } from "../helpers/site.ts";

type Ctx = BrowserSuiteContext;
const estimator = browserSuite("price estimator in the browser");
estimator.before.each(({ site }) => {
  site.api.setMode("ok");
  site.api.requests.length = 0;
});

const ID = "#estimateur";
const RANGE = /^(\d[\d ]*) € – (\d[\d ]*) € TVAC$/;

async function open(ctx: Ctx, url = "/tarifs", width = 375): Promise<Page> {
  const page = await ctx.open(undefined, { viewport: { width, height: 800 }, locale: "fr-BE" });
  page.on("pageerror", (error) => {
    throw error;
  });
  await page.goto(ctx.site.siteUrl + url);
  await page.waitForSelector("[data-island='PriceEstimator'][data-hydrated]");
  return page;
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.textContent ?? "").then((t) => plain(t).replace(/\s+/g, " ").trim());

/** The range shown, as numbers. */
async function shownRange(page: Page): Promise<[number, number]> {
  const match = (await text(page, `${ID}-result .estimator-range`)).match(RANGE);
  assert.ok(match, "range « 850 € – 1 050 € TVAC »");
  return [Number(match![1]!.replace(/ /g, "")), Number(match![2]!.replace(/ /g, ""))];
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

async function tabTo(page: Page, id: string, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if ((await focusedId(page)) === id) return;
    await page.keyboard.press("Tab");
  }
  assert.unreachable(`#${id} not reached with Tab`);
}

estimator(
  "keyboard alone at 375 px: rooms, fullness and access update the live range; no sideways scrolling",
  async (ctx) => {
    const page = await open(ctx);
    const { rooms } = ctx.site.data.estimator;
    assert.ok(rooms.length >= 2);
    // From the hero's « Estimer mon prix » into the estimator, then only Tab, typing and arrows.
    await page.focus(`main a[href="#${estimatorLink.url.split("#")[1]}"]`);
    await page.keyboard.press("Enter");
    await tabTo(page, "estimateur-method-rooms");
    assert.match(await text(page, `${ID}-result`), "pièce");
    await tabTo(page, "estimateur-room-1");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    assert.is(await page.inputValue(`${ID}-room-1`), "2");
    const [low, high] = await shownRange(page);
    assert.ok(low > 0 && high > low);
    await page.keyboard.press("Tab");
    assert.is(await focusedId(page), "estimateur-fullness-1", "the fullness of a counted room comes next");
    await page.keyboard.press("ArrowDown");
    assert.is(await page.inputValue(`${ID}-fullness-1`), "packed");
    const [fullerLow, fullerHigh] = await shownRange(page);
    assert.ok(fullerLow >= low && fullerHigh > high, "a fuller room costs more");
    await tabTo(page, "estimateur-floor");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const [, stairsHigh] = await shownRange(page);
    assert.ok(stairsHigh > fullerHigh, "stairs cost more");
    await tabTo(page, "estimateur-lift");
    await page.keyboard.press("Space");
    assert.ok(await page.isChecked(`${ID}-lift`));
    const [, liftHigh] = await shownRange(page);
    assert.ok(liftHigh <= stairsHigh, "a lift never costs more");
    await tabTo(page, "estimateur-situation-ordinary");
    await page.keyboard.press("ArrowDown");
    assert.ok(await page.isChecked(`${ID}-situation-hoarding`));
    // Hoarding costs more, or passes the top price (« sur devis »); its cleaning is never included.
    if (await page.$(`${ID}-result .estimator-range`))
      assert.ok((await shownRange(page))[1] > liftHigh, "hoarding costs more");
    assert.match(await text(page, ".estimator-assumptions"), "nettoyage et la désinfection se chiffrent à part");
    assert.ok(await page.$(`[data-island='PriceEstimator'] [role=status]`), "a live region says the result");
    assert.match(await text(page, `${ID}-result`), /Volume estimé : \d+ m³/);
    assert.ok((await page.$$(".estimator-assumptions li")).length >= 3, "assumptions shown");
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      "no horizontal scroll at 375 px",
    );
  },
);

estimator("a known volume: the field's label says m³; each price example falls inside the range shown", async (ctx) => {
  const page = await open(ctx);
  // A live calculator: fieldsets, no <form>, and Enter in a field leaves the page where it is.
  assert.is(await page.$("[data-island='PriceEstimator'] form"), null);
  await page.check(`${ID}-method-volume`);
  const field = page.getByLabel(/m³/);
  assert.is(await field.getAttribute("type"), "number");
  for (const example of ctx.site.data.claims.prices.examples) {
    await field.fill(String(example.volume));
    const [low, high] = await shownRange(page);
    assert.ok(
      low <= example.price && example.price <= high,
      `${example.title}: ${example.price} € in ${low}–${high} €`,
    );
  }
  await field.press("Enter");
  assert.ok(page.url().endsWith("/tarifs"), page.url());
  await field.fill(String(Math.floor(ctx.site.data.estimator.visitOnlyAbove) + 1));
  assert.is(await page.$(`${ID}-result .estimator-range`), null, "no range beyond the visit-only volume");
  assert.match(await text(page, `${ID}-result`), "visite");
});

estimator(
  "« Recevoir un devis précis » opens the quote form with the summary, which is edited and sent in the description",
  async (ctx) => {
    const page = await open(ctx, "/tarifs", 1280);
    const { rooms } = ctx.site.data.estimator;
    await page.fill(`${ID}-room-0`, "1");
    await page.fill(`${ID}-room-1`, "3");
    await page.selectOption(`${ID}-fullness-1`, "light");
    await page.selectOption(`${ID}-floor`, "2");
    const range = await text(page, `${ID}-result .estimator-range`);
    const volume = (await text(page, `${ID}-result`)).match(/(\d+) m³/)![1]!;
    await Promise.all([page.waitForURL(/\/contact\?/), page.click("text=Recevoir un devis précis")]);
    await page.waitForSelector("[data-island='QuoteForm'][data-hydrated]");
    const message = "#devis-contact-message";
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLTextAreaElement).value !== "", message);
    const summary = plain(await page.inputValue(message));
    for (const part of [rooms[0]!.name, rooms[1]!.name, `${volume} m³`, range, "2e étage sans ascenseur"]) {
      assert.ok(summary.includes(plain(part)), `summary names « ${part} »:\n${summary}`);
    }
    // The visitor adds a line of their own before sending.
    await page.focus(message);
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nClés chez le notaire.");
    await page.fill("#devis-contact-fullName", "Claire Lambert");
    await page.fill("#devis-contact-email", "claire.lambert@exemple.be");
    await page.fill("#devis-contact-phone", "0478 55 66 77");
    await page.fill("#devis-contact-city", "Liège");
    await page.selectOption("#devis-contact-serviceType", "vide-maison");
    await page.click("text=Envoyer ma demande");
    await page.waitForFunction(() =>
      document.querySelector("#devis-contact-message-box")?.textContent?.includes("succès"),
    );
    const posts = ctx.site.api.requests.filter((r) => r.method === "POST");
    assert.is(posts.length, 1);
    const sent = JSON.parse(posts[0]!.body) as Record<string, string>;
    assert.equal(Object.keys(sent).sort(), ["address", "description", "email", "name", "phonenumber"]);
    assert.ok(sent.description!.startsWith("Vide-maison - "), sent.description);
    assert.ok(plain(sent.description!).includes(summary.trim()), "the summary travels in the description");
    assert.ok(sent.description!.endsWith("Clés chez le notaire."));
  },
);

estimator(
  "the Dutch estimator speaks Dutch, names the Dutch rooms and takes its summary to the Dutch quote form",
  async (ctx) => {
    const page = await open(ctx, PATHS.nl.pricing, 1280);
    const dutch = ctx.site.editions.find((e) => e.locale === "nl")!;
    const words = ESTIMATOR_WORDS_NL;
    assert.is(await text(page, `${ID}-result-title`), words.result);
    assert.is(await text(page, `label[for="estimateur-room-0"]`), dutch.estimator.rooms[0]!.name);
    await page.fill(`${ID}-room-0`, "1");
    await page.selectOption(`${ID}-floor`, "2");
    assert.match(await text(page, `${ID}-result`), plain(words.volumeFigure).trim());
    assert.match(await text(page, `${ID}-result .estimator-range`), "incl. btw");
    await Promise.all([page.waitForURL(new RegExp(`${PATHS.nl.contact}\\?`)), page.click(`text=${words.quote}`)]);
    await page.waitForSelector("[data-island='QuoteForm'][data-hydrated]");
    const message = "#devis-contact-message";
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLTextAreaElement).value !== "", message);
    const summary = plain(await page.inputValue(message));
    assert.ok(summary.startsWith(plain(words.summary.title)), summary);
    assert.ok(summary.includes(dutch.estimator.rooms[0]!.name), summary);
  },
);

/** The figures of a sentence: « Volume estimé : 1 200 m³ … » gives [1200, …]. */
const numbersIn = (text: string) =>
  [...plain(text).matchAll(/\d+(?:[ \u202F\u00A0]\d{3})*/g)].map((m) => Number(m[0].replace(/\D/g, "")));

estimator(
  "what is typed is said once the visitor pauses, not at each key, and taken as typed, with no maximum applied",
  async (ctx) => {
    const page = await ctx.open(undefined, { viewport: { width: 375, height: 800 }, locale: "fr-BE" });
    await page.clock.install();
    await page.goto(ctx.site.siteUrl + "/tarifs");
    await page.waitForSelector("[data-island='PriceEstimator'][data-hydrated]");
    const spoken = "[data-island='PriceEstimator'] [role=status]";
    await page.check(`${ID}-method-volume`);
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.$eval(spoken, (region) => {
      const w = window as unknown as { said: string[] };
      w.said = [];
      new MutationObserver(() => w.said.push(region.textContent ?? "")).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const typed = 1200;
    await page.focus(`${ID}-volume`);
    await page.keyboard.type(String(typed));
    await page.clock.runFor(5000);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    assert.is(said.length, 1, `said once: ${said.join(" | ")}`);
    assert.is(numbersIn(said[0]!)[0], typed, said[0]);
    assert.is(await page.inputValue(`${ID}-volume`), String(typed), "the field keeps what was typed");
    assert.is(numbersIn(await text(page, `${ID}-result`))[0], typed, "the result shows it");

    await page.check(`${ID}-method-rooms`);
    await page.fill(`${ID}-room-0`, "25");
    await page.clock.runFor(5000);
    assert.is(await page.inputValue(`${ID}-room-0`), "25", "a count is not cut either");
  },
);

estimator.run();
