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

export interface RenderInput {
  data: SiteData;
  settings: Settings;
  assets: AssetManifest;
}

export function renderPage(page: PageToRender, { data, settings, assets }: RenderInput): string {
  const bodyHtml = renderToStaticMarkup(
    createElement(
      SiteContext.Provider,
      { value: { data, settings, url: page.url } },
      createElement(Layout, { head: page.head }, page.element),
    ),
  );
  const named = (attribute: string) => [
    ...new Set(Array.from(bodyHtml.matchAll(new RegExp(` ${attribute}="([\\w-]+)"`, "g")), (m) => m[1]!)),
  ];
  const widgets = named("data-widget");
  const islands = named("data-island");
  return (
    "<!doctype html>" +
    typesetDocument(
      renderToStaticMarkup(createElement(Document, { page, settings, data, assets, widgets, islands, bodyHtml })),
    )
  );
}
