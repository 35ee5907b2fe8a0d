/**
 * Render workers: child processes that each render and write a share of the pages, while the
 * build's own process writes the other files. Processes, not worker threads: threads of one
 * process rendering side by side each ran two to three times slower per page than one thread
 * alone (they share one allocator), while processes keep their speed. Started at the beginning
 * of the build, so their start-up overlaps the content load.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { PageToRender } from "../render/route.ts";
import type { RenderedPages, RenderJob } from "./render-pages.ts";

/** Below this many articles, starting a worker costs more than it saves. */
const ARTICLES_PER_WORKER = 400;

/** How many workers a build of `contentRoot` should use (0: render in the build's process). */
export function defaultWorkers(contentRoot: string): number {
  const blog = path.join(contentRoot, "blog");
  const articles = fs.existsSync(blog) ? fs.readdirSync(blog).length : 0;
  return Math.min(os.availableParallelism(), Math.floor(articles / ARTICLES_PER_WORKER));
}

export type WorkerRequest = { job: RenderJob; indexes: number[] };
export type WorkerReply = ({ type: "done" } & RenderedPages) | { type: "failed"; error: string };

/** The worker module: bundled beside the build's under site/launch.mjs, run through tsx otherwise. */
function startWorker(): ChildProcess {
  const bundle = process.env.SITE_BUNDLE_DIR;
  return bundle
    ? fork(path.join(bundle, "render-worker.mjs"), [], { serialization: "advanced" })
    : fork(fileURLToPath(new URL("./worker.ts", import.meta.url)), [], {
        serialization: "advanced",
        execArgv: ["--import", "tsx"],
      });
}

export class RenderPool {
  private readonly workers: ChildProcess[];

  constructor(count: number) {
    this.workers = Array.from({ length: count }, startWorker);
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Every page, each worker rendering every n-th one (neighbours in a list cost alike). `sent`
   * resolves once the job has left for every worker: a message leaves its pipe only while this
   * process's event loop turns, so the caller waits for it before any long synchronous work.
   */
  render(job: RenderJob, pages: PageToRender[]): { sent: Promise<unknown>; rendered: Promise<RenderedPages> } {
    // The articles' links to their neighbours are left out: serialising a chain of thousands
    // overflows the stack. The worker links them again.
    const articles = job.data.articles.map((a) => ({ ...a, previous: null, next: null }));
    const sent: RenderJob = { ...job, data: { ...job.data, articles } };
    const shares = this.workers.map((_, k) => pages.map((_, i) => i).filter((i) => i % this.workers.length === k));
    const asked = this.workers.map((worker, k) => ask(worker, { job: sent, indexes: shares[k]! }));
    return {
      sent: Promise.all(asked.map((a) => a.sent)),
      rendered: Promise.all(asked.map((a) => a.reply)).then(merge(shares)),
    };
  }

  close(): void {
    for (const worker of this.workers) worker.kill();
  }
}

/** The workers' replies as one, each page's links at its index. */
const merge =
  (shares: number[][]) =>
  (replies: RenderedPages[]): RenderedPages => {
    const result: RenderedPages = { links: [], parts: new Map(), bytes: 0, bodies: { issues: [], links: [] } };
    replies.forEach((reply, k) => {
      shares[k]!.forEach((page, i) => (result.links[page] = reply.links[i]!));
      for (const [id, links] of reply.parts) result.parts.set(id, links);
      result.bytes += reply.bytes;
      result.bodies.issues.push(...reply.bodies.issues);
      result.bodies.links.push(...reply.bodies.links);
    });
    return result;
  };

function ask(worker: ChildProcess, request: WorkerRequest): { sent: Promise<unknown>; reply: Promise<RenderedPages> } {
  let sent!: Promise<unknown>;
  const reply = new Promise<RenderedPages>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`un processus de rendu s’est arrêté (code ${code})`));
    worker.once("exit", exited).once("error", reject);
    worker.once("message", (reply: WorkerReply) => {
      worker.off("exit", exited).off("error", reject);
      if (reply.type === "failed") reject(new Error(reply.error));
      else resolve(reply);
    });
    sent = new Promise((done) => worker.send(request, done));
  });
  return { sent, reply };
}
