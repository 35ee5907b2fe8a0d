import type { QA } from "../lib/content/types.ts";
import { Html } from "./Html.tsx";

/** Expandable questions: native details/summary, so they work without JavaScript. */
export function FaqList({ items, openFirst = false }: { items: QA[]; openFirst?: boolean }) {
  return (
    <div className="faq-list">
      {items.map((qa, i) => (
        <details key={qa.question} className="faq-item" open={openFirst && i === 0}>
          <summary>{qa.question}</summary>
          <Html html={qa.answerHtml} className="faq-answer" />
        </details>
      ))}
    </div>
  );
}
