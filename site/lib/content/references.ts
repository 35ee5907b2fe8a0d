/**
 * References between content files are written as slugs; the loader turns them into the
 * objects they name, so routes receive a graph. A slug that names nothing fails the build
 * with the file and the field that wrote it.
 */
import { contentFile, type Locale } from "../../../content/locales.ts";
import { navigation, type Navigation, type NavLink, type TextPageLink } from "../../../content/navigation.ts";
import { PATHS } from "../../../content/paths.ts";
import type { Issues } from "./issues.ts";
import type { TextPage } from "./types.ts";

export interface Reference {
  /** The file that writes the slugs, and the field ("nearby" -> "nearby.2"). */
  file: string;
  field: string;
  slugs: readonly string[];
}

/**
 * The items the slugs name, in the slugs' order. `missing` words the error for one slug,
 * e.g. « x » n’a pas de page commune.
 */
export function resolveSlugs<T extends { slug: string }>(
  bySlug: ReadonlyMap<string, T>,
  { file, field, slugs }: Reference,
  issues: Issues,
  missing: (slug: string) => string,
): T[] {
  const found: T[] = [];
  slugs.forEach((slug, i) => {
    const item = bySlug.get(slug);
    if (item) found.push(item);
    else issues.add(file, `${field}.${i}`, missing(slug));
  });
  return found;
}

export function bySlug<T extends { slug: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.slug, item]));
}

/** Where the lists are written (a module, not a content file). */
export const NAVIGATION_FILE = "navigation.ts";

/**
 * The header's and footer's lists of an edition (content/navigation.ts) with each text page at
 * its address in that edition, read from the page itself: the French file name, or its
 * original's `nlSlug`. A list that names a page the edition does not have fails the build,
 * naming the list and the page's file.
 */
export function resolveNavigation(locale: Locale, pages: Record<string, TextPage>, issues: Issues): Navigation {
  const source = navigation[locale];
  const address = (id: string, field: string) => {
    const page = pages[id];
    if (!page)
      issues.add(
        NAVIGATION_FILE,
        `${locale}.${field}`,
        `« ${id} » n’a pas de page (${contentFile("pages", locale, id)})`,
      );
    return PATHS[locale].textPage(page?.slug ?? id);
  };
  const links = (list: Array<NavLink | TextPageLink>, field: string): NavLink[] =>
    list.map((link, i) => ("page" in link ? { label: link.label, url: address(link.page, `${field}.${i}`) } : link));
  return {
    ...source,
    mainNav: links(source.mainNav, "mainNav"),
    footerPages: links(source.footerPages, "footerPages"),
    legalNav: links(source.legalNav, "legalNav"),
    privacy: address(source.privacy, "privacy"),
    about: address(source.about, "about"),
    terms: address(source.terms, "terms"),
  };
}
