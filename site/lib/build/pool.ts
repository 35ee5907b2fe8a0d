/**
 * Renders every page, on this process and on render workers: child processes that each render
 * and write a share of the pages. Processes, not worker threads: threads of one process
 * rendering side by side each ran slower per page than one thread alone (they share one
 * allocator), while processes keep their speed. The workers start at the beginning of the
 * build, so their start-up overlaps the content load.
 */
import { collectionFolder, DEFAULT_LOCALE } from "../../../content/locales.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { PageToRender } from "../render/route.ts";
import { PageRenderer, type RenderedPages, type RenderJob } from "./render-pages.ts";

/** Below this many articles, starting a worker costs more than it saves. */
const ARTICLES_PER_WORKER = 400;

/** How many workers a build of `contentRoot` should use: one per core but this process's. */
export function defaultWorkers(contentRoot: string): number {
  const blog = path.join(contentRoot, collectionFolder("blog", DEFAULT_LOCALE));
  const articles = fs.existsSync(blog) ? fs.readdirSync(blog).length : 0;
  return Math.min(os.availableParallelism() - 1, Math.floor(articles / ARTICLES_PER_WORKER));
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

  constructor(workers: number) {
    this.workers = Array.from({ length: workers }, startWorker);
  }

  /**
   * Every page: this process and each worker render every n-th one (neighbours in a list cost
   * alike). This process first runs `ownWork`, once the job has left for the workers: a message
   * leaves its pipe only while the event loop turns, and `ownWork` holds it for long stretches.
   */
  async render(job: RenderJob, pages: PageToRender[], ownWork: () => Promise<unknown>): Promise<RenderedPages> {
    const processes = this.workers.length + 1;
    const shares = Array.from({ length: processes }, (_, k) =>
      pages.map((_, i) => i).filter((i) => i % processes === k),
    );
    // The articles' links to their neighbours are left out: serialising a chain of thousands
    // overflows the stack. The worker links them again.
    const editions = job.editions.map((data) => ({
      ...data,
      articles: data.articles.map((a) => ({ ...a, previous: null, next: null })),
    }));
    const sent: RenderJob = { ...job, editions };
    const asked = this.workers.map((worker, k) => ask(worker, { job: sent, indexes: shares[k + 1]! }));
    await Promise.all(asked.map((a) => a.sent));
    await ownWork();
    const here = new PageRenderer(job, pages).render(shares[0]!);
    return merge(shares, [here, ...(await Promise.all(asked.map((a) => a.reply)))]);
  }

  close(): void {
    for (const worker of this.workers) worker.kill();
  }
}

/** The replies as one, each page's links at its index. */
function merge(shares: number[][], replies: RenderedPages[]): RenderedPages {
  const result: RenderedPages = { links: [], parts: new Map(), bytes: 0, bodies: { issues: [], links: [] } };
  replies.forEach((reply, k) => {
    shares[k]!.forEach((page, i) => (result.links[page] = reply.links[i]!));
    for (const [id, links] of reply.parts) result.parts.set(id, links);
    result.bytes += reply.bytes;
    result.bodies.issues.push(...reply.bodies.issues);
    result.bodies.links.push(...reply.bodies.links);
  });
  return result;
}

function ask(worker: ChildProcess, request: WorkerRequest): { sent: Promise<unknown>; reply: Promise<RenderedPages> } {
  const reply = new Promise<RenderedPages>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`un processus de rendu s’est arrêté (code ${code})`));
    worker.once("exit", exited).once("error", reject);
    worker.once("message", (message: WorkerReply) => {
      worker.off("exit", exited).off("error", reject);
      if (message.type === "failed") reject(new Error(message.error));
      else resolve(message);
    });
  });
  return { sent: new Promise((done) => worker.send(request, done)), reply };
}
