/**
 * `npm run bench`: the build measured as whole processes (start-up included), side by side
 * with Eleventy 3 on the same articles.
 *
 * 1. The real site: cold (no social image drawn yet) and warm (the image cache of the cold run),
 *    with the cost of each stage.
 * 2. For each corpus size (4 000 and 1 000 articles by default; BENCH_SIZES=…, BENCH_RUNS=…):
 *    one project build with an empty social-image cache (images reported apart, cold), then
 *    BENCH_RUNS builds of the project and of Eleventy, interleaved (each tool first in every
 *    other pair), each into a fresh output folder with no cache of any kind except the
 *    project's social images (cached), once the previous build's files are on disk. Printed:
 *    wall time median and best, ms per page, peak memory and CPU time of the whole process
 *    tree, and the ratios project / Eleventy of the medians, wall and CPU (the machine is
 *    shared: compare ratios; CPU time is the one it disturbs least), and the median of the
 *    ratios of each pair: the two builds of a pair run back to back, so a change in the
 *    machine's load between pairs moves both.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings } from "../../site/config.ts";
import { loadContent } from "../../site/lib/content/load.ts";
import { factTokens, fillTokens } from "../../site/lib/content/tokens.ts";
import { projectRoot } from "../helpers/site.ts";
import { runMeasured, type Measured } from "./process-tree.ts";
import { syntheticArticles, writeEleventyInput, writeProjectContent } from "./synthetic-content.ts";

const SIZES = (process.env.BENCH_SIZES ?? "4000,1000").split(",").map(Number);
// Five of each: on this shared machine, two runs of the bench with three gave ratios 5-8 % apart
// for the same code.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface ProjectRun extends Measured {
  pages: number;
  stages: Record<string, number>;
  buildMs: number;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
let outputs = 0;
/**
 * A fresh output folder per build, all deleted at the end (a few hundred megabytes): neither
 * tool pays for deleting the previous one. Deleting it just before the next build did not
 * spare that build: on this machine's ext4 (no journal), a file created in the minutes after
 * thousands were deleted costs a scan past every deleted inode (the kernel's
 * recently_deleted(), 12 % of a build's samples in `perf`), so each build's system time grew
 * with the files the previous build had written, the tool writing more files paying most.
 */
const freshOut = () => path.join(work, `out-${outputs++}`);

async function project(contentRoot: string, cacheDir: string): Promise<ProjectRun> {
  const script = path.join(projectRoot, "test", "bench", "build-once.ts");
  const launcher = path.join(projectRoot, "site", "launch.mjs");
  const run = await runMeasured(process.execPath, [launcher, script, contentRoot, freshOut(), cacheDir], {
    cwd: projectRoot,
  });
  const line = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
    pages: number;
    milliseconds: number;
    stages: Record<string, number>;
  };
  return { ...run, pages: line.pages, stages: line.stages, buildMs: line.milliseconds };
}

async function eleventy(input: string): Promise<Measured> {
  const cli = path.join(projectRoot, "node_modules", "@11ty", "eleventy", "cmd.cjs");
  const config = path.join(projectRoot, "test", "bench", "eleventy", "eleventy.config.js");
  // Eleventy resolves its data files relative to the working folder: run it from the input's parent.
  return runMeasured(
    process.execPath,
    [cli, `--config=${config}`, `--input=${path.basename(input)}`, `--output=${path.relative(work, freshOut())}`],
    { cwd: work },
  );
}

/**
 * Writes what is still in memory to disk before each timed build: the corpora and the cold
 * build's thousands of images (a gigabyte at 4 000 articles) were otherwise written back while
 * the first timed builds ran, and slowed most the tool that writes the most files. A build's own
 * files (54 MB left to write after a project build of 1 000 articles) went to disk some 30 s
 * later (the kernel's dirty_expire_centisecs), in the middle of whichever build ran then.
 */
const flushWrites = () => execFileSync("sync");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number) => (ms / 1000).toFixed(2);
const pad = (v: string | number, n: number) => String(v).padStart(n);

// 1. The real site.
const realCache = path.join(work, "og-real");
const real = [
  ["site réel, à froid", await project("-", realCache)],
  ["site réel, à chaud", await project("-", realCache)],
] as const;
const stageNames = Object.keys(real[0][1].stages);
console.log(
  `\n${"site réel".padEnd(22)}${pad("pages", 6)}${pad("total s", 9)}${pad("build s", 9)}${stageNames.map((n) => pad(n, 9)).join("")}${pad("mémoire Mo", 12)}`,
);
for (const [name, run] of real) {
  console.log(
    name.padEnd(22) +
      pad(run.pages, 6) +
      pad(s(run.wallMs), 9) +
      pad(s(run.buildMs), 9) +
      stageNames.map((n) => pad(s(run.stages[n] ?? 0), 9)).join("") +
      pad(run.peakMb.toFixed(0), 12),
  );
}

// 2. Side by side with Eleventy.
// Eleventy is given the articles with their {{tokens}} filled as the project fills them.
const settings = readSettings({}, false);
const { data } = loadContent(path.join(projectRoot, "content"), path.join(projectRoot, "static"), settings);
const tokens = factTokens(data.brand, data.claims, settings, data.estimator);
const fill = (text: string) => fillTokens(text, tokens, () => {});
const table: string[] = [];
for (const size of SIZES) {
  const articles = syntheticArticles(path.join(projectRoot, "content", "blog"), size);
  const content = writeProjectContent(path.join(projectRoot, "content"), path.join(work, `content-${size}`), articles);
  const input = writeEleventyInput(path.join(work, `eleventy-${size}`), articles, fill);
  const cache = path.join(work, `og-${size}`);
  const cold = await project(content, cache);
  const ours: ProjectRun[] = [];
  const theirs: Measured[] = [];
  // Each tool first in every other pair, and each build once every earlier write is on disk:
  // no build runs while another's files are written back.
  for (let i = 0; i < RUNS; i++) {
    const pair = [async () => ours.push(await project(content, cache)), async () => theirs.push(await eleventy(input))];
    for (const run of i % 2 === 0 ? pair : pair.reverse()) {
      flushWrites();
      await run();
    }
  }
  const oursMedian = median(ours.map((r) => r.wallMs));
  const theirsMedian = median(theirs.map((r) => r.wallMs));
  const pairedRatio = median(ours.map((r, i) => r.wallMs / theirs[i]!.wallMs));
  const oursCpu = median(ours.map((r) => r.cpuMs));
  const theirsCpu = median(theirs.map((r) => r.cpuMs));
  const stagesMedian = Object.fromEntries(stageNames.map((n) => [n, median(ours.map((r) => r.stages[n] ?? 0))]));
  table.push(
    `${`${size} articles`.padEnd(16)}${"projet".padEnd(10)}${pad(ours[0]!.pages, 6)}${pad(s(oursMedian), 9)}${pad(s(Math.min(...ours.map((r) => r.wallMs))), 9)}` +
      `${pad((oursMedian / ours[0]!.pages).toFixed(2), 9)}${pad(Math.max(...ours.map((r) => r.peakMb)).toFixed(0), 12)}${pad(s(oursCpu), 8)}` +
      `${pad((oursMedian / theirsMedian).toFixed(2), 8)}${pad(pairedRatio.toFixed(2), 13)}${pad((oursCpu / theirsCpu).toFixed(2), 11)}`,
    `${"".padEnd(16)}${"Eleventy".padEnd(10)}${pad(size, 6)}${pad(s(theirsMedian), 9)}${pad(s(Math.min(...theirs.map((r) => r.wallMs))), 9)}` +
      `${pad((theirsMedian / size).toFixed(2), 9)}${pad(Math.max(...theirs.map((r) => r.peakMb)).toFixed(0), 12)}${pad(s(theirsCpu), 8)}`,
    `${"".padEnd(16)}  étapes du projet (médiane, s) : ${stageNames.map((n) => `${n} ${s(stagesMedian[n]!)}`).join(", ")}`,
    `${"".padEnd(16)}  images sociales : à froid ${s(cold.stages.images ?? cold.stages.files ?? 0)} s (build complet ${s(cold.wallMs)} s, ${cold.peakMb.toFixed(0)} Mo), en cache ${s(median(ours.map((r) => r.stages.images ?? r.stages.files ?? 0)))} s`,
  );
}
console.log(
  `\n${"corpus".padEnd(16)}${"outil".padEnd(10)}${pad("pages", 6)}${pad("médiane", 9)}${pad("meilleur", 9)}${pad("ms/page", 9)}${pad("mémoire Mo", 12)}${pad("CPU s", 8)}${pad("ratio", 8)}${pad("ratio/paire", 13)}${pad("ratio CPU", 11)}`,
);
for (const line of table) console.log(line);
console.log(
  `\n${RUNS} builds de chaque outil par taille, entrelacés, processus complets, ${os.availableParallelism()} cœurs ; ratio = médiane projet / médiane Eleventy ; ratio/paire = médiane des rapports des deux builds de chaque paire ; ` +
    "CPU = temps utilisateur + système de tous les processus du build (médiane), que la machine partagée perturbe moins que la durée.",
);
fs.rmSync(work, { recursive: true, force: true });
