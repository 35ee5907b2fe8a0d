/** Lighthouse 12 (mobile defaults) against Debian's Chromium, started by chrome-launcher. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PATHS } from "../../content/paths.ts";
import { QUIET_FLAGS } from "../helpers/browser.ts";

export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/**
 * Home, contact, zones, a service, a municipality, the blog and an article; the partners' video
 * hero and the site map, whose largest paints are of other kinds (a poster; a page without images).
 */
export const LIGHTHOUSE_PAGES = [
  PATHS.fr.home,
  PATHS.fr.contact,
  PATHS.fr.zones,
  PATHS.fr.service("vide-maison"),
  PATHS.fr.municipality("namur"),
  PATHS.fr.blog,
  PATHS.fr.article("syndrome-diogene-vider-maison-encombree"),
  PATHS.fr.partners,
  PATHS.fr.siteMap,
  // The Dutch edition (issue 37): its home, its pricing page with the estimator, a commune.
  PATHS.nl.home,
  PATHS.nl.pricing,
  PATHS.nl.municipality("gent"),
];

export async function runLighthouse(
  origin: string,
  chromePath: string,
  pages: Map<string, string>,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...QUIET_FLAGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of LIGHTHOUSE_PAGES.filter((u) => pages.has(u))) {
      const run = await lighthouse(origin + url, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = run!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        bytes: audit("total-byte-weight"),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
