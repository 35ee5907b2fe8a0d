/**
 * decap-server, the CMS's local backend: /admin of a local build reads and writes the files of
 * `repoDir` directly (mode "fs"), without any account or commit. Started by `npm run dev` and
 * by the CMS browser test. Listens on 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export interface LocalCmsBackend {
  url: string;
  stop(): void;
}

export async function startLocalCmsBackend(options: {
  projectRoot: string;
  repoDir: string;
  port: number;
}): Promise<LocalCmsBackend> {
  const require = createRequire(path.join(options.projectRoot, "package.json"));
  const child: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(options.port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: options.repoDir,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The backend lives as long as the process that started it.
  process.once("exit", () => child.kill());
  const url = `http://127.0.0.1:${options.port}/api/v1`;
  await waitUntilUp(url, child);
  return { url, stop: () => child.kill() };
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`decap-server s’est arrêté (code ${child.exitCode})`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"action":"info"}',
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`decap-server ne répond pas sur ${url}`);
}
