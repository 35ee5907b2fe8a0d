/**
 * Child processes for the tests that run the project's own commands (`npm run build`,
 * `tsx build.ts`): started without waiting, so several builds share the machine's two cores.
 */
import { spawn } from "node:child_process";
import { projectRoot } from "./paths.ts";

export interface RunResult {
  code: number | null;
  /** stdout and stderr together, in the order they arrived. */
  output: string;
}

/** The settings a build reads; removed from the inherited environment so each test states its own. */
const BUILD_SETTINGS = [
  "SITE_URL",
  "PROSPECT_API_URL",
  "PROSPECT_API_KEY",
  "REVIEW_API_URL",
  "ALLOW_LOCAL_API",
  "ALLOW_SAMPLE_CONTENT",
];

export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !BUILD_SETTINGS.includes(name)));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { ...inherited, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 240_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * `npm run <script> -- <args>`: the command the README gives the owner. Uses the npm that runs
 * the tests when there is one (npm_execpath), else the first npm on the PATH.
 */
export function npmRun(script: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  const npm = process.env.npm_execpath;
  const [command, prefix] = npm && /npm-cli\.js$/.test(npm) ? [process.execPath, [npm]] : ["npm", []];
  return run(command, [...prefix, "run", script, "--", ...args], env);
}
