/** One render worker of site/lib/render-pages.ts: receives the job once, then page ranges. */
import { parentPort } from "node:worker_threads";
import { pagesOf } from "./collect-pages.ts";
import type { PageToRender } from "./route.ts";
import { renderInThread, type RenderJob } from "./render-pages.ts";

let job: RenderJob | undefined;
let pages: PageToRender[] = [];

parentPort!.on("message", (message: { type: "job"; job: RenderJob } | { type: "render"; from: number; to: number }) => {
  try {
    if (message.type === "job") {
      job = message.job;
      pages = pagesOf(job.data);
      return;
    }
    const indexes = Array.from({ length: message.to - message.from }, (_, i) => message.from + i);
    parentPort!.postMessage({ type: "done", from: message.from, pages: renderInThread(job!, pages, indexes) });
  } catch (error) {
    parentPort!.postMessage({ type: "failed", error: (error as Error).stack ?? String(error) });
  }
});
