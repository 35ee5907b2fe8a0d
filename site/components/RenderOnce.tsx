/**
 * Parts of the layout that are the same on thousands of pages (the header of a section, the
 * footer and widgets) are rendered and typeset once per build and reused as HTML: rendering
 * them for each page was a third of the build's render time. `id` names what the part depends
 * on: the same id must always render the same HTML. The wrapper is `display: contents`, and
 * tells the page's typesetting that its content is already typeset (site/lib/typography.ts).
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteData } from "../lib/content/types.ts";
import { SiteContext, useSite } from "../lib/site-context.tsx";
import { TYPESET_PART_CLASS, typesetDocument } from "../lib/typography.ts";

const cache = new WeakMap<SiteData, Map<string, string>>();
/** The parts the page being rendered uses (a thread renders one page at a time), or null. */
let used: string[] | null = null;

/**
 * Runs `render` (one page) and returns its result with the parts it used: what reads the page
 * then looks for those, not for every part of the build (a header per section, the footer…).
 */
export function withPartsUsed<T>(render: () => T): [T, string[]] {
  const outer = used;
  const parts: string[] = [];
  used = parts;
  try {
    return [render(), parts];
  } finally {
    used = outer;
  }
}

export function RenderOnce({ id, children }: { id: string; children: ReactElement }) {
  const site = useSite();
  let parts = cache.get(site.data);
  if (!parts) cache.set(site.data, (parts = new Map()));
  let html = parts.get(id);
  if (html === undefined) {
    // A part inside this one is part of its HTML, not a part of the page.
    const [part] = withPartsUsed(() =>
      renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>),
    );
    html = typesetDocument(part);
    parts.set(id, html);
  }
  used?.push(html);
  return <div className={TYPESET_PART_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
