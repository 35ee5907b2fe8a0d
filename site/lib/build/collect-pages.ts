/** Every page of the site, in route order (site/routes/index.ts), with its props bound. */
import { routes } from "../../routes/index.ts";
import { BuildError } from "../errors.ts";
import type { SiteData } from "../content/types.ts";
import type { PageToRender } from "../render/route.ts";

export function pagesOf(data: SiteData): PageToRender[] {
  return routes.flatMap((route) => route.pages(data));
}

/** {@link pagesOf}, checked: two pages may not be written to the same file. */
export function collectPages(data: SiteData): PageToRender[] {
  const pages = pagesOf(data);
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const page of pages) {
    const key = page.file;
    const first = seen.get(key);
    if (first) duplicates.push(`${page.url} (routes ${first} et ${page.routeId})`);
    seen.set(key, page.routeId);
  }
  if (duplicates.length > 0) throw new BuildError("URL produite deux fois", duplicates);
  return pages;
}
