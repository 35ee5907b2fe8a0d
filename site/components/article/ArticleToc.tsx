import { localized, useCopy } from "../../lib/render/localized.ts";
/**
 * Article table of contents: a <details> open by default, which collapses without JavaScript,
 * with plain #anchor links; the first entry is marked current, as at the top of the page.
 * client/widgets/article-toc.ts follows the section in view and scrolls smoothly.
 */
import { widgetRoot } from "../../lib/render/widget-root.ts";

export interface TocEntry {
  id: string;
  text: string;
}

const COPY = localized({ fr: { title: "Sommaire" }, nl: { title: "Inhoud" } });

export function ArticleToc({ items }: { items: TocEntry[] }) {
  return (
    <details className="toc" open {...widgetRoot("article-toc")}>
      <summary>{useCopy(COPY).title}</summary>
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
  );
}
