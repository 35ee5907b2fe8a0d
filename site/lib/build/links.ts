/**
 * After rendering: every internal link of every page must resolve to a written file or page,
 * and every #anchor to an id on the target page. Catches broken links in code, not only in
 * content. A part rendered once (RenderOnce.tsx) has its links read once, not on every page.
 */
import fs from "node:fs";
import path from "node:path";
import { BuildError } from "../errors.ts";
import type { RenderedHtml } from "../render/render.ts";
import type { Part } from "../render/RenderOnce.tsx";
import type { PageToRender } from "../render/route.ts";

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

/** Internal link targets and element ids of a piece of HTML. */
export interface Links {
  hrefs: string[];
  ids: string[];
}

/** A page's own links, and the ids of the parts it contains (whose links are read apart). */
export interface PageLinks extends Links {
  parts: string[];
}

/** What the link check needs of a site: each page's links, and each part's, by id. */
export interface SiteLinks {
  pages: Map<string, PageLinks>;
  parts: Map<string, Links>;
}

/** An href or src (1), or an id (2): one pass over the HTML for both. */
const LINK_OR_ID = /\s(?:(?:href|src)="([^"]*)"|id="([^"]+)")/g;

export function linksIn(html: string): Links {
  const found: Links = { hrefs: [], ids: [] };
  for (const [, link, id] of html.matchAll(LINK_OR_ID)) {
    if (id !== undefined) {
      found.ids.push(id);
      continue;
    }
    const href = decodeEntities(link!);
    if ((href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#")) found.hrefs.push(href);
  }
  return found;
}

const linksOfParts = new WeakMap<Part, Links>();

/** The links of a part, read the first time it is asked for. */
export function partLinks(part: Part): Links {
  let links = linksOfParts.get(part);
  if (!links) linksOfParts.set(part, (links = linksIn(part.html)));
  return links;
}

/** The links of a rendered page: its own HTML read, its parts named. */
export function pageLinks(page: RenderedHtml): PageLinks {
  return { ...linksIn(page.own), parts: page.parts.map((p) => p.id) };
}

/** Fails the build with every internal link that does not resolve in `outDir`. */
export function assertNoBrokenLinks(outDir: string, links: SiteLinks): void {
  const broken = findBrokenLinks(outDir, links);
  if (broken.length > 0) {
    throw new BuildError(
      `${broken.length} lien(s) interne(s) cassé(s)`,
      broken.map((b) => `${b.page} → ${b.href} (${b.reason})`),
    );
  }
}

/** Where a content link may point: a page the build writes (status 200) or a file of static/. */
export function knownPaths(pages: PageToRender[], staticDir: string): (pathname: string) => boolean {
  const urls = new Set(pages.filter((p) => p.status === 200).map((p) => p.url));
  return (pathname) => urls.has(pathname) || fs.existsSync(path.join(staticDir, pathname));
}

/** Whole pages' HTML by URL, as a site's links (for the audit and tests, which read dist/). */
export function linksOfHtml(pages: Map<string, string>): SiteLinks {
  return { pages: new Map([...pages].map(([url, html]) => [url, { ...linksIn(html), parts: [] }])), parts: new Map() };
}

export function findBrokenLinks(outDir: string, site: SiteLinks): BrokenLink[] {
  /** A page's own links, then its parts'. */
  const linksOf = (page: PageLinks): Links[] => [page, ...page.parts.map((id) => site.parts.get(id) ?? NO_LINKS)];
  const idsByUrl = new Map<string, Set<string>>();
  const idsOf = (url: string, page: PageLinks) => {
    let ids = idsByUrl.get(url);
    if (!ids) idsByUrl.set(url, (ids = new Set(linksOf(page).flatMap((links) => links.ids))));
    return ids;
  };
  /** Why an href fails (null: it resolves). */
  const failure = (url: string, href: string): string | null => {
    const [pathPart, anchor] = splitAnchor(href.startsWith("#") ? url + href : href);
    const pathname = pathPart.split("?")[0]!;
    const target = site.pages.get(pathname);
    if (target === undefined && !isFile(outDir, pathname)) return "cible introuvable";
    if (anchor && anchor !== "top" && target !== undefined && !idsOf(pathname, target).has(anchor)) {
      return `ancre #${anchor} absente de ${pathname}`;
    }
    return null;
  };
  // Pages share most of their links (header, footer): each is resolved once, unless it is "#…".
  const known = new Map<string, string | null>();
  const broken: BrokenLink[] = [];
  for (const [url, page] of site.pages) {
    for (const { hrefs } of linksOf(page)) {
      for (const href of hrefs) {
        let reason = href.startsWith("#") ? failure(url, href) : known.get(href);
        if (reason === undefined) known.set(href, (reason = failure(url, href)));
        if (reason !== null) broken.push({ page: url, href, reason });
      }
    }
  }
  return broken;
}

const NO_LINKS: Links = { hrefs: [], ids: [] };

function splitAnchor(href: string): [string, string | undefined] {
  const index = href.indexOf("#");
  return index < 0 ? [href, undefined] : [href.slice(0, index), href.slice(index + 1) || undefined];
}

function isFile(outDir: string, pathname: string): boolean {
  const target = path.join(outDir, decodeURIComponent(pathname));
  return target.startsWith(outDir) && fs.existsSync(target) && fs.statSync(target).isFile();
}

function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}
