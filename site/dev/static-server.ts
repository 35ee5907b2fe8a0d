/**
 * Serves a built site the way the target static hosts do, on sirv: `/x` answers with x.html
 * and `/x/` with x/index.html without a redirect, the headers of `_headers` apply, unknown
 * paths get the not-found page that `_redirects` names for them, with status 404. Text is
 * gzipped; media honours Range requests (video seeking). No URL reaches a file outside the
 * served folder (an encoded `..` included), and no request can bring the server down: a
 * missing folder or file is a 404.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import sirv from "sirv";
import { globToRegExp, headersFor, parseHeadersFile } from "./headers-file.ts";

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg)/;

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

/** The decoded path of a request, or null when it could leave the folder or is malformed. */
export function safePathname(url: string | undefined): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? "/", "http://localhost").pathname);
  } catch {
    return null;
  }
  if (pathname.includes("\0") || pathname.includes("\\")) return null;
  return pathname.split("/").some((segment) => segment === ".." || segment === ".") ? null : pathname;
}

export function createStaticHandler(root: string, options: StaticOptions = {}): http.RequestListener {
  root = path.resolve(root);
  // `npm run dev` rebuilds the folder under a running server: parse again only when a file changed.
  const parsed = new Map<string, { mtime: number; value: unknown }>();
  function fromRoot<T>(name: string, parse: (text: string) => T): T {
    const file = path.join(root, name);
    let mtime = -1;
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      // No such file: parsed as empty.
    }
    const hit = parsed.get(name);
    if (hit && hit.mtime === mtime) return hit.value as T;
    const value = parse(mtime < 0 ? "" : fs.readFileSync(file, "utf8"));
    parsed.set(name, { mtime, value });
    return value;
  }
  const rulesFor = (pathname: string) => headersFor(fromRoot("_headers", parseHeadersFile), pathname);

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const rule = fromRoot("_redirects", parseNotFoundRules).find(([pattern]) => pattern.test(pathname));
    const file = rule?.[1] ?? "404.html";
    let body: Buffer;
    try {
      body = fs.readFileSync(path.join(root, file));
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Page introuvable.");
      return;
    }
    for (const [name, value] of Object.entries(rulesFor(`/${file}`))) res.setHeader(name, value);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  // dev: look files up on each request (the folder is replaced by every build).
  const serve = sirv(root, {
    dev: true,
    etag: true,
    extensions: ["html"],
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(rulesFor(pathname))) res.setHeader(name, value);
      if (/\.(mp4|webm)$/.test(pathname)) res.setHeader("Accept-Ranges", "bytes");
    },
  });

  return (req, res) => {
    const pathname = safePathname(req.url);
    if (pathname === null) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Adresse invalide.");
      return;
    }
    // A folder's address (the Dutch home, /nl/) is its index, served as is like the hosts do;
    // any other address ending in a slash is the page without it.
    if (pathname.length > 1 && pathname.endsWith("/") && !fs.existsSync(path.join(root, pathname, "index.html"))) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, "") }).end();
      return;
    }
    compressAndTransform(req, res, options.transformHtml);
    try {
      // Host configuration files (_headers, _redirects) are never served.
      if (pathname.includes("/_")) notFound(req, res, pathname);
      else serve(req, res, () => notFound(req, res, pathname));
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Erreur du serveur de prévisualisation : ${(error as Error).message}`);
    }
  };
}

/**
 * sirv sends files as they are on disk: text responses are collected here, rewritten if asked,
 * and gzipped when the client accepts it, like production hosts do. Other responses (images,
 * video ranges) pass through untouched.
 */
function compressAndTransform(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  transformHtml?: (html: string) => string,
): void {
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res) };
  let status = 200;
  let collecting = false;
  const chunks: Buffer[] = [];

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => typeof r === "object" && r !== null) as http.OutgoingHttpHeaders | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    status = code;
    const type = String(res.getHeader("Content-Type") ?? "");
    collecting = code !== 206 && COMPRESSIBLE.test(type) && (gzip || (!!transformHtml && type.startsWith("text/html")));
    if (!collecting) return original.writeHead(code);
    res.removeHeader("Content-Length");
    res.setHeader("Vary", "Accept-Encoding");
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!collecting) return (original.write as (...a: unknown[]) => boolean)(chunk, ...rest);
    chunks.push(Buffer.from(chunk as Buffer));
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!collecting) return (original.end as (...a: unknown[]) => http.ServerResponse)(chunk, ...rest);
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as Buffer));
    let body = Buffer.concat(chunks);
    if (transformHtml && String(res.getHeader("Content-Type")).startsWith("text/html"))
      body = Buffer.from(transformHtml(body.toString("utf8")));
    if (gzip) {
      body = gzipSync(body);
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    original.writeHead(status);
    return original.end(req.method === "HEAD" ? undefined : body);
  }) as typeof res.end;
}
