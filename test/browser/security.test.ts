/**
 * What production serves, checked through the preview server: statuses, security headers
 * and caching, every page under its Content-Security-Policy without a violation or a request
 * to another origin, and the service worker's offline page (its takeover by a newer build's
 * worker: service-worker.test.ts).
 */
import { createHash } from "node:crypto";
import * as assert from "uvu/assert";
import { acceptingOfflineCopy, browserSuite } from "../helpers/browser-suite.ts";
import { inlineScripts } from "../helpers/javascript.ts";

const security = browserSuite("security and offline");

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
  async ({ site, open }) => {
    const page = await open(undefined, { serviceWorkers: "block" });
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
  },
);

security(
  "offline, with the visitor's consent: visited pages stay readable, others show the offline page; the API is never cached",
  async ({ site, open }) => {
    const page = await open("/tarifs", acceptingOfflineCopy(site.siteUrl));
    const context = page.context();
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
  },
);

security.run();
