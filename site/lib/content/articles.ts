import fs from "node:fs";
import { articleSchema } from "../../../content/schema.ts";
import { countWords, type Heading } from "../markdown.ts";
import type { LoadContext } from "./context.ts";
import { parseMarkdownFile, readMarkdownFiles, type Parsed } from "./files.ts";
import { coverImages } from "./images.ts";
import type { Article } from "./types.ts";

const WORDS_PER_MINUTE = 200;

/** The file of an article, relative to the content folder: its name is the URL slug. */
export const articleFile = (slug: string) => `blog/${slug}.md`;

export interface ArticleBody {
  html: string;
  /** The article's sections (its `##` headings), for its table of contents. */
  toc: Heading[];
}

/**
 * An article's markdown body rendered, its problems (tokens, prose rules, too few sections) and
 * links recorded in `ctx` against its file. The loader calls it, or, for a large site, the
 * thread that renders the article's page (site/lib/article-bodies.ts): a body is needed by
 * its own page only.
 */
export function renderArticleBody(ctx: LoadContext, file: string, body: string): ArticleBody {
  const rendered = ctx.markdown(file, "contenu", body, { dropToc: true });
  const toc = rendered.headings.filter((h) => h.level === 2);
  if (toc.length < 2) ctx.issues.add(file, "contenu", "au moins deux sections « ## » attendues");
  return { html: rendered.html, toc };
}

/** What a load that leaves the bodies out needs of an article's file: its front matter and length. */
export type ArticleHead = Parsed<{ data: unknown; wordCount: number }>;

/** Reads an article's file for such a load; the render workers run it too (render-pool.ts). */
export function readArticleHead(absolute: string): ArticleHead {
  const parsed = parseMarkdownFile(fs.readFileSync(absolute, "utf8"));
  return "error" in parsed ? parsed : { data: parsed.data, wordCount: countWords(parsed.body) };
}

/** The article files, whole, or without their bodies (`body` null; read here unless `heads` has them). */
function articleFiles(
  ctx: LoadContext,
  deferBodies: boolean,
  heads?: Map<string, ArticleHead>,
): Array<{ file: string; slug: string; data: unknown; body: string | null; wordCount: number }> {
  if (!deferBodies) {
    return readMarkdownFiles(ctx.root, "blog", ctx.issues).map((f) => ({ ...f, wordCount: countWords(f.body) }));
  }
  return readMarkdownFiles(ctx.root, "blog", ctx.issues, (absolute) => heads?.get(absolute) ?? readArticleHead(absolute)).map(
    (f) => ({ ...f, body: null }),
  );
}

/**
 * Blog articles from content/blog/*.md, newest first. Each knows its neighbours in that order
 * (the article page links to them). With `deferBodies`, bodies are left for the threads that
 * render the pages: `html` is empty and `toc` too until then; `heads` are files already read.
 */
export function loadArticles(
  ctx: LoadContext,
  { deferBodies = false, heads }: { deferBodies?: boolean; heads?: Map<string, ArticleHead> } = {},
): Article[] {
  const articles: Article[] = [];
  const coverImage = coverImages(ctx.staticDir, "blog");
  for (const { file, slug, data, body, wordCount } of articleFiles(ctx, deferBodies, heads)) {
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
      image: meta.image ?? coverImage(slug),
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

/** Links each article of a newest-first list to its neighbours (done again after a copy without the links). */
export function linkNeighbours(articles: Article[]): Article[] {
  articles.forEach((article, i) => {
    article.previous = articles[i + 1] ?? null;
    article.next = articles[i - 1] ?? null;
  });
  return articles;
}
