/**
 * No lead is ever lost (issue 15), in Chromium against the built site and the stand-in API:
 * a request that cannot get through is kept on the device, delivered later by itself exactly
 * once (back online, next page view, Background Sync; several tabs; a reload mid-send), expires
 * after the kept-request lifetime, and is never kept when the server refused it. Each test has
 * a fresh browser context (its own storage and service worker).
 */
import fs from "node:fs";
import * as assert from "uvu/assert";
import type { BrowserContext, Page } from "playwright-core";
import { QUOTE_FORM_MESSAGES } from "../../client/messages/quote-form.ts";
import { normalizeBelgianPhone } from "../../client/lib/phone.ts";
import { PENDING_LIFETIME_MS, PENDING_NAME } from "../../client/lib/pending-store.ts";
import { PENDING_WORDS } from "../../client/messages/pending.ts";
import { untilLogged } from "../helpers/api-log.ts";
import { waitForLayout } from "../helpers/browser.ts";
import { browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";
import {
  KEPT_NOTICE,
  countNews,
  submitUntilKept,
  untilLockAwaited,
  untilNothingPending,
  waitForNews,
} from "../helpers/kept-request.ts";
import { QUICK, STANDALONE, fillQuick, fillStandalone, textIn } from "../helpers/quote-form.ts";
import { TEST_API_KEY, testSite, type TestSite } from "../helpers/site.ts";

type Ctx = BrowserSuiteContext & { reviewSite: TestSite };
const pending = browserSuite<{ reviewSite: TestSite }>("requests kept on the device");
pending.before(async (ctx) => {
  ctx.reviewSite = await testSite({ reviewApi: true });
});
pending.before.each(({ site, reviewSite }) => {
  for (const { api } of [site, reviewSite]) {
    api.setMode("ok");
    api.setSlowDelay(SLOW_MS);
    api.requests.length = 0;
  }
});

/** How long the stand-in's "slow" mode takes to answer here: long enough to act during a send. */
const SLOW_MS = 1000;

const GENERIC_ERROR = "❌ Une erreur est survenue lors de l'envoi du formulaire.";

/** A fresh context (own storage and service worker) on `url`, once its form is live and its service worker in control. */
async function open(ctx: Ctx, url: string, options: { serviceWorkers?: "allow" | "block"; site?: TestSite } = {}) {
  const page = await ctx.open(undefined, {
    viewport: { width: 390, height: 900 },
    locale: "fr-BE",
    serviceWorkers: options.serviceWorkers ?? "allow",
  });
  const context = page.context();
  await page.goto((options.site ?? ctx.site).siteUrl + url);
  if (await page.$("[data-island]")) await page.waitForSelector("[data-island][data-hydrated]");
  if (options.serviceWorkers !== "block") {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
    });
  }
  return { context, page };
}

/** A unique name, so a test can count its own lead in the stand-in's file. */
const uniqueName = () => `Anne Dubois ${Math.random().toString(36).slice(2, 8)}`;

/** Resolves once the stand-in API has received `count` POSTs of leads, within `timeoutMs`. */
const untilLeads = (ctx: Ctx, count: number, what: string, timeoutMs?: number) =>
  untilLogged(ctx.site.api, () => ctx.site.api.prospects().length >= count, what, timeoutMs);

const databases = (page: Page) => page.evaluate(() => indexedDB.databases().then((list) => list.map((d) => d.name)));
const storedLeads = (site: TestSite, name: string) =>
  fs.existsSync(site.prospectsFile)
    ? fs
        .readFileSync(site.prospectsFile, "utf8")
        .split("\n")
        .filter((line) => line && JSON.parse(line).name === name).length
    : 0;

/** Submits the standalone form of /contact while the API cannot take it; resolves once the request is kept. */
async function keepOne(ctx: Ctx, page: Page, mode: "down" | "http500", name = uniqueName()) {
  ctx.site.api.setMode(mode);
  await fillStandalone(page, { fullName: name });
  await submitUntilKept(page, "text=Envoyer ma demande");
  return name;
}

/** Once deliveries have settled: nothing left on the device, one POST received, the lead stored once. */
async function assertDeliveredOnce(ctx: Ctx, page: Page, name: string) {
  await untilNothingPending(page);
  assert.is(ctx.site.api.prospects().length, 1);
  assert.is(storedLeads(ctx.site, name), 1);
}

/** A function that fires a Background Sync event at the page's service worker, through DevTools. */
async function syncRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
      const live = event.registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const id = await registrationId;
  return () =>
    cdp.send("ServiceWorker.dispatchSyncEvent", {
      origin: new URL(page.url()).origin,
      registrationId: id,
      tag: PENDING_NAME,
      lastChance: false,
    });
}

for (const [label, url, form] of [
  ["standalone form", "/contact", STANDALONE],
  ["quick home form", "/", QUICK],
] as const) {
  pending(
    `offline (${label}): message, mailto with what was typed; back online, one POST within 5 s without a click`,
    async (ctx) => {
      const { context, page } = await open(ctx, url);
      await context.setOffline(true);
      const typed = form === QUICK ? await fillQuick(page) : await fillStandalone(page);
      await countNews(page);
      await page.click(`${form}-fullName >> xpath=ancestor::form//button[@type='submit']`);
      await page.waitForSelector(KEPT_NOTICE);
      // One message, the notice's: no error beside it (issue 38).
      assert.is(await textIn(page, `${form}-message-box`), "");
      assert.is(await textIn(page, KEPT_NOTICE), PENDING_WORDS.quote.kept.replace(/\u00A0/g, " "));
      assert.is(await page.inputValue(`${form}-email`), typed.email, "fields kept");

      const { brand } = ctx.site.data;
      const mailto = decodeURIComponent((await page.getAttribute(".form-pending a[href^='mailto:']", "href"))!);
      assert.ok(mailto.startsWith(`mailto:${brand.email}?`));
      const wanted = [typed.fullName, typed.phone, typed.email, typed.city];
      if (form === STANDALONE)
        wanted.push(QUOTE_FORM_MESSAGES.services.find(([v]) => v === typed.serviceType)![1], typed.message);
      for (const value of wanted) assert.ok(mailto.includes(value), `mailto carries ${value}`);
      assert.ok(await page.$(`.form-pending a[href='tel:${brand.phoneE164}']`), "phone link");
      assert.ok(await page.$(".form-pending button:text('supprimer')"));
      // The page's attempt has ended (the request is kept); the worker's waits for the network.
      await waitForNews(page, 1);
      assert.is(ctx.site.api.prospects().length, 0, "nothing reached the server while offline");

      await context.setOffline(false);
      await untilLeads(ctx, 1, "one POST within 5 s", 5000);
      const { body, headers } = ctx.site.api.prospects()[0]!;
      const service = QUOTE_FORM_MESSAGES.services.find(([v]) => v === typed.serviceType)![1];
      assert.equal(JSON.parse(body), {
        name: typed.fullName,
        email: typed.email,
        phonenumber: normalizeBelgianPhone(typed.phone),
        address: typed.city,
        description: form === QUICK ? QUOTE_FORM_MESSAGES.request.quick : `${service} - ${typed.message}`,
      });
      assert.is(headers["x-api-key"], TEST_API_KEY);
      assert.is(headers["content-type"], "application/json");
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.textContent === "Votre demande en attente a bien été envoyée.",
        form === QUICK ? ".form-success .form-message" : `${form}-message-box`,
      );
      assert.is(await page.$(KEPT_NOTICE), null, "the pending notice is gone");
      if (form === STANDALONE)
        assert.is(await page.inputValue(`${form}-email`), "", "the delivered request's fields are cleared");
      await untilNothingPending(page);
      assert.is(ctx.site.api.prospects().length, 1, "sent once");
    },
  );
}

pending(
  "API answering 500, then healthy: the lead arrives once on the next page view, with a discreet confirmation",
  async (ctx) => {
    const { page } = await open(ctx, "/contact");
    const name = await keepOne(ctx, page, "http500");
    assert.is(await textIn(page, `${STANDALONE}-message-box`), "", "the kept request's notice is the one message");
    ctx.site.api.setMode("ok");
    ctx.site.api.requests.length = 0;
    await page.goto(ctx.site.siteUrl + "/services");
    await page.waitForSelector(".pending-toast");
    await page.waitForFunction(
      () => document.querySelector(".pending-toast p")?.textContent === "Votre demande en attente a bien été envoyée.",
    );
    await page.goto(ctx.site.siteUrl + "/faq");
    await waitForLayout(page);
    await untilNothingPending(page);
    assert.is(ctx.site.api.prospects().length, 1);
    assert.is(storedLeads(ctx.site, name), 1);
    assert.is(await page.$(".pending-toast"), null, "nothing to say on the following page");
  },
);

for (const serviceWorkers of ["allow", "block"] as const) {
  pending(
    `two tabs open while a request is pending: one POST in all (service worker ${serviceWorkers === "allow" ? "active" : "blocked"})`,
    async (ctx) => {
      const { context, page } = await open(ctx, "/contact", { serviceWorkers });
      const name = await keepOne(ctx, page, "down");
      ctx.site.api.setMode("slow");
      const [tabA, tabB] = [await context.newPage(), await context.newPage()];
      await Promise.all([tabA.goto(ctx.site.siteUrl + "/services"), tabB.goto(ctx.site.siteUrl + "/faq")]);
      await untilLeads(ctx, 1, "the kept request sent", 5000);
      for (const tab of [tabA, tabB]) {
        await tab.waitForFunction(
          () =>
            document.querySelector(".pending-toast p")?.textContent === "Votre demande en attente a bien été envoyée.",
        );
      }
      await assertDeliveredOnce(ctx, page, name);
    },
  );
}

pending("a page reloaded while its request is being sent: still one POST", async (ctx) => {
  const { page } = await open(ctx, "/contact");
  const name = await keepOne(ctx, page, "down");
  ctx.site.api.setMode("slow");
  await page.reload();
  await untilLeads(ctx, 1, "the send started", 5000);
  await page.reload();
  await page.reload();
  await assertDeliveredOnce(ctx, page, name);
});

pending(
  "Background Sync delivers without any page action, waits while another context holds the lock, and leaves what was typed since",
  async (ctx) => {
    const { context, page } = await open(ctx, "/contact");
    const sync = await syncRegistration(context, page);
    await keepOne(ctx, page, "down");
    ctx.site.api.setMode("ok");
    await page.fill(`${STANDALONE}-message`, "Finalement aussi le garage.");
    await page.evaluate((lock) => {
      void navigator.locks.request(
        lock,
        () => new Promise<void>((release) => ((window as unknown as { release: () => void }).release = release)),
      );
    }, PENDING_NAME);
    await sync();
    await untilLockAwaited(page);
    assert.is(ctx.site.api.prospects().length, 0, "the worker waits for the page's lock");
    await page.evaluate(() => (window as unknown as { release: () => void }).release());
    await untilLeads(ctx, 1, "the worker's send once the lock is free", 5000);
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent === "Votre demande en attente a bien été envoyée.",
      `${STANDALONE}-message-box`,
    );
    assert.is(
      await page.inputValue(`${STANDALONE}-message`),
      "Finalement aussi le garage.",
      "what was typed since is not cleared",
    );
    // The worker's run under the lock ends with news: by then a second send would be logged.
    await countNews(page);
    await sync();
    await waitForNews(page, 1);
    assert.is(ctx.site.api.prospects().length, 1);
  },
);

/** Keeps a request on a page whose clock is fake, then moves that clock `age` ahead and opens another page. */
async function keepAndAge(ctx: Ctx, age: number) {
  const { page } = await open(ctx, "/contact");
  await page.clock.install();
  await page.reload();
  await page.waitForSelector("[data-island][data-hydrated]");
  await keepOne(ctx, page, "http500");
  ctx.site.api.setMode("ok");
  ctx.site.api.requests.length = 0;
  await page.clock.setSystemTime(Date.now() + age);
  await page.goto(ctx.site.siteUrl + "/services");
  return { page };
}

pending("a pending request older than the kept-request lifetime (fake clock) is deleted, never sent", async (ctx) => {
  const { page } = await keepAndAge(ctx, PENDING_LIFETIME_MS + 60_000);
  await untilNothingPending(page);
  assert.is(ctx.site.api.prospects().length, 0, "never sent");
  assert.is(await page.$(".pending-toast"), null);
});

pending("a pending request younger than the lifetime is still sent", async (ctx) => {
  await keepAndAge(ctx, PENDING_LIFETIME_MS - 60 * 60_000);
  await untilLeads(ctx, 1, "the kept request sent", 5000);
});

pending("a falsy answer: the server's message, nothing kept, no retry on later page views", async (ctx) => {
  ctx.site.api.setMode("falsy", "Demande déjà reçue");
  const { page } = await open(ctx, "/contact");
  await fillStandalone(page);
  await page.click("text=Envoyer ma demande");
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent?.startsWith("❌"),
    `${STANDALONE}-message-box`,
  );
  assert.is(await textIn(page, `${STANDALONE}-message-box`), "❌ Erreur : Demande déjà reçue");
  assert.is(await page.$eval(".form-pending", (el) => el.textContent), "");
  ctx.site.api.setMode("ok");
  for (const url of ["/services", "/faq", "/contact"]) {
    await page.goto(ctx.site.siteUrl + url);
    await waitForLayout(page);
  }
  await untilNothingPending(page);
  assert.is(ctx.site.api.prospects().length, 1, "only the first attempt");
  assert.equal(await databases(page), []);
});

pending("a request the server rejects (4xx): alternatives offered, nothing kept", async (ctx) => {
  ctx.site.api.setMode("refuse-key");
  const { page } = await open(ctx, "/contact");
  await fillStandalone(page);
  await page.click("text=Envoyer ma demande");
  await page.waitForSelector(".form-pending a[href^='mailto:']");
  assert.is(await textIn(page, `${STANDALONE}-message-box`), GENERIC_ERROR);
  assert.is(await page.$(".form-pending button"), null, "nothing to delete");
  assert.not.ok((await textIn(page, ".form-pending")).includes("enregistrée"));
  assert.equal(await databases(page), []);
});

pending("« supprimer » in the form's notice deletes the kept request", async (ctx) => {
  const { page } = await open(ctx, "/contact");
  await keepOne(ctx, page, "down");
  await page.click(".form-pending button:text('supprimer')");
  assert.is(await page.$eval(".form-pending", (el) => el.textContent), "");
  await untilNothingPending(page);
  ctx.site.api.setMode("ok");
  await page.goto(ctx.site.siteUrl + "/services");
  await waitForLayout(page);
  await untilNothingPending(page);
  assert.is(ctx.site.api.prospects().length, 0);
});

pending("on the next pages a notice says the request waits, and its « supprimer » deletes it", async (ctx) => {
  const { page } = await open(ctx, "/contact");
  await keepOne(ctx, page, "down");
  await page.goto(ctx.site.siteUrl + "/services");
  await page.waitForSelector(".pending-toast button:text('supprimer')");
  assert.ok((await textIn(page, ".pending-toast p")).startsWith(PENDING_WORDS.quote.kept.replace(/\u00A0/g, " ")));
  await page.click(".pending-toast button:text('supprimer')");
  await page.waitForSelector(".pending-toast", { state: "detached" });
  await untilNothingPending(page);
  ctx.site.api.setMode("ok");
  await page.goto(ctx.site.siteUrl + "/faq");
  await waitForLayout(page);
  await untilNothingPending(page);
  assert.is(ctx.site.api.prospects().length, 0);
  assert.is(await page.$(".pending-toast"), null);
});

pending("sending again from the form replaces the request it kept: one lead", async (ctx) => {
  const { page } = await open(ctx, "/contact");
  const name = await keepOne(ctx, page, "down");
  ctx.site.api.setMode("ok");
  await page.click("text=Envoyer ma demande");
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent?.includes("succès"),
    `${STANDALONE}-message-box`,
  );
  await page.goto(ctx.site.siteUrl + "/services");
  await waitForLayout(page);
  await untilNothingPending(page);
  assert.is(storedLeads(ctx.site, name), 1);
  assert.equal(await databases(page), []);
});

pending("nothing pending: no database on the device and no extra script", async (ctx) => {
  const { page } = await open(ctx, "/services");
  const scripts: string[] = [];
  page.on("request", (r) => scripts.push(r.url()));
  await page.goto(ctx.site.siteUrl + "/faq");
  // The layout's check asks for the databases before the link the wait ends on, so before this test asks.
  await waitForLayout(page);
  assert.equal(await databases(page), []);
  assert.is(scripts.filter((u) => u.includes("pending")).length, 0);
});

pending("the review form keeps a review that cannot get through and sends it later", async (ctx) => {
  const site = ctx.reviewSite;
  const { page } = await open(ctx, "/temoignages", { site });
  site.api.setMode("down");
  await page.fill("#avis-name", "Claire M.");
  await page.fill("#avis-email", "claire@exemple.be");
  await page.check("#avis-rating-5", { force: true });
  await page.fill("#avis-review", "Équipe ponctuelle et soigneuse.");
  await page.click("text=Publier mon avis");
  await page.waitForSelector(KEPT_NOTICE);
  assert.is(await textIn(page, KEPT_NOTICE), PENDING_WORDS.review.kept.replace(/\u00A0/g, " "));
  const mailto = decodeURIComponent((await page.getAttribute(".form-pending a[href^='mailto:']", "href"))!);
  assert.ok(mailto.includes("Équipe ponctuelle et soigneuse."));
  site.api.setMode("ok");
  await page.goto(site.siteUrl + "/services");
  await page.waitForFunction(
    () => document.querySelector(".pending-toast p")?.textContent === "Votre avis en attente a bien été envoyé.",
  );
  assert.equal(JSON.parse(site.api.reviews.at(-1)!), {
    name: "Claire M.",
    email: "claire@exemple.be",
    rating: 5,
    review: "Équipe ponctuelle et soigneuse.",
  });
  await untilNothingPending(page);
  assert.is(site.api.requests.filter((r) => r.method === "POST").length, 1);
});

pending.run();
