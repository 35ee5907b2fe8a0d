/**
 * The forms' errors and sending, by keyboard, as a screen reader meets them (issue 38; WCAG
 * 3.3.1, 3.3.3, 2.4.3, 4.1.3): a submit that cannot go flags every field to correct, each
 * described by its own message, and a summary above the form names them, takes focus and is in
 * sight on a phone; its links take focus to each field; while sending, focus stays on the
 * button; a request kept on the device is announced by one message.
 */
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { PENDING_WORDS } from "../../client/messages/pending.ts";
import { QUOTE_FORM_MESSAGES as QUOTE } from "../../client/messages/quote-form.ts";
import { REVIEW_FORM_MESSAGES as REVIEW } from "../../client/messages/review-form.ts";
import { browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";
import { KEPT_NOTICE, countNews, waitForNews } from "../helpers/kept-request.ts";
import { QUICK, STANDALONE, fillStandalone, textIn } from "../helpers/quote-form.ts";

type Ctx = BrowserSuiteContext;
const errors = browserSuite("form errors and sending by keyboard");
errors.before.each(({ site }) => {
  site.api.setMode("ok");
  site.api.requests.length = 0;
});
errors.after.each(({ site }) => site.api.releaseHanging());

/** A phone-sized page at `url` once its form is live; `fetchCalls` counts the requests the page starts. */
async function open(ctx: Ctx, url: string, width = 375): Promise<Page> {
  const page = await ctx.open(undefined, { viewport: { width, height: 800 }, locale: "fr-BE" });
  await page.addInitScript(() => {
    const w = window as unknown as { fetchCalls: number };
    const original = window.fetch;
    w.fetchCalls = 0;
    window.fetch = (...args) => (w.fetchCalls++, original(...args));
  });
  await page.goto(ctx.site.siteUrl + url);
  await page.waitForSelector("[data-island][data-hydrated]");
  return page;
}

const summaryOf = (form: string) => `${form}-errors`;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const fetchCalls = (page: Page) => page.evaluate(() => (window as unknown as { fetchCalls: number }).fetchCalls);

/** Presses Tab from the focused element until `selector` has focus (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  assert.unreachable(`${selector} not reached with Tab`);
}

/** Submits the form `form` from the keyboard: Tab from its first field to its submit button, then Enter. */
async function submitByKeyboard(page: Page, form: string): Promise<void> {
  await page.focus(`${form}-fullName`);
  await tabTo(page, `form:has(${form}-fullName) button[type=submit]`);
  await page.keyboard.press("Enter");
}

/** Every control of the form: its name, aria-invalid, `required`, and the text of what describes it. */
const controls = (page: Page, form: string) =>
  page.$$eval(`form:has(${form}-fullName) :is(input, select, textarea):not([tabindex="-1"])`, (all) =>
    all.map((control) => ({
      name: control.getAttribute("name")!,
      invalid: control.getAttribute("aria-invalid"),
      required: control.hasAttribute("required"),
      description: (control.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    })),
  );

/** Whether the element at `selector` is on the screen, clear of the sticky header: its centre shows it. */
const inSight = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= innerHeight && Boolean(hit && element.contains(hit));
  });

for (const [label, url, form] of [
  ["standalone form", "/contact", STANDALONE],
  ["quick home form", "/", QUICK],
] as const) {
  errors(
    `${label}, empty submit by keyboard at 375 px: every required field flagged with its message, the summary names them and has focus`,
    async (ctx) => {
      const page = await open(ctx, url);
      await submitByKeyboard(page, form);
      await page.waitForFunction((id) => document.activeElement?.id === id, summaryOf(form).slice(1));
      assert.ok(await inSight(page, summaryOf(form)), "the summary is in sight");

      const all = await controls(page, form);
      const required = all.filter((c) => c.required);
      assert.ok(required.length >= 4, "the spec's required fields");
      for (const c of required) {
        assert.is(c.invalid, "true", c.name);
        assert.is(c.description, QUOTE.missing, `${c.name} described by its own message`);
      }
      for (const c of all.filter((c) => !c.required)) assert.is(c.invalid, "false", c.name);

      const summary = await textIn(page, `${summaryOf(form)} p`);
      assert.is(summary, QUOTE.problems.required, "the spec's message, first");
      const links = await page.$$eval(`${summaryOf(form)} a`, (as) =>
        as.map((a) => ({ text: a.textContent, target: a.getAttribute("href") })),
      );
      assert.equal(
        links.map((l) => l.text),
        required.map((c) => QUOTE.labels[c.name as keyof typeof QUOTE.labels]),
        "each field by its label, in the form's order",
      );

      // Each link takes focus to its field, with the field's label in sight.
      for (const [i, c] of required.entries()) {
        await page.focus(`${summaryOf(form)} li:nth-child(${i + 1}) a`);
        await page.keyboard.press("Enter");
        await page.waitForFunction((name) => document.activeElement?.getAttribute("name") === name, c.name);
        assert.is(`#${await focusedId(page)}`, links[i]!.target);
        assert.ok(await inSight(page, `label[for="${links[i]!.target!.slice(1)}"]`), `${c.name}: label in sight`);
      }
      assert.is(ctx.site.api.requests.length, 0, "nothing sent");
    },
  );
}

errors(
  "wrong values: the summary gives each kind's message, each field its own; once corrected, all is cleared",
  async (ctx) => {
    const page = await open(ctx, "/contact", 1280);
    await fillStandalone(page, { phone: "+33 6 12 34 56 78", city: "" });
    await submitByKeyboard(page, STANDALONE);
    await page.waitForSelector(summaryOf(STANDALONE));
    assert.is(await textIn(page, `${summaryOf(STANDALONE)} p`), `${QUOTE.problems.phone} ${QUOTE.problems.required}`);
    const flagged = (await controls(page, STANDALONE)).filter((c) => c.invalid === "true");
    assert.equal(
      flagged.map((c) => [c.name, c.description]),
      [
        ["phone", QUOTE.problems.phone],
        ["city", QUOTE.missing],
      ],
    );
    await page.fill(`${STANDALONE}-phone`, "0470 12 34 56");
    await page.fill(`${STANDALONE}-city`, "Namur");
    await submitByKeyboard(page, STANDALONE);
    await page.waitForFunction(
      ([sel, sent]) => document.querySelector(sel!)?.textContent === sent,
      [`${STANDALONE}-message-box`, QUOTE.sent],
    );
    assert.is(await page.$(summaryOf(STANDALONE)), null, "no summary");
    assert.equal(
      (await controls(page, STANDALONE)).filter((c) => c.invalid !== "false"),
      [],
      "no field flagged",
    );
  },
);

errors("while sending, focus stays on the button, which cannot send twice; the reset button waits too", async (ctx) => {
  ctx.site.api.setMode("hang");
  const page = await open(ctx, "/contact");
  const typed = await fillStandalone(page);
  await submitByKeyboard(page, STANDALONE);
  await page.waitForSelector(`text=${QUOTE.sending}`);
  const button = await page.evaluate(() => ({
    focused: document.activeElement?.getAttribute("type"),
    disabled: document.activeElement?.getAttribute("aria-disabled"),
  }));
  assert.equal(button, { focused: "submit", disabled: "true" }, "focus on the sending button, aria-disabled");
  await page.keyboard.press("Enter");
  assert.is(await fetchCalls(page), 1, "one request");
  await page.keyboard.press("Tab");
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("aria-disabled")), "true", "reset waits");
  await page.keyboard.press("Enter");
  assert.is(await page.inputValue(`${STANDALONE}-message`), typed.message, "nothing reset while sending");
});

errors("quick form: the success view takes focus, « Nouvelle demande » gives it to the first field", async (ctx) => {
  const page = await open(ctx, "/");
  for (const [name, value] of [
    ["fullName", "Marc Peeters"],
    ["email", "marc@exemple.be"],
    ["phone", "0470 12 34 56"],
    ["city", "Ixelles"],
  ])
    await page.fill(`${QUICK}-${name}`, value!);
  await submitByKeyboard(page, QUICK);
  await page.waitForFunction(() => document.activeElement?.matches(".form-success"));
  await tabTo(page, `.form-success button`);
  await page.keyboard.press("Enter");
  await page.waitForFunction((id) => document.activeElement?.id === id, `${QUICK}-fullName`.slice(1));
});

errors("a request kept on the device: one message says so, no error beside it", async (ctx) => {
  const page = await open(ctx, "/contact");
  // Offline, the code that keeps a request loads from the service worker's cache: once it is in control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
  await page.context().setOffline(true);
  await fillStandalone(page);
  await countNews(page);
  await submitByKeyboard(page, STANDALONE);
  await page.waitForSelector(KEPT_NOTICE);
  await waitForNews(page, 1);
  const said = await page.$$eval(
    `form:has(${STANDALONE}-fullName) :is([role=status], [role=alert], [aria-live])`,
    (regions) => regions.map((r) => (r.textContent ?? "").trim()).filter(Boolean),
  );
  assert.is(said.length, 1, `one message: ${said.join(" | ")}`);
  assert.ok(said[0]!.startsWith(PENDING_WORDS.quote.kept), said[0]);
  assert.not.ok(said[0]!.includes("❌"));
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("type")), "submit", "focus kept");
});

errors(
  "review form: every field flagged, the rating's message on its radio buttons, its link to the first",
  async (ctx) => {
    const page = await open(ctx, "/temoignages");
    await page.focus("#avis-name");
    await tabTo(page, "form:has(#avis-name) button[type=submit]");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "avis-errors");
    assert.is(await textIn(page, "#avis-errors p"), REVIEW.summary.replace(/\u00A0/g, " "));
    const radios = await page.$$eval("input[name=rating]", (all) =>
      all.map(
        (r) =>
          `${r.getAttribute("aria-invalid")} ${document.getElementById(r.getAttribute("aria-describedby")!)?.textContent}`,
      ),
    );
    assert.equal(radios, Array(5).fill(`true ${REVIEW.problems.rating}`), "each radio button");
    assert.is(await page.getAttribute(".rating-field", "aria-invalid"), null, "not the group");
    for (const name of ["name", "email", "review"] as const) {
      assert.is(await page.getAttribute(`#avis-${name}`, "aria-invalid"), "true", name);
    }
    await page.focus(`#avis-errors a:text("${REVIEW.labels.rating}")`);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "avis-rating-1");
    assert.ok(await inSight(page, ".rating-field legend"), "the legend in sight");
  },
);

errors("no control is reported invalid before the visitor has submitted (accessibility tree)", async (ctx) => {
  for (const url of ["/contact", "/", "/temoignages"]) {
    const page = await open(ctx, url);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const invalid = nodes
      .filter((n) => n.properties?.some((p) => p.name === "invalid" && p.value.value !== "false"))
      .map((n) => `${n.role?.value} « ${n.name?.value} »`);
    assert.equal(invalid, [], url);
  }
});

errors.run();
