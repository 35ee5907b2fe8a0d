/**
 * A build: the settings are read, the render workers started, and only then is the build's
 * code loaded (stages.ts: React, the routes, the content loaders, some 140 ms), so that the
 * workers' start-up and this thread's overlap. Nothing reaches dist/ unless every stage
 * succeeded. This module imports nothing heavy: keep it so.
 */
import fs from "node:fs";
import path from "node:path";
import { readSettings, type Settings } from "../../config.ts";
import type { AssetManifest } from "../assets/bundle.ts";
import type { SiteData } from "../content/types.ts";
import { findBrokenLinksIn, type PageLinks } from "./links.ts";
import { defaultWorkers, RenderPool } from "./pool.ts";
import type { PageToRender } from "../render/route.ts";

export interface BuildOptions {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  deploy: boolean;
  /** Where to publish; defaults to dist/ in the project. */
  outDir?: string;
  /** Content folder override (tests and the benchmark build other sites). */
  contentRoot?: string;
  /** Where drawn social images are kept between builds; defaults to .cache/og. */
  cacheDir?: string;
  /** Render workers (0: render in this thread); defaults to one per core for large sites. */
  workers?: number;
  /** Receives what an incremental rebuild needs (the dev loop, site/dev/dev-builder.ts). */
  keepState?: (state: BuildState) => void;
}

/** The result of a build, kept by the dev loop to rebuild only what an edit changes. */
export interface BuildState {
  settings: Settings;
  assets: AssetManifest;
  data: SiteData;
  pages: PageToRender[];
  /** Link facts of every page with status 200, by URL, for the link check. */
  links: Map<string, PageLinks>;
  contentRoot: string;
  staticDir: string;
  outDir: string;
}

export interface BuildSummary {
  pages: number;
  /** The pages' size: the HTML (the other files' is not totted up, which would read each one again). */
  htmlBytes: number;
  milliseconds: number;
  outDir: string;
  settings: Settings;
  /** Objects marked `sample: true` published by a deployment build (ALLOW_SAMPLE_CONTENT=1); 0 for local builds. */
  sampleMarks: number;
  /** Milliseconds spent in each stage, for the benchmark. */
  stages: Record<string, number>;
}

export class BuildError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(details.length ? `${message}\n${details.map((d) => `  - ${d}`).join("\n")}` : message);
    this.name = "BuildError";
  }
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const settings = readSettings(options.env, options.deploy);
  const contentRoot = options.contentRoot ?? path.join(options.projectRoot, "content");
  const pool = new RenderPool(options.workers ?? defaultWorkers(contentRoot));
  try {
    const { runStages } = await import("../stages.ts");
    return await runStages({ ...options, contentRoot }, settings, pool, started);
  } finally {
    await pool.close();
  }
}

/** Fails the build with every internal link of `links` that does not resolve in `outDir`. */
export function assertNoBrokenLinks(outDir: string, links: Map<string, PageLinks>): void {
  const broken = findBrokenLinksIn(outDir, links);
  if (broken.length > 0) {
    throw new BuildError(
      `${broken.length} lien(s) interne(s) cassé(s)`,
      broken.map((b) => `${b.page} → ${b.href} (${b.reason})`),
    );
  }
}

/** Where a content link may point: a page the build writes (status 200) or a file of static/. */
export function knownPaths(pages: PageToRender[], staticDir: string): (pathname: string) => boolean {
  const urls = new Set(pages.filter((p) => p.status === 200).map((p) => p.url));
  return (pathname) => urls.has(pathname) || fs.existsSync(path.join(staticDir, pathname));
}
