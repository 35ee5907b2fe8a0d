/**
 * A route type declares its paths, its head and its page component. The ordered list of
 * route types lives in site/routes/index.ts; adding a page type is one module plus one line.
 */
import { createElement, type FunctionComponent, type ReactElement } from "react";
import type { SiteData } from "../content/types.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../content/locales.ts";
import type { Thing } from "schema-dts";
import { SEARCH_TITLE_LENGTH } from "../../../content/schema.ts";

export interface Crumb {
  name: string;
  url: string;
}

export interface Head {
  title: string;
  description: string;
  /** Breadcrumb trail below home, shown on the page and as BreadcrumbList. */
  breadcrumbs?: Crumb[];
  ogType?: "website" | "article";
  /** Absolute path of the 1200x630 social image. */
  ogImage?: string;
  /** What the social image shows, when it is a photo rather than the title drawn on a card. */
  ogImageAlt?: string;
  keywords?: string[];
  /** Social image text, when it should differ from the title (e.g. without the brand suffix). */
  ogTitle?: string;
  /** Small label above the social image title (page type or category). */
  ogLabel?: string;
  /** Extra JSON-LD objects for this page, checked against schema.org's types (schema-dts). */
  jsonLd?: Thing[];
  article?: { published: string; modified: string; author: string; section: string; tags: string[] };
}

export interface PageEntry<P> {
  url: string;
  /**
   * What the page is, the same in every edition: its counterpart in another language is the
   * page of the same route with the same key. Defaults to the route itself (one page per edition).
   */
  key?: string;
  /** The file written, when it is not the URL's (a not-found view of an edition). */
  file?: string;
  props: P;
  /** Content date for the sitemap's lastmod, never the build time. */
  lastmod?: string;
}

export interface Route<P extends object> {
  id: string;
  /** The editions this route writes pages for; the default edition only when left out. */
  locales?: readonly Locale[];
  paths(data: SiteData): Array<PageEntry<P>>;
  head(props: P, data: SiteData): Head;
  Page: FunctionComponent<P & object>;
  /** Pages kept out of search engines and the sitemap (the offline page). */
  noindex?: boolean;
  /**
   * Not-found views: written to this file, served with status 404 for the URLs of the page's
   * pattern ("/blog/*"), never indexed.
   */
  notFound?: { file: string };
}

/** One page ready to render: the route's props are bound, so route types can share a list. */
/** A page's address in each edition that has it. */
export type Alternates = Partial<Record<Locale, string>>;

export interface LanguageSwitch {
  locale: Locale;
  url: string;
}

export interface PageToRender {
  routeId: string;
  locale: Locale;
  /** Same route and key in another edition: the page's counterpart (PageEntry.key). */
  key: string;
  /** Filled once every edition's pages are known (site/lib/build/collect-pages.ts). */
  alternates: Alternates;
  /** The language switch's target: the counterpart, or else the other edition's home; null without one. */
  switchTo: LanguageSwitch | null;
  url: string;
  file: string;
  status: 200 | 404;
  /** Has a canonical URL, a sitemap entry and a social image. */
  indexable: boolean;
  lastmod?: string;
  head: Head;
  element: ReactElement;
}

export interface RouteType {
  id: string;
  locales: readonly Locale[];
  noindex?: boolean;
  notFound?: { file: string };
  pages(data: SiteData): PageToRender[];
}

export function defineRoute<P extends object>(route: Route<P>): RouteType {
  return {
    id: route.id,
    locales: route.locales ?? [DEFAULT_LOCALE],
    noindex: route.noindex,
    notFound: route.notFound,
    pages: (data) =>
      route.paths(data).map((entry) => ({
        routeId: route.id,
        locale: data.locale,
        key: entry.key ?? route.id,
        alternates: {},
        switchTo: null,
        url: entry.url,
        file: entry.file ?? route.notFound?.file ?? fileForUrl(entry.url),
        status: route.notFound ? 404 : 200,
        indexable: !route.notFound && !route.noindex,
        lastmod: entry.lastmod,
        head: withBrand(route.head(entry.props, data), data.brand.tradeName),
        element: createElement(route.Page, entry.props),
      })),
  };
}

/** dist file for a URL: "/" -> index.html, "/nl/" -> nl/index.html, "/a/b" -> a/b.html. */
export function fileForUrl(url: string): string {
  return url.endsWith("/") ? `${url.slice(1)}index.html` : `${url.slice(1)}.html`;
}

/** "index.html" -> "/", "nl/index.html" -> "/nl/", "faq.html" -> "/faq": the inverse of fileForUrl. */
export function urlForFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;
}

/** The brand is appended to a page title when the whole still fits in what search engines show. */
export function fullTitle(title: string, tradeName: string): string {
  const branded = `${title} | ${tradeName}`;
  return branded.length <= SEARCH_TITLE_LENGTH ? branded : title;
}

function withBrand(head: Head, tradeName: string): Head {
  return { ...head, title: fullTitle(head.title, tradeName) };
}
