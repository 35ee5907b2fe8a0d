/**
 * After rendering: every internal link of every page must resolve to a written file, and
 * every #anchor to an id on the target page. Catches broken links in code, not only content.
 */
import fs from "node:fs";
import path from "node:path";
import { detach } from "../detach.ts";
import { splitAtParts, type SplitPage } from "../render/page-parts.ts";

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

/** What the link check needs from a page: its internal link targets and its element ids. */
export interface PageLinks {
  hrefs: string[];
  ids: string[];
}

/**
 * Extracted where the page is rendered (a worker), so the whole HTML need not be kept.
 * `parts`: HTML that many pages contain whole (the layout's parts rendered once,
 * site/lib/render/RenderOnce.tsx), read once each instead of on every page.
 */
export function pageLinks(html: string, parts: Iterable<string> = []): PageLinks {
  return linksOfSplitPage(splitAtParts(html, parts));
}

/** {@link pageLinks} of a page already split around its parts (as typesetting leaves it). */
export function linksOfSplitPage({ parts: placed, between }: SplitPage): PageLinks {
  const found: PageLinks = { hrefs: [], ids: [] };
  placed.forEach((part, i) => {
    add(found, linksIn(between[i]!));
    add(found, linksOfPart(part));
  });
  add(found, linksIn(between.at(-1)!));
  return found;
}

const add = (to: PageLinks, links: PageLinks) => {
  to.hrefs.push(...links.hrefs);
  to.ids.push(...links.ids);
};

/** An href or src (1), or an id (2): one pass over the page for both. */
const LINK_OR_ID = /\s(?:(?:href|src)="([^"]*)"|id="([^"]+)")/g;

function linksIn(html: string): PageLinks {
  const found: PageLinks = { hrefs: [], ids: [] };
  for (const [, link, id] of html.matchAll(LINK_OR_ID)) {
    if (id !== undefined) {
      found.ids.push(own(id));
      continue;
    }
    const href = decodeEntities(link!);
    if ((href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#")) found.hrefs.push(own(href));
  }
  return found;
}

const partLinks = new Map<string, PageLinks>();

function linksOfPart(part: string): PageLinks {
  let links = partLinks.get(part);
  if (!links) {
    // A long dev session renders new parts at each build: the old ones are dropped.
    if (partLinks.size > 64) partLinks.clear();
    partLinks.set(part, (links = linksIn(part)));
  }
  return links;
}

/**
 * The same links with each distinct string once in this thread: a worker's links arrive as new
 * strings for every page, most of them repeated on every page (header, footer).
 */
export function shareStrings(links: PageLinks): PageLinks {
  return { hrefs: links.hrefs.map(own), ids: links.ids.map(own) };
}

/** Each distinct link or id once, in strings of their own (see {@link own}). */
const owned = new Map<string, string>();

/**
 * `part`, detached from the page it was cut from (detach.ts): the links are kept for the link
 * check, the HTML is not. Pages repeat most of their links (header, footer): each distinct one
 * is copied once.
 */
function own(part: string): string {
  let copy = owned.get(part);
  if (copy === undefined) {
    copy = detach(part);
    owned.set(copy, copy);
  }
  return copy;
}

export function findBrokenLinks(outDir: string, pages: Map<string, string>): BrokenLink[] {
  return findBrokenLinksIn(outDir, new Map([...pages].map(([url, html]) => [url, pageLinks(html)])));
}

export function findBrokenLinksIn(outDir: string, pages: Map<string, PageLinks>): BrokenLink[] {
  const idsByUrl = new Map<string, Set<string>>();
  const idsOf = (url: string, links: PageLinks) => {
    let ids = idsByUrl.get(url);
    if (!ids) idsByUrl.set(url, (ids = new Set(links.ids)));
    return ids;
  };
  // Thousands of pages link to the same few files (styles, scripts, images): stat each once.
  const files = new Map<string, boolean>();
  const fileExists = (pathname: string) => {
    let known = files.get(pathname);
    if (known === undefined) files.set(pathname, (known = isFile(outDir, pathname)));
    return known;
  };
  /** Why an href fails (null: it resolves); the same for every page linking to it unless it is "#…". */
  const failure = (url: string, href: string): string | null => {
    const [pathPart, anchor] = splitAnchor(href.startsWith("#") ? url + href : href);
    const pathname = pathPart.split("?")[0]!;
    const target = pages.get(pathname);
    if (target === undefined && !fileExists(pathname)) return "cible introuvable";
    if (anchor && anchor !== "top" && target !== undefined && !idsOf(pathname, target).has(anchor)) {
      return `ancre #${anchor} absente de ${pathname}`;
    }
    return null;
  };
  // Thousands of pages share most of their links (header, footer): each is resolved once.
  const known = new Map<string, string | null>();
  const broken: BrokenLink[] = [];
  for (const [url, links] of pages) {
    for (const href of links.hrefs) {
      let reason: string | null | undefined;
      if (href.startsWith("#")) reason = failure(url, href);
      else if ((reason = known.get(href)) === undefined) known.set(href, (reason = failure(url, href)));
      if (reason !== null) broken.push({ page: url, href, reason });
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
  if (!value.includes("&")) return value;
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}
