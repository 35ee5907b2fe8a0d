/**
 * Parts of the layout that are identical on every page (footer, widgets) are rendered once
 * per build and reused as HTML: rendering them for each of thousands of pages was a third of
 * the build's render time. Only for parts that do not depend on the page's URL.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteData } from "../lib/content/types.ts";
import { SiteContext, useSite } from "../lib/site-context.tsx";

const cache = new WeakMap<SiteData, Map<string, string>>();

export function RenderOnce({ id, children }: { id: string; children: ReactElement }) {
  const site = useSite();
  let parts = cache.get(site.data);
  if (!parts) cache.set(site.data, (parts = new Map()));
  let html = parts.get(id);
  if (html === undefined) {
    html = renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>);
    parts.set(id, html);
  }
  return <div className="render-once" dangerouslySetInnerHTML={{ __html: html }} />;
}
