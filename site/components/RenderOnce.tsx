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
import { typesetDocument } from "../lib/typography.ts";

const cache = new WeakMap<SiteData, Map<string, string>>();

export function RenderOnce({ id, children }: { id: string; children: ReactElement }) {
  const site = useSite();
  let parts = cache.get(site.data);
  if (!parts) cache.set(site.data, (parts = new Map()));
  let html = parts.get(id);
  if (html === undefined) {
    const part = renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>);
    html = typesetDocument(part);
    parts.set(id, html);
  }
  return <div className="render-once" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The parts rendered so far for this content, as HTML (the link check reads each once, site/lib/links.ts). */
export function renderedParts(data: SiteData): Iterable<string> {
  return cache.get(data)?.values() ?? [];
}
