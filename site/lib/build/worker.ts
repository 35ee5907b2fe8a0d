/**
 * A render worker of pool.ts: receives the build's job and the pages it renders, renders and
 * writes them, and answers with what the checks need.
 */
import { linkNeighbours } from "../content/articles.ts";
import { pagesOf } from "./collect-pages.ts";
import type { WorkerReply, WorkerRequest } from "./pool.ts";
import { PageRenderer } from "./render-pages.ts";

const reply = (message: WorkerReply) => process.send!(message);

// The build ended (or died): nothing more will come.
process.on("disconnect", () => process.exit(0));
process.on("message", ({ job, indexes }: WorkerRequest) => {
  try {
    for (const edition of job.editions) linkNeighbours(edition.articles);
    reply({ type: "done", ...new PageRenderer(job, pagesOf(job.editions)).render(indexes) });
  } catch (error) {
    reply({ type: "failed", error: (error as Error).stack ?? String(error) });
  }
});
