/**
 * Files beside the pages: sitemap.xml, robots.txt, the RSS feed, the web app manifest,
 * the app icons, the social images and the host configuration files. (The drawn covers are
 * written once the pages are rendered, those that a page links: stages.ts.)
 */
import type { Settings } from "../config.ts";
import type { BrandFacts } from "./content/facts.ts";
import type { SiteData } from "./content/types.ts";
import { hostFiles, robotsTxt } from "./host-files.ts";
import { writeIcons } from "./icons.ts";
import { writeFile } from "./output.ts";
import type { PageToRender } from "./route.ts";
import { rssFeed } from "./rss.ts";
import { sitemapXml } from "./sitemap.ts";
import { MANIFEST_URL, webManifest } from "./manifest.ts";
import { writeSocialImages } from "./social-images.ts";

export interface SiteFilesInput {
  data: SiteData;
  settings: Settings;
  pages: PageToRender[];
  /** CSP sources of the pages' inline scripts (AssetManifest.boot). */
  inlineScripts: readonly string[];
}

export async function writeSiteFiles(outDir: string, input: SiteFilesInput): Promise<void> {
  const { data, settings, pages, inlineScripts } = input;
  writeFile(outDir, "sitemap.xml", sitemapXml(pages, settings));
  writeFile(outDir, "robots.txt", robotsTxt(settings));
  writeFile(outDir, "blog/rss.xml", rssFeed(data, settings));
  writeFile(outDir, MANIFEST_URL.slice(1), JSON.stringify(webManifest(data.brand), null, 2));
  for (const [file, contents] of Object.entries(hostFiles(pages, settings, inlineScripts)))
    writeFile(outDir, file, contents);
}

/** The images drawn with resvg (app icons, social images), through the cache in `cacheDir`. */
export async function writeImages(
  outDir: string,
  pages: PageToRender[],
  brand: BrandFacts,
  cacheDir: string,
): Promise<void> {
  await writeIcons(outDir, cacheDir);
  await writeSocialImages(outDir, pages, brand, cacheDir);
}
