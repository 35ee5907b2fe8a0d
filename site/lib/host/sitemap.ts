import type { Settings } from "../../config.ts";
import type { PageToRender } from "../render/route.ts";

/** Indexable pages only; lastmod only where the content has a real date (never build time). */
export function sitemapXml(pages: PageToRender[], settings: Settings): string {
  const urls = pages
    .filter((p) => p.indexable)
    .map((p) => {
      const lastmod = p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : "";
      return `  <url><loc>${escapeXml(settings.siteUrl + p.url)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
