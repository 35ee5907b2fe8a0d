/**
 * `npm run dev`: serves the site, rebuilds on every change and reloads open pages (a small
 * EventSource script added to every HTML page). Builds run in a builder process
 * (dev-build-process.ts) that keeps the content cache and the last build between edits: an
 * article's text edit rewrites its page only. A change of the build's code (site/, content/*.ts)
 * starts a new builder. Each rebuild prints its time from the file's save to the reload order.
 *
 * The server answers every request at every moment: a "build in progress" page until the
 * first build is done, the build's error message while the last build failed. The editor at
 * /admin is served whatever the build's state (the builder writes it even when the first build
 * fails), so what broke the build can be fixed there; it is not reloaded after a build.
 *
 * Options: --content=DIR --out=DIR (another content folder, another output); PORT, API_PORT,
 * CMS_LOCAL_PORT (the editor's local backend).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_API_KEY, LOCAL_API_PORT, LOCAL_CMS_PORT, LOCAL_SITE_PORT } from "../config.ts";
import { startLocalCmsBackend } from "../cms/local-backend.ts";
import type { BuildReply, BuildRequest } from "./dev-build-process.ts";
import { buildFailedPage, buildInProgressPage, RELOAD_SCRIPT, reloadScript } from "./dev-pages.ts";
import { createProspectApi } from "./prospect-api.ts";
import { createStaticHandler } from "./static-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const contentRoot = path.resolve(flag("content") ?? path.join(root, "content"));
const outDir = path.resolve(flag("out") ?? path.join(root, "dist"));
const sitePort = Number(process.env.PORT ?? LOCAL_SITE_PORT);
const apiPort = Number(process.env.API_PORT ?? LOCAL_API_PORT);
// The builder bakes the same port into the editor's configuration (readSettings, CMS_LOCAL_PORT).
const cmsPort = Number(process.env.CMS_LOCAL_PORT) || LOCAL_CMS_PORT;

const clients = new Set<http.ServerResponse>();
let status:
  | { state: "building" }
  | { state: "ready" }
  | { state: "failed"; message: string; fixIn: Array<{ file: string; url: string }> } = { state: "building" };

const serveStatic = createStaticHandler(outDir, {
  transformHtml: (html) => html.replace("</body>", `<script type="module" src="${RELOAD_SCRIPT}"></script></body>`),
});
// The editor without the reload script: a rebuild must not reload a form being filled in.
const serveEditor = createStaticHandler(outDir);
const pathnameOf = (req: http.IncomingMessage) => new URL(req.url ?? "/", "http://localhost").pathname;
const wantsPage = (req: http.IncomingMessage) => !path.extname(pathnameOf(req)) || /\.html$/.test(pathnameOf(req));
const isEditor = (req: http.IncomingMessage) => /^\/admin(\.html|\/.*)?$/.test(pathnameOf(req));
const editorWritten = () => fs.existsSync(path.join(outDir, "admin.html"));

http
  .createServer((req, res) => {
    if (req.url === "/__dev/events") {
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      res.write(": connecté\n\n");
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return;
    }
    if (req.url === RELOAD_SCRIPT) {
      res
        .writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" })
        .end(reloadScript);
      return;
    }
    if (isEditor(req) && editorWritten()) {
      serveEditor(req, res);
      return;
    }
    if (status.state === "building" && wantsPage(req)) {
      res
        .writeHead(503, { "Content-Type": "text/html; charset=utf-8", "Retry-After": "1", "Cache-Control": "no-store" })
        .end(buildInProgressPage());
      return;
    }
    if (status.state === "failed" && wantsPage(req)) {
      res
        .writeHead(500, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
        .end(buildFailedPage(status.message, status.fixIn));
      return;
    }
    serveStatic(req, res);
  })
  .listen(sitePort, "127.0.0.1", () => console.log(`Dev : http://127.0.0.1:${sitePort}`));

createProspectApi({
  apiKey: LOCAL_API_KEY,
  file: path.join(root, "var", "prospects.jsonl"),
  siteOrigin: `http://127.0.0.1:${sitePort}`,
}).server.listen(apiPort, "127.0.0.1");

// The editor at /admin writes content/ through its local backend; the watcher below then
// rebuilds and reloads (README, « Modifier le contenu »). Its configuration names files from the
// folder above content/ (content/brand.yaml): a content folder by another name has no editor.
if (path.basename(contentRoot) === "content") {
  startLocalCmsBackend({ projectRoot: root, repoDir: path.dirname(contentRoot), port: cmsPort }).then(
    () => console.log(`Éditeur : http://127.0.0.1:${sitePort}/admin`),
    (error: Error) => console.error(`Éditeur indisponible : ${error.message}`),
  );
}

function reloadPages(): void {
  for (const client of clients) client.write("data: reload\n\n");
}

// The builder process, and the changes waiting for it.
let builder: ChildProcess | null = null;
let busy = false;
let pending: { content: Set<string>; all: boolean; restart: boolean; since: number } | null = {
  content: new Set(),
  all: true,
  restart: true,
  since: performance.now(),
};

const retired = new WeakSet<ChildProcess>();

/** Starts a builder process; resolves once it listens for requests (null if it died first). */
function startBuilder(): Promise<ChildProcess | null> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, "site", "launch.mjs"),
      path.join(root, "site", "dev", "dev-build-process.ts"),
      root,
      contentRoot,
      outDir,
    ],
    {
      cwd: root,
      stdio: ["inherit", "inherit", "inherit", "ipc"],
    },
  );
  return new Promise((resolve) => {
    child.once("message", () => resolve(child));
    child.on("exit", (code) => {
      resolve(null);
      if (retired.has(child)) return;
      // The builder died on its own (out of memory, a crash in the build's code).
      if (builder === child) builder = null;
      busy = false;
      status = {
        state: "failed",
        message: `Le processus de build s’est arrêté (code ${code}). Enregistrez un fichier pour relancer.`,
        fixIn: [],
      };
      reloadPages();
    });
  });
}

async function next(): Promise<void> {
  if (busy || !pending) return;
  const batch = pending;
  pending = null;
  busy = true;
  if (batch.restart || !builder) {
    if (builder) retired.add(builder);
    builder?.kill();
    builder = await startBuilder();
    if (!builder) return;
    batch.all = true;
  }
  const child = builder;
  const request: BuildRequest = { type: "build", content: batch.all ? "all" : [...batch.content] };
  const onMessage = (reply: BuildReply | { type: "ready" }) => {
    if (reply.type === "ready") return;
    child.off("message", onMessage);
    busy = false;
    const ms = (performance.now() - batch.since).toFixed(0);
    if (reply.type === "built") {
      status = { state: "ready" };
      const what = reply.written[0] === "*" ? "site complet" : reply.written.join(", ");
      console.log(`↻ ${what} en ${ms} ms depuis l’enregistrement (build ${reply.milliseconds.toFixed(0)} ms)`);
    } else {
      status = { state: "failed", message: reply.message, fixIn: reply.fixIn };
      console.error(`✘ Build échoué (${ms} ms) :\n${reply.message}`);
    }
    reloadPages();
    void next();
  };
  child.on("message", onMessage);
  child.send(request);
}

let timer: NodeJS.Timeout | undefined;
function changed(kind: "content" | "all" | "restart", file?: string): void {
  pending ??= { content: new Set(), all: false, restart: false, since: performance.now() };
  if (kind === "content" && file) pending.content.add(file);
  if (kind === "all") pending.all = true;
  if (kind === "restart") pending.restart = true;
  // Editors write a file in several steps: wait for the last one, briefly.
  clearTimeout(timer);
  timer = setTimeout(() => void next(), 15);
}

/**
 * Watches every folder of a tree, one watcher per folder: Node 20's recursive watcher loses a
 * file that an editor replaces by renaming a temporary file over it (sed -i, many editors).
 * `onChange` receives the path relative to the tree, with "/" separators.
 */
function watch(tree: string, onChange: (file: string) => void): void {
  const folders = [
    tree,
    ...fs
      .readdirSync(tree, { withFileTypes: true, recursive: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(e.parentPath, e.name)),
  ];
  for (const folder of folders) {
    fs.watch(folder, (_event, name) => {
      if (name)
        onChange(
          path
            .relative(tree, path.join(folder, String(name)))
            .split(path.sep)
            .join("/"),
        );
    });
  }
}
watch(contentRoot, (file) => {
  if (/\.(md|ya?ml|json)$/.test(file)) changed("content", file);
  else if (/\.tsx?$/.test(file)) changed("restart");
  // Anything else is an editor's temporary file (sed's "sedXXXX", vim's "4913", "x.md~").
});
watch(path.join(root, "site"), () => changed("restart"));
for (const folder of ["client", "static"]) watch(path.join(root, folder), () => changed("all"));
void next();

// The builder never outlives the server.
process.on("exit", () => builder?.kill());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
