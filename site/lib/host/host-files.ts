/**
 * Host configuration written next to the pages: `_headers` (security headers and caching,
 * honoured by Netlify and Cloudflare Pages, and applied by the local static server) and
 * `_redirects` (the specific not-found pages with status 404 on Netlify). A demonstration
 * build's host files forbid indexing (site/config.ts, isDemoBuild).
 */
import { isDemoBuild, type Settings } from "../../config.ts";
import type { PageToRender } from "../render/route.ts";
import { ADMIN_PATH, hasAdmin } from "../../cms/admin.ts";
import { localBackendUrl } from "../../cms/config.ts";
import { PHOTOS_URL } from "../photos/prepare.ts";

/**
 * The public pages' policy. `inlineScripts`: the CSP sources ('sha256-…') of the scripts the
 * pages carry inline (site/lib/assets/bundle.ts); no other inline script runs.
 */
export function contentSecurityPolicy(settings: Settings, inlineScripts: readonly string[]): string {
  const apiOrigins = [settings.prospectApiUrl, settings.reviewApiUrl]
    .filter((u): u is string => u !== null)
    .map((u) => new URL(u).origin);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${[...new Set(apiOrigins)].join(" ")}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join("; ");
}

/**
 * /admin runs Decap CMS, which needs more than the public pages allow: eval (its config
 * validator compiles JSON schemas), inline styles (CSS-in-JS), blob: images (media previews)
 * and the git backend's API (or decap-server for a local build).
 */
export function adminContentSecurityPolicy(settings: Settings): string {
  const backend = settings.cms;
  const apiOrigins = !backend
    ? [new URL(localBackendUrl(settings.cmsLocalPort)).origin]
    : backend.backend === "github"
      ? ["https://api.github.com", ...(backend.baseUrl ? [new URL(backend.baseUrl).origin] : [])]
      : [new URL(backend.apiRoot ?? "https://gitlab.com/api/v4").origin];
  const imageOrigins =
    backend?.backend === "github" ? ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"] : [];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins.join(" ")}`.trim(),
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ${apiOrigins.join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${apiOrigins.join(" ")}`,
    "object-src 'none'",
  ].join("; ");
}

export function securityHeaders(settings: Settings, inlineScripts: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(settings, inlineScripts),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
  };
}

/**
 * The headers of every response: the security headers, and for a demonstration build the
 * instruction to search engines not to index anything it serves.
 */
function everyResponseHeaders(settings: Settings, inlineScripts: readonly string[]): Record<string, string> {
  return {
    ...securityHeaders(settings, inlineScripts),
    ...(isDemoBuild(settings) ? { "X-Robots-Tag": "noindex" } : {}),
  };
}

/** robots.txt: everything may be crawled, except on a demonstration build, which nothing may. */
export function robotsTxt(settings: Settings): string {
  return isDemoBuild(settings)
    ? "User-agent: *\nDisallow: /\n"
    : `User-agent: *\nAllow: /\n\nSitemap: ${settings.siteUrl}/sitemap.xml\n`;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
const FONTS = "public, max-age=2592000";
/** The generated nginx configuration, written beside the pages (see README, "nginx"). */
export const NGINX_FILE = "nginx.conf";

/** Where each not-found page applies: "/services/*" (a splat is the rest of the path) -> file. */
function notFoundRules(pages: PageToRender[]): Array<{ pattern: string; file: string }> {
  return pages.filter((p) => p.status === 404 && p.file !== "404.html").map((p) => ({ pattern: p.url, file: p.file }));
}

export function hostFiles(
  pages: PageToRender[],
  settings: Settings,
  inlineScripts: readonly string[],
): Record<string, string> {
  const block = (pattern: string, headers: Record<string, string>, detach: string[] = []) =>
    [pattern, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join(
      "\n",
    );
  const htmlPaths = [...new Set(pages.map((p) => (p.status === 200 ? p.url : `/${p.file}`)))];
  const headers = [
    block("/*", everyResponseHeaders(settings, inlineScripts)),
    block("/assets/*", { "Cache-Control": IMMUTABLE }),
    // Named by the hash of the photo they are made from (site/lib/photos/prepare.ts).
    block(`${PHOTOS_URL}*`, { "Cache-Control": IMMUTABLE }),
    block("/fonts/*", { "Cache-Control": FONTS }),
    block("/sw.js", { "Cache-Control": REVALIDATE }),
    ...htmlPaths.map((p) => block(p, { "Cache-Control": REVALIDATE })),
    // Last, so that hosts where a later rule wins (Netlify, the local static server) give /admin its own
    // policy; Cloudflare Pages, which sends both, is told to drop the site's first (settings.cloudflarePages).
    ...(hasAdmin(settings)
      ? [ADMIN_PATH, `${ADMIN_PATH}/*`].map((p) =>
          block(
            p,
            {
              "Content-Security-Policy": adminContentSecurityPolicy(settings),
              "Cache-Control": REVALIDATE,
              "X-Robots-Tag": "noindex",
            },
            settings.cloudflarePages ? ["Content-Security-Policy"] : [],
          ),
        )
      : []),
  ].join("\n\n");
  const redirects = notFoundRules(pages)
    .map((r) => `${r.pattern}  /${r.file}  404`)
    .concat("/*  /404.html  404")
    .join("\n");
  return {
    _headers: `${headers}\n`,
    _redirects: `${redirects}\n`,
    [NGINX_FILE]: nginxConfig(pages, settings, inlineScripts),
  };
}

/**
 * The same rules for nginx, to include in the site's server block. nginx drops the headers of
 * the enclosing level in a location that adds its own, so each location repeats them.
 */
function nginxConfig(pages: PageToRender[], settings: Settings, inlineScripts: readonly string[]): string {
  const security = Object.entries(everyResponseHeaders(settings, inlineScripts)).map(
    ([k, v]) => `add_header ${k} "${v}" always;`,
  );
  const location = (match: string, cache: string, ...rules: string[]) =>
    [
      `location ${match} {`,
      ...[...security, `add_header Cache-Control "${cache}" always;`, ...rules].map((l) => `  ${l}`),
      "}",
    ].join("\n");
  const notFound = notFoundRules(pages).map(({ pattern, file }) => {
    if (!pattern.endsWith("*") || pattern.slice(0, -1).includes("*")) {
      throw new Error(`motif de page non trouvée non pris en charge pour nginx : ${pattern}`);
    }
    return location(
      `^~ ${pattern.slice(0, -1)}`,
      REVALIDATE,
      `error_page 404 /${file};`,
      "try_files $uri $uri.html =404;",
    );
  });
  return [
    `# Écrit par le build (site/lib/host/host-files.ts) : les règles de _headers et _redirects pour nginx.`,
    `# Dans le bloc server du site : root …/dist; include …/dist/${NGINX_FILE};`,
    location("/", REVALIDATE, "try_files $uri $uri.html $uri/index.html =404;"),
    location("^~ /assets/", IMMUTABLE),
    location(`^~ ${PHOTOS_URL}`, IMMUTABLE),
    location("^~ /fonts/", FONTS),
    ...notFound,
    `location = /${NGINX_FILE} { return 404; }`,
    "error_page 404 /404.html;",
    "",
  ].join("\n");
}
