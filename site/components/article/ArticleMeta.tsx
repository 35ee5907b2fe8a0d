import type { Article } from "../../lib/content/types.ts";
import { formatDate } from "../../lib/text/format.ts";

/** Category, date (fr-BE) and reading time of an article. */
export function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="article-meta">
      <span className="badge">{article.category}</span>
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span>{article.readingTime}&nbsp;min de lecture</span>
    </p>
  );
}
