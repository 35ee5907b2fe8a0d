/**
 * The HTML tier runs every suite on two builds, made at the same time in child processes
 * through the owner's own command, `npm run build`:
 * - the real content, as a deployment build with ordinary production settings (and
 *   ALLOW_SAMPLE_CONTENT=1: the shipped content is marked as sample data);
 * - the extended copy (one more article and municipality, three facts changed: see
 *   extended-content.ts), with ALLOW_LOCAL_API=1 and a local API, as a staging build would.
 * A suite written with `siteSuites` states rules that must hold on both, so a test that
 * pins today's content, or reads a fact anywhere but the content, fails on the second.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Test } from "uvu";
import { suite } from "./suite.ts";
import { writeExtendedContent, type ExtendedContent } from "./extended-content.ts";
import { contentRoot as realContentRoot } from "./paths.ts";
import { npmRun, type RunResult } from "./run.ts";
import type { SiteData } from "../../site/lib/content/types.ts";
import { openBuiltSite, siteData, type BuiltSite } from "./site.ts";

export interface SiteBuild {
  site: BuiltSite;
  /** What `npm run build` printed. */
  output: string;
}

export const REAL_ENV = {
  SITE_URL: "https://www.exemple.test",
  PROSPECT_API_URL: "https://gestion.exemple.test/api/add_prospect.php",
  PROSPECT_API_KEY: "cle-de-test-html",
  // The shipped content is marked as sample data (README, « Données d’exemple »).
  ALLOW_SAMPLE_CONTENT: "1",
};

export const EXTENDED_ENV = {
  SITE_URL: "http://127.0.0.1:8765",
  PROSPECT_API_URL: "http://127.0.0.1:8766/api/add_prospect.php",
  PROSPECT_API_KEY: "cle-de-test-html",
  ALLOW_LOCAL_API: "1",
  ALLOW_SAMPLE_CONTENT: "1",
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), "html-tier-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));

let started: { real: Promise<SiteBuild>; extended: Promise<SiteBuild & { content: ExtendedContent }> } | undefined;

/** Both builds start on the first request for either, so they share the two cores. */
function start() {
  if (!started) {
    const realDist = path.join(work, "dist-real");
    const extendedDist = path.join(work, "dist-extended");
    const real = npmRun("build", [`--out=${realDist}`], REAL_ENV);
    // The content is loaded here while both builds run, not after.
    const realData = siteData(realContentRoot, REAL_ENV);
    const extended = writeExtendedContent(path.join(work, "content-extended"), path.join(work, "static-extended")).then(
      async (content) => {
        const built = npmRun(
          "build",
          [`--content=${content.root}`, `--static=${content.staticRoot}`, `--out=${extendedDist}`],
          EXTENDED_ENV,
        );
        const data = siteData(content.root, EXTENDED_ENV);
        return {
          ...opened("contenu étendu", await built, extendedDist, content.root, EXTENDED_ENV, data, content.staticRoot),
          content,
        };
      },
    );
    started = {
      real: real.then((result) => opened("contenu réel", result, realDist, realContentRoot, REAL_ENV, realData)),
      extended,
    };
  }
  return started;
}

function opened(
  label: string,
  result: RunResult,
  dist: string,
  contentRoot: string,
  env: Record<string, string>,
  data: SiteData,
  staticDir?: string,
): SiteBuild {
  if (result.code !== 0) throw new Error(`npm run build (${label}) a échoué :\n${result.output}`);
  return { site: openBuiltSite(label, dist, contentRoot, env, data, staticDir), output: result.output };
}

export const realBuild = () => start().real;
export const extendedBuild = () => start().extended;

export interface SiteContext {
  site: BuiltSite;
}

export const HTML_SITES: Array<{ label: string; open: () => Promise<BuiltSite> }> = [
  { label: "contenu réel", open: async () => (await realBuild()).site },
  { label: "contenu étendu", open: async () => (await extendedBuild()).site },
];

/** Registers the same tests once per HTML-tier site, each in a suite named after the site. */
export function siteSuites(name: string, define: (test: Test<SiteContext>) => void): void {
  for (const target of HTML_SITES) {
    const tests = suite<SiteContext>(`${name} · ${target.label}`);
    tests.before(async (ctx) => {
      ctx.site = await target.open();
    });
    define(tests);
    tests.run();
  }
}
