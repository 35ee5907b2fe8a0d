import { localized, useCopy } from "../../lib/render/localized.ts";
import { ArticleMeta } from "./ArticleMeta.tsx";
import type { Article } from "../../lib/content/types.ts";
import { Icon } from "../Icon.tsx";
import { CoverImage, type CoverPlacement } from "./CoverImage.tsx";

interface ArticleCardProps {
  article: Article;
  headingLevel?: 2 | 3;
  /** Where the card stands, for its cover (CoverImage). */
  placement: CoverPlacement;
}

/** Blog post card (spec entity "Blog post card"). */
const COPY = localized({
  fr: { more: "Lire la suite", moreAbout: (title: string) => `Lire la suite : ${title}` },
  nl: { more: "Verder lezen", moreAbout: (title: string) => `Verder lezen: ${title}` },
});

export function ArticleCard({ article, headingLevel = 3, placement }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const copy = useCopy(COPY);
  return (
    <article className="card article-card">
      <div className="card-media">
        <CoverImage src={article.image} alt={article.imageAlt} placement={placement} slot="card" />
      </div>
      <div className="card-body">
        <ArticleMeta article={article} />
        <Heading className="card-title">{article.title}</Heading>
        <p>{article.excerpt}</p>
        <a className="card-link card-stretch" href={article.url} aria-label={copy.moreAbout(article.title)}>
          {copy.more} <Icon name="arrowRight" size={18} />
        </a>
      </div>
    </article>
  );
}
