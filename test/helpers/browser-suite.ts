/**
 * The suite every browser test file opens with: the site served, Chromium launched with a
 * fresh profile, a fresh context per page a test opens, and everything closed afterwards.
 */
import { CONSENT_DATE_KEY, CONSENT_KEY } from "../../client/shell/consent.ts";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import type { Test } from "uvu";
import { launchBrowser } from "./browser.ts";
import { testSite, type TestSite } from "./site.ts";
import { suite } from "./suite.ts";

/** What a browser suite serves: the real site (testSite) unless the suite builds its own. */
export interface ServedSite {
  siteUrl: string;
  /** Stops what serving the site started, after the suite. */
  close?(): unknown;
}

export interface BrowserSuiteContext<Site extends ServedSite = TestSite> {
  site: Site;
  browser: Browser;
  /**
   * A page in a fresh context (its own storage and service worker), at `url` of the site when
   * given. A context opened during a test is closed after it, whatever its outcome.
   */
  open(url?: string, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * A suite of browser tests: before them, the site served and Chromium launched; after each
 * test, the contexts it opened closed; after the suite, Chromium and the site. `serve`
 * defaults to the real site, built once per test process with its stand-in API.
 */
export function browserSuite<Extra extends object = Record<string, never>, Site extends ServedSite = TestSite>(
  name: string,
  serve: () => Promise<Site> = testSite as unknown as () => Promise<Site>,
): Test<BrowserSuiteContext<Site> & Extra> {
  const test = suite<BrowserSuiteContext<Site> & Extra>(name);
  let openedInTest: BrowserContext[] | undefined;
  test.before(async (ctx) => {
    ctx.site = await serve();
    ctx.browser = await launchBrowser();
    ctx.open = async (url, options) => {
      const context = await ctx.browser.newContext(options);
      openedInTest?.push(context);
      const page = await context.newPage();
      if (url !== undefined) await page.goto(ctx.site.siteUrl + url);
      return page;
    };
  });
  test.before.each(() => {
    openedInTest = [];
  });
  test.after.each(async () => {
    const contexts = openedInTest ?? [];
    openedInTest = undefined;
    await Promise.all(contexts.map((context) => context.close()));
  });
  test.after(async (ctx) => {
    await ctx.browser?.close();
    await ctx.site?.close?.();
  });
  return test;
}

/** Context options for a visitor who accepted the offline copy of pages (client/shell/consent.ts) on `origin`. */
export function acceptingOfflineCopy(origin: string): BrowserContextOptions {
  const localStorage = [
    { name: CONSENT_KEY, value: "accepted" },
    { name: CONSENT_DATE_KEY, value: new Date().toISOString() },
  ];
  return { storageState: { cookies: [], origins: [{ origin, localStorage }] } };
}
