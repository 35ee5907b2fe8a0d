/**
 * Lead capture in Chromium against the built pages and the stand-in API: payload and headers,
 * every state and message, every failure kind, no lost input, no double send.
 */
import fs from "node:fs";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { QUOTE_FORM_MESSAGES } from "../../client/messages/quote-form.ts";
import { QUOTE_FORM_MESSAGES_NL } from "../../client/messages/quote-form-nl.ts";
import { PATHS } from "../../content/paths.ts";
import { REVIEW_FORM_MESSAGES } from "../../client/messages/review-form.ts";
import { browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";
import { KEPT_NOTICE, submitUntilKept, untilNothingPending } from "../helpers/kept-request.ts";
import { PENDING_WORDS } from "../../client/messages/pending.ts";
import { STANDALONE, TYPED, fillStandalone, textIn } from "../helpers/quote-form.ts";
import { TEST_API_KEY, testSite, type TestSite } from "../helpers/site.ts";

type Ctx = BrowserSuiteContext;
const forms = browserSuite("quote forms");
forms.before.each(({ site }) => {
  site.api.setMode("ok");
  site.api.requests.length = 0;
});

const MESSAGE = `${STANDALONE}-message-box`;
/** The first sentence of the error summary above the form. */
const SUMMARY_LEAD = `${STANDALONE}-errors p`;

/**
 * A page at `url` once its form is live. `keeping: false` takes IndexedDB away, as in a browser
 * that cannot keep a request (client/lib/pending-store.ts, canKeep): a request that cannot get
 * through then ends with the spec's generic error (kept, the notice under the form says so:
 * pending-requests.test.ts).
 */
async function open(
  ctx: Ctx,
  url: string,
  { keeping = true, ...options }: { javaScriptEnabled?: boolean; keeping?: boolean } = {},
): Promise<Page> {
  const page = await ctx.open(undefined, { viewport: { width: 390, height: 900 }, locale: "fr-BE", ...options });
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  if (!keeping) await page.addInitScript(() => Object.defineProperty(window, "indexedDB", { value: undefined }));
  await page.goto(ctx.site.siteUrl + url);
  if (options.javaScriptEnabled !== false) await page.waitForSelector("[data-island='QuoteForm'][data-hydrated]");
  return page;
}

const message = (page: Page, selector = MESSAGE) => textIn(page, selector);
/** The text of what describes the control at `selector` (aria-describedby): the reason to correct it. */
const description = (page: Page, selector: string) =>
  page.$eval(selector, (control) =>
    (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
const value = (page: Page, id: string) => page.inputValue(`${STANDALONE}-${id}`);

forms("missing required fields and a foreign phone number: the spec's messages, nothing sent", async (ctx) => {
  const page = await open(ctx, "/contact");
  await page.fill(`${STANDALONE}-fullName`, "Anne Dubois");
  await page.click(`${STANDALONE}-fullName >> xpath=ancestor::form//button[@type='submit']`);
  assert.is(await message(page, SUMMARY_LEAD), "Tous les champs obligatoires doivent être remplis.");
  assert.is(await page.getAttribute(`${STANDALONE}-email`, "aria-invalid"), "true");
  assert.is(await description(page, `${STANDALONE}-email`), QUOTE_FORM_MESSAGES.missing);
  await fillStandalone(page, { phone: "+33 6 12 34 56 78" });
  await page.click("text=Envoyer ma demande");
  assert.is(await message(page, SUMMARY_LEAD), "Veuillez entrer un numéro de téléphone belge valide.");
  assert.is(await description(page, `${STANDALONE}-phone`), "Veuillez entrer un numéro de téléphone belge valide.");
  assert.is(await page.getAttribute(MESSAGE, "aria-live"), "polite");
  assert.is(ctx.site.api.requests.length, 0);
});

forms("success: exact payload and headers, fields cleared, success message, lead stored", async (ctx) => {
  const page = await open(ctx, "/contact");
  const before = fs.existsSync(ctx.site.prospectsFile)
    ? fs.readFileSync(ctx.site.prospectsFile, "utf8").split("\n").length
    : 1;
  await fillStandalone(page, { phone: "0470/12.34.56" });
  await page.click("text=Envoyer ma demande");
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes("succès"), MESSAGE);
  assert.is(await message(page), "Votre demande a été envoyée avec succès.");
  const posts = ctx.site.api.requests.filter((r) => r.method === "POST");
  assert.is(posts.length, 1);
  const request = posts[0]!;
  assert.is(request.headers["content-type"], "application/json");
  assert.is(request.headers["x-api-key"], TEST_API_KEY);
  assert.equal(JSON.parse(request.body), {
    name: "Anne Dubois",
    email: "anne.dubois@exemple.be",
    phonenumber: "+32470123456",
    address: "Namur",
    description: "Débarras succession - Maison trois façades, 40 m³ environ.",
  });
  for (const field of ["fullName", "email", "phone", "city", "message"]) assert.is(await value(page, field), "", field);
  const lines = fs.readFileSync(ctx.site.prospectsFile, "utf8").trim().split("\n");
  assert.is(lines.length, before);
  assert.is(JSON.parse(lines.at(-1)!).phonenumber, "+32470123456");
});

forms(
  "a request from the Dutch contact page: Dutch messages, « [NL] » before its description, the same keys",
  async (ctx) => {
    const nl = QUOTE_FORM_MESSAGES_NL;
    const page = await open(ctx, PATHS.nl.contact);
    await page.click(`${STANDALONE}-fullName >> xpath=ancestor::form//button[@type='submit']`);
    assert.is(await message(page, SUMMARY_LEAD), nl.problems.required);
    assert.is(await description(page, `${STANDALONE}-email`), nl.missing);
    assert.is(ctx.site.api.requests.length, 0);
    await fillStandalone(page);
    await page.click(`text=${nl.send}`);
    await page.waitForFunction(
      ([sel, sent]) => document.querySelector(sel!)?.textContent?.includes(sent!),
      [MESSAGE, nl.sent],
    );
    const [request] = ctx.site.api.requests.filter((r) => r.method === "POST");
    const body = JSON.parse(request!.body);
    assert.equal(Object.keys(body), ["name", "email", "phonenumber", "address", "description"]);
    const service = nl.services.find(([value]) => value === TYPED.serviceType)![1];
    assert.is(body.description, `${nl.request.prefix}${service} - ${TYPED.message}`);
  },
);

forms("an empty message is sent as « Aucun »", async (ctx) => {
  const page = await open(ctx, "/contact");
  // A service other than the one the helper types, sent by its label.
  const [value, label] = QUOTE_FORM_MESSAGES.services.find(([v]) => v !== TYPED.serviceType)!;
  await fillStandalone(page, { message: "", serviceType: value });
  await page.click("text=Envoyer ma demande");
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes("succès"), MESSAGE);
  assert.is(JSON.parse(ctx.site.api.requests.at(-1)!.body).description, `${label} - Aucun`);
});

forms("falsy status: the server message is shown as text, inputs kept, button enabled", async (ctx) => {
  ctx.site.api.setMode("falsy", "<b>Doublon</b> : demande déjà reçue");
  const page = await open(ctx, "/contact");
  const typed = await fillStandalone(page);
  await page.click("text=Envoyer ma demande");
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.startsWith("❌"), MESSAGE);
  assert.is(await message(page), "❌ Erreur : <b>Doublon</b> : demande déjà reçue");
  assert.is(await page.$$eval(`${MESSAGE} b`, (b) => b.length), 0, "no HTML injected");
  assert.is(await value(page, "fullName"), typed.fullName);
  assert.is(await value(page, "message"), typed.message);
  assert.is(await page.isEnabled("text=Envoyer ma demande"), true);
});

for (const mode of ["http500", "non-json", "refuse-key"] as const) {
  forms(`${mode}: the generic error, nothing lost`, async (ctx) => {
    ctx.site.api.setMode(mode);
    const page = await open(ctx, "/contact", { keeping: false });
    const typed = await fillStandalone(page);
    await page.click("text=Envoyer ma demande");
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.startsWith("❌"), MESSAGE);
    assert.is(await message(page), "❌ Une erreur est survenue lors de l'envoi du formulaire.");
    assert.is(await value(page, "email"), typed.email);
    assert.is(await value(page, "phone"), typed.phone);
    assert.is(await page.isEnabled("text=Envoyer ma demande"), true);
  });
}

forms("a hanging API is given up after the time limit with the generic error", async (ctx) => {
  ctx.site.api.setMode("hang");
  const page = await ctx.open(undefined, { viewport: { width: 390, height: 900 } });
  await page.addInitScript(() => Object.defineProperty(window, "indexedDB", { value: undefined }));
  await page.clock.install();
  await page.goto(`${ctx.site.siteUrl}/contact`);
  await page.waitForSelector("[data-island='QuoteForm'][data-hydrated]");
  const typed = await fillStandalone(page);
  await page.click("text=Envoyer ma demande");
  await page.waitForSelector("text=Envoi en cours...");
  assert.is(
    await page.getAttribute("text=Envoi en cours...", "aria-disabled"),
    "true",
    "button disabled while sending",
  );
  await page.clock.runFor(16_000);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.startsWith("❌"), MESSAGE);
  assert.is(await message(page), "❌ Une erreur est survenue lors de l'envoi du formulaire.");
  assert.is(await value(page, "fullName"), typed.fullName);
  ctx.site.api.releaseHanging();
});

forms("a double click sends one request", async (ctx) => {
  const page = await open(ctx, "/contact");
  await fillStandalone(page);
  const posted: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posted.push(request.url())));
  await page.dblclick("text=Envoyer ma demande");
  // Both clicks are handled before the first answer comes back, so a second send would have left by then.
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes("succès"), MESSAGE);
  assert.equal(posted, [ctx.site.apiUrl], "requests the page made");
  assert.is(ctx.site.api.requests.filter((r) => r.method === "POST").length, 1);
});

forms("the reset button clears fields and messages", async (ctx) => {
  const page = await open(ctx, "/contact");
  await fillStandalone(page, { phone: "123" });
  await page.click("text=Envoyer ma demande");
  assert.ok((await message(page, SUMMARY_LEAD)).length > 0);
  await page.click("text=Réinitialiser");
  assert.is(await page.$(`${STANDALONE}-errors`), null, "no summary");
  assert.is(await page.getAttribute(`${STANDALONE}-phone`, "aria-invalid"), "false", "no field flagged");
  for (const field of ["fullName", "email", "phone", "city", "message"]) assert.is(await value(page, field), "", field);
});

forms("the honeypot silently drops a bot's submission", async (ctx) => {
  const page = await open(ctx, "/contact");
  await fillStandalone(page);
  await page.fill(`${STANDALONE}-website`, "http://spam.example", { force: true });
  await page.click("text=Envoyer ma demande");
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes("succès"), MESSAGE);
  assert.is(ctx.site.api.requests.length, 0);
});

forms("quick form: fixed description, success view, « Nouvelle demande », inline errors", async (ctx) => {
  const page = await open(ctx, "/", { keeping: false });
  const q = "#devis-accueil";
  await page.click(`${q}-fullName >> xpath=ancestor::form//button[@type='submit']`);
  assert.is(await message(page, `${q}-errors p`), "Tous les champs obligatoires doivent être remplis.");
  await page.fill(`${q}-fullName`, "Marc Peeters");
  await page.fill(`${q}-email`, "marc@exemple.be");
  await page.fill(`${q}-phone`, "+32 2 123 45 67");
  await page.fill(`${q}-city`, "Ixelles");
  ctx.site.api.setMode("http500");
  await page.click("text=Recevoir mon devis gratuit");
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.startsWith("❌"), `${q}-message-box`);
  assert.is(await message(page, `${q}-message-box`), "❌ Une erreur est survenue.");
  assert.is(await page.inputValue(`${q}-city`), "Ixelles");
  ctx.site.api.setMode("falsy", "Zone non desservie");
  await page.click("text=Recevoir mon devis gratuit");
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes("Zone"), `${q}-message-box`);
  assert.is(await message(page, `${q}-message-box`), "❌ Erreur : Zone non desservie");
  ctx.site.api.setMode("ok");
  await page.click("text=Recevoir mon devis gratuit");
  await page.waitForSelector("text=Nouvelle demande");
  assert.ok((await page.textContent(".form-success"))!.includes("Votre demande a été envoyée avec succès."));
  assert.equal(JSON.parse(ctx.site.api.requests.at(-1)!.body), {
    name: "Marc Peeters",
    email: "marc@exemple.be",
    phonenumber: "+3221234567",
    address: "Ixelles",
    description: "Demande rapide depuis le formulaire d'accueil",
  });
  await page.click("text=Nouvelle demande");
  assert.is(await page.inputValue(`${q}-fullName`), "");
});

forms("municipality pages prefill the city", async (ctx) => {
  const page = await open(ctx, "/vide-maison-liege");
  assert.is(await page.inputValue("#devis-commune-city"), "Liège");
});

forms("without JavaScript the form area asks to call or write", async (ctx) => {
  const page = await open(ctx, "/contact", { javaScriptEnabled: false });
  assert.is(await page.isVisible("form"), false);
  assert.is(await page.isVisible(".form-fallback"), true);
  assert.ok(await page.$(".form-fallback a[href^='tel:+32']"));
  assert.ok(await page.$(".form-fallback a[href^='mailto:']"));
});

forms.run();

const reviews = browserSuite<{ apiSite: TestSite }>("review form");
reviews.before(async (ctx) => {
  ctx.apiSite = await testSite({ reviewApi: true });
});

async function openReviews({ open }: Ctx, site: TestSite): Promise<Page> {
  const page = await open(undefined, { viewport: { width: 390, height: 900 } });
  await page.addInitScript(() => {
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith("mailto:")) (window as unknown as { mailto: string }).mailto = this.href;
      else original.call(this);
    };
  });
  await page.goto(`${site.siteUrl}/temoignages#ajouter-temoignage`);
  await page.waitForSelector("[data-island='ReviewForm'][data-hydrated]");
  return page;
}

const reviewMessage = (page: Page) => page.$eval("[data-island='ReviewForm'] .form-message", (e) => e.textContent);

reviews("required fields have clear messages and the rating works by pointer and from the keyboard", async (ctx) => {
  const page = await openReviews(ctx, ctx.site);
  await page.click("text=Publier mon avis");
  assert.is(await page.getAttribute("#avis-name", "aria-invalid"), "true");
  assert.is(await description(page, "#avis-name"), REVIEW_FORM_MESSAGES.problems.name);
  await page.fill("#avis-name", "Claire M.");
  await page.fill("#avis-email", "claire@exemple.be");
  await page.click("text=Publier mon avis");
  assert.is(await description(page, "#avis-rating-1"), REVIEW_FORM_MESSAGES.problems.rating);
  assert.is(
    await page.getAttribute("#avis-name", "aria-describedby"),
    null,
    "a corrected field is no longer described by a message",
  );
  // Each star is a target a finger can hit (WCAG 2.5.8: 24 px at least), and a click rates.
  const sizes = await page.$$eval(".rating label", (ls) => ls.map((l) => l.getBoundingClientRect()));
  assert.ok(sizes.length === 5 && sizes.every((r) => r.width >= 24 && r.height >= 24), JSON.stringify(sizes));
  await page.click("label[for='avis-rating-4']");
  assert.is(await page.$eval("input[name=rating]:checked", (i) => (i as HTMLInputElement).value), "4");
  await page.focus("#avis-rating-5");
  await page.keyboard.press("ArrowRight");
  const checked = await page.$eval("input[name=rating]:checked", (i) => (i as HTMLInputElement).value);
  assert.ok(["1", "2", "3", "4", "5"].includes(checked), "arrow keys choose a rating");
  await page.click("text=Publier mon avis");
  assert.equal(await page.$$eval("#avis-errors a", (as) => as.map((a) => a.textContent)), [
    REVIEW_FORM_MESSAGES.labels.review,
  ]);
  assert.is(await description(page, "#avis-review"), REVIEW_FORM_MESSAGES.problems.review);
  const labels = await page.$$eval(".rating label", (ls) => ls.map((l) => l.textContent));
  assert.ok(labels.includes("4 étoiles sur 5"), "each star has a spoken label");
});

reviews("without REVIEW_API_URL the mail client opens with the review", async (ctx) => {
  const { site } = ctx;
  const page = await openReviews(ctx, site);
  await page.fill("#avis-name", "Claire M.");
  await page.fill("#avis-email", "claire@exemple.be");
  await page.check("#avis-rating-4", { force: true });
  await page.fill("#avis-review", "Équipe ponctuelle et soigneuse.");
  await page.click("text=Publier mon avis");
  const mailto = await page.evaluate(() => (window as unknown as { mailto: string }).mailto);
  assert.ok(mailto.startsWith(`mailto:${site.data.brand.email}`), mailto);
  assert.ok(decodeURIComponent(mailto).includes("Équipe ponctuelle et soigneuse."));
  assert.ok(decodeURIComponent(mailto).includes("4/5"));
  assert.match((await reviewMessage(page))!, /logiciel de messagerie/);
});

reviews("with REVIEW_API_URL the review is posted as JSON, and a failure keeps the text", async (ctx) => {
  const { apiSite } = ctx;
  const page = await openReviews(ctx, apiSite);
  await page.fill("#avis-name", "Claire M.");
  await page.fill("#avis-email", "claire@exemple.be");
  await page.check("#avis-rating-5", { force: true });
  await page.fill("#avis-review", "Tout était parfait.");
  apiSite.api.setMode("http500");
  await submitUntilKept(page, "text=Publier mon avis");
  // Kept on the device: the notice says so, and is the one message.
  assert.is(await textIn(page, KEPT_NOTICE), PENDING_WORDS.review.kept.replace(/\u00A0/g, " "));
  assert.is(await reviewMessage(page), "");
  assert.is(await page.inputValue("#avis-review"), "Tout était parfait.");
  apiSite.api.setMode("ok");
  const before = apiSite.api.reviews.length;
  await page.click("text=Publier mon avis");
  // The kept review is sent by this click: the worker's own attempt has ended (submitUntilKept).
  await page.waitForFunction(
    (text) => document.querySelector("[data-island='ReviewForm'] .form-message")?.textContent === text,
    REVIEW_FORM_MESSAGES.sent,
  );
  await untilNothingPending(page);
  assert.is(apiSite.api.reviews.length, before + 1, "posted once");
  assert.equal(JSON.parse(apiSite.api.reviews.at(-1)!), {
    name: "Claire M.",
    email: "claire@exemple.be",
    rating: 5,
    review: "Tout était parfait.",
  });
});

reviews.run();
