/**
 * /admin: the owner's editing interface, Decap CMS self-hosted from node_modules (no CDN),
 * configured from the content schemas. Kept out of the sitemap (not a route) and of the
 * service worker's precache; its own _headers block gives it the CSP it needs
 * (site/lib/host/host-files.ts). A deployment without CMS_BACKEND has no /admin.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import * as esbuild from "esbuild";
import { dump } from "js-yaml";
import type { Settings } from "../config.ts";
import { placeLinked } from "../lib/assets/image-cache.ts";
import type { PhotoIndex } from "../lib/photos/types.ts";
import { writeFile } from "../lib/build/output.ts";
import { collections } from "./collections.ts";
import { cmsConfig } from "./config.ts";

export const ADMIN_PATH = "/admin";

export function hasAdmin(settings: Settings): boolean {
  return !settings.deploy || settings.cms !== null;
}

export interface AdminInput {
  projectRoot: string;
  settings: Settings;
  /** The site's stylesheet, for the preview pane. */
  stylesheet: string;
  /** Commune names by slug (from the reference data), for the preview's headings. */
  communeNames: Record<string, string>;
  /** The processed photos, which the preview shows as the pages do (admin/photos.json). */
  photos: PhotoIndex;
}

/** Where the preview finds the files made of each photo, by the path the editor writes. */
export const PHOTOS_MANIFEST = `${ADMIN_PATH}/photos.json`;

/**
 * The editor's own script (admin/editor.js), which depends on no content: the build bundles it
 * with the site's scripts, while the content loads.
 */
export async function bundleEditor(projectRoot: string, outDir: string): Promise<void> {
  await esbuild.build({
    entryPoints: [path.join(projectRoot, "client", "admin", "main.ts")],
    outfile: path.join(outDir, ADMIN_PATH.slice(1), "editor.js"),
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    logLevel: "silent",
  });
}

/** The editor's page and configuration, and Decap CMS itself; its script comes from {@link bundleEditor}. */
export function writeAdmin(outDir: string, input: AdminInput): void {
  const { settings } = input;
  if (!hasAdmin(settings)) return;
  const adminDir = path.join(outDir, ADMIN_PATH.slice(1));
  const config = cmsConfig({
    collections,
    backend: settings.cms,
    siteUrl: settings.siteUrl,
    localPort: settings.cmsLocalPort,
  });
  writeFile(outDir, "admin/config.yml", dump(config, { lineWidth: -1, noRefs: true }));
  const manifest = Object.fromEntries(Object.values(input.photos).map((photo) => [photo.src, photo.files]));
  writeFile(outDir, PHOTOS_MANIFEST.slice(1), JSON.stringify(manifest));
  copyDecap(input.projectRoot, adminDir);
  // /admin is served from admin.html like every page (hosts and the local static server add .html);
  // /admin/ from the folder's index on hosts that serve directory indexes.
  const html = adminPage(input);
  writeFile(outDir, "admin.html", html);
  writeFile(outDir, "admin/index.html", html);
}

function adminPage({ stylesheet, communeNames }: AdminInput): string {
  return `<!doctype html>
<html lang="fr-BE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Modifier le site</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="${ADMIN_PATH}/config.yml">
<style>
/* Decap's login page sets its logo right on top of « Se connecter »: room between them. */
[class*="StyledAuthenticationPage"] > span:first-child { margin-bottom: 2.5rem; }
</style>
</head>
<body>
<script src="${ADMIN_PATH}/decap-cms.js"></script>
<script src="${ADMIN_PATH}/editor.js" data-stylesheet="${stylesheet}" data-photos="${PHOTOS_MANIFEST}" data-communes="${escapeAttribute(JSON.stringify(communeNames))}"></script>
</body>
</html>
`;
}

/** decap-cms.js and the chunks it loads on demand (its code-split files, same folder), linked. */
function copyDecap(projectRoot: string, adminDir: string): void {
  const require = createRequire(path.join(projectRoot, "package.json"));
  const distDir = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));
  fs.mkdirSync(adminDir, { recursive: true });
  for (const file of fs.readdirSync(distDir)) {
    if (file === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(file)) {
      placeLinked(path.join(distDir, file), path.join(adminDir, file));
    }
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
