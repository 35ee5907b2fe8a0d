/**
 * Every file beside the pages: sitemap.xml, robots.txt, the RSS feed, the web app manifest,
 * the host configuration files, the editor, the service worker, the app icons and the social
 * images. (The drawn covers are written once the pages are rendered, those that a page links.)
 */
import path from "node:path";
import type { Settings } from "../../config.ts";
import { writeAdmin } from "../../cms/admin.ts";
import { offlinePages } from "../../routes/offline.tsx";
import { bundleServiceWorker, type AssetManifest } from "../assets/bundle.ts";
import { writeIcons } from "../assets/icons.ts";
import { writeSocialImages } from "../assets/social-images.ts";
import { writeFile } from "../build/output.ts";
import type { SiteData } from "../content/types.ts";
import type { PageToRender } from "../render/route.ts";
import { hostFiles, robotsTxt } from "./host-files.ts";
import { MANIFEST_URL, webManifest } from "./manifest.ts";
import { rssFeed, rssPath } from "./rss.ts";
import { sitemapXml } from "./sitemap.ts";

export interface SiteFilesInput {
  projectRoot: string;
  data: SiteData;
  /** Every edition, the default (data) first. */
  editions: SiteData[];
  settings: Settings;
  pages: PageToRender[];
  assets: AssetManifest;
  /** Where drawn images are kept between builds. */
  cacheDir: string;
}

export async function writeSiteFiles(outDir: string, input: SiteFilesInput): Promise<void> {
  const { projectRoot, data, editions, settings, pages, assets, cacheDir } = input;
  writeFile(outDir, "sitemap.xml", sitemapXml(pages, settings));
  writeFile(outDir, "robots.txt", robotsTxt(settings));
  // Each edition with pages has its feed, linked from those pages' head.
  for (const edition of editions.filter((e) => pages.some((p) => p.locale === e.locale))) {
    writeFile(outDir, rssPath(edition).slice(1), rssFeed(edition, settings));
  }
  writeFile(outDir, MANIFEST_URL.slice(1), JSON.stringify(webManifest(data.brand), null, 2));
  for (const [file, contents] of Object.entries(hostFiles(pages, settings, [assets.boot.cspSource]))) {
    writeFile(outDir, file, contents);
  }
  writeAdmin(outDir, {
    projectRoot,
    settings,
    stylesheet: assets.css,
    communeNames: Object.fromEntries(data.municipalities.map((m) => [m.slug, m.name])),
    photos: data.photos,
  });
  // Side by side: esbuild bundles the service worker, and drawers draw missing images, in
  // their own processes while this one places the images already drawn.
  await Promise.all([
    bundleServiceWorker(
      projectRoot,
      outDir,
      offlinePages(pages),
      [assets.css, assets.shell.url, ...assets.shell.imports, ...assets.fonts, MANIFEST_URL],
      // What the shell and the forms load only on demand, as when a request fails or is pending:
      // it must load offline too, whether or not the visitor wants an offline copy of pages.
      [...new Set([assets.shell, ...Object.values(assets.islands)].flatMap((entry) => entry.lazy))],
    ),
    writeIcons(outDir, cacheDir),
    writeSocialImages(outDir, pages, data.brand, cacheDir),
  ]);
}

/** The default place of the drawn images' cache, in the project. */
export const defaultImageCache = (projectRoot: string) => path.join(projectRoot, ".cache", "og");
