/**
 * One render worker (a child process) of site/lib/build/pool.ts: reads article files when asked,
 * receives the job once (serialised), then renders page ranges (render-pages.ts).
 */
import v8 from "node:v8";
import { pagesOf } from "./collect-pages.ts";
import { linkNeighbours, readArticleHead } from "../content/articles.ts";
import { PageRenderer, type RenderJob } from "./render-pages.ts";
import { range, type WorkerReply } from "./pool.ts";

let renderer: PageRenderer | undefined;

type Message =
  { type: "heads"; files: string[] } | { type: "job"; job: Uint8Array } | { type: "render"; from: number; to: number };

const reply = (message: WorkerReply) => process.send!(message);
const fail = (error: unknown) => reply({ type: "failed", error: (error as Error).stack ?? String(error) });

// The build ended (or died): nothing more will come.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: Message) => {
  try {
    if (message.type === "heads") {
      reply({ type: "heads", heads: message.files.map((file) => [file, readArticleHead(file)]) });
    } else if (message.type === "job") {
      const job = v8.deserialize(message.job) as RenderJob;
      linkNeighbours(job.data.articles);
      renderer = new PageRenderer(job, pagesOf(job.data));
    } else {
      const pages = renderer!.render(range(message.from, message.to));
      reply({ type: "done", from: message.from, pages, bodies: renderer!.problems() });
    }
  } catch (error) {
    fail(error);
  }
});
