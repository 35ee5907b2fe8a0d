import { localized, useCopy } from "../../lib/render/localized.ts";
/**
 * Article table of contents: a <details> open by default, which collapses without JavaScript,
 * with plain #anchor links; the first entry is marked current, as at the top of the page.
 * client/widgets/article-toc.ts follows the section in view and scrolls smoothly. A landmark
 * that comes before the article, so that a keyboard or screen reader meets it first, as it is
 * seen (issue 38).
 */
import { widgetRoot } from "../../lib/render/widget-root.ts";

export interface TocEntry {
  id: string;
  text: string;
}

const COPY = localized({
  fr: { title: "Sommaire", label: "Sommaire de l’article" },
  nl: { title: "Inhoud", label: "Inhoud van het artikel" },
});

export function ArticleToc({ items }: { items: TocEntry[] }) {
  const copy = useCopy(COPY);
  return (
    <nav className="article-toc" aria-label={copy.label}>
      <details className="toc" open {...widgetRoot("article-toc")}>
        <summary>{copy.title}</summary>
        <ol>
          {items.map((item, index) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className={index === 0 ? "is-active" : undefined}
                aria-current={index === 0 ? "location" : undefined}
              >
                {item.text}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
