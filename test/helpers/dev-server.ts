/**
 * `npm run dev` on a copy of the content, in a git repository of its own, as the owner runs
 * it: the site, the stand-in API and the editor's local backend, each on a free port. The
 * command is package.json's own `dev` script; its output is kept, and a test waits for the
 * lines it prints (a build done, a build failed), never for a fixed time.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "./paths.ts";
import { freePort } from "./ports.ts";

/** `npm run dev` running, its output kept. */
export interface DevProcess {
  siteUrl: string;
  cmsOrigin: string;
  /** Resolves with the output printed after `since` (a `mark()`) once it matches `pattern`. */
  waitFor(pattern: RegExp, since: number, timeout?: number): Promise<string>;
  /** The output's length now: what `waitFor` looks after. */
  mark(): number;
  /** Everything printed so far, for a failure's message. */
  output(): string;
  /** Whether the process is still running. */
  running(): boolean;
  kill(): void;
}

export interface DevServer extends Omit<DevProcess, "output" | "running" | "kill"> {
  /** The folder holding content/ and dist/, a git repository whose one commit is the copied content. */
  work: string;
  content: string;
  git(...args: string[]): string;
  close(): void;
}

/** The `dev` script of package.json, run with this Node. */
function devCommand(): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")).scripts;
  const [node, ...args] = (scripts.dev as string).split(" ");
  if (node !== "node") throw new Error(`npm run dev ne lance pas node : ${scripts.dev}`);
  return args.map((arg) => path.join(projectRoot, arg));
}

/**
 * `prepare` changes the copied content before `npm run dev` starts, after its commit: what it
 * commits itself (through `git`) is part of the content as committed, the rest is a hand edit.
 */
export async function startDevServer(
  prepare?: (content: string, git: (...args: string[]) => string) => void,
): Promise<DevServer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "dev-editor-"));
  const content = path.join(work, "content");
  fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args], {
      cwd: work,
      encoding: "utf8",
    });
  git("init", "-q");
  git("add", "content");
  git("commit", "-qm", "Contenu copié");
  prepare?.(content, git);
  const server = await spawnDevServer(content, path.join(work, "dist"));
  // Both the editor's backend and the first build are ready.
  await Promise.all([server.waitFor(/Éditeur : /, 0), server.waitFor(/↻ site complet|✘ Build échoué/, 0)]);
  return {
    siteUrl: server.siteUrl,
    cmsOrigin: server.cmsOrigin,
    waitFor: server.waitFor,
    mark: server.mark,
    work,
    content,
    git,
    close() {
      server.kill();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** `npm run dev` on `content`, building into `out`, each server on a free port; returns at once. */
export async function spawnDevServer(content: string, out: string): Promise<DevProcess> {
  const [port, apiPort, cmsPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, [...devCommand(), `--content=${content}`, `--out=${out}`], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), CMS_LOCAL_PORT: String(cmsPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited: number | null | undefined;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    changed();
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  child.once("exit", (code) => {
    exited = code;
    changed();
  });
  const waitFor = (pattern: RegExp, since: number, timeout = 120_000) =>
    new Promise<string>((resolve, reject) => {
      const settle = (error?: Error) => {
        listeners.delete(listener);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(output.slice(since));
      };
      const listener = () => {
        if (pattern.test(output.slice(since))) settle();
        else if (exited !== undefined) settle(new Error(`npm run dev s’est arrêté (${exited}) :\n${output}`));
      };
      const timer = setTimeout(
        () => settle(new Error(`${pattern} attendu ; sortie de npm run dev :\n${output.slice(since)}`)),
        timeout,
      );
      listeners.add(listener);
      listener();
    });
  return {
    siteUrl: `http://127.0.0.1:${port}`,
    cmsOrigin: `http://127.0.0.1:${cmsPort}`,
    waitFor,
    mark: () => output.length,
    output: () => output,
    running: () => exited === undefined,
    kill: () => child.kill(),
  };
}
