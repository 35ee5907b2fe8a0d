/**
 * The build's stages, once the settings are read and the render workers are starting
 * (pipeline.ts): content, routes, assets, pages, site files, checks, publish. Nothing reaches
 * dist/ unless every stage succeeded.
 */
import fs from "node:fs";
import path from "node:path";
import { OFFLINE_URL } from "../routes/offline.tsx";
import type { Settings } from "../config.ts";
import { bundleAssets, bundleServiceWorker, holdBundler, type AssetManifest } from "./bundle.ts";
import { beginContentLoadBetweenEvents, checkContentLinks, loadContent } from "./content/load.ts";
import { ContentError } from "./content/issues.ts";
import { markdownFilesIn } from "./content/files.ts";
import { findSampleMarks, SampleContentError } from "./content/sample-content.ts";
import { collectPages } from "./collect-pages.ts";
import { MANIFEST_URL } from "./manifest.ts";
import type { PageLinks } from "./links.ts";
import { createStagingDir, discard, publish } from "./output.ts";
import { readArticleHead } from "./content/articles.ts";
import { PageRenderer, renderAllInThread, type RenderJob } from "./render-pages.ts";
import type { RenderPool } from "./render-pool.ts";
import { assertNoBrokenLinks, knownPaths, type BuildOptions, type BuildSummary } from "./pipeline.ts";
import { writeImages, writeSiteFiles } from "./site-files.ts";
import { writeLinkedIllustrations } from "./illustrations/index.ts";
import { writeAdmin } from "../cms/admin.ts";

/** The build after its start (pipeline.ts, `build`): `started` is when it began, `pool` its workers. */
export async function runStages(
  options: BuildOptions & { contentRoot: string },
  settings: Settings,
  pool: RenderPool,
  started: number,
): Promise<BuildSummary> {
  const stages: Record<string, number> = {};
  let mark = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    stages[stage] = now - mark;
    mark = now;
  };
  const { projectRoot, contentRoot } = options;
  const outDir = options.outDir ?? path.join(projectRoot, "dist");
  const staticDir = path.join(projectRoot, "static");
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
    // The articles' files are read on every core: the workers are handed theirs first, and read
    // them while this thread loads the rest of the content. This thread joins in once it has:
    // reading articles in its load's pauses (24 of 1 000, four chunks), it made that load, which
    // the workers' job waits for, longer by as much.
    let loaded = () => {};
    const articleHeads = deferArticleBodies
      ? pool.readArticleHeads(
          markdownFilesIn(contentRoot, "blog"),
          readArticleHead,
          new Promise<void>((resolve) => (loaded = resolve)),
        )
      : undefined;
    // Awaited below: if the content fails to load first, the workers are ended and this rejects.
    articleHeads?.catch(() => {});
    const load = await beginContentLoadBetweenEvents(contentRoot, staticDir, settings).finally(loaded);
    const content = load.finish({ deferArticleBodies, articleHeads: await articleHeads });
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
        writeSiteFiles(staging, { data: content.data, settings, pages, inlineScripts: [assets.boot.cspSource] });
        await writeAdmin(staging, {
          projectRoot,
          settings,
          stylesheet: assets.css,
          communeNames: Object.fromEntries(content.data.municipalities.map((m) => [m.slug, m.name])),
        });
        await bundleServiceWorker(
          projectRoot,
          staging,
          OFFLINE_URL,
          [assets.css, assets.layout.url, ...assets.layout.imports, ...assets.fonts, MANIFEST_URL],
          // What the layout and the forms load only on demand, as when a request fails or is
          // pending (issue 15): it must load offline too, whether or not the visitor wants an
          // offline copy of pages.
          [...new Set([assets.layout, ...Object.values(assets.islands)].flatMap((entry) => entry.lazy))],
        );
        await releaseBundler();
      });
      await timed("images", () =>
        writeImages(staging, pages, content.data.brand, options.cacheDir ?? path.join(projectRoot, ".cache", "og")),
      );
    };
    // The workers get the job first, so they start rendering while this thread does its own work.
    const rendered = await timed("render", async () => {
      if (pool.size > 0) return pool.render(job, pages, ownWork, () => new PageRenderer(job, pages));
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
    writeLinkedIllustrations(
      staging,
      content.data,
      rendered.pages.map((page) => page.links),
    );
    assertNoBrokenLinks(staging, links);
    lap("links");
    publish(staging, outDir);
    lap("publish");
    options.keepState?.({ settings, assets, data: content.data, pages, links, contentRoot, staticDir, outDir });
    return {
      pages: pages.length,
      htmlBytes: rendered.pages.reduce((sum, page) => sum + page.bytes, 0),
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
    await releaseBundler();
  }
}
