/**
 * Renders one page to a complete HTML document. The body is rendered first so the document
 * can load the scripts of exactly the widgets and islands it contains; French typography is
 * applied to the finished document, once.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Document } from "../layouts/Document.tsx";
import { Layout } from "../layouts/Layout.tsx";
import type { Settings } from "../config.ts";
import type { AssetManifest } from "./bundle.ts";
import type { SiteData } from "./content/types.ts";
import type { PageToRender } from "./route.ts";
import { SiteContext } from "./site-context.tsx";
import { typesetDocument } from "./typography.ts";
import { withPartsUsed } from "../components/RenderOnce.tsx";

export interface RenderInput {
  data: SiteData;
  settings: Settings;
  assets: AssetManifest;
}

/** A rendered page, with the parts rendered once that it contains (components/RenderOnce.tsx). */
export interface RenderedHtml {
  html: string;
  parts: string[];
}

export function renderPage(page: PageToRender, { data, settings, assets }: RenderInput): RenderedHtml {
  const [bodyHtml, parts] = withPartsUsed(() =>
    renderToStaticMarkup(
      createElement(
        SiteContext.Provider,
        { value: { data, settings, url: page.url } },
        createElement(Layout, { head: page.head }, page.element),
      ),
    ),
  );
  const widgets = namesIn(bodyHtml, ' data-widget="');
  const islands = namesIn(bodyHtml, ' data-island="');
  const document = renderToStaticMarkup(
    createElement(Document, { page, settings, data, assets, widgets, islands, bodyHtml }),
  );
  return { html: "<!doctype html>" + typesetDocument(document, parts), parts };
}

/** The distinct values of an attribute (`marker`: ` name="`) in rendered HTML, found without a regular expression: this runs on every page. */
function namesIn(html: string, marker: string): string[] {
  const names = new Set<string>();
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length)) {
    const start = at + marker.length;
    const name = html.slice(start, html.indexOf('"', start));
    if (/^[\w-]+$/.test(name)) names.add(name);
  }
  return [...names];
}
