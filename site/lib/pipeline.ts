/**
 * The build, stage by stage: settings, content, routes, assets, pages, site files, checks,
 * publish. Nothing reaches dist/ unless every stage succeeded.
 */
import fs from "node:fs";
import path from "node:path";
import { OFFLINE_URL } from "../routes/offline.tsx";
import { readSettings, type Settings } from "../config.ts";
import { bundleAssets, bundleServiceWorker, holdBundler, type AssetManifest } from "./bundle.ts";
import { beginContentLoad, checkContentLinks, loadContent } from "./content/load.ts";
import { ContentError } from "./content/issues.ts";
import { markdownFilesIn } from "./content/files.ts";
import { findSampleMarks, SampleContentError } from "./content/sample-content.ts";
import { pagesOf } from "./collect-pages.ts";
import { MANIFEST_URL } from "./manifest.ts";
import { findBrokenLinksIn, type PageLinks } from "./links.ts";
import { createStagingDir, discard, folderSize, publish } from "./output.ts";
import { defaultWorkers, RenderPool, renderAllInThread, type RenderJob } from "./render-pages.ts";
import type { SiteData } from "./content/types.ts";
import type { PageToRender } from "./route.ts";
import { writeImages, writeSiteFiles } from "./site-files.ts";
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
  /** Render workers (0: render in this thread); defaults to one per core for large sites. */
  workers?: number;
  /** Receives what an incremental rebuild needs (the dev loop, site/preview/dev-builder.ts). */
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
  bytes: number;
  milliseconds: number;
  outDir: string;
  settings: Settings;
  /** Milliseconds spent in each stage, for the benchmark. */
  /** Objects marked `sample: true` published by a deployment build (ALLOW_SAMPLE_CONTENT=1); 0 for local builds. */
  sampleMarks: number;
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
  // Workers start now: their start-up overlaps the loading of the content.
  const pool = new RenderPool(options.workers ?? defaultWorkers(contentRoot));
  // With workers, each article's body is rendered by the thread that renders its page.
  const deferArticleBodies = pool.size > 0;
  const staging = createStagingDir(path.dirname(outDir));
  let bundling: Promise<AssetManifest> | undefined;
  const releaseBundler = holdBundler();
  try {
    // esbuild bundles the browser code in its own process while this thread loads the content.
    fs.cpSync(staticDir, staging, { recursive: true });
    bundling = bundleAssets(projectRoot, staging);
    bundling.catch(() => {});
    // The content up to the articles loads while the workers start; the articles' files are then
    // read on every core.
    const load = beginContentLoad(contentRoot, staticDir, settings);
    const articleHeads = deferArticleBodies
      ? await pool.readArticleHeads(markdownFilesIn(contentRoot, "blog"))
      : undefined;
    const content = load.finish({ deferArticleBodies, articleHeads });
    const pages = collectPages(content.data);
    const isKnownPath = knownPaths(pages, staticDir);
    // Every problem is listed at once: a load that left bodies out loads again with them.
    const listAllIssues = (): never => {
      if (deferArticleBodies) {
        const full = loadContent(contentRoot, staticDir, settings);
        checkContentLinks(full, isKnownPath);
        full.issues.throwIfAny();
      }
      throw new ContentError(content.issues.list);
    };
    checkContentLinks(content, isKnownPath);
    if (content.issues.list.length > 0) listAllIssues();
    // A deployment build never publishes fictional data unless told to (sample-content.ts).
    const sampleMarks = settings.deploy ? await findSampleMarks(contentRoot) : [];
    if (sampleMarks.length > 0 && !settings.allowSampleContent) throw new SampleContentError(sampleMarks);
    lap("content");

    const assets = await bundling;
    lap("bundle");
    const job: RenderJob = {
      data: content.data,
      settings,
      assets,
      outDir: staging,
      contentRoot,
      staticDir,
      deferredBodies: deferArticleBodies,
    };
    /** Runs `work`, its time recorded as `stage` (the stages overlap: this thread and the workers share them). */
    const timed = async <T>(stage: string, work: () => T | Promise<T>) => {
      const start = performance.now();
      const result = await work();
      stages[stage] = performance.now() - start;
      return result;
    };
    // This thread writes the other files (the editor's included) and places the images, then
    // renders pages too.
    const ownWork = async () => {
      await timed("files", async () => {
        writeSiteFiles(staging, { data: content.data, settings, pages });
        await writeAdmin(staging, {
          projectRoot,
          settings,
          stylesheet: assets.css,
          communeNames: Object.fromEntries(content.data.municipalities.map((m) => [m.slug, m.name])),
        });
        await bundleServiceWorker(projectRoot, staging, OFFLINE_URL, [
          assets.css,
          assets.layout.url,
          ...assets.layout.imports,
          // What the layout and the forms load only when a request fails or is pending (issue 15):
          // it must load offline too.
          ...new Set([assets.layout, ...Object.values(assets.islands)].flatMap((entry) => entry.lazy)),
          ...assets.fonts,
          MANIFEST_URL,
        ]);
        await releaseBundler();
      });
      await timed("images", () =>
        writeImages(staging, pages, content.data.brand, options.cacheDir ?? path.join(projectRoot, ".cache", "og")),
      );
    };
    // The workers get the job first, so they start rendering while this thread does its own work.
    const rendered = await timed("render", async () => {
      if (pool.size > 0) return pool.render(job, pages, ownWork);
      const [, inThread] = await Promise.all([ownWork(), renderAllInThread(job, pages)]);
      return inThread;
    });
    void pool.close();
    mark = performance.now();
    // The bodies' problems and links, as the loader would have found them.
    checkContentLinks({ links: rendered.bodies.links, issues: content.issues }, isKnownPath);
    content.issues.list.push(...rendered.bodies.issues);
    if (content.issues.list.length > 0) listAllIssues();
    const links = new Map<string, PageLinks>();
    pages.forEach((page, i) => page.status === 200 && links.set(page.url, rendered.pages[i]!.links));
    assertNoBrokenLinks(staging, links);
    lap("links");
    const bytes = folderSize(staging);
    publish(staging, outDir);
    lap("publish");
    options.keepState?.({ settings, assets, data: content.data, pages, links, contentRoot, staticDir, outDir });
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
    // esbuild may still be writing into the staging folder when the content fails.
    await bundling?.catch(() => {});
    discard(staging);
    throw error;
  } finally {
    await pool.close();
    await releaseBundler();
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

export function collectPages(data: SiteData): PageToRender[] {
  const pages = pagesOf(data);
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
