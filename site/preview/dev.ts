/**
 * `npm run dev`: builds, serves, and rebuilds in a fresh process whenever content, site,
 * client or static files change; open pages reload themselves through a small EventSource.
 * A failed rebuild prints its errors and keeps the last good dist/ on screen.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_API_KEY, LOCAL_API_PORT, LOCAL_CMS_PORT, LOCAL_SITE_PORT } from "../config.ts";
import { startLocalCmsBackend } from "../cms/local-backend.ts";
import { createProspectApi } from "./prospect-api.ts";
import { createStaticHandler } from "./static-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const clients = new Set<http.ServerResponse>();
const RELOAD_SCRIPT = "/__dev/reload.js";

const serveStatic = createStaticHandler(path.join(root, "dist"), {
  transformHtml: (html) => html.replace("</body>", `<script type="module" src="${RELOAD_SCRIPT}"></script></body>`),
});

http
  .createServer((req, res) => {
    if (req.url === "/__dev/events") {
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return;
    }
    if (req.url === RELOAD_SCRIPT) {
      res.writeHead(200, { "Content-Type": "text/javascript" });
      res.end(`new EventSource("/__dev/events").addEventListener("message", () => location.reload());`);
      return;
    }
    serveStatic(req, res);
  })
  .listen(LOCAL_SITE_PORT, "127.0.0.1", () => console.log(`Dev : http://127.0.0.1:${LOCAL_SITE_PORT}`));

createProspectApi({
  apiKey: LOCAL_API_KEY,
  file: path.join(root, "var", "prospects.jsonl"),
  siteOrigin: `http://127.0.0.1:${LOCAL_SITE_PORT}`,
}).server.listen(LOCAL_API_PORT, "127.0.0.1");

// The editor at /admin writes the working tree's content/ through its local backend; the
// watcher below then rebuilds and reloads (README, « Modifier le contenu »).
startLocalCmsBackend({ projectRoot: root, repoDir: root, port: LOCAL_CMS_PORT }).then(
  () => console.log(`Éditeur : http://127.0.0.1:${LOCAL_SITE_PORT}/admin`),
  (error: Error) => console.error(`Éditeur indisponible : ${error.message}`),
);

let running = false;
let queued = false;
function rebuild(): void {
  if (running) {
    queued = true;
    return;
  }
  running = true;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "build.ts")], { cwd: root, stdio: "inherit" });
  child.on("exit", (code) => {
    running = false;
    if (code === 0) for (const client of clients) client.write("data: reload\n\n");
    if (queued) {
      queued = false;
      rebuild();
    }
  });
}

let timer: NodeJS.Timeout | undefined;
for (const folder of ["content", "site", "client", "static"]) {
  fs.watch(path.join(root, folder), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 150);
  });
}
rebuild();
