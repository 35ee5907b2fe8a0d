/**
 * A build, stage by stage: load and check the content, bundle the scripts, render the pages,
 * write the files beside them, check the links, swap in dist/. Everything is written to a
 * staging folder first: nothing reaches dist/ unless every stage succeeded.
 */
import fs from "node:fs";
import path from "node:path";
import { readSettings, type Settings } from "../../config.ts";
import { bundleAssets, stopBundler, type AssetManifest } from "../assets/bundle.ts";
import { writeLinkedIllustrations } from "../assets/illustrations/index.ts";
import { bundleEditor, hasAdmin } from "../../cms/admin.ts";
import { checkContentLinks, loadContent } from "../content/load.ts";
import { findSampleMarks, SampleContentError } from "../content/rules/sample-content.ts";
import type { SiteData } from "../content/types.ts";
import { Issues } from "../content/issues.ts";
import { fieldLabel } from "../content/french/field-labels.ts";
import { defaultImageCache, writeSiteFiles } from "../host/site-files.ts";
import { attachPhotos, checkTextImages } from "../photos/attach.ts";
import { placePhotos } from "../photos/place.ts";
import { preparePhotos, type PreparedPhotos } from "../photos/prepare.ts";
import { isPhotoSource } from "../photos/sources.ts";
import type { PageToRender } from "../render/route.ts";
import { collectPages } from "./collect-pages.ts";
import { assertNoBrokenLinks, knownPaths, type SiteLinks } from "./links.ts";
import { createStagingDir, discard, publish } from "./output.ts";
import { defaultWorkers, RenderPool } from "./pool.ts";
import type { RenderedPages, RenderJob } from "./render-pages.ts";

export interface BuildOptions {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  deploy: boolean;
  /** Where to publish; defaults to dist/ in the project. */
  outDir?: string;
  /** Content folder override (tests and the benchmark build other sites). */
  contentRoot?: string;
  /** Where drawn images are kept between builds; defaults to .cache/og. */
  cacheDir?: string;
  /** Where the files made of the owner's photos are kept between builds; defaults to .cache/photos. */
  photoCacheDir?: string;
  /** Static files override (tests build sites with photos of their own); defaults to static/. */
  staticDir?: string;
  /** Render workers (0: render in this process); defaults to one per core for large sites. */
  workers?: number;
  /** Receives what an incremental rebuild needs (the dev loop, site/dev/dev-builder.ts). */
  keepState?: (state: BuildState) => void;
}

/** The result of a build, kept by the dev loop to rebuild only what an edit changes. */
export interface BuildState {
  settings: Settings;
  assets: AssetManifest;
  data: SiteData;
  editions: SiteData[];
  pages: PageToRender[];
  links: SiteLinks;
  contentRoot: string;
  staticDir: string;
  outDir: string;
  photos: PreparedPhotos;
}

export interface BuildSummary {
  pages: number;
  /** The pages' size in bytes (HTML only). */
  htmlBytes: number;
  milliseconds: number;
  outDir: string;
  settings: Settings;
  /** Objects marked `sample: true` published by a deployment build (ALLOW_SAMPLE_CONTENT=1); 0 for local builds. */
  sampleMarks: number;
  /** Milliseconds spent in each stage, for the benchmark. */
  stages: Record<string, number>;
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const settings = readSettings(options.env, options.deploy);
  const { projectRoot } = options;
  const contentRoot = options.contentRoot ?? path.join(projectRoot, "content");
  const staticDir = options.staticDir ?? path.join(projectRoot, "static");
  const outDir = options.outDir ?? path.join(projectRoot, "dist");
  const stages: Record<string, number> = {};
  const timed = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    stages[stage] = performance.now() - start;
    return result;
  };

  // The workers start first: their start-up overlaps the content load.
  const workers = options.workers ?? defaultWorkers(contentRoot);
  const pool = new RenderPool(workers);
  const staging = createStagingDir(path.dirname(outDir));
  // The owner's photos are read from the cache, or processed, while the content loads (sharp's
  // work runs on its own threads); they are never copied as they are.
  const photos = preparePhotos(staticDir, options.photoCacheDir ?? defaultPhotoCache(projectRoot));
  // The "photos" stage is what the build waits for them once the content is loaded.
  const waitForPhotos = () => timed("photos", () => photos);
  // Awaited once the content is loaded; a failure before then is not an unhandled one.
  photos.catch(() => {});
  // esbuild bundles the browser code, the editor's included, in its own process while this one
  // loads the content.
  fs.cpSync(staticDir, staging, { recursive: true, filter: (file) => !isPhotoSource(staticDir, file) });
  const bundling = [
    bundleAssets(projectRoot, staging),
    hasAdmin(settings) ? bundleEditor(projectRoot, staging) : null,
  ] as const;
  try {
    const { data, editions, pages, sampleMarks, prepared } = await timed("content", () =>
      loadAndCheckContent(contentRoot, staticDir, settings, workers > 0, waitForPhotos),
    );
    placePhotos(prepared, staging);
    const [assets] = await timed("bundle", () => Promise.all(bundling));
    const job: RenderJob = {
      editions,
      settings,
      assets,
      outDir: staging,
      contentRoot,
      staticDir,
      deferredBodies: workers > 0,
    };
    // The other files are written by this process while the workers render (the "files" stage
    // is part of the "render" one); then esbuild, done, gives its memory back.
    const rendered = await timed("render", () =>
      pool.render(job, pages, () =>
        timed("files", async () => {
          await writeSiteFiles(staging, {
            projectRoot,
            data,
            editions,
            settings,
            pages,
            assets,
            cacheDir: options.cacheDir ?? defaultImageCache(projectRoot),
          });
          await stopBundler();
        }),
      ),
    );
    const links = await timed("links", () =>
      checkRendered(staging, { data, pages, staticDir, photos: prepared }, rendered, () =>
        loadAndCheckContent(contentRoot, staticDir, settings, false, waitForPhotos),
      ),
    );
    await timed("publish", () => publish(staging, outDir));
    options.keepState?.({
      settings,
      assets,
      data,
      editions,
      pages,
      links,
      contentRoot,
      staticDir,
      outDir,
      photos: prepared,
    });
    return {
      pages: pages.length,
      htmlBytes: rendered.bytes,
      milliseconds: performance.now() - started,
      outDir,
      settings,
      sampleMarks: sampleMarks.length,
      stages,
    };
  } catch (error) {
    // esbuild may still be writing into the staging folder when the content fails.
    await Promise.allSettled(bundling);
    await photos.catch(() => {});
    discard(staging);
    throw error;
  } finally {
    pool.close();
  }
}

/**
 * The content loaded and checked, with the pages it makes. `deferBodies`: the articles' bodies
 * are left to the processes that render their pages, which report their problems.
 */
async function loadAndCheckContent(
  contentRoot: string,
  staticDir: string,
  settings: Settings,
  deferBodies: boolean,
  waitForPhotos: () => Promise<PreparedPhotos>,
) {
  const content = loadContent(contentRoot, staticDir, settings, { deferArticleBodies: deferBodies });
  const prepared = await waitForPhotos();
  attachPhotos(content, prepared, staticDir);
  const pages = collectPages(content.editions);
  checkContentLinks(content, knownPaths(pages, staticDir));
  // Every problem is listed at once: a load that left the bodies out loads again with them.
  if (content.issues.list.length > 0 && deferBodies)
    await loadAndCheckContent(contentRoot, staticDir, settings, false, waitForPhotos);
  content.issues.throwIfAny();
  // A deployment build never publishes fictional data unless told to (sample-content.ts).
  const sampleMarks = settings.deploy ? await findSampleMarks(contentRoot) : [];
  if (sampleMarks.length > 0 && !settings.allowSampleContent) throw new SampleContentError(sampleMarks);
  return { ...content, pages, sampleMarks, prepared };
}

/** The default place of the photos' cache, in the project. */
export const defaultPhotoCache = (projectRoot: string) => path.join(projectRoot, ".cache", "photos");

/**
 * The rendered site checked: the problems of the bodies rendered with the pages, as the loader
 * would have found them, then every internal link, once the drawn covers that pages link are
 * written. Returns the site's links, for the dev loop's later checks.
 */
async function checkRendered(
  staging: string,
  site: { data: SiteData; pages: PageToRender[]; staticDir: string; photos: PreparedPhotos },
  rendered: RenderedPages,
  loadWithBodies: () => Promise<unknown>,
): Promise<SiteLinks> {
  const issues = new Issues(fieldLabel);
  for (const issue of rendered.bodies.issues) issues.add(issue.file, issue.field, issue.message);
  checkContentLinks({ links: rendered.bodies.links, issues }, knownPaths(site.pages, site.staticDir));
  checkTextImages(rendered.bodies.images, site.photos, site.staticDir, issues);
  if (issues.list.length > 0) {
    // Every problem is listed at once: the content loads again, with the bodies.
    await loadWithBodies();
    issues.throwIfAny();
  }
  const links: SiteLinks = { pages: new Map(), parts: rendered.parts };
  site.pages.forEach((page, i) => page.status === 200 && links.pages.set(page.url, rendered.links[i]!));
  writeLinkedIllustrations(staging, site.data, [...rendered.links, ...rendered.parts.values()]);
  assertNoBrokenLinks(staging, links);
  return links;
}
