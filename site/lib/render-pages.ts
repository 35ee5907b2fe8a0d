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
import v8 from "node:v8";
import { Worker } from "node:worker_threads";
import type { Settings } from "../config.ts";
import type { AssetManifest } from "./bundle.ts";
import { contentCache, type WarmEntry } from "./content/cache.ts";
import type { SiteData } from "./content/types.ts";
import { warmFiles, warmJob } from "./content/warm.ts";
import { pageLinks, type PageLinks } from "./links.ts";
import { createWriter, type Writer } from "./output.ts";
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
  const markdown = fs
    .readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md")).length;
  return Math.min(cores, Math.floor(markdown / PAGES_PER_WORKER));
}

/**
 * Renders `pages[i]` for each index given and hands it to `write`; results come back in the
 * same order. The caller flushes the writer.
 */
export function renderInThread(
  job: RenderJob,
  pages: PageToRender[],
  indexes: number[],
  write: Writer,
): RenderedPage[] {
  return indexes.map((i) => {
    const page = pages[i]!;
    const html = renderPage(page, job);
    write(page.file, html);
    return { links: pageLinks(html) };
  });
}

/** Every page, in this thread, written when the promise resolves. */
export async function renderAllInThread(job: RenderJob, pages: PageToRender[]): Promise<RenderedPage[]> {
  const write = createWriter(job.outDir);
  const rendered = renderInThread(
    job,
    pages,
    pages.map((_, i) => i),
    write,
  );
  await write.flush();
  return rendered;
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

  /** Resolves when each worker has loaded its code (it says "ready"). */
  private readonly ready: Array<Promise<void>>;

  constructor(count: number) {
    this.workers = Array.from({ length: count }, () => startWorker());
    this.ready = this.workers.map((worker) => new Promise<void>((resolve) => worker.once("message", () => resolve())));
  }

  get size(): number {
    return this.workers.length;
  }

  async render(job: RenderJob, pages: PageToRender[]): Promise<RenderedPage[]> {
    const pageCount = pages.length;
    // Article bodies are most of the content but each is needed by one page only: the workers
    // get the content without them, and each batch brings the bodies of its own articles.
    const bodies = new Map(job.data.articles.map((a) => [a.url, a.html]));
    const light: RenderJob = {
      ...job,
      data: { ...job.data, articles: job.data.articles.map((a) => ({ ...a, html: "" })) },
    };
    // Serialised once and shared: posting the object would serialise it again for each worker.
    const bytes = v8.serialize(light);
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    shared.set(bytes);
    const results = new Array<RenderedPage>(pageCount);
    let next = 0;
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              // No page left: the worker finishes its writes, then says so.
              if (next >= pageCount) return worker.postMessage({ type: "flush" });
              const from = next;
              next = Math.min(pageCount, next + BATCH);
              const batchBodies: Record<string, string> = {};
              for (let i = from; i < next; i++) {
                const body = bodies.get(pages[i]!.url);
                if (body !== undefined) batchBodies[pages[i]!.url] = body;
              }
              worker.postMessage({ type: "render", from, to: next, bodies: batchBodies });
            };
            worker.on("error", reject);
            worker.on(
              "message",
              (
                message:
                  | { type: "done"; from: number; pages: RenderedPage[] }
                  | { type: "flushed" }
                  | { type: "failed"; error: string }
                  | { type: "ready" },
              ) => {
                if (message.type === "ready") return;
                if (message.type === "failed") return reject(new Error(message.error));
                if (message.type === "flushed") return resolve();
                message.pages.forEach((page, i) => (results[message.from + i] = page));
                feed();
              },
            );
            worker.postMessage({ type: "job", job: shared });
            feed();
          }),
      ),
    );
    return results;
  }

  /**
   * Parses and renders the articles into the content cache (content/warm.ts), in chunks taken
   * from one queue by this thread and by each worker as soon as it has started: a worker still
   * starting is never waited for.
   */
  async warm(contentRoot: string, settings: Settings): Promise<void> {
    const job = warmJob(contentRoot, settings);
    if (!job) return;
    const CHUNK = 48;
    let next = 0;
    const take = () => job.files.slice(next, (next = Math.min(job.files.length, next + CHUNK)));
    const entries: WarmEntry[] = [];
    const inFlight = new Set<Promise<void>>();
    let failure: Error | undefined;
    const feed = (worker: Worker) => {
      const files = take();
      if (files.length === 0) return;
      const chunk = new Promise<void>((resolve) => {
        const onMessage = (message: { type: "warmed"; entries: WarmEntry[] } | { type: "failed"; error: string }) => {
          worker.off("message", onMessage);
          if (message.type === "failed") failure ??= new Error(message.error);
          else entries.push(...message.entries);
          inFlight.delete(chunk);
          resolve();
          feed(worker);
        };
        worker.on("message", onMessage);
        worker.postMessage({ type: "warm", job: { ...job, files } });
      });
      inFlight.add(chunk);
    };
    this.ready.forEach((ready, i) => void ready.then(() => feed(this.workers[i]!)));
    while (next < job.files.length) {
      entries.push(...warmFiles({ ...job, files: take() }));
      // Lets the workers' replies in between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    while (inFlight.size > 0) await Promise.all(inFlight);
    if (failure) throw failure;
    contentCache.seed(entries);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
