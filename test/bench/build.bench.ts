/**
 * `npm run bench`: times the real site's cold and warm builds, then builds of synthetic sites
 * made from the real content at 10x and 60x the articles and municipalities (over 4 000
 * pages), and prints pages, seconds, milliseconds per page, stage costs and peak memory.
 * Cold = no social image drawn yet; warm = the image cache of the previous run is reused.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../helpers/site.ts";
import { makeSyntheticContent } from "./synthetic-content.ts";

interface Run {
  pages: number;
  milliseconds: number;
  stages: Record<string, number>;
  peakRssMb: number;
  processMs: number;
  wallMs: number;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));

function measure(contentRoot: string, cacheDir: string): Run {
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(projectRoot, "test", "bench", "build-once.ts"), contentRoot, path.join(work, "dist"), cacheDir],
    { cwd: projectRoot, encoding: "utf8", maxBuffer: 1 << 24 },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  const line = child.stdout.trim().split("\n").at(-1)!;
  return { ...(JSON.parse(line) as Omit<Run, "wallMs">), wallMs: performance.now() - started };
}

const rows: Array<[string, Run]> = [];
const realCache = path.join(work, "cache-real");
rows.push(["site réel, à froid", measure("-", realCache)]);
rows.push(["site réel, à chaud", measure("-", realCache)]);
for (const factor of [10, 60]) {
  const content = makeSyntheticContent(path.join(projectRoot, "content"), path.join(work, `content-x${factor}`), factor);
  const cache = path.join(work, `cache-x${factor}`);
  rows.push([`synthétique x${factor}, à froid`, measure(content, cache)]);
  rows.push([`synthétique x${factor}, à chaud`, measure(content, cache)]);
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `${"build".padEnd(28)}${pad("pages", 7)}${pad("total s", 9)}${pad("ms/page", 9)}${pad("rendu ms/p", 12)}${pad("images s", 10)}${pad("démarrage s", 13)}${pad("mémoire Mo", 12)}`,
);
for (const [name, run] of rows) {
  const startup = (run.wallMs - run.milliseconds) / 1000;
  console.log(
    name.padEnd(28) +
      pad(run.pages, 7) +
      pad((run.milliseconds / 1000).toFixed(2), 9) +
      pad((run.milliseconds / run.pages).toFixed(2), 9) +
      pad((run.stages.render! / run.pages).toFixed(2), 12) +
      pad((run.stages.files! / 1000).toFixed(2), 10) +
      pad(startup.toFixed(2), 13) +
      pad(run.peakRssMb.toFixed(0), 12),
  );
}
fs.rmSync(work, { recursive: true, force: true });
