/**
 * The blog's articles loaded from content/blog/*.md: front matter checked, reading time, cover.
 * Apart from articles.ts (what a render worker needs of an article file): this one checks the
 * front matter against its schema.
 */
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
): Array<{ file: string; slug: string; data: unknown; body: string | null; wordCount: number }> {
  if (!deferBodies) {
    return readMarkdownFiles(ctx.root, "blog", ctx.issues).map((f) => ({ ...f, wordCount: countWords(f.body) }));
  }
  return readMarkdownFiles(ctx.root, "blog", ctx.issues, readArticleHead).map((f) => ({ ...f, body: null }));
}

/**
 * Blog articles from content/blog/*.md, newest first. Each knows its neighbours in that order
 * (the article page links to them). With `deferBodies`, bodies are left for the processes
 * that render the pages: `html` is empty and `toc` too until then.
 */
export function loadArticles(ctx: LoadContext, deferBodies = false): Article[] {
  const articles: Article[] = [];
  for (const { file, slug, data, body, wordCount } of articleFiles(ctx, deferBodies)) {
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
      slug,
      url: `/blog/${slug}`,
      image: meta.image ?? illustrationUrl("blog", slug),
      photo: meta.image ? { src: meta.image, alt: meta.imageAlt } : null,
      socialImage: `/og/blog/${slug}.png`,
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
