/**
 * `npm run bench`: the build measured as whole processes (start-up included), side by side
 * with Eleventy 3 on the same articles.
 *
 * 1. The real site: cold (no social image drawn yet) and warm (the image cache of the cold run),
 *    with the cost of each stage.
 * 2. For each corpus size (4 000 and 1 000 articles by default; BENCH_SIZES=…, BENCH_RUNS=…):
 *    one project build with an empty social-image cache (images reported apart, cold), then
 *    BENCH_RUNS rounds of three builds in a rotating order: the project, Eleventy, and the
 *    project in a single process (is the worker pool worth its code?), each into a fresh output folder with no cache of any kind except the
 *    project's social images (cached) and its compiled code (site/launch.mjs reuses its bundle
 *    while the sources are unchanged, as tsx reuses its transforms), once the previous build's
 *    files are on disk. Printed:
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
// Five of each: with three, two runs of the bench on a shared machine disagreed on the ratios.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface ProjectRun extends Measured {
  pages: number;
  stages: Record<string, number>;
  buildMs: number;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
let outputs = 0;
/**
 * A fresh output folder per build, all deleted at the end: neither tool pays for deleting the
 * previous one. On ext4 without a journal, a file created in the minutes after thousands were
 * deleted costs a scan past every deleted inode, so the next build would pay for the last.
 */
const freshOut = () => path.join(work, `out-${outputs++}`);

/** A build of the project; `workers`: 0 renders in one process, undefined lets the build choose. */
async function project(contentRoot: string, cacheDir: string, workers?: number): Promise<ProjectRun> {
  const script = path.join(projectRoot, "test", "bench", "build-once.ts");
  const launcher = path.join(projectRoot, "site", "launch.mjs");
  const args = [
    launcher,
    script,
    contentRoot,
    freshOut(),
    cacheDir,
    ...(workers === undefined ? [] : [String(workers)]),
  ];
  const run = await runMeasured(process.execPath, args, {
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
 * Writes what is still in memory to disk before each timed build: otherwise the corpora, the
 * cold build's images and each build's own files are written back some seconds later (the
 * kernel's dirty_expire_centisecs), in the middle of whichever build runs then.
 */
const flushWrites = () => execFileSync("sync");

/**
 * One tool's line of the table: median and best wall time, per page, peak memory and CPU time;
 * then, against `versus` (Eleventy's medians), the ratios of the medians and of each pair.
 */
function row(
  first: string,
  tool: string,
  runs: Measured[],
  pages: number,
  versus?: { wall: number; cpu: number; paired?: number },
): string {
  const wall = median(runs.map((r) => r.wallMs));
  const cpu = median(runs.map((r) => r.cpuMs));
  const own =
    `${first.padEnd(16)}${tool.padEnd(10)}${pad(pages, 6)}${pad(s(wall), 9)}${pad(s(Math.min(...runs.map((r) => r.wallMs))), 9)}` +
    `${pad((wall / pages).toFixed(2), 9)}${pad(Math.max(...runs.map((r) => r.peakMb)).toFixed(0), 12)}${pad(s(cpu), 8)}`;
  if (!versus) return own;
  return (
    own +
    `${pad((wall / versus.wall).toFixed(2), 8)}${pad(versus.paired?.toFixed(2) ?? "", 13)}${pad((cpu / versus.cpu).toFixed(2), 11)}`
  );
}

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
/** Each goal of the build's speed and memory (README, "Vitesse"), with whether this run met it. */
const goals: string[] = [];
const goal = (text: string, met: boolean) => goals.push(`${met ? "✔" : "✘"} ${text}`);
goal(`site réel à chaud en moins de 1 s : ${s(real[1][1].wallMs)} s`, real[1][1].wallMs < 1000);
for (const size of SIZES) {
  const articles = syntheticArticles(path.join(projectRoot, "content", "blog", "fr"), size);
  const content = writeProjectContent(path.join(projectRoot, "content"), path.join(work, `content-${size}`), articles);
  const input = writeEleventyInput(path.join(work, `eleventy-${size}`), articles, fill);
  const cache = path.join(work, `og-${size}`);
  const cold = await project(content, cache);
  const ours: ProjectRun[] = [];
  const single: ProjectRun[] = [];
  const theirs: Measured[] = [];
  // The three builds of a round in a rotating order, each once every earlier write is on disk:
  // no build runs while another's files are written back.
  for (let i = 0; i < RUNS; i++) {
    const round = [
      async () => ours.push(await project(content, cache)),
      async () => theirs.push(await eleventy(input)),
      async () => single.push(await project(content, cache, 0)),
    ];
    for (let k = 0; k < round.length; k++) {
      flushWrites();
      await round[(i + k) % round.length]!();
    }
  }
  const oursMedian = median(ours.map((r) => r.wallMs));
  const theirsMedian = median(theirs.map((r) => r.wallMs));
  const singleMedian = median(single.map((r) => r.wallMs));
  const pairedRatio = median(ours.map((r, i) => r.wallMs / theirs[i]!.wallMs));
  const theirsCpu = median(theirs.map((r) => r.cpuMs));
  const stagesMedian = Object.fromEntries(stageNames.map((n) => [n, median(ours.map((r) => r.stages[n] ?? 0))]));
  const ratio = oursMedian / theirsMedian;
  if (size >= 4000) goal(`${size} articles, au plus le temps d’Eleventy : ratio ${ratio.toFixed(2)}`, ratio <= 1);
  else goal(`${size} articles, à 5 % près du temps d’Eleventy : ratio ${ratio.toFixed(2)}`, ratio <= 1.05);
  const peak = Math.max(...ours.map((r) => r.peakMb));
  goal(`${size} articles, mémoire de pointe sous 500 Mo : ${peak.toFixed(0)} Mo`, peak < 500);
  const eleventyMedians = { wall: theirsMedian, cpu: theirsCpu };
  table.push(
    row(`${size} articles`, "projet", ours, ours[0]!.pages, { ...eleventyMedians, paired: pairedRatio }),
    row("", "Eleventy", theirs, size),
    row("", "1 proc.", single, single[0]!.pages, eleventyMedians) +
      `   (projet avec ses processus de rendu / 1 processus : ${(oursMedian / singleMedian).toFixed(2)})`,
    `${"".padEnd(16)}  étapes du projet (médiane, s) : ${stageNames.map((n) => `${n} ${s(stagesMedian[n]!)}`).join(", ")}`,
    `${"".padEnd(16)}  fichiers hors pages (images sociales comprises) : à froid ${s(cold.stages.files ?? 0)} s (build complet ${s(cold.wallMs)} s, ${cold.peakMb.toFixed(0)} Mo), images en cache ${s(median(ours.map((r) => r.stages.files ?? 0)))} s`,
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
console.log(`\nObjectifs\n${goals.join("\n")}`);
fs.rmSync(work, { recursive: true, force: true });
