import type { Settings } from "../../config.ts";
import type { SiteData } from "../content/types.ts";
import { escapeXml } from "./sitemap.ts";
import { frenchTypography } from "../text/typography.ts";

/** RSS 2.0 feed of all articles, linked from every page's head; its text typeset like the pages. */
export function rssFeed(data: SiteData, settings: Settings): string {
  const { brand } = data;
  const items = data.articles.map((a) => {
    const link = settings.siteUrl + a.url;
    return [
      "    <item>",
      `      <title>${escapeXml(frenchTypography(a.title))}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(`${a.date}T08:00:00Z`).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(a.category)}</category>`,
      `      <description>${escapeXml(frenchTypography(a.excerpt))}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = data.articles[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`Blog ${brand.tradeName}`)}</title>
    <link>${escapeXml(`${settings.siteUrl}/blog`)}</link>
    <description>Conseils et guides pour vider une maison en Belgique.</description>
    <language>fr-BE</language>
${newest ? `    <lastBuildDate>${new Date(`${newest.dateModified}T08:00:00Z`).toUTCString()}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
