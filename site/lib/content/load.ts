/**
 * Loads and validates all content. Every problem is collected first, then the build fails
 * once with the complete list (file + field for each).
 */
import { contentFile, DEFAULT_LOCALE } from "../../../content/locales.ts";
import { footerZones as footerZoneSlugs, homeServices as homeServiceSlugs } from "../../../content/navigation.ts";
import type { Settings } from "../../config.ts";
import { articleFile } from "./articles.ts";
import { loadArticles } from "./load-articles.ts";
import { contentCache } from "./cache.ts";
import { contentContext, type ImageRef, type LinkRef } from "./context.ts";
import { loadAuthors, loadFaq, loadPartners, loadTestimonials } from "./data-files.ts";
import { checkFigures } from "./rules/figures.ts";
import { Issues } from "./issues.ts";
import { fieldLabel } from "./french/field-labels.ts";
import { loadMunicipalities, loadReference } from "./municipalities.ts";
import { loadPages } from "./pages.ts";
import { loadServices } from "./services.ts";
import { loadEstimator } from "./estimator.ts";
import { loadBrand, loadClaims } from "./facts.ts";
import { bySlug, NAVIGATION_FILE, resolveNavigation, resolveSlugs } from "./references.ts";
import type { Article, SiteData } from "./types.ts";
import { loadTranslations } from "./translations.ts";

export interface LoadedContent {
  /** The default edition (French). */
  data: SiteData;
  /** Every edition, the default first (issue 37). */
  editions: SiteData[];
  links: LinkRef[];
  /** The images of every markdown text, of every edition. */
  images: ImageRef[];
  issues: Issues;
}

export interface ArticleLoadOptions {
  /**
   * The articles' markdown bodies are left to the processes that render their pages
   * (site/lib/build/article-bodies.ts), which report their problems and links: a large site's
   * markdown is then rendered once, where its page is written.
   */
  deferArticleBodies?: boolean;
}

export function loadContent(
  contentDir: string,
  staticDir: string,
  settings: Settings,
  { deferArticleBodies = false }: ArticleLoadOptions = {},
): LoadedContent {
  contentCache.startLoad();
  const issues = new Issues(fieldLabel);
  const brand = loadBrand(contentDir, issues);
  const claims = loadClaims(contentDir, issues);
  // Every other file uses the facts through tokens: without them, nothing more can be checked.
  if (!brand || !claims) issues.throwIfAny();
  const estimator = loadEstimator(contentDir, issues, claims!);
  const ctx = contentContext(contentDir, staticDir, settings, { brand: brand!, claims: claims!, estimator }, issues);
  const services = loadServices(ctx);
  const reference = loadReference(contentDir, issues);
  const municipalities = loadMunicipalities(ctx, reference, claims!.municipalityDefaults);
  const homeServices = resolveSlugs(
    bySlug(services),
    { file: NAVIGATION_FILE, field: "homeServices", slugs: homeServiceSlugs },
    issues,
    (slug) => `« ${slug} » n’a pas de page service valide (${contentFile("services", DEFAULT_LOCALE, slug)})`,
  );
  const footerZones = resolveSlugs(
    bySlug(municipalities),
    { file: NAVIGATION_FILE, field: "footerZones", slugs: footerZoneSlugs },
    issues,
    (slug) => `« ${slug} » n’a pas de page commune valide (${contentFile("communes", DEFAULT_LOCALE, slug)})`,
  );
  const pages = loadPages(ctx);
  const faq = loadFaq(ctx);
  const testimonials = loadTestimonials(ctx);
  const partners = loadPartners(ctx);
  const authors = new Set(loadAuthors(ctx));
  const data: SiteData = {
    locale: DEFAULT_LOCALE,
    brand: brand!,
    claims: claims!,
    estimator: estimator!,
    services,
    homeServices,
    municipalities,
    footerZones,
    articles: loadArticles(ctx, deferArticleBodies),
    pages,
    navigation: resolveNavigation(DEFAULT_LOCALE, pages, issues),
    faq,
    testimonials,
    partners,
    photos: {},
  };
  checkFigures(data, issues);
  for (const article of data.articles) {
    if (!authors.has(article.author)) {
      issues.add(articleFile(article.slug), "author", `« ${article.author} » n’est pas dans authors.yaml`);
    }
  }
  issues.unique(
    data.articles.map((a) => ({ file: articleFile(a.slug), key: a.title })),
    "title",
  );
  // The excerpt is the article's description in search results: each its own, like its title.
  issues.unique(
    data.articles.map((a) => ({ file: articleFile(a.slug), key: a.excerpt })),
    "excerpt",
  );
  checkShownTitles(data.articles, issues);
  issues.unique(
    data.services.map((s) => ({ file: contentFile("services", DEFAULT_LOCALE, s.slug), key: s.title })),
    "title",
  );
  issues.unique(
    data.municipalities.map((m) => ({ file: m.file, key: m.metaDescription })),
    "metaDescription",
  );
  const images = ctx.images;
  const dutch = loadTranslations(contentDir, staticDir, settings, data, reference, issues, images);
  // The pages need the estimator's figures: without them, stop here with every error found so far.
  if (!estimator) issues.throwIfAny();
  return { data, editions: dutch ? [data, dutch] : [data], links: ctx.links, images, issues };
}

/**
 * An article's title in search results and tabs is its seoTitle, or else its title
 * (site/routes/article.tsx): each its own too. An article copied to start a new one, with a new
 * title but the same seoTitle, is named with that field. Two equal titles without a seoTitle
 * are left to the check of titles.
 */
function checkShownTitles(articles: Article[], issues: Issues): void {
  const shown = new Map<string, { file: string; fromSeoTitle: boolean }>();
  for (const article of articles) {
    const title = article.seoTitle ?? article.title;
    const file = articleFile(article.slug);
    const first = shown.get(title);
    if (!first) shown.set(title, { file, fromSeoTitle: article.seoTitle !== undefined });
    else if (article.seoTitle !== undefined || first.fromSeoTitle) {
      issues.add(
        file,
        article.seoTitle !== undefined ? "seoTitle" : "title",
        `« ${title} » est déjà utilisé par ${first.file}`,
      );
    }
  }
}

/** Content links must point at a page the build writes, or a file in static/. */
export function checkContentLinks(
  content: Pick<LoadedContent, "links" | "issues">,
  isKnownPath: (pathname: string) => boolean,
): void {
  for (const link of content.links) {
    if (/^(https?:|mailto:|tel:)/.test(link.href) || link.href.startsWith("#")) continue;
    if (!link.href.startsWith("/")) {
      content.issues.add(link.file, link.field, `lien relatif « ${link.href} » : utilisez un chemin absolu`);
      continue;
    }
    const pathname = link.href.split("#")[0]!.split("?")[0]!;
    if (!isKnownPath(pathname)) {
      content.issues.add(link.file, link.field, `lien vers une page inexistante : ${link.href}`);
    }
  }
}
