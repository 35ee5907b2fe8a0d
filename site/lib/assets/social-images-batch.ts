/**
 * Draws a batch of social images in a short-lived child process. resvg keeps each image's
 * pixel buffer (3 MB at 1200x630) until its process ends, so a large cold build draws in
 * batches of a few hundred per process instead of growing to gigabytes.
 * Input on stdin: {"fontFiles": [...], "jobs": [{"svg": "...", "file": "..."}]}.
 */
import fs from "node:fs";
import { renderAsync } from "@resvg/resvg-js";

export interface BatchInput {
  fontFiles: string[];
  jobs: Array<{ svg: string; file: string }>;
}

const input = JSON.parse(fs.readFileSync(0, "utf8")) as BatchInput;
const options = { font: { fontFiles: input.fontFiles, loadSystemFonts: false, defaultFontFamily: "Inter" } };
let next = 0;
await Promise.all(
  Array.from({ length: 2 }, async () => {
    while (next < input.jobs.length) {
      const job = input.jobs[next++]!;
      fs.writeFileSync(job.file, (await renderAsync(job.svg, options)).asPng());
    }
  }),
);
