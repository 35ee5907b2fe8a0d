/**
 * Host configuration written next to the pages: `_headers` (security headers and caching,
 * honoured by Netlify and Cloudflare Pages, and applied by the preview server) and
 * `_redirects` (the specific not-found pages with status 404 on Netlify).
 */
import type { Settings } from "../config.ts";
import type { PageToRender } from "./route.ts";
import { ADMIN_PATH, hasAdmin } from "../cms/admin.ts";
import { localBackendUrl } from "../cms/config.ts";

export function contentSecurityPolicy(settings: Settings): string {
  const apiOrigins = [settings.prospectApiUrl, settings.reviewApiUrl]
    .filter((u): u is string => u !== null)
    .map((u) => new URL(u).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
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
  const imageOrigins = backend?.backend === "github" ? ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"] : [];
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

export function securityHeaders(settings: Settings): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(settings),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
  };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

export function hostFiles(pages: PageToRender[], settings: Settings): Record<string, string> {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
  const htmlPaths = [...new Set(pages.map((p) => (p.status === 200 ? p.url : `/${p.file}`)))];
  const headers = [
    block("/*", securityHeaders(settings)),
    block("/assets/*", { "Cache-Control": IMMUTABLE }),
    block("/fonts/*", { "Cache-Control": "public, max-age=2592000" }),
    block("/sw.js", { "Cache-Control": REVALIDATE }),
    ...htmlPaths.map((p) => block(p, { "Cache-Control": REVALIDATE })),
    // Last, so that hosts where a later rule wins (Netlify, the preview server) give /admin its own policy.
    ...(hasAdmin(settings)
      ? [ADMIN_PATH, `${ADMIN_PATH}/*`].map((p) =>
          block(p, { "Content-Security-Policy": adminContentSecurityPolicy(settings), "Cache-Control": REVALIDATE, "X-Robots-Tag": "noindex" }),
        )
      : []),
  ].join("\n\n");
  const redirects = pages
    .filter((p) => p.status === 404 && p.file !== "404.html")
    .map((p) => `${p.url}  /${p.file}  404`)
    .concat("/*  /404.html  404")
    .join("\n");
  return { _headers: `${headers}\n`, _redirects: `${redirects}\n` };
}
