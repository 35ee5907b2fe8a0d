import { LANGUAGE_TAGS, LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { CATEGORY_NAMES } from "../../content/vocabulary.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import { TYPOGRAPHY } from "../lib/text/typography.ts";
import { ArticleMeta } from "../components/article/ArticleMeta.tsx";
import { ArticleToc } from "../components/article/ArticleToc.tsx";
import { CopyLink } from "../components/article/CopyLink.tsx";
import { Html } from "../components/Html.tsx";
import { Icon } from "../components/Icon.tsx";
import { RenderOnce } from "../lib/render/RenderOnce.tsx";
import { CoverImage } from "../components/article/CoverImage.tsx";
import { quoteDelay } from "../lib/content/rules/delays.ts";
import type { Article } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

/** Spec, section 9: the sidebar lists the five most recent other articles. */
export const RECENT_IN_SIDEBAR = 5;

interface ArticlePageProps {
  article: Article;
  recent: Article[];
}

export function shareLinks(url: string, title: string, summary: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const s = encodeURIComponent(summary);
  return [
    {
      network: "Facebook",
      icon: "facebook" as const,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`,
    },
    { network: "X (Twitter)", icon: "x" as const, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      network: "LinkedIn",
      icon: "linkedin" as const,
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}&summary=${s}`,
    },
  ];
}

/** An article revised after publication shows its revision date (front matter `dateModified`). */
export function wasUpdated(article: Pick<Article, "date" | "dateModified">): boolean {
  return article.dateModified > article.date;
}

const COPY = localized({
  fr: {
    by: "Par",
    updated: "Mis à jour le",
    share: "Partager cet article",
    tags: "Mots-clés",
    neighbours: "Articles précédent et suivant",
    recent: "Articles récents",
    helpTitle: "Besoin d’aide pour vider un logement ?",
    help: (delay: string) =>
      `Visite ou devis gratuit sous ${delay}, prix TVAC : nous estimons le volume sur place ou sur photos.`,
    contact: "Nous contacter",
  },
  nl: {
    by: "Door",
    updated: "Bijgewerkt op",
    share: "Dit artikel delen",
    tags: "Trefwoorden",
    neighbours: "Vorig en volgend artikel",
    recent: "Recente artikels",
    helpTitle: "Hulp nodig om een woning leeg te maken?",
    help: (delay: string) =>
      `Gratis bezoek of offerte binnen ${delay}, prijs incl. btw: we schatten het volume ter plaatse of op foto’s.`,
    contact: "Contacteer ons",
  },
});

function ArticlePage({ article, recent }: ArticlePageProps) {
  const { previous, next } = article;
  const site = useSite();
  const copy = useCopy(COPY);
  const typeset = TYPOGRAPHY[site.data.locale];
  const absolute = site.settings.siteUrl + article.url;
  return (
    <>
      <header className="container article-hero">
        <div className="article-hero-text">
          <ArticleMeta article={article} />
          <h1>{article.title}</h1>
          <p className="lead">{article.excerpt}</p>
          <p className="article-author">
            {copy.by} {article.author}
            {wasUpdated(article) && (
              <>
                {" · "}
                <span className="article-updated">
                  {copy.updated} <time dateTime={article.dateModified}>{useFormat().date(article.dateModified)}</time>
                </span>
              </>
            )}
          </p>
          <div className="share" aria-label={copy.share} role="group">
            {shareLinks(absolute, typeset(article.title), typeset(article.excerpt)).map((l) => (
              <a key={l.network} className="share-button" href={l.href} rel="noopener noreferrer">
                <RenderOnce id={`share-button:${l.network}`}>
                  <>
                    <Icon name={l.icon} size={18} /> <span>{l.network}</span>
                  </>
                </RenderOnce>
              </a>
            ))}
            <CopyLink url={absolute} />
          </div>
        </div>
        <CoverImage
          placement="leading"
          slot="article-hero"
          className="article-hero-image"
          src={article.image}
          alt={article.imageAlt}
        />
      </header>
      <div className="container article-layout">
        {/* Before the article, as it is seen: at the top on a phone, first in the sidebar on a wide screen. */}
        <ArticleToc items={article.toc} />
        <article className="prose article-body">
          <Html html={article.html} />
          <ul className="tag-list" aria-label={copy.tags}>
            {article.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
          <nav className="article-nav" aria-label={copy.neighbours}>
            {previous && (
              <a href={previous.url} rel="prev">
                <Icon name="arrowLeft" size={18} /> <span>{previous.title}</span>
              </a>
            )}
            {next && (
              <a href={next.url} rel="next">
                <span>{next.title}</span> <Icon name="arrowRight" size={18} />
              </a>
            )}
          </nav>
        </article>
        <aside className="article-aside">
          <RenderOnce id={`article-aside-end:${recent.map((r) => r.slug).join(" ")}`}>
            <ArticleAsideEnd recent={recent} />
          </RenderOnce>
        </aside>
      </div>
    </>
  );
}

/**
 * The end of the sidebar: the newest articles and the offer of help. Every article but the newest
 * few has the same list, so it is rendered once per list (site/lib/render/RenderOnce.tsx) rather
 * than on every page.
 */
export function ArticleAsideEnd({ recent }: { recent: Article[] }) {
  const { claims, locale } = useSite().data;
  const copy = useCopy(COPY);
  const format = useFormat();
  return (
    <>
      <section className="panel" aria-labelledby="recent-title">
        <h2 id="recent-title" className="h3">
          {copy.recent}
        </h2>
        <ul className="recent-list">
          {recent.map((r) => (
            <li key={r.slug}>
              <a href={r.url}>{r.title}</a>
              <time dateTime={r.date}>{format.date(r.date)}</time>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel help-box" aria-labelledby="help-title">
        <h2 id="help-title" className="h3">
          {copy.helpTitle}
        </h2>
        <p>{copy.help(quoteDelay(claims.delays, locale))}</p>
        <a className="button button-primary" href={PATHS[locale].contact}>
          {copy.contact}
        </a>
      </section>
    </>
  );
}

export default defineRoute({
  id: "article",
  locales: LOCALES,
  paths: (data) =>
    data.articles.map((article, _, all) => ({
      url: article.url,
      key: article.id,
      lastmod: article.dateModified,
      // Only the newest few can be shown: filtering the whole list per article was O(n²).
      props: {
        article,
        recent: all
          .slice(0, RECENT_IN_SIDEBAR + 1)
          .filter((a) => a !== article)
          .slice(0, RECENT_IN_SIDEBAR),
      },
    })),
  head: ({ article }, data) => ({
    title: article.seoTitle ?? article.title,
    ogTitle: article.title,
    description: article.excerpt,
    ogType: "article",
    ogImage: article.socialImage,
    // The photo's own crop when it has one (site/lib/photos/attach.ts), otherwise the drawn card.
    ogImageAlt: article.photo && data.photos[article.photo.src]?.social ? article.photo.alt : undefined,
    ogLabel: CATEGORY_NAMES[data.locale][article.category],
    keywords: article.tags,
    breadcrumbs: [
      { name: "Blog", url: PATHS[data.locale].blog },
      { name: article.title, url: article.url },
    ],
    article: {
      published: article.date,
      modified: article.dateModified,
      author: article.author,
      section: CATEGORY_NAMES[data.locale][article.category],
      tags: article.tags,
    },
    jsonLd: [
      {
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        image: article.socialImage,
        datePublished: `${article.date}T08:00:00+01:00`,
        dateModified: `${article.dateModified}T08:00:00+01:00`,
        author: { "@type": "Person", name: article.author },
        publisher: { "@id": "#entreprise" },
        mainEntityOfPage: article.url,
        articleSection: CATEGORY_NAMES[data.locale][article.category],
        keywords: article.tags.join(", "),
        wordCount: article.wordCount,
        inLanguage: LANGUAGE_TAGS[data.locale],
      },
    ],
  }),
  Page: ArticlePage,
});
