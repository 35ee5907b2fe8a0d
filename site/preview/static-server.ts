/**
 * Serves a built site the way the target static hosts do: `/x` answers with x.html without a
 * redirect, unknown paths get the matching not-found page with status 404, and the headers of
 * `_headers` apply. Text is gzipped; media honours Range requests (video seeking).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { globToRegExp, headersFor, parseHeadersFile } from "./headers-file.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** The 404 rules of the `_redirects` file the build writes ("/blog/*  /blog/404.html  404"). */
export function parseNotFoundRules(text: string): Array<[RegExp, string]> {
  return text
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[2] === "404")
    .map(([from, to]) => [globToRegExp(from!), to!.slice(1)]);
}

export interface StaticOptions {
  /** Rewrites HTML before it is sent (the dev server adds its reload script). */
  transformHtml?: (html: string) => string;
}

export function createStaticHandler(root: string, options: StaticOptions = {}): http.RequestListener {
  // `npm run dev` rebuilds dist/ under a running server: parse again only when the file changed.
  const parsed = new Map<string, { mtime: number; value: unknown }>();
  function fromRoot<T>(name: string, parse: (text: string) => T): T {
    const file = path.join(root, name);
    const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1;
    const hit = parsed.get(name);
    if (hit && hit.mtime === mtime) return hit.value as T;
    const value = parse(mtime < 0 ? "" : fs.readFileSync(file, "utf8"));
    parsed.set(name, { mtime, value });
    return value;
  }
  const resolve = (pathname: string): string | null => {
    const candidates = pathname === "/" ? ["index.html"] : [pathname.slice(1), `${pathname.slice(1)}.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
  };

  return (req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, "") }).end();
      return;
    }
    let status = 200;
    let file = pathname.includes("/_") ? null : resolve(pathname);
    if (!file) {
      status = 404;
      const rule = fromRoot("_redirects", parseNotFoundRules).find(([pattern]) => pattern.test(pathname));
      file = path.join(root, rule?.[1] ?? "404.html");
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    const headers: Record<string, string | number> = {
      ...headersFor(fromRoot("_headers", parseHeadersFile), status === 404 ? `/${path.relative(root, file)}` : pathname),
      "Content-Type": type,
      Vary: "Accept-Encoding",
    };
    let body = fs.readFileSync(file);
    if (options.transformHtml && type.startsWith("text/html")) body = Buffer.from(options.transformHtml(body.toString("utf8")));
    const range = req.headers.range?.match(/^bytes=(\d*)-(\d*)$/);
    if (range && status === 200 && type.startsWith("video/")) {
      const start = range[1] ? Number(range[1]) : 0;
      const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      res.writeHead(206, { ...headers, "Content-Range": `bytes ${start}-${end}/${body.length}`, "Accept-Ranges": "bytes", "Content-Length": end - start + 1 });
      res.end(req.method === "HEAD" ? undefined : body.subarray(start, end + 1));
      return;
    }
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      body = gzipSync(body);
      headers["Content-Encoding"] = "gzip";
    }
    if (type.startsWith("video/")) headers["Accept-Ranges"] = "bytes";
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
