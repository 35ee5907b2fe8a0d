/**
 * `npm run audit`: builds the site, serves it like production and checks every page:
 * accessibility (axe-core, WCAG 2.1 A/AA, in Chromium), HTML validity (Nu Html Checker, Java),
 * internal links and anchors, requests to other origins, per-page byte budgets (JavaScript:
 * test/helpers/javascript.ts), and Lighthouse (mobile) on key pages (test/tools/lighthouse.ts). Prints the gzipped
 * JavaScript of each set of scripts a page can load, the image bytes of each page with photos (at
 * 375 px, apart from the page budget), the Lighthouse table and one summary line; exits 1 on any
 * violation, HTML error, broken link, third-party request or budget overrun (the hero photo fetched
 * on a phone included). Lighthouse scores and LCP are reported as goals.
 * `--content=DIR` and `--static=DIR` audit another content folder and its photos.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { build } from "../../site/lib/build/build.ts";
import { findBrokenLinks, linksOfHtml } from "../../site/lib/build/links.ts";
import { urlForFile } from "../../site/lib/render/route.ts";
import { createStaticHandler } from "../../site/dev/static-server.ts";
import { launchBrowser, CHROMIUM } from "../helpers/browser.ts";
import { freePort } from "../helpers/ports.ts";
import { EXTRA_FONT_URL } from "../../site/lib/assets/web-font.ts";
import { javascriptBudget, javascriptBytes, scriptUrls, hasForm } from "../helpers/javascript.ts";
import { projectRoot } from "../helpers/site.ts";
import { runLighthouse, LIGHTHOUSE_PAGES } from "./lighthouse.ts";

const require = createRequire(import.meta.url);
const PAGE_BUDGET = 50 * 1024;
/** The hero photo a 375 px phone fetches (issue 36). */
const HERO_BUDGET = 120 * 1024;
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const contentRoot = flag("content") && path.resolve(flag("content")!);
const staticDir = flag("static") && path.resolve(flag("static")!);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"));
const dist = path.join(work, "dist");
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
await build({
  projectRoot,
  outDir: dist,
  deploy: false,
  env: { SITE_URL: origin },
  ...(contentRoot ? { contentRoot } : {}),
  ...(staticDir ? { staticDir } : {}),
});
const server = http.createServer(createStaticHandler(dist)).listen(port, "127.0.0.1");

// Visitors' pages: the owner's editor (/admin, Decap CMS) is not part of the public site.
const htmlFiles = fs
  .readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".html") && !/^admin(\.html|\/)/.test(f))
  .sort();
const urlOf = urlForFile;
const problems: string[] = [];

// 1. Budgets, from the files each page loads.
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
let maxPage = 0;
/** Largest gzipped JavaScript of a page without a form, and with one. */
const maxJs = { withoutForm: 0, withForm: 0 };
const pages = new Map<string, string>();
/** Pages grouped by the scripts they load, for the JavaScript table. */
const scriptSets = new Map<string, { pages: number; maxBytes: number; budget: number }>();
for (const file of htmlFiles) {
  const html = fs.readFileSync(path.join(dist, file), "utf8");
  pages.set(urlOf(file), html);
  const css = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const js = javascriptBytes(dist, html);
  const total = js + css.reduce((sum, s) => sum + gz(s), 0) + gzipSync(html).length;
  maxPage = Math.max(maxPage, total);
  const kind = hasForm(html) ? "withForm" : "withoutForm";
  maxJs[kind] = Math.max(maxJs[kind], js);
  if (js > javascriptBudget(html))
    problems.push(`budget JS ${urlOf(file)} : ${js} o gzip (budget ${javascriptBudget(html)} o)`);
  if (total > PAGE_BUDGET) problems.push(`budget page ${urlOf(file)} : ${total} o gzip`);
  const set = scriptUrls(html)
    .map((url) => url.replace(/^\/assets\//, "").replace(/-[A-Z0-9]+\.js$/, ""))
    .sort()
    .join(" + ");
  const row = scriptSets.get(set) ?? { pages: 0, maxBytes: 0, budget: javascriptBudget(html) };
  scriptSets.set(set, { ...row, pages: row.pages + 1, maxBytes: Math.max(row.maxBytes, js) });
}

// 2. Links and anchors.
const broken = findBrokenLinks(
  dist,
  // The not-found pages of every edition (/404, /nl/404-gemeente…) show address patterns (/vide-maison-*).
  linksOfHtml(new Map([...pages].filter(([url]) => !/\/404(-[a-z]+)?$/.test(url)))),
);
for (const b of broken) problems.push(`lien cassé ${b.page} → ${b.href} (${b.reason})`);

// 3. Accessibility and third-party requests in Chromium.
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const browser = await launchBrowser();
const context = await browser.newContext({ bypassCSP: true, serviceWorkers: "block" });
const page = await context.newPage();
let violations = 0;
let thirdParty = 0;
/** Pages that needed the extra font file: a character outside the preloaded core (site/lib/assets/web-font.ts). */
const extraFontPages = new Set<string>();
page.on("request", (request) => {
  const url = new URL(request.url());
  if (url.pathname === EXTRA_FONT_URL) extraFontPages.add(new URL(page.url()).pathname);
  if (url.protocol.startsWith("http") && url.origin !== origin) {
    thirdParty++;
    problems.push(`requête tierce ${page.url()} → ${request.url()}`);
  }
});
for (const url of pages.keys()) {
  await page.goto(origin + url, { waitUntil: "load" });
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(o: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    }),
  );
  for (const v of result.violations) {
    violations += v.nodes.length;
    problems.push(
      `axe ${url} : ${v.id} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
    );
  }
}

// Image bytes of the pages with photos, as a 375 px phone loads them (the drawn covers are inside the pages).
const images: Array<{ url: string; bytes: number; hero: number }> = [];
const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });
const phonePage = await phone.newPage();
for (const [url, html] of pages) {
  if (!html.includes("<picture")) continue;
  const sizes = new Map<string, Promise<number>>();
  const listener = (response: import("playwright-core").Response) => {
    if (response.request().resourceType() !== "image") return;
    // The header, read at once: a body is gone once its page is left, and reading it late failed the audit.
    const length = Number(response.headers()["content-length"]);
    sizes.set(
      new URL(response.url()).pathname,
      length > 0
        ? Promise.resolve(length)
        : response.body().then(
            (body) => body.length,
            () => 0,
          ),
    );
  };
  phonePage.on("response", listener);
  await phonePage.goto(origin + url, { waitUntil: "load" });
  const hero = await phonePage.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    return img ? new URL(img.currentSrc).pathname : null;
  });
  phonePage.off("response", listener);
  const bytes = await Promise.all(sizes.values());
  const heroBytes = hero ? ((await sizes.get(hero)) ?? 0) : 0;
  images.push({ url, bytes: bytes.reduce((a, b) => a + b, 0), hero: heroBytes });
  if (heroBytes > HERO_BUDGET)
    problems.push(`budget photo ${url} : héros de ${heroBytes} o à 375 px (budget ${HERO_BUDGET} o)`);
}
await phone.close();
await browser.close();

// 4. HTML validity with the Nu Html Checker.
const vnu = spawnSync(
  "java",
  [
    "-jar",
    require.resolve("vnu-jar/build/dist/vnu.jar"),
    "--errors-only",
    "--format",
    "json",
    ...htmlFiles.map((f) => path.join(dist, f)),
  ],
  {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  },
);
if (vnu.error) throw new Error(`Java introuvable pour le Nu Html Checker : ${vnu.error.message}`);
const vnuMessages = (
  JSON.parse(vnu.stderr || '{"messages":[]}') as {
    messages: Array<{ type: string; url: string; message: string; lastLine?: number }>;
  }
).messages.filter((m) => m.type === "error");
for (const m of vnuMessages)
  problems.push(`html ${m.url.replace(`file:${dist}`, "")}:${m.lastLine ?? "?"} : ${m.message}`);

// 5. Lighthouse (mobile) on the key pages.
const lighthouse = await runLighthouse(origin, CHROMIUM, pages);
server.close();
fs.rmSync(work, { recursive: true, force: true });

for (const p of problems.slice(0, 200)) console.log(`  ✘ ${p}`);
console.log("\nJavaScript gzip par page (scripts chargés)                       pages  octets  budget");
for (const [set, row] of [...scriptSets].sort((a, b) => a[1].maxBytes - b[1].maxBytes)) {
  console.log(
    `${set.padEnd(64)}${String(row.pages).padStart(6)}${String(row.maxBytes).padStart(8)}${String(row.budget).padStart(8)}`,
  );
}
if (images.length > 0) {
  console.log("\nImages à 375 px (pages avec photos)                              octets  héros");
  for (const row of images)
    console.log(`${row.url.padEnd(64)}${String(row.bytes).padStart(7)}${String(row.hero).padStart(7)}`);
}
console.log("\nLighthouse (mobile)           perf  a11y  bonnes  SEO     LCP     TBT    CLS   octets");
for (const r of lighthouse) {
  console.log(
    `${r.url.padEnd(30)}${String(r.performance).padStart(4)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(8)}${String(r.seo).padStart(5)}` +
      `${(r.lcp / 1000).toFixed(2).padStart(7)} s${String(Math.round(r.tbt)).padStart(5)} ms${r.cls.toFixed(3).padStart(7)}${String(Math.round(r.bytes / 1024)).padStart(7)} Ko`,
  );
}
const minScore = Math.min(...lighthouse.flatMap((r) => [r.performance, r.accessibility, r.bestPractices, r.seo]));
console.log(
  `\naudit : ${pages.size} pages · axe ${violations} violation(s) · HTML ${vnuMessages.length} erreur(s) · liens cassés ${broken.length} · ` +
    `requêtes tierces ${thirdParty} · JS max ${(maxJs.withoutForm / 1024).toFixed(1)} Ko sans formulaire, ${(maxJs.withForm / 1024).toFixed(1)} Ko avec · ` +
    `page max ${(maxPage / 1024).toFixed(1)} Ko gzip · images max ${(Math.max(0, ...images.map((i) => i.bytes)) / 1024).toFixed(1)} Ko à 375 px (héros max ${(Math.max(0, ...images.map((i) => i.hero)) / 1024).toFixed(1)} Ko) · police complémentaire sur ${extraFontPages.size} page(s) · ` +
    `Lighthouse min ${minScore}, LCP max ${(Math.max(...lighthouse.map((r) => r.lcp)) / 1000).toFixed(2)} s sur ${lighthouse.length} pages` +
    (lighthouse.length < LIGHTHOUSE_PAGES.length
      ? ` (absentes du site : ${LIGHTHOUSE_PAGES.filter((url) => !pages.has(url)).join(", ")})`
      : ""),
);
process.exit(problems.length > 0 ? 1 : 0);
