/**
 * The local static server (site/dev/static-server.ts) serves only what is inside its folder,
 * applies `_headers` and the not-found rules of `_redirects`, and never dies on a request.
 * Runs on a small folder made here, no build needed.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createStaticHandler } from "../../../site/dev/static-server.ts";

const server = suite("local static server");

interface Served {
  url: string;
  close(): void;
}

function serve(root: string): Promise<Served> {
  const server = http.createServer(createStaticHandler(root));
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

/** A raw request: fetch() would normalise the dots in the path before sending it. */
function get(
  base: string,
  rawPath: string,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      })
      .on("error", reject);
  });
}

function fixture(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  const dist = path.join(parent, "dist");
  fs.mkdirSync(path.join(dist, "blog"), { recursive: true });
  fs.mkdirSync(path.join(dist, "nl"), { recursive: true });
  fs.writeFileSync(path.join(dist, "nl", "index.html"), "<!doctype html><p>startpagina</p>");
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><p>accueil</p>");
  fs.writeFileSync(path.join(dist, "services.html"), "<!doctype html><p>services</p>");
  fs.writeFileSync(path.join(dist, "404.html"), "<!doctype html><p>introuvable</p>");
  fs.writeFileSync(path.join(dist, "blog", "404.html"), "<!doctype html><p>article introuvable</p>");
  fs.writeFileSync(
    path.join(dist, "_headers"),
    "/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  fs.writeFileSync(path.join(dist, "_redirects"), "/blog/*  /blog/404.html  404\n");
  // A sibling folder a URL must never reach (an old build kept next to dist/).
  fs.mkdirSync(path.join(parent, "dist-old"));
  fs.writeFileSync(path.join(parent, "dist-old", "secret.html"), "SECRET");
  fs.writeFileSync(path.join(parent, "secret.txt"), "SECRET");
  return dist;
}

server(
  "pages without extension, folder indexes at their address, _headers applied, host files hidden, specific not-found pages",
  async () => {
    const dist = fixture();
    const site = await serve(dist);
    try {
      const page = await get(site.url, "/services");
      assert.is(page.status, 200);
      assert.match(page.body, "services");
      assert.is(page.headers["x-frame-options"], "DENY");
      assert.is((await get(site.url, "/")).status, 200);
      const missing = await get(site.url, "/blog/nulle-part");
      assert.is(missing.status, 404);
      assert.match(missing.body, "article introuvable");
      assert.is((await get(site.url, "/ailleurs")).status, 404);
      assert.not.match((await get(site.url, "/_headers")).body, "X-Frame-Options");
      assert.is((await get(site.url, "/services/")).status, 301);
      // A folder's index at its own address, with no round trip (the Dutch home's canonical URL).
      const folderHome = await get(site.url, "/nl/");
      assert.is(folderHome.status, 200);
      assert.match(folderHome.body, "startpagina");
    } finally {
      site.close();
      fs.rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  },
);

server("no URL reaches a file outside the served folder", async () => {
  const dist = fixture();
  const site = await serve(dist);
  try {
    for (const attempt of [
      "/..%2fdist-old/secret",
      "/..%2fdist-old/secret.html",
      "/%2e%2e/dist-old/secret.html",
      "/%2e%2e%2fsecret.txt",
      "/blog/..%2f..%2fsecret.txt",
      "/..%5csecret.txt",
      "/../secret.txt",
      "/%00",
    ]) {
      const response = await get(site.url, attempt);
      assert.ok(response.status >= 400, `${attempt} → ${response.status}`);
      assert.not.match(response.body, "SECRET", attempt);
    }
  } finally {
    site.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
});

server("a request for a folder that does not exist (yet) is a 404, and the server lives on", async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  const site = await serve(path.join(parent, "dist"));
  try {
    assert.is((await get(site.url, "/")).status, 404);
    assert.is((await get(site.url, "/blog/x")).status, 404);
    assert.is((await get(site.url, "/")).status, 404);
  } finally {
    site.close();
    fs.rmSync(parent, { recursive: true, force: true });
  }
});

server.run();
