import type { Settings } from "../../config.ts";
import type { SiteData } from "../content/types.ts";
import { escapeXml } from "./sitemap.ts";
import { TYPOGRAPHY } from "../text/typography.ts";
import { LANGUAGE_TAGS } from "../../../content/locales.ts";
import { PATHS } from "../../../content/paths.ts";
import { localized } from "../render/localized.ts";

const DESCRIPTION = localized({
  fr: "Conseils et guides pour vider une maison en Belgique.",
  nl: "Tips en gidsen om een woning leeg te maken in België.",
});

/** Where an edition's feed is written and linked from its pages' head. */
export const rssPath = (data: Pick<SiteData, "locale">) => `${PATHS[data.locale].blog}/rss.xml`;

/** RSS 2.0 feed of an edition's articles, linked from its pages' head; its text typeset like the pages. */
export function rssFeed(data: SiteData, settings: Settings): string {
  const { brand } = data;
  const typeset = TYPOGRAPHY[data.locale];
  const items = data.articles.map((a) => {
    const link = settings.siteUrl + a.url;
    return [
      "    <item>",
      `      <title>${escapeXml(typeset(a.title))}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(`${a.date}T08:00:00Z`).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(a.category)}</category>`,
      `      <description>${escapeXml(typeset(a.excerpt))}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = data.articles[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`Blog ${brand.tradeName}`)}</title>
    <link>${escapeXml(settings.siteUrl + PATHS[data.locale].blog)}</link>
    <description>${DESCRIPTION[data.locale]}</description>
    <language>${LANGUAGE_TAGS[data.locale]}</language>
${newest ? `    <lastBuildDate>${new Date(`${newest.dateModified}T08:00:00Z`).toUTCString()}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
