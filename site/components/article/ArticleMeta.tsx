import { CATEGORY_NAMES } from "../../../content/vocabulary.ts";
import { localized, useCopy, useFormat } from "../../lib/render/localized.ts";
import { useSite } from "../../lib/render/site-context.tsx";
import type { Article } from "../../lib/content/types.ts";

/** Category, date (fr-BE) and reading time of an article. */
const COPY = localized({ fr: { reading: "min de lecture" }, nl: { reading: "min leestijd" } });

export function ArticleMeta({ article }: { article: Article }) {
  const { locale } = useSite().data;
  return (
    <p className="article-meta">
      <span className="badge">{CATEGORY_NAMES[locale][article.category]}</span>
      <time dateTime={article.date}>{useFormat().date(article.date)}</time>
      <span>
        {article.readingTime}&nbsp;{useCopy(COPY).reading}
      </span>
    </p>
  );
}
