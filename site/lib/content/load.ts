/**
 * Loads and validates all content. Every problem is collected first, then the build fails
 * once with the complete list (file + field for each).
 */
import * as navigation from "../../../content/navigation.ts";
import type { Settings } from "../../config.ts";
import { articleFile, type ArticleHead } from "./articles.ts";
import { loadArticles } from "./load-articles.ts";
import { contentCache } from "./cache.ts";
import { checkInterventionTotal } from "./claims-checks.ts";
import { contentContext, type LinkRef } from "./context.ts";
import { loadAuthors, loadFaq, loadPartners, loadTestimonials } from "./data-files.ts";
import { Issues } from "./issues.ts";
import { loadMunicipalities, loadReference } from "./municipalities.ts";
import { loadPages } from "./pages.ts";
import { loadServices } from "./services.ts";
import { loadEstimator } from "./estimator.ts";
import { loadBrand, loadClaims } from "./facts.ts";
import { bySlug, resolveSlugs } from "./references.ts";
import type { Article, SiteData } from "./types.ts";

/** Where the footer's zones and the home page's services are listed (a module, not a content file). */
const NAVIGATION = "navigation.ts";

export interface LoadedContent {
  data: SiteData;
  links: LinkRef[];
  issues: Issues;
}

export interface ArticleLoadOptions {
  /**
   * The articles' markdown bodies are left to the threads that render their pages
   * (site/lib/article-bodies.ts), which report their problems and links; a large site is then
   * not rendered twice over.
   */
  deferArticleBodies?: boolean;
  /** Article files already read for such a load (by the render workers, while they would otherwise wait). */
  articleHeads?: Map<string, ArticleHead>;
}

export function loadContent(
  contentDir: string,
  staticDir: string,
  settings: Settings,
  articles: ArticleLoadOptions = {},
): LoadedContent {
  return beginContentLoad(contentDir, staticDir, settings).finish(articles);
}

/** The first step of a load (all the content but the articles) and how to finish it. */
export interface ContentLoad {
  finish: (articles: ArticleLoadOptions) => LoadedContent;
}

/**
 * A load in two steps: all the content but the articles, then the articles. A large build reads
 * its articles on every core (site/lib/stages.ts): the workers read theirs while the first step
 * runs.
 */
export function beginContentLoad(contentDir: string, staticDir: string, settings: Settings): ContentLoad {
  const steps = contentLoadSteps(contentDir, staticDir, settings);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * {@link beginContentLoad}, letting this thread's events in between collections: the build's
 * workers, reading the articles meanwhile, have their replies read and are handed more files,
 * and esbuild, bundling the browser code, has its plugins answered. Run in one stretch, the
 * first step (some 170 ms for the real content) left a worker idle once it had read the files
 * it held.
 */
export async function beginContentLoadBetweenEvents(
  contentDir: string,
  staticDir: string,
  settings: Settings,
): Promise<ContentLoad> {
  const steps = contentLoadSteps(contentDir, staticDir, settings);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The first step, pausing (`yield`) between collections. */
function* contentLoadSteps(contentDir: string, staticDir: string, settings: Settings): Generator<void, ContentLoad> {
  contentCache.startLoad();
  const issues = new Issues();
  const brand = loadBrand(contentDir, issues);
  const claims = loadClaims(contentDir, issues);
  // Every other file uses the facts through tokens: without them, nothing more can be checked.
  if (!brand || !claims) issues.throwIfAny();
  const estimator = loadEstimator(contentDir, issues, claims!);
  const ctx = contentContext(contentDir, staticDir, settings, { brand: brand!, claims: claims!, estimator }, issues);
  yield;
  const services = loadServices(ctx);
  yield;
  const reference = loadReference(contentDir, issues);
  yield;
  const municipalities = loadMunicipalities(ctx, reference, claims!.municipalityDefaults);
  yield;
  const homeServices = resolveSlugs(bySlug(services), { file: NAVIGATION, field: "homeServices", slugs: navigation.homeServices }, issues,
    (slug) => `« ${slug} » n’a pas de page service valide (services/${slug}.md)`);
  const footerZones = resolveSlugs(bySlug(municipalities), { file: NAVIGATION, field: "footerZones", slugs: navigation.footerZones }, issues,
    (slug) => `« ${slug} » n’a pas de page commune valide (communes/${slug}.md)`);
  // Everything but the articles is loaded before they are: on a large build, the workers read
  // the articles meanwhile, and what is left once they have is all they wait for.
  const pages = loadPages(ctx);
  const faq = loadFaq(ctx);
  const testimonials = loadTestimonials(ctx);
  const partners = loadPartners(ctx);
  const authors = new Set(loadAuthors(ctx));
  const finish = ({ deferArticleBodies = false, articleHeads }: ArticleLoadOptions): LoadedContent => {
    const data: SiteData = {
      brand: brand!,
      claims: claims!,
      estimator: estimator!,
      services,
      homeServices,
      municipalities,
      footerZones,
      articles: loadArticles(ctx, { deferBodies: deferArticleBodies, heads: articleHeads }),
      pages,
      faq,
      testimonials,
      partners,
    };
    checkInterventionTotal(data.claims, data.municipalities, issues);
    for (const article of data.articles) {
      if (!authors.has(article.author)) {
        issues.add(articleFile(article.slug), "author", `« ${article.author} » n’est pas dans authors.yaml`);
      }
    }
    issues.unique(data.articles.map((a) => ({ file: articleFile(a.slug), key: a.title })), "title");
    // The excerpt is the article's description in search results: each its own, like its title.
    issues.unique(data.articles.map((a) => ({ file: articleFile(a.slug), key: a.excerpt })), "excerpt");
    checkShownTitles(data.articles, issues);
    issues.unique(data.services.map((s) => ({ file: `services/${s.slug}.md`, key: s.title })), "title");
    issues.unique(data.municipalities.map((m) => ({ file: m.file, key: m.metaDescription })),
      "metaDescription",
    );
    // The pages need the estimator's figures: without them, stop here with every error found so far.
    if (!estimator) issues.throwIfAny();
    return { data, links: ctx.links, issues };
  };
  return { finish };
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
      issues.add(file, article.seoTitle !== undefined ? "seoTitle" : "title", `« ${title} » est déjà utilisé par ${first.file}`);
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
