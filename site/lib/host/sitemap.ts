import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES } from "../../../content/locales.ts";
import type { Settings } from "../../config.ts";
import type { PageToRender } from "../render/route.ts";

const XHTML = "http://www.w3.org/1999/xhtml";

/**
 * Indexable pages only; lastmod only where the content has a real date (never build time). A
 * page with counterparts lists every edition's address, as its <head> does (hreflang; issue 37).
 */
export function sitemapXml(pages: PageToRender[], settings: Settings): string {
  const urls = pages
    .filter((p) => p.indexable)
    .map((p) => {
      const lastmod = p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : "";
      return `  <url><loc>${escapeXml(settings.siteUrl + p.url)}</loc>${lastmod}${alternateLinks(p, settings)}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML}">\n${urls.join("\n")}\n</urlset>\n`;
}

function alternateLinks(page: PageToRender, settings: Settings): string {
  const editions = LOCALES.filter((locale) => page.alternates[locale]);
  if (editions.length < 2) return "";
  const link = (hreflang: string, url: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(settings.siteUrl + url)}"/>`;
  const defaultUrl = page.alternates[DEFAULT_LOCALE];
  return [
    ...editions.map((locale) => link(LANGUAGE_TAGS[locale], page.alternates[locale]!)),
    ...(defaultUrl ? [link("x-default", defaultUrl)] : []),
  ].join("");
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
