/**
 * Parts of the layout that are the same on thousands of pages (the header of a section, the
 * footer and widgets, the end of an article's sidebar) are rendered and typeset once per build.
 * The page holds a placeholder where each part goes, and the part's HTML is spliced in when the
 * page is written (render.ts): the page's own typesetting and link extraction never read it.
 * `id` names what the part depends on: the same id must always render the same HTML.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteData } from "../content/types.ts";
import { typesetDocument } from "../text/typography.ts";
import { collectUses, recordUses, type PageUses } from "./page-uses.ts";
import { SiteContext, useSite } from "./site-context.tsx";

export interface Part extends Pick<PageUses, "widgets" | "islands"> {
  id: string;
  /** Its number in this thread's list: what its placeholder holds. */
  index: number;
  /** Rendered and typeset. */
  html: string;
}

/** A private-use character: never in content, left alone by React's escaping and by typesetting. */
const MARK = "\uE000";
/** Where a part goes in a page: its number in this thread's list, between two marks. */
export const PART_PLACEHOLDERS = /\uE000(\d+)\uE000/g;

/** This thread's parts for one build (one SiteData), by id and by number. */
const partsByBuild = new WeakMap<SiteData, { byId: Map<string, Part>; list: Part[] }>();

function partsOf(data: SiteData) {
  let parts = partsByBuild.get(data);
  if (!parts) partsByBuild.set(data, (parts = { byId: new Map(), list: [] }));
  return parts;
}

/** The part numbered `index` of the build of `data` (the number its placeholder holds). */
export const partAt = (data: SiteData, index: number): Part => partsOf(data).list[index]!;

export function RenderOnce({ id: name, children }: { id: string; children: ReactElement }) {
  const site = useSite();
  const parts = partsOf(site.data);
  // Each edition renders its own parts: the id names the edition, for the link checks' map of parts.
  const id = `${site.data.locale}:${name}`;
  let part = parts.byId.get(id);
  if (!part) {
    const [html, { widgets, islands }] = collectUses(() =>
      renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>),
    );
    part = {
      id,
      index: parts.list.length,
      html: spliceParts(site.data, typesetDocument(html, site.data.locale)),
      widgets,
      islands,
    };
    parts.list.push(part);
    parts.byId.set(id, part);
  }
  recordUses(part);
  return <>{`${MARK}${part.index}${MARK}`}</>;
}

/** `html` with each placeholder replaced by its part: for a part that holds another. */
function spliceParts(data: SiteData, html: string): string {
  return html.replace(PART_PLACEHOLDERS, (_, index: string) => partAt(data, Number(index)).html);
}
