/**
 * After rendering: every internal link of every page must resolve to a written file, and
 * every #anchor to an id on the target page. Catches broken links in code, not only content.
 */
import fs from "node:fs";
import path from "node:path";

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

export function findBrokenLinks(outDir: string, pages: Map<string, string>): BrokenLink[] {
  const idsByUrl = new Map<string, Set<string>>();
  const idsOf = (url: string, html: string) => {
    let ids = idsByUrl.get(url);
    if (!ids) {
      ids = new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]!));
      idsByUrl.set(url, ids);
    }
    return ids;
  };
  const broken: BrokenLink[] = [];
  for (const [url, html] of pages) {
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const href = decodeEntities(match[1]!);
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      if (href.startsWith("//")) continue;
      const [pathPart, anchor] = splitAnchor(href.startsWith("#") ? url + href : href);
      const pathname = pathPart.split("?")[0]!;
      const targetHtml = pages.get(pathname);
      if (targetHtml === undefined && !isFile(outDir, pathname)) {
        broken.push({ page: url, href, reason: "cible introuvable" });
      } else if (anchor && anchor !== "top" && targetHtml !== undefined && !idsOf(pathname, targetHtml).has(anchor)) {
        broken.push({ page: url, href, reason: `ancre #${anchor} absente de ${pathname}` });
      }
    }
  }
  return broken;
}

function splitAnchor(href: string): [string, string | undefined] {
  const index = href.indexOf("#");
  return index < 0 ? [href, undefined] : [href.slice(0, index), href.slice(index + 1) || undefined];
}

function isFile(outDir: string, pathname: string): boolean {
  const target = path.join(outDir, decodeURIComponent(pathname));
  return target.startsWith(outDir) && fs.existsSync(target) && fs.statSync(target).isFile();
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
}
