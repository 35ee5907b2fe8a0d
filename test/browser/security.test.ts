/**
 * What production serves, checked through the preview server: statuses, security headers
 * and caching, every page under its Content-Security-Policy without a violation or a request
 * to another origin, and the service worker's offline page.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { suite } from "../helpers/suite.ts";
import * as assert from "uvu/assert";
import type { Browser, BrowserContext } from "playwright-core";
import { CONSENT_DATE_KEY, CONSENT_KEY } from "../../client/layout/consent.ts";
import { createStaticHandler } from "../../site/preview/static-server.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { inlineScripts } from "../helpers/javascript.ts";
import { freePort } from "../helpers/ports.ts";
import { testSite, type TestSite } from "../helpers/site.ts";

type Ctx = { site: TestSite; browser: Browser };

/** A context whose visitor accepted the offline copy (client/lib/offline-copy.ts), as the offline tests need. */
async function acceptingContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, dateKey]) => {
      localStorage.setItem(key, "accepted");
      localStorage.setItem(dateKey, new Date().toISOString());
    },
    [CONSENT_KEY, CONSENT_DATE_KEY] as const,
  );
  return context;
}

const security = suite<Ctx>("security and offline");
security.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.browser = await launchBrowser();
});
security.after(async ({ browser }) => browser?.close());

security("URLs without trailing slash answer 200; unknown ones the right 404 page", async ({ site }) => {
  const article = site.data.articles[0]!.url;
  const lastListPage = site.urls.filter((u) => u.startsWith("/blog/page/")).at(-1) ?? "/blog";
  for (const url of [
    "/",
    "/services",
    "/services/recyclage",
    "/vide-maison-namur",
    article,
    lastListPage,
    "/mentions-legales",
  ]) {
    assert.is((await fetch(site.siteUrl + url, { redirect: "manual" })).status, 200, url);
  }
  const cases: Array<[string, string]> = [
    ["/services/peinture", "Service non trouvé"],
    ["/blog/article-inconnu", "Article non trouvé"],
    ["/vide-maison-atlantis", "Commune non trouvée"],
    ["/nulle-part", "Page non trouvée"],
  ];
  for (const [url, title] of cases) {
    const response = await fetch(site.siteUrl + url);
    assert.is(response.status, 404, url);
    assert.ok((await response.text()).includes(title), `${url}: ${title}`);
  }
});

security("security headers on every response, immutable hashed assets, HTML revalidated", async ({ site }) => {
  const page = await fetch(`${site.siteUrl}/contact`);
  const csp = page.headers.get("content-security-policy")!;
  // Scripts from the site itself, and the inline ones the build wrote, each by its hash.
  const inline = inlineScripts(site.html("/contact"));
  assert.ok(inline.length > 0, "the page carries its inline script");
  const hashes = inline.map((code) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  assert.is(/script-src ([^;]*)/.exec(csp)![1], ["'self'", ...new Set(hashes)].join(" "));
  assert.not.match(csp, /unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.ok(csp.includes(`connect-src 'self' ${new URL(site.apiUrl).origin}`), csp);
  assert.match(page.headers.get("strict-transport-security")!, /max-age=\d+/);
  assert.is(page.headers.get("x-content-type-options"), "nosniff");
  assert.ok(page.headers.get("referrer-policy"));
  assert.ok(page.headers.get("permissions-policy"));
  assert.is(page.headers.get("cache-control"), "no-cache");
  const css = site.page("/contact").querySelector('link[rel="stylesheet"]')!.getAttribute("href")!;
  assert.is((await fetch(site.siteUrl + css)).headers.get("cache-control"), "public, max-age=31536000, immutable");
});

security(
  "every page runs under its CSP with no violation, no error and no third-party request",
  async ({ site, browser }) => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const problems: string[] = [];
    const origin = new URL(site.siteUrl).origin;
    page.on("console", (m) => {
      // The 404 page's own status is reported by Chromium as a failed load: expected there.
      const own404 = page.url().endsWith("/nulle-part") && m.text().includes("status of 404");
      if (m.type() === "error" && !own404) problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`${page.url()}: ${e.message}`));
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin)
        problems.push(`${page.url()} → ${r.url()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const url of [...site.urls, "/hors-ligne", "/nulle-part"]) {
      await page.goto(site.siteUrl + url, { waitUntil: "load" });
    }
    assert.equal(problems, []);
    await context.close();
  },
);

security(
  "offline, with the visitor's consent: visited pages stay readable, others show the offline page; the API is never cached",
  async ({ site, browser }) => {
    const context = await acceptingContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}/tarifs`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${site.siteUrl}/faq`);
    await context.setOffline(true);
    await page.goto(`${site.siteUrl}/faq`);
    assert.ok((await page.textContent("h1"))!.includes("Questions fréquentes"), "visited page from the cache");
    await page.goto(`${site.siteUrl}/partenaires`);
    assert.is(await page.textContent("h1"), "Vous êtes hors ligne");
    await context.setOffline(false);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(r.url);
      return urls;
    });
    assert.ok(cached.some((u) => u.endsWith("/hors-ligne")));
    assert.not.ok(
      cached.some((u) => u.includes("add_prospect")),
      "API calls are never cached",
    );
    await context.close();
  },
);

security(
  "a new build's service worker takes over and leaves only its cache, even with a fetch of the old one finishing meanwhile",
  async ({ site, browser }) => {
    // Same built site on another port; /sw.js is rewritten to a new version on demand, as a
    // deploy would. One stylesheet request is held by the server until the new worker has
    // installed: the outgoing worker finishes it, and keeps the response, during the takeover.
    let deployed = false;
    let arrived!: () => void;
    let release!: () => void;
    const lateArrived = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const serve = createStaticHandler(site.dist);
    const server = http.createServer((req, res) => {
      if (req.url?.split("?")[0] === "/sw.js" && deployed) {
        const source = fs
          .readFileSync(path.join(site.dist, "sw.js"), "utf8")
          .replace(/site-[0-9a-f]{10}/, "site-nouvelle0");
        res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-cache" });
        res.end(source);
      } else if (req.url?.endsWith("?late")) {
        arrived();
        void released.then(() => serve(req, res));
      } else {
        serve(req, res);
      }
    });
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    const context = await acceptingContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/tarifs`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const before = await page.evaluate(() => caches.keys());
      assert.is(before.length, 1);
      const css = site.page("/tarifs").querySelector('link[rel="stylesheet"]')!.getAttribute("href")!;
      await page.evaluate((url) => {
        (window as unknown as Takeover).late = fetch(url).then((r) => r.text());
      }, `${css}?late`);
      await lateArrived;
      deployed = true;
      await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        const found = new Promise<ServiceWorker>((resolve) =>
          registration.addEventListener("updatefound", () => resolve(registration.installing!), { once: true }),
        );
        await registration.update();
        (window as unknown as Takeover).next = await found;
      });
      await page.evaluate<void, ServiceWorkerState>(newWorkerReaches, "installed");
      release();
      await page.evaluate(() => (window as unknown as Takeover).late);
      await page.evaluate<void, ServiceWorkerState>(newWorkerReaches, "activated");
      assert.equal(await page.evaluate(() => caches.keys()), ["site-nouvelle0"], "once the new worker is active");
      await page.reload();
      assert.equal(await page.evaluate(() => caches.keys()), ["site-nouvelle0"], "after a page served by it");
      assert.is(await page.textContent("h1"), "Combien coûte un vide-maison ?".replace(" ?", "\u202F?"));
    } finally {
      release();
      await context.close();
      server.close();
    }
  },
);

/** What the takeover test keeps in the page: the held request, the new build's worker. */
type Takeover = { late: Promise<string>; next: ServiceWorker };

/**
 * In the page: resolves once the new build's worker has reached `state` (or a later one).
 * Service-worker states change by events, so this waits on them; page.waitForFunction would
 * not do, as it takes the promise an async predicate returns for a true answer. (No named
 * function inside: the test runner's compiler would wrap it in a helper the page lacks.)
 */
async function newWorkerReaches(state: ServiceWorkerState): Promise<void> {
  const order = ["installing", "installed", "activating", "activated"];
  const worker = (window as unknown as Takeover).next;
  while (order.indexOf(worker.state) < order.indexOf(state)) {
    if (worker.state === "redundant") throw new Error("le nouveau service worker a été écarté");
    await new Promise((resolve) => worker.addEventListener("statechange", resolve, { once: true }));
  }
}

security.run();
