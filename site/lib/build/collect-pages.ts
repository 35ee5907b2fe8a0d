/**
 * Every page of the site: each edition's pages in route order (site/routes/index.ts), with
 * their props bound and their counterparts in the other editions (hreflang, language switch).
 */
import { routes } from "../../routes/index.ts";
import { BuildError } from "../errors.ts";
import type { SiteData } from "../content/types.ts";
import type { Alternates, PageToRender } from "../render/route.ts";
import { LOCALES, PUBLISHED_LOCALES } from "../../../content/locales.ts";

/** The route of each edition's home page, where the language switch leads from a page without counterpart. */
const HOME_ROUTE = "home";

export function pagesOf(editions: SiteData[]): PageToRender[] {
  const pages = editions
    .filter((data) => PUBLISHED_LOCALES.includes(data.locale))
    .flatMap((data) =>
      routes.filter((route) => route.locales.includes(data.locale)).flatMap((route) => route.pages(data)),
    );
  const counterparts = new Map<string, Alternates>();
  for (const page of pages) {
    const id = `${page.routeId} ${page.key}`;
    const alternates = counterparts.get(id) ?? {};
    alternates[page.locale] = page.url;
    counterparts.set(id, alternates);
    page.alternates = alternates;
  }
  const homes = new Map(pages.filter((p) => p.routeId === HOME_ROUTE).map((p) => [p.locale, p.url]));
  for (const page of pages) {
    const other = LOCALES.find((locale) => locale !== page.locale)!;
    const url = page.alternates[other] ?? homes.get(other);
    page.switchTo = url ? { locale: other, url } : null;
  }
  return pages;
}

/** {@link pagesOf}, checked: two pages may not be written to the same file. */
export function collectPages(editions: SiteData[]): PageToRender[] {
  const pages = pagesOf(editions);
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
