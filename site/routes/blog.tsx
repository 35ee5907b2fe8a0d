import { DEFAULT_LOCALE, LOCALES } from "../../content/locales.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { PATHS } from "../../content/paths.ts";
import { ArticleCard } from "../components/article/ArticleCard.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import type { Article } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";

/** Spec, section 9: nine posts per page; further pages are pre-rendered at /blog/page/N. */
export const POSTS_PER_PAGE = 9;

/** Up to this many list pages, each has a button; beyond, the buttons are a window. */
const ALL_BUTTONS_UP_TO = 7;

/**
 * The page buttons of list page `page` out of `count`, in order: page numbers, and null where
 * pages are left out. Up to seven pages, all of them; beyond, the first, the last, the current
 * one and its neighbours (a left-out page alone is shown instead of a gap). Seven buttons at
 * most fit a phone's width, where a button per page made a wall of 112 for 1 000 articles, and
 * every page stays a click from the next.
 */
export function pageButtons(page: number, count: number): Array<number | null> {
  if (count <= ALL_BUTTONS_UP_TO) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, count])].filter((n) => n >= 1 && n <= count);
  const buttons: Array<number | null> = [];
  for (const [i, n] of shown.entries()) {
    const gap = i > 0 ? n - shown[i - 1]! - 1 : 0;
    if (gap === 1) buttons.push(n - 1);
    else if (gap > 1) buttons.push(null);
    buttons.push(n);
  }
  return buttons;
}

interface BlogPageProps {
  articles: Article[];
  page: number;
  pageCount: number;
}

const COPY = localized({
  fr: {
    title: "Conseils pour vider une maison",
    lead: "Successions, tri et recyclage, démarches à Bruxelles et en Wallonie, erreurs à éviter : nos guides pratiques, écrits par l’équipe.",
    articles: "Articles",
    pages: "Pages du blog",
    page: (n: number) => `Page ${n}`,
    headTitle: (page: number) => (page === 1 ? "Blog : conseils vide-maison et débarras" : `Blog, page ${page}`),
    description: (page: number) =>
      page === 1
        ? "Guides pratiques pour vider une maison en Belgique : succession, tri et recyclage, recyparcs, erreurs à éviter, organisation et budget."
        : `Page ${page} des articles du blog : guides et conseils pour vider une maison en Belgique.`,
    ogTitle: "Conseils pour vider une maison en Belgique",
  },
  nl: {
    title: "Tips om een woning leeg te maken",
    lead: "Nalatenschappen, sorteren en recycleren, formaliteiten in Vlaanderen en Brussel, fouten om te vermijden: onze praktische gidsen, geschreven door het team.",
    articles: "Artikels",
    pages: "Pagina’s van de blog",
    page: (n: number) => `Pagina ${n}`,
    headTitle: (page: number) => (page === 1 ? "Blog: tips voor woningontruiming" : `Blog, pagina ${page}`),
    description: (page: number) =>
      page === 1
        ? "Praktische gidsen om een woning leeg te maken in België: nalatenschap, sorteren en recycleren, recyclageparken, fouten om te vermijden en budget."
        : `Pagina ${page} van de blogartikels: gidsen en tips om een woning leeg te maken in België.`,
    ogTitle: "Tips om een woning leeg te maken in België",
  },
});

function BlogPage({ articles, page, pageCount }: BlogPageProps) {
  const copy = useCopy(COPY);
  const paths = PATHS[useSite().data.locale];
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title={page === 1 ? copy.title : `${copy.title} – ${copy.page(page).toLowerCase()}`}
        lead={copy.lead}
      />
      <Section tight label={copy.articles}>
        <div className="grid grid-3">
          {articles.map((a, index) => (
            <ArticleCard key={a.slug} article={a} headingLevel={2} placement={index === 0 ? "leading" : "listed"} />
          ))}
        </div>
        {pageCount > 1 && (
          <nav aria-label={copy.pages}>
            <ul className="pagination">
              {pageButtons(page, pageCount).map((n, i) =>
                n === null ? (
                  <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={n}>
                    {n === page ? (
                      <span aria-current="page">{n}</span>
                    ) : (
                      <a href={paths.blogPage(n)} aria-label={copy.page(n)}>
                        {n}
                      </a>
                    )}
                  </li>
                ),
              )}
            </ul>
          </nav>
        )}
      </Section>
    </>
  );
}

export default defineRoute({
  id: "blog",
  locales: LOCALES,
  paths: (data) => {
    if (data.articles.length === 0 && data.locale !== DEFAULT_LOCALE) return [];
    const pageCount = Math.max(1, Math.ceil(data.articles.length / POSTS_PER_PAGE));
    return Array.from({ length: pageCount }, (_, i) => {
      const articles = data.articles.slice(i * POSTS_PER_PAGE, (i + 1) * POSTS_PER_PAGE);
      return {
        url: PATHS[data.locale].blogPage(i + 1),
        key: String(i + 1),
        props: { articles, page: i + 1, pageCount },
        lastmod: articles
          .map((a) => a.dateModified)
          .sort()
          .at(-1),
      };
    });
  },
  head: ({ page }, data) => {
    const copy = COPY[data.locale];
    const paths = PATHS[data.locale];
    return {
      title: copy.headTitle(page),
      description: copy.description(page),
      breadcrumbs:
        page === 1
          ? [{ name: "Blog", url: paths.blog }]
          : [
              { name: "Blog", url: paths.blog },
              { name: copy.page(page), url: paths.blogPage(page) },
            ],
      ogTitle: copy.ogTitle,
      ogLabel: "Blog",
    };
  },
  Page: BlogPage,
});
