import { ArticleMeta } from "./ArticleMeta.tsx";
import type { Article } from "../lib/content/types.ts";
import { Icon } from "./Icon.tsx";

interface ArticleCardProps {
  article: Article;
  headingLevel?: 2 | 3;
  /**
   * The card opens a page (the blog list): its image is in the first screen and is the
   * page's largest paint, so it loads at once with high priority instead of lazily.
   */
  leading?: boolean;
}

/** Blog post card (spec entity "Blog post card"). */
export function ArticleCard({ article, headingLevel = 3, leading = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card article-card">
      <div className="card-media">
        {leading ? (
          <img src={article.image} alt={article.imageAlt} width={1200} height={750} fetchPriority="high" />
        ) : (
          <img src={article.image} alt={article.imageAlt} width={1200} height={750} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="card-body">
        <ArticleMeta article={article} />
        <Heading className="card-title">{article.title}</Heading>
        <p>{article.excerpt}</p>
        <a className="card-link card-stretch" href={article.url} aria-label={`Lire la suite : ${article.title}`}>
          Lire la suite <Icon name="arrowRight" size={18} />
        </a>
      </div>
    </article>
  );
}
