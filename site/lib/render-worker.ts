/** One render worker of site/lib/render-pages.ts: receives the job once (serialised), then page ranges. */
import v8 from "node:v8";
import { parentPort } from "node:worker_threads";
import { pagesOf } from "./collect-pages.ts";
import { warmFiles, type WarmJob } from "./content/warm.ts";
import type { PageToRender } from "./route.ts";
import { createWriter, type Writer } from "./output.ts";
import { renderInThread, type RenderJob } from "./render-pages.ts";

let job: RenderJob | undefined;
let pages: PageToRender[] = [];
let write: Writer | undefined;
let articlesByUrl = new Map<string, { html: string }>();

type Message =
  | { type: "warm"; job: WarmJob }
  | { type: "job"; job: Uint8Array }
  | { type: "render"; from: number; to: number; bodies: Record<string, string> }
  | { type: "flush" };

const fail = (error: unknown) =>
  parentPort!.postMessage({ type: "failed", error: (error as Error).stack ?? String(error) });

parentPort!.on("message", (message: Message) => {
  try {
    if (message.type === "warm") {
      parentPort!.postMessage({ type: "warmed", entries: warmFiles(message.job) });
    } else if (message.type === "job") {
      job = v8.deserialize(message.job) as RenderJob;
      pages = pagesOf(job.data);
      articlesByUrl = new Map(job.data.articles.map((a) => [a.url, a]));
      write = createWriter(job.outDir);
    } else if (message.type === "render") {
      // The bodies of this batch's articles, dropped again once rendered (render-pages.ts).
      const bodies = Object.entries(message.bodies);
      for (const [url, html] of bodies) articlesByUrl.get(url)!.html = html;
      const indexes = Array.from({ length: message.to - message.from }, (_, i) => message.from + i);
      const rendered = renderInThread(job!, pages, indexes, write!);
      for (const [url] of bodies) articlesByUrl.get(url)!.html = "";
      parentPort!.postMessage({ type: "done", from: message.from, pages: rendered });
    } else {
      write!.flush().then(() => parentPort!.postMessage({ type: "flushed" }), fail);
    }
  } catch (error) {
    fail(error);
  }
});
parentPort!.postMessage({ type: "ready" });
