/**
 * The HTML shell: head metadata (title, description, canonical, Open Graph, Twitter, JSON-LD,
 * web app manifest), the stylesheet, and the inline script that loads, once the page has
 * painted, the layout script and only the scripts of the widgets and islands this page
 * contains (client/shell/after-paint.ts).
 */
import { AFTER_PAINT_ATTRIBUTE } from "../../client/shell/after-paint.ts";
import { FAVICON_DATA_URL, ICONS } from "../lib/assets/icons.ts";
import type { AssetManifest } from "../lib/assets/bundle.ts";
import type { Settings } from "../config.ts";
import type { Alternates, PageToRender } from "../lib/render/route.ts";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES } from "../../content/locales.ts";
import { rssPath } from "../lib/host/rss.ts";
import { DEFAULT_OG_IMAGE, ogImageFor } from "../lib/assets/social-images.ts";
import { MANIFEST_URL } from "../lib/host/manifest.ts";
import { structuredData } from "../lib/render/structured-data.ts";
import type { SiteData } from "../lib/content/types.ts";

interface DocumentProps {
  page: PageToRender;
  settings: Settings;
  data: SiteData;
  assets: AssetManifest;
  widgets: string[];
  islands: string[];
  bodyHtml: string;
}

/**
 * A page's counterparts in the other editions, for search engines: each names every edition's
 * address, its own included, and x-default the default edition's (hreflang; issue 37). A page
 * that exists in one edition only names none.
 */
function AlternateLinks({ alternates, siteUrl }: { alternates: Alternates; siteUrl: string }) {
  const editions = LOCALES.filter((locale) => alternates[locale]);
  if (editions.length < 2) return null;
  return (
    <>
      {editions.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={LANGUAGE_TAGS[locale]} href={siteUrl + alternates[locale]} />
      ))}
      {alternates[DEFAULT_LOCALE] && (
        <link rel="alternate" hrefLang="x-default" href={siteUrl + alternates[DEFAULT_LOCALE]} />
      )}
    </>
  );
}

export function Document({ page, settings, data, assets, widgets, islands, bodyHtml }: DocumentProps) {
  const { head } = page;
  const { brand } = data;
  const canonical = settings.siteUrl + page.url;
  const { indexable } = page;
  const ogImage = settings.siteUrl + (head.ogImage ?? (indexable ? ogImageFor(page.url) : DEFAULT_OG_IMAGE));
  // No script file competes with the first paint for the network: the layout's, the page's
  // widgets and islands, with every chunk they import, are requested together once it has painted.
  const afterPaint = [
    ...new Set(
      [
        assets.shell,
        ...widgets.map((name) => assets.widgets[name]!),
        ...islands.map((name) => assets.islands[name]!),
      ].flatMap((s) => [s.url, ...s.imports]),
    ),
  ];
  const jsonLd = indexable ? structuredData(page, settings, data) : [];
  // A page's social image is a title card, described by the title drawn on it, or an owner's
  // photo, described by its alt text; pages without their own (not found) borrow the home
  // page's card, described by the brand it shows.
  const ogImageAlt = head.ogImageAlt ?? (head.ogImage || indexable ? (head.ogTitle ?? head.title) : brand.tradeName);
  return (
    <html lang={LANGUAGE_TAGS[page.locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        {indexable && <AlternateLinks alternates={page.alternates} siteUrl={settings.siteUrl} />}
        {head.keywords && head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(", ")} />}
        <meta name="theme-color" content={brand.themeColor} />
        {assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type={`font/${font.split(".").pop()}`} crossOrigin="" />
        ))}
        {/* Before the stylesheet: an inline script placed after one waits for it to arrive. */}
        <script
          {...{ [AFTER_PAINT_ATTRIBUTE]: afterPaint.join(" ") }}
          dangerouslySetInnerHTML={{ __html: assets.boot.code }}
        />
        <link rel="stylesheet" href={assets.css} />
        <noscript>
          <link rel="stylesheet" href="/css/noscript.css" />
        </noscript>
        {/* The favicon travels inside the page: a browser fetches a linked one as the page
            finishes loading, on the slow connection the first paint still waits on. Search
            engines take the apple-touch-icon; /favicon.ico is there for everything older. */}
        <link rel="icon" href={FAVICON_DATA_URL} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={ICONS.appleTouch} />
        <link rel="manifest" href={MANIFEST_URL} />
        <link rel="alternate" type="application/rss+xml" title={`Blog ${brand.tradeName}`} href={rssPath(data)} />
        <meta property="og:type" content={head.ogType ?? "website"} />
        <meta property="og:site_name" content={brand.tradeName} />
        <meta property="og:locale" content={LANGUAGE_TAGS[page.locale].replace("-", "_")} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {indexable && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={ogImage} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={ogImageAlt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={ogImage} />
        <meta name="twitter:image:alt" content={ogImageAlt} />
        {head.article && (
          <>
            <meta name="author" content={head.article.author} />
            <meta property="article:published_time" content={head.article.published} />
            <meta property="article:modified_time" content={head.article.modified} />
            <meta property="article:section" content={head.article.section} />
            {head.article.tags.map((tag) => (
              <meta key={tag} property="article:tag" content={tag} />
            ))}
          </>
        )}
        {jsonLd.length > 0 && (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(
                jsonLd.length === 1 ? jsonLd[0] : { "@context": "https://schema.org", "@graph": jsonLd },
              ).replace(/</g, "\\u003c"),
            }}
          />
        )}
      </head>
      <body id="top" tabIndex={-1} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
