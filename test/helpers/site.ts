/**
 * Built sites as the tests see them: the files of a dist/ folder, its pages parsed with
 * linkedom, and the content it was built from (`data`), where tests read every expected fact.
 * `testSite()` also serves the real site like production (static server with _headers and 404
 * rules) next to a stand-in management API, for the browser tier.
 */
import { fileForUrl } from "../../site/lib/render/route.ts";
import "../../site/production-env.ts";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseHTML } from "linkedom";
import { createProspectApi, REVIEW_PATH } from "../../site/dev/prospect-api.ts";
import { createStaticHandler } from "../../site/dev/static-server.ts";
import { build } from "../../site/lib/build/build.ts";
import { PROSPECT_API_PATH, readSettings, type Settings } from "../../site/config.ts";
import { loadContent, type LoadedContent } from "../../site/lib/content/load.ts";
import type { SiteData } from "../../site/lib/content/types.ts";
import { DEFAULT_LOCALE, type Locale } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { contentRoot as realContentRoot, projectRoot } from "./paths.ts";
import { freePort } from "./ports.ts";

export { projectRoot };
export const TEST_API_KEY = "test-key-7f3a";

export interface BuiltSite {
  /** Which content the site was built from, for test names. */
  label: string;
  dist: string;
  contentRoot: string;
  /** The static files it was built with (photos included). */
  staticDir: string;
  siteUrl: string;
  settings: Settings;
  /** Parsed HTML of a built page, by URL ("/", "/services/vide-maison"); shared, read only. */
  page(url: string): Document;
  /** A parse of its own, for a test that removes or changes nodes. */
  freshPage(url: string): Document;
  html(url: string): string;
  /** Text of any file of the build, by its path in dist/. */
  file(relative: string): string;
  /** Every indexable page URL (from sitemap.xml). */
  urls: string[];
  /** The content the site was built from: tests read expected facts here, never from literals. */
  data: SiteData;
  /** Every edition, the default (data) first. */
  editions: SiteData[];
  /** The edition a page belongs to, by its address (each other edition's pages are under its home). */
  edition(url: string): SiteData;
  /** Every indexable page URL of one edition. */
  urlsOf(locale: Locale): string[];
}

export interface TestSite extends BuiltSite {
  apiUrl: string;
  api: ReturnType<typeof createProspectApi>;
  prospectsFile: string;
}

const loaded = new Map<string, LoadedContent>();

/**
 * The content of `contentRoot` as a build with the settings in `env` loads it, with its issues;
 * loaded once per folder and settings, loading being the costliest step of a test run.
 */
export function loadedContent(contentRoot: string, env: Record<string, string>): LoadedContent {
  const key = JSON.stringify([contentRoot, env]);
  let content = loaded.get(key);
  if (!content) {
    content = loadContent(contentRoot, path.join(projectRoot, "static"), readSettings(env, false));
    loaded.set(key, content);
  }
  return content;
}

/** The content a build of `contentRoot` with the settings in `env` renders. */
export function siteData(contentRoot: string, env: Record<string, string>): SiteData {
  return loadedContent(contentRoot, env).data;
}

/**
 * Opens a finished build of `contentRoot` made with the settings in `env`; `data` may be
 * loaded beforehand, while the build runs.
 */
export function openBuiltSite(
  label: string,
  dist: string,
  contentRoot: string,
  env: Record<string, string>,
  data = siteData(contentRoot, env),
  staticDir = path.join(projectRoot, "static"),
): BuiltSite {
  const settings = readSettings(env, false);
  const texts = new Map<string, string>();
  const docs = new Map<string, Document>();
  const file = (relative: string) => {
    let text = texts.get(relative);
    if (text === undefined) {
      text = fs.readFileSync(path.join(dist, relative), "utf8");
      texts.set(relative, text);
    }
    return text;
  };
  const html = (url: string) => file(fileForUrl(url));
  const parse = (url: string) => parseHTML(html(url)).document as unknown as Document;
  const siteUrl = settings.siteUrl;
  const urls = Array.from(
    file("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g),
    (m) => m[1]!.slice(siteUrl.length) || "/",
  );
  const editions = loadedContent(contentRoot, env).editions.map((e) => (e.locale === data.locale ? data : e));
  const edition = (url: string) =>
    editions.find((e) => e.locale !== DEFAULT_LOCALE && url.startsWith(PATHS[e.locale].home)) ?? data;
  return {
    label,
    dist,
    contentRoot,
    staticDir,
    siteUrl,
    settings,
    html,
    file,
    page(url) {
      let doc = docs.get(url);
      if (!doc) {
        doc = parse(url);
        docs.set(url, doc);
      }
      return doc;
    },
    freshPage: parse,
    urls,
    data,
    editions,
    edition,
    urlsOf: (locale) => urls.filter((url) => edition(url).locale === locale),
  };
}

const pending = new Map<string, Promise<TestSite>>();

/**
 * The real site, built once per test process and served. `reviewApi: true` builds a second
 * site whose review form posts to the stand-in (REVIEW_API_URL set) instead of opening the
 * mail client.
 */
export function testSite(options: { reviewApi?: boolean } = {}): Promise<TestSite> {
  const key = JSON.stringify(options);
  if (!pending.has(key)) pending.set(key, start(options));
  return pending.get(key)!;
}

async function start(options: { reviewApi?: boolean }): Promise<TestSite> {
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}${PROSPECT_API_PATH}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const dist = path.join(work, "dist");
  const env = {
    SITE_URL: siteUrl,
    PROSPECT_API_URL: apiUrl,
    PROSPECT_API_KEY: TEST_API_KEY,
    ...(options.reviewApi ? { REVIEW_API_URL: `http://127.0.0.1:${apiPort}${REVIEW_PATH}` } : {}),
  };
  await build({ projectRoot, outDir: dist, deploy: false, env });
  const prospectsFile = path.join(work, "prospects.jsonl");
  const api = createProspectApi({ apiKey: TEST_API_KEY, file: prospectsFile, siteOrigin: siteUrl });
  await new Promise<void>((r) => api.server.listen(apiPort, "127.0.0.1", r));
  const server = http.createServer(createStaticHandler(dist));
  await new Promise<void>((r) => server.listen(sitePort, "127.0.0.1", r));
  // Let the test process exit when the suites are done.
  server.unref();
  api.server.unref();
  return { ...openBuiltSite("contenu réel", dist, realContentRoot, env), apiUrl, api, prospectsFile };
}

export { attr, plain, textOf, visibleText } from "./text.ts";
