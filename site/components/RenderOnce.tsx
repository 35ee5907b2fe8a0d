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
import { collectUses, recordPart, type PageUses } from "./page-uses.ts";

const cache = new WeakMap<SiteData, Map<string, Part>>();

interface Part extends Pick<PageUses, "widgets" | "islands"> {
  html: string;
}

export function RenderOnce({ id, children }: { id: string; children: ReactElement }) {
  const site = useSite();
  let parts = cache.get(site.data);
  if (!parts) cache.set(site.data, (parts = new Map()));
  let part = parts.get(id);
  if (part === undefined) {
    // A part inside this one is part of its HTML, not a part of the page.
    const [html, { widgets, islands }] = collectUses(() =>
      renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>),
    );
    part = { html: typesetDocument(html), widgets, islands };
    parts.set(id, part);
  }
  recordPart(part.html, part);
  return <div className={TYPESET_PART_CLASS} dangerouslySetInnerHTML={{ __html: part.html }} />;
}
