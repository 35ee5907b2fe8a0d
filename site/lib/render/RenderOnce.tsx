/**
 * Parts of the layout that are the same on thousands of pages (the header of a section, the
 * footer and widgets) are rendered and typeset once per build and reused as HTML: rendering
 * them for each page was a third of the build's render time. `id` names what the part depends
 * on: the same id must always render the same HTML. The wrapper is `display: contents`, and
 * tells the page's typesetting that its content is already typeset (site/lib/text/typography.ts).
 * `innerHtmlOnce` does the same for the content of an element whose attributes differ.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteData } from "../content/types.ts";
import { SiteContext, useSite, type SiteContextValue } from "./site-context.tsx";
import { TYPESET_PART_CLASS, typesetDocument } from "../text/typography.ts";
import { collectUses, recordPart, recordUses, type PageUses } from "./page-uses.ts";

const cache = new WeakMap<SiteData, Map<string, Part>>();

interface Part extends Pick<PageUses, "widgets" | "islands"> {
  html: string;
}

/**
 * The part `id` of this build: rendered the first time, with what it used, and kept (`finish`
 * turns the rendered HTML into the kept one). A part inside this one is part of its HTML, not
 * a part of the page.
 */
function partFor(
  site: SiteContextValue,
  id: string,
  render: () => ReactElement,
  finish: (html: string) => string,
): Part {
  let parts = cache.get(site.data);
  if (!parts) cache.set(site.data, (parts = new Map()));
  let part = parts.get(id);
  if (part === undefined) {
    const [html, { widgets, islands }] = collectUses(() =>
      renderToStaticMarkup(<SiteContext.Provider value={site}>{render()}</SiteContext.Provider>),
    );
    part = { html: finish(html), widgets, islands };
    parts.set(id, part);
  }
  return part;
}

export function RenderOnce({ id, children }: { id: string; children: ReactElement }) {
  const part = partFor(useSite(), id, () => children, typesetDocument);
  recordPart(part.html, part);
  return <div className={TYPESET_PART_CLASS} dangerouslySetInnerHTML={{ __html: part.html }} />;
}

/**
 * The content of an element that differs from page to page around markup that does not (the
 * share buttons: the link names the page, the icon and the label are the same everywhere),
 * rendered once per build for each `id` and set as the element's inner HTML:
 * `<a href={…} {...innerHtmlOnce(site, id, () => …)} />`. No wrapper, so unlike a part it is
 * not typeset beforehand: the page's typesetting reads it with the rest. Three share buttons
 * rendered this way made an article page 42 µs (a tenth) cheaper to render and typeset.
 */
export function innerHtmlOnce(
  site: SiteContextValue,
  id: string,
  render: () => ReactElement,
): { dangerouslySetInnerHTML: { __html: string } } {
  const part = partFor(site, `inner:${id}`, render, (html) => html);
  recordUses(part);
  return { dangerouslySetInnerHTML: { __html: part.html } };
}
