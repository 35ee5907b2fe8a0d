/**
 * The blog's articles loaded from content/blog/*.md: front matter checked, reading time, cover.
 * Apart from articles.ts (what a render worker needs of an article file): this one checks the
 * front matter against its schema.
 */
import { PATHS } from "../../../content/paths.ts";
import { collectionFolder, DEFAULT_LOCALE } from "../../../content/locales.ts";
import { checkMarks, readEdition } from "./editions.ts";
import { articleSchema } from "../../../content/schema.ts";
import { countWords } from "../text/markdown.ts";
import { linkNeighbours, readArticleHead, renderArticleBody } from "./articles.ts";
import type { LoadContext } from "./context.ts";
import { readMarkdownFiles } from "./files.ts";
import { illustrationUrl } from "./images.ts";
import type { Article } from "./types.ts";

const WORDS_PER_MINUTE = 200;

/** The article files, whole, or without their bodies (`body` null: rendered with their pages). */
function articleFiles(
  ctx: LoadContext,
  deferBodies: boolean,
): Array<{ file: string; id: string; slug: string; data: unknown; body: string | null; wordCount: number }> {
  // Only the French edition's bodies are deferred: the build's workers render its articles.
  if (!deferBodies || ctx.locale !== DEFAULT_LOCALE) {
    return readEdition(ctx, "blog").map((f) => ({ ...f, wordCount: countWords(f.body) }));
  }
  const heads = readMarkdownFiles(ctx.root, collectionFolder("blog", ctx.locale), ctx.issues, readArticleHead);
  checkMarks(ctx, "blog", heads);
  return heads.map((f) => ({ ...f, id: f.slug, body: null }));
}

/**
 * Blog articles from content/blog/*.md, newest first. Each knows its neighbours in that order
 * (the article page links to them). With `deferBodies`, bodies are left for the processes
 * that render the pages: `html` is empty and `toc` too until then.
 */
export function loadArticles(ctx: LoadContext, deferBodies = false): Article[] {
  const articles: Article[] = [];
  for (const { file, id, slug, data, body, wordCount } of articleFiles(ctx, deferBodies)) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      ctx.issues.add(file, "slug", "le nom de fichier doit être en minuscules ASCII séparées par des tirets");
    }
    // The body is rendered even when the front matter is wrong, so its errors are listed too.
    const rendered = body === null ? { html: "", toc: [] } : renderArticleBody(ctx, file, body);
    const meta = ctx.parse(file, articleSchema, data);
    if (!meta) continue;
    if (meta.dateModified && meta.dateModified < meta.date) {
      ctx.issues.add(file, "dateModified", "antérieure à la date de publication");
    }
    articles.push({
      ...meta,
      id,
      slug,
      url: PATHS[ctx.locale].article(slug),
      image: meta.image ?? illustrationUrl("blog", id),
      photo: meta.image ? { src: meta.image, alt: meta.imageAlt } : null,
      socialImage: `/og${PATHS[ctx.locale].article(slug)}.png`,
      readingTime: meta.readingTime ?? Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
      dateModified: meta.dateModified ?? meta.date,
      ...rendered,
      wordCount,
      previous: null,
      next: null,
    });
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return linkNeighbours(articles);
}
