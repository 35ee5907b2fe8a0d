import { articleSchema } from "../../../content/schema.ts";
import { countWords } from "../markdown.ts";
import type { LoadContext } from "./context.ts";
import { readMarkdownFiles } from "./files.ts";
import { coverImage } from "./images.ts";
import type { Article } from "./types.ts";

const WORDS_PER_MINUTE = 200;

/**
 * Blog articles from content/blog/*.md, newest first; the file name is the URL slug. Each
 * knows its neighbours in that order (the article page links to them).
 */
export function loadArticles(ctx: LoadContext): Article[] {
  const articles: Article[] = [];
  for (const { file, slug, data, body } of readMarkdownFiles(ctx.root, "blog", ctx.issues)) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      ctx.issues.add(file, "slug", "le nom de fichier doit être en minuscules ASCII séparées par des tirets");
    }
    // The body is rendered even when the front matter is wrong, so its errors are listed too.
    const rendered = ctx.markdown(file, "contenu", body, { dropToc: true });
    const meta = ctx.parse(file, articleSchema, data);
    if (!meta) continue;
    if (meta.dateModified && meta.dateModified < meta.date) {
      ctx.issues.add(file, "dateModified", "antérieure à la date de publication");
    }
    const toc = rendered.headings.filter((h) => h.level === 2);
    if (toc.length < 2) ctx.issues.add(file, "contenu", "au moins deux sections « ## » attendues");
    const wordCount = countWords(body);
    articles.push({
      ...meta,
      slug,
      url: `/blog/${slug}`,
      image: meta.image ?? coverImage(ctx.staticDir, "blog", slug),
      socialImage: `/og/blog/${slug}.png`,
      readingTime: meta.readingTime ?? Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
      dateModified: meta.dateModified ?? meta.date,
      html: rendered.html,
      toc,
      wordCount,
      previous: null,
      next: null,
    });
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  articles.forEach((article, i) => {
    article.previous = articles[i + 1] ?? null;
    article.next = articles[i - 1] ?? null;
  });
  return articles;
}
