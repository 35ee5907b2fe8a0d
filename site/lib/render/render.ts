/**
 * Renders one page to a complete HTML document. The body is rendered first so the document
 * can load the scripts of exactly the widgets and islands it contains; French typography is
 * applied to the finished document, once, before the parts rendered once are spliced in at
 * their placeholders (RenderOnce.tsx).
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
import { typesetDocument } from "../text/typography.ts";
import { partAt, PART_PLACEHOLDERS, type Part } from "./RenderOnce.tsx";
import { collectUses } from "./page-uses.ts";

export interface RenderInput {
  editions: SiteData[];
  settings: Settings;
  assets: AssetManifest;
}

export interface RenderedHtml {
  html: string;
  /** The page's own HTML, with its parts' placeholders: what the link check reads of this page alone. */
  own: string;
  /** The parts spliced in, in page order. */
  parts: Part[];
}

export function renderPage(page: PageToRender, { editions, settings, assets }: RenderInput): RenderedHtml {
  const data = editions.find((edition) => edition.locale === page.locale)!;
  const [bodyHtml, { widgets, islands }] = collectUses(() =>
    renderToStaticMarkup(
      createElement(
        SiteContext.Provider,
        { value: { data, settings, url: page.url, alternates: page.alternates, switchTo: page.switchTo } },
        createElement(Layout, { head: page.head }, page.element),
      ),
    ),
  );
  const document = renderToStaticMarkup(
    createElement(Document, { page, settings, data, assets, widgets: [...widgets], islands: [...islands], bodyHtml }),
  );
  const own = typesetDocument(document, page.locale);
  const parts: Part[] = [];
  const html =
    "<!doctype html>" +
    own.replace(PART_PLACEHOLDERS, (_, index: string) => {
      const part = partAt(data, Number(index));
      parts.push(part);
      return part.html;
    });
  return { html, own, parts };
}
