/**
 * One measured build in its own process (run through site/launch.mjs, like `npm run build`, so
 * start-up and peak memory are its own), called by test/bench/build.bench.ts: prints a JSON line
 * with pages, stage times and peak memory. Arguments: CONTENT ("-": the real one) OUT CACHE [WORKERS].
 */
import "../../site/production-env.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "../../site/lib/build/build.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const [contentRoot, outDir, cacheDir, workers] = process.argv.slice(2);
const summary = await build({
  projectRoot,
  env: {},
  deploy: false,
  ...(contentRoot !== "-" ? { contentRoot } : {}),
  outDir: outDir!,
  cacheDir: cacheDir!,
  ...(workers !== undefined ? { workers: Number(workers) } : {}),
});
console.log(
  JSON.stringify({
    pages: summary.pages,
    milliseconds: summary.milliseconds,
    stages: summary.stages,
    htmlBytes: summary.htmlBytes,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    processMs: performance.now(),
  }),
);
