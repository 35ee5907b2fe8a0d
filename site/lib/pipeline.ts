/**
 * The build, stage by stage: settings, content, routes, assets, pages, site files, checks,
 * publish. Nothing reaches dist/ unless every stage succeeded.
 */
import fs from "node:fs";
import path from "node:path";
import { routes } from "../routes/index.ts";
import { OFFLINE_URL } from "../routes/offline.tsx";
import { readSettings, type Settings } from "../config.ts";
import { bundleAssets, bundleServiceWorker } from "./bundle.ts";
import { checkContentLinks, loadContent } from "./content/load.ts";
import { findSampleMarks, SampleContentError } from "./content/sample-content.ts";
import { findBrokenLinks } from "./links.ts";
import { createStagingDir, discard, folderSize, publish, writeFile } from "./output.ts";
import { renderPage } from "./render.ts";
import type { SiteData } from "./content/types.ts";
import type { PageToRender } from "./route.ts";
import { writeSiteFiles } from "./site-files.ts";
import { writeAdmin } from "../cms/admin.ts";

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
}

export interface BuildSummary {
  pages: number;
  bytes: number;
  milliseconds: number;
  outDir: string;
  settings: Settings;
  /** Objects marked `sample: true` published by a deployment build (ALLOW_SAMPLE_CONTENT=1); 0 for local builds. */
  sampleMarks: number;
  /** Milliseconds spent in each stage, for the benchmark. */
  stages: Record<string, number>;
}

export class BuildError extends Error {
  constructor(message: string, readonly details: string[] = []) {
    super(details.length ? `${message}\n${details.map((d) => `  - ${d}`).join("\n")}` : message);
    this.name = "BuildError";
  }
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const stages: Record<string, number> = {};
  let mark = started;
  const lap = (stage: string) => {
    const now = performance.now();
    stages[stage] = now - mark;
    mark = now;
  };
  const { projectRoot } = options;
  const outDir = options.outDir ?? path.join(projectRoot, "dist");
  const settings = readSettings(options.env, options.deploy);
  const staticDir = path.join(projectRoot, "static");
  const contentRoot = options.contentRoot ?? path.join(projectRoot, "content");
  const content = loadContent(contentRoot, staticDir, settings);
  const pages = collectPages(content.data);
  const urls = new Set(pages.filter((p) => p.status === 200).map((p) => p.url));
  checkContentLinks(content, (pathname) => urls.has(pathname) || fs.existsSync(path.join(staticDir, pathname)));
  content.issues.throwIfAny();
  // A deployment build never publishes fictional data unless told to (sample-content.ts).
  const sampleMarks = settings.deploy ? findSampleMarks(contentRoot) : [];
  if (sampleMarks.length > 0 && !settings.allowSampleContent) throw new SampleContentError(sampleMarks);
  lap("content");

  const staging = createStagingDir(path.dirname(outDir));
  try {
    fs.cpSync(staticDir, staging, { recursive: true });
    const assets = await bundleAssets(projectRoot, staging);
    await writeAdmin(staging, {
      projectRoot,
      settings,
      stylesheet: assets.css,
      communeNames: Object.fromEntries(content.data.municipalities.map((m) => [m.slug, m.name])),
    });
    lap("bundle");
    const rendered = new Map<string, string>();
    for (const page of pages) {
      const html = renderPage(page, { data: content.data, settings, assets });
      writeFile(staging, page.file, html);
      if (page.status === 200) rendered.set(page.url, html);
    }
    lap("render");
    await writeSiteFiles(staging, {
      data: content.data,
      settings,
      pages,
      cacheDir: options.cacheDir ?? path.join(projectRoot, ".cache", "og"),
    });
    await bundleServiceWorker(projectRoot, staging, OFFLINE_URL, [
      assets.css,
      assets.layout.url,
      ...assets.layout.imports,
      // What the layout and the forms load only when a request fails or is pending (issue 15):
      // it must load offline too.
      ...new Set([assets.layout, ...Object.values(assets.islands)].flatMap((entry) => entry.lazy)),
      ...assets.fonts,
      "/favicon.svg",
      "/manifest.webmanifest",
    ]);
    lap("files");
    const broken = findBrokenLinks(staging, rendered);
    if (broken.length > 0) {
      throw new BuildError(
        `${broken.length} lien(s) interne(s) cassé(s)`,
        broken.map((b) => `${b.page} → ${b.href} (${b.reason})`),
      );
    }
    lap("links");
    const bytes = folderSize(staging);
    publish(staging, outDir);
    lap("publish");
    return {
      pages: pages.length,
      bytes,
      milliseconds: performance.now() - started,
      outDir,
      settings,
      sampleMarks: sampleMarks.length,
      stages,
    };
  } catch (error) {
    discard(staging);
    throw error;
  }
}

function collectPages(data: SiteData): PageToRender[] {
  const pages = routes.flatMap((route) => route.pages(data));
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const page of pages) {
    const key = page.file;
    const first = seen.get(key);
    if (first) duplicates.push(`${page.url} (routes ${first} et ${page.routeId})`);
    seen.set(key, page.routeId);
  }
  if (duplicates.length > 0) throw new BuildError("URL produite deux fois", duplicates);
  return pages;
}
