/**
 * The render workers, and how the pages (and, before them, the articles' files) are shared
 * between them and this thread. Kept apart from the rendering (render-pages.ts) and free of its
 * imports (React, the routes, the content loaders): the build starts the workers before loading
 * those, so that both start at once (pipeline.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BodyProblems } from "./article-bodies.ts";
import type { ArticleHead } from "../content/articles.ts";
import { shareStrings } from "./links.ts";
import type { PageRenderer, RenderJob, RenderedPage, RenderedPages } from "./render-pages.ts";
import type { PageToRender } from "../render/route.ts";

/** Below this many pages, starting workers costs more than it saves. */
const PAGES_PER_WORKER = 400;
/**
 * Chunks of the shared queue (RenderPool.share). A worker's are a fraction of what is left,
 * within bounds: large while this thread does its own work in long synchronous stretches (a
 * worker must not run dry meanwhile), small at the end so that no thread waits long for
 * another. This thread takes small ones, so it reads the workers' replies often.
 */
const SHARE_OF_REST = 8;
const SMALLEST_CHUNK = 6;
const LARGEST_CHUNK = 64;

/** The indexes `from` to `to` - 1: a chunk of pages. */
export const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * How many workers a build should use (0: render in this thread), decided before the content is
 * loaded: nearly every markdown file of the content folder makes one page. This thread renders
 * too, so one core is left to it.
 */
export function defaultWorkers(contentRoot: string): number {
  const cores = os.availableParallelism();
  if (cores < 2) return 0;
  return Math.min(cores - 1, Math.floor(markdownFileCount(contentRoot) / PAGES_PER_WORKER));
}

/**
 * The markdown files under `dir`, folder by folder: Node's recursive readdirSync took 5 to 10 ms
 * for the 1 000-article corpus (28 for 4 000), before the workers could start, this 1 to 2.
 */
function markdownFileCount(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += markdownFileCount(path.join(dir, entry.name));
    else if (entry.name.endsWith(".md")) count++;
  }
  return count;
}

/**
 * A render worker is a child process, not a worker thread: threads of one process rendering
 * side by side each ran two to three times slower per page than one thread alone (they share
 * the process's memory map, which every heap allocation and release takes), while two
 * processes each kept their speed (measured on the 1 000-article corpus). Under
 * site/launch.mjs the worker is a module of the same bundle; under tsx (tests, `tsx build.ts`),
 * it runs through tsx.
 */
type Worker = ChildProcess;

function startWorker(): Worker {
  const bundled = process.env.SITE_BUNDLE_DIR;
  const [module, flags] = bundled
    ? [path.join(bundled, "render-worker.mjs"), process.execArgv]
    : [fileURLToPath(new URL("./worker.ts", import.meta.url)), ["--import", "tsx"]];
  return fork(module, [], {
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // A young generation twice the default size. A worker renders a page's temporaries (the
    // markup, the markdown's tokens) by the megabyte: with 8 MB semi-spaces, a 4 000-article
    // build spent 1.3-1.8 s collecting garbage (--trace-gc, both processes), 1.05-1.24 s with 32,
    // and 1 000 articles 410-513 ms against 287-352. The tree of processes peaks at about 420 MB
    // for 4 000 articles instead of 380 (the goal is under 500; heap growth is bounded in
    // site/launch.mjs).
    execArgv: [...flags, "--max-semi-space-size=32"],
  });
}

/** Sends a message to a worker; a worker that has ended fails the build through its "exit" event. */
const send = (worker: Worker, message: unknown) => {
  if (worker.connected) worker.send(message as never);
};

export type WorkerReply =
  | { type: "heads"; heads: Array<[string, ArticleHead]> }
  | { type: "done"; from: number; pages: RenderedPage[]; bodies: BodyProblems }
  | { type: "failed"; error: string };

/**
 * Workers started before the build's code is loaded, so their start-up (importing React and the
 * routes) overlaps this thread's. `readArticleHeads` and `render` share the work with them;
 * `close` ends them. A message sent to a worker still starting waits in the pipe until it reads
 * messages, once its code is loaded.
 */
export class RenderPool {
  private readonly workers: Worker[];
  /** Set by `close`: a build that failed stops sharing out work. */
  private closed = false;

  constructor(count: number) {
    this.workers = Array.from({ length: count }, () => startWorker());
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Every page, in batches taken from one queue by each worker and by this thread. `ownWork`
   * runs on this thread first (the site files, the images); it then renders batches too, with
   * the renderer `rendererHere` makes.
   */
  async render(
    job: RenderJob,
    pages: PageToRender[],
    ownWork: () => Promise<unknown>,
    rendererHere: () => PageRenderer,
  ): Promise<RenderedPages> {
    const results = new Array<RenderedPage>(pages.length);
    const bodies: BodyProblems = { issues: [], links: [] };
    const collect = (from: number, rendered: RenderedPage[], found: BodyProblems) => {
      rendered.forEach((page, i) => (results[from + i] = page));
      bodies.issues.push(...found.issues);
      bodies.links.push(...found.links);
    };
    // Serialised once: sending the object would serialise it again for each worker. Without the
    // links between articles: serialising a chain of thousands would overflow the stack. The
    // worker links them again (render-worker.ts).
    const articles = job.data.articles.map((a) => ({ ...a, previous: null, next: null }));
    const serialised = v8.serialize({ ...job, data: { ...job.data, articles } });
    // This thread's own work (synchronous for long stretches) starts once the job is written to
    // every worker: until then, the job only leaves a pipe's buffer at a time between stretches.
    const jobSent = Promise.all(
      this.workers.map((worker) => new Promise((sent) => worker.send({ type: "job", job: serialised }, sent))),
    );
    let renderer: PageRenderer | undefined;
    await this.share({
      count: pages.length,
      ask: (worker, from, to) => send(worker, { type: "render", from, to }),
      answer: (message) => {
        if (message.type !== "done") return false;
        collect(
          message.from,
          message.pages.map((page) => ({ links: shareStrings(page.links), bytes: page.bytes })),
          message.bodies,
        );
        return true;
      },
      held: 2,
      hereStarts: jobSent.then(ownWork),
      here: (from, to) => {
        renderer ??= rendererHere();
        collect(from, renderer.render(range(from, to)), renderer.problems());
      },
    });
    return { pages: results, bodies };
  }

  /**
   * The article files read for a load that leaves the bodies out, in chunks taken from one
   * queue by each worker and by this thread (with `readHere`, once `hereStarts` has resolved).
   * The workers are handed their first chunks at once: called before this thread loads the rest
   * of the content, it lets a worker that has started read articles meanwhile.
   */
  async readArticleHeads(
    files: string[],
    readHere: (file: string) => ArticleHead,
    hereStarts: Promise<unknown>,
  ): Promise<Map<string, ArticleHead>> {
    const heads = new Map<string, ArticleHead>();
    await this.share({
      count: files.length,
      ask: (worker, from, to) => send(worker, { type: "heads", files: files.slice(from, to) }),
      answer: (message) => {
        if (message.type !== "heads") return false;
        for (const [file, head] of message.heads) heads.set(file, head);
        return true;
      },
      // Handed 24 chunks ahead (at most some 1 500 files), not 8: this thread reads the replies
      // only between the collections it loads meanwhile (content/load.ts), up to 100 ms apart,
      // and a worker holding 8 chunks (at most 512 files) read them in some 50 ms, then waited.
      // With 24, the worker of a 1 000-article build read every file before this thread needed
      // them, some 50 ms sooner.
      held: 24,
      hereStarts,
      here: (from, to) => {
        for (const file of files.slice(from, to)) heads.set(file, readHere(file));
      },
    });
    return heads;
  }

  /**
   * Items 0 to `count` - 1, in chunks taken from one queue by this thread (once `hereStarts` has
   * resolved) and by each worker (handed its first `held` now). A worker holds `held` chunks at
   * a time (two for pages), so it starts the next at once instead of waiting for this thread,
   * which works in synchronous stretches, to read its reply: with one, the worker of a
   * 1 000-article build idled for nearly half the render stage. Chunks shrink with what is left,
   * so the last ones a worker holds are small. No chunk is left when this resolves; the first
   * failure, in any thread, rejects it.
   */
  private share(task: {
    count: number;
    ask: (worker: Worker, from: number, to: number) => void;
    /** Takes a worker's reply to `ask`: false for any other message. */
    answer: (message: WorkerReply) => boolean;
    /** How many chunks a worker is handed ahead. */
    held: number;
    hereStarts: Promise<unknown>;
    here: (from: number, to: number) => void;
  }): Promise<void> {
    let next = 0;
    const take = (forWorker: boolean) => {
      const from = next;
      const share = Math.ceil((task.count - next) / ((this.workers.length + 1) * SHARE_OF_REST));
      const size = forWorker ? Math.min(LARGEST_CHUNK, Math.max(SMALLEST_CHUNK, share)) : SMALLEST_CHUNK;
      next = Math.min(task.count, next + size);
      return { from, to: next };
    };
    const inWorkers = this.workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const stopped = () => new Error(`un processus de rendu s’est arrêté (code ${worker.exitCode})`);
          if (!worker.connected) return reject(stopped());
          let asked = 0;
          const feed = () => {
            for (; asked < task.held && next < task.count; asked++) {
              const { from, to } = take(true);
              task.ask(worker, from, to);
            }
            if (asked === 0) finish();
          };
          const onExit = () => reject(stopped());
          const onMessage = (message: WorkerReply) => {
            if (message.type === "failed") return reject(new Error(message.error));
            if (!task.answer(message)) return;
            asked--;
            feed();
          };
          const finish = () => {
            worker.off("message", onMessage).off("exit", onExit).off("error", reject);
            resolve();
          };
          worker.on("message", onMessage).on("exit", onExit).on("error", reject);
          feed();
        }),
    );
    const here = (async () => {
      await task.hereStarts;
      while (next < task.count && !this.closed) {
        const { from, to } = take(false);
        task.here(from, to);
        // Lets the workers' replies in, so each is handed its next chunk without waiting.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    return Promise.all([...inWorkers, here]).then(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const worker of this.workers) worker.kill();
  }
}
