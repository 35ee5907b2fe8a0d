/**
 * Renders and writes every page, in this thread for a small site or on every core for a large
 * one (worker_threads: each worker gets a copy of the content, recomputes the page list, and
 * renders the pages it is handed in batches). Pages are pure functions of the content, so the
 * output is the same byte for byte whatever the number of workers (test/workers.test.ts).
 * Only what the link check needs comes back from the workers, not the HTML.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Settings } from "../config.ts";
import type { AssetManifest } from "./bundle.ts";
import type { SiteData } from "./content/types.ts";
import { pageLinks, type PageLinks } from "./links.ts";
import { createWriter } from "./output.ts";
import { renderPage } from "./render.ts";
import type { PageToRender } from "./route.ts";

export interface RenderJob {
  data: SiteData;
  settings: Settings;
  assets: AssetManifest;
  outDir: string;
}

export interface RenderedPage {
  links: PageLinks;
  /** The HTML itself, kept only when asked (the dev loop compares pages between builds). */
  html?: string;
}

/** Below this many pages, starting workers costs more than it saves. */
const PAGES_PER_WORKER = 400;
const BATCH = 32;

/**
 * How many workers a build should use (0: render in this thread), decided before the content is
 * loaded: nearly every markdown file of the content folder makes one page.
 */
export function defaultWorkers(contentRoot: string): number {
  const cores = os.availableParallelism();
  if (cores < 2) return 0;
  const markdown = fs.readdirSync(contentRoot, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".md")).length;
  return Math.min(cores, Math.floor(markdown / PAGES_PER_WORKER));
}

/** Renders `pages[i]` for each index given and writes it; results come back in the same order. */
export function renderInThread(job: RenderJob, pages: PageToRender[], indexes: number[], keepHtml = false): RenderedPage[] {
  const write = createWriter(job.outDir);
  return indexes.map((i) => {
    const page = pages[i]!;
    const html = renderPage(page, job);
    write(page.file, html);
    return { links: pageLinks(html), ...(keepHtml ? { html } : {}) };
  });
}

/**
 * Under site/launch.mjs the worker is a module of the same bundle. Under tsx (tests, `tsx
 * build.ts`), workers do not inherit tsx's loader: the worker registers it, then loads its module.
 */
function startWorker(): Worker {
  const bundled = process.env.SITE_BUNDLE_DIR;
  if (bundled) return new Worker(path.join(bundled, "render-worker.mjs"));
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const worker = JSON.stringify(new URL("./render-worker.ts", import.meta.url).href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${worker}); })`, { eval: true });
}

/**
 * Workers started before the content is loaded, so their start-up (importing React and the
 * routes) overlaps the main thread's work. `render` hands them the job; `close` ends them.
 */
export class RenderPool {
  private readonly workers: Worker[];

  constructor(count: number) {
    this.workers = Array.from({ length: count }, () => startWorker());
  }

  get size(): number {
    return this.workers.length;
  }

  async render(job: RenderJob, pageCount: number): Promise<RenderedPage[]> {
    const results = new Array<RenderedPage>(pageCount);
    let next = 0;
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              if (next >= pageCount) return resolve();
              const from = next;
              next = Math.min(pageCount, next + BATCH);
              worker.postMessage({ type: "render", from, to: next });
            };
            worker.on("error", reject);
            worker.on("message", (message: { type: "done"; from: number; pages: RenderedPage[] } | { type: "failed"; error: string }) => {
              if (message.type === "failed") return reject(new Error(message.error));
              message.pages.forEach((page, i) => (results[message.from + i] = page));
              feed();
            });
            worker.postMessage({ type: "job", job });
            feed();
          }),
      ),
    );
    return results;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
