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
  /** The page's own HTML, around its parts: what the link check reads of this page alone. */
  own: string[];
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
  // split() with a capturing group alternates the text around placeholders and their numbers.
  const pieces = typesetDocument(document, page.locale).split(PART_PLACEHOLDERS);
  const own = pieces.filter((_, i) => i % 2 === 0);
  const parts = pieces.filter((_, i) => i % 2 === 1).map((index) => partAt(data, Number(index)));
  const html = "<!doctype html>" + pieces.map((piece, i) => (i % 2 === 0 ? piece : parts[(i - 1) / 2]!.html)).join("");
  return { html, own, parts };
}
