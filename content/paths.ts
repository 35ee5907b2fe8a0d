/**
 * Every URL pattern of the site, per edition (spec « URLs »; issue 37 for /nl/). A page's
 * address is read from here, never written out: its counterpart in the other language is then
 * the same entry of the other table.
 */
import type { Locale } from "./locales.ts";

export interface Paths {
  home: string;
  services: string;
  service: (slug: string) => string;
  zones: string;
  municipality: (slug: string) => string;
  blog: string;
  blogPage: (page: number) => string;
  article: (slug: string) => string;
  faq: string;
  pricing: string;
  contact: string;
  reviews: string;
  partners: string;
  /** A page of content/pages, by its slug (about, legal notice…). */
  textPage: (slug: string) => string;
  siteMap: string;
  offline: string;
}

const paged = (base: string) => (page: number) => (page === 1 ? base : `${base}/page/${page}`);

export const PATHS: Record<Locale, Paths> = {
  fr: {
    home: "/",
    services: "/services",
    service: (slug) => `/services/${slug}`,
    zones: "/zones-intervention",
    // The product word of the spec's `/{product}-{commune}` (DECISIONS « Placeholders »).
    municipality: (slug) => `/vide-maison-${slug}`,
    blog: "/blog",
    blogPage: paged("/blog"),
    article: (slug) => `/blog/${slug}`,
    faq: "/faq",
    pricing: "/tarifs",
    contact: "/contact",
    reviews: "/temoignages",
    partners: "/partenaires",
    textPage: (slug) => `/${slug}`,
    siteMap: "/plan-du-site",
    offline: "/hors-ligne",
  },
  nl: {
    home: "/nl/",
    services: "/nl/diensten",
    service: (slug) => `/nl/diensten/${slug}`,
    zones: "/nl/werkgebied",
    municipality: (slug) => `/nl/woningontruiming-${slug}`,
    blog: "/nl/blog",
    blogPage: paged("/nl/blog"),
    article: (slug) => `/nl/blog/${slug}`,
    faq: "/nl/veelgestelde-vragen",
    pricing: "/nl/tarieven",
    contact: "/nl/contact",
    reviews: "/nl/ervaringen",
    partners: "/nl/partners",
    textPage: (slug) => `/nl/${slug}`,
    siteMap: "/nl/sitemap",
    offline: "/nl/offline",
  },
};
