/**
 * What is read of a blog article's file, by the build and by the render workers alike:
 * its head (front matter and length), its body rendered, its name. Free of the content schemas,
 * which only the main thread loads (the front matter is checked in load-articles.ts).
 */
import { contentFile, DEFAULT_LOCALE, type Locale } from "../../../content/locales.ts";
import fs from "node:fs";
import { countWords, type Heading } from "../text/markdown.ts";
import type { LoadContext } from "./context.ts";
import { parseMarkdownFile, type Parsed } from "./files.ts";
import type { Article } from "./types.ts";

/** The file of an article, relative to the content folder: its name is the URL slug. */
export const articleFile = (slug: string, locale: Locale = DEFAULT_LOCALE) => contentFile("blog", locale, slug);

export interface ArticleBody {
  html: string;
  /** The article's sections (its `##` headings), for its table of contents. */
  toc: Heading[];
}

/**
 * An article's markdown body rendered, its problems (tokens, prose rules, too few sections) and
 * links recorded in `ctx` against its file. The loader calls it, or, for a large site, the
 * thread that renders the article's page (site/lib/build/article-bodies.ts): a body is needed by
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

/** Reads an article's file for such a load. */
export function readArticleHead(absolute: string): ArticleHead {
  const parsed = parseMarkdownFile(fs.readFileSync(absolute, "utf8"));
  return "error" in parsed ? parsed : { data: parsed.data, wordCount: countWords(parsed.body) };
}

/** Links each article of a newest-first list to its neighbours (done again after a copy without the links). */
export function linkNeighbours(articles: Article[]): Article[] {
  articles.forEach((article, i) => {
    article.previous = articles[i + 1] ?? null;
    article.next = articles[i - 1] ?? null;
  });
  return articles;
}
