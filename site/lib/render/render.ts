/**
 * Renders one page to a complete HTML document. The body is rendered first so the document
 * can load the scripts of exactly the widgets and islands it contains; French typography is
 * applied to the finished document, once.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Document } from "../../shell/Document.tsx";
import { Layout } from "../../shell/Layout.tsx";
import type { Settings } from "../../config.ts";
import type { AssetManifest } from "../assets/bundle.ts";
import type { SiteData } from "../content/types.ts";
import type { PageToRender } from "./route.ts";
import { SiteContext } from "./site-context.tsx";
import { typesetPage } from "../text/typography.ts";
import type { SplitPage } from "./page-parts.ts";
import { collectUses } from "./page-uses.ts";

export interface RenderInput {
  data: SiteData;
  settings: Settings;
  assets: AssetManifest;
}

/**
 * A rendered page, in pieces to write one after the other (site/lib/text/typography.ts, TypesetPage),
 * and the same page split around the parts rendered once that it contains
 * (site/lib/render/RenderOnce.tsx), for what reads it next.
 */
export interface RenderedHtml {
  pieces: string[];
  split: SplitPage;
}

export function renderPage(page: PageToRender, { data, settings, assets }: RenderInput): RenderedHtml {
  const [bodyHtml, { parts, widgets, islands }] = collectUses(() =>
    renderToStaticMarkup(
      createElement(
        SiteContext.Provider,
        { value: { data, settings, url: page.url } },
        createElement(Layout, { head: page.head }, page.element),
      ),
    ),
  );
  const document = renderToStaticMarkup(
    createElement(Document, { page, settings, data, assets, widgets: [...widgets], islands: [...islands], bodyHtml }),
  );
  const { pieces, ...split } = typesetPage(document, parts);
  pieces.unshift("<!doctype html>");
  return { pieces, split };
}
