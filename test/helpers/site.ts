/**
 * One build of the real site for the whole test run, served like production (static server
 * with _headers and 404 rules) next to a stand-in management API, both on free local ports.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseHTML } from "linkedom";
import { createProspectApi, REVIEW_PATH } from "../../site/preview/prospect-api.ts";
import { createStaticHandler } from "../../site/preview/static-server.ts";
import { build } from "../../site/lib/pipeline.ts";
import { readSettings } from "../../site/config.ts";
import { loadContent } from "../../site/lib/content/load.ts";
import type { SiteData } from "../../site/lib/content/types.ts";
import { freePort } from "./ports.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const TEST_API_KEY = "test-key-7f3a";

export interface TestSite {
  dist: string;
  siteUrl: string;
  apiUrl: string;
  api: ReturnType<typeof createProspectApi>;
  prospectsFile: string;
  /** Parsed HTML of a built page, by URL ("/", "/services/vide-maison"). */
  page(url: string): Document;
  html(url: string): string;
  /** Every indexable page URL (from sitemap.xml). */
  urls: string[];
  /** The content the site was built from: tests read expected facts here, never from literals. */
  data: SiteData;
}

const pending = new Map<string, Promise<TestSite>>();

/**
 * The shared test build. `reviewApi: true` builds a second site whose review form posts to
 * the stand-in (REVIEW_API_URL set) instead of opening the mail client.
 */
export function testSite(options: { reviewApi?: boolean } = {}): Promise<TestSite> {
  const key = JSON.stringify(options);
  if (!pending.has(key)) pending.set(key, start(options));
  return pending.get(key)!;
}

async function start(options: { reviewApi?: boolean }): Promise<TestSite> {
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}/api/add_prospect.php`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const dist = path.join(work, "dist");
  const env = {
    SITE_URL: siteUrl,
    PROSPECT_API_URL: apiUrl,
    PROSPECT_API_KEY: TEST_API_KEY,
    ...(options.reviewApi ? { REVIEW_API_URL: `http://127.0.0.1:${apiPort}${REVIEW_PATH}` } : {}),
  };
  await build({ projectRoot, outDir: dist, deploy: false, env });
  const { data } = loadContent(path.join(projectRoot, "content"), path.join(projectRoot, "static"), readSettings(env, false));
  const prospectsFile = path.join(work, "prospects.jsonl");
  const api = createProspectApi({ apiKey: TEST_API_KEY, file: prospectsFile, siteOrigin: siteUrl });
  await new Promise<void>((r) => api.server.listen(apiPort, "127.0.0.1", r));
  const server = http.createServer(createStaticHandler(dist));
  await new Promise<void>((r) => server.listen(sitePort, "127.0.0.1", r));
  // Let the test process exit when the suites are done.
  server.unref();
  api.server.unref();

  const cache = new Map<string, string>();
  const html = (url: string) => {
    let text = cache.get(url);
    if (text === undefined) {
      const file = url === "/" ? "index.html" : `${url.slice(1)}.html`;
      text = fs.readFileSync(path.join(dist, file), "utf8");
      cache.set(url, text);
    }
    return text;
  };
  const sitemap = fs.readFileSync(path.join(dist, "sitemap.xml"), "utf8");
  const urls = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]!.slice(siteUrl.length) || "/");
  return {
    dist,
    siteUrl,
    apiUrl,
    api,
    prospectsFile,
    html,
    page: (url) => parseHTML(html(url)).document as unknown as Document,
    urls,
    data,
  };
}

/** Visible text of an element, whitespace collapsed and no-break spaces made ordinary. */
export function textOf(node: Element | null | undefined): string {
  return plain(node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** No-break spaces made ordinary, to compare a formatted fact with textOf(). */
export function plain(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, " ");
}
