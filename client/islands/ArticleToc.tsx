/**
 * Article table of contents: a <details> that is open by default and collapses without
 * JavaScript; plain #anchor links. Once hydrated it highlights the section in view and
 * scrolls smoothly to a section, leaving 100 px above it for the sticky header.
 */
import { useEffect, useState, type MouseEvent } from "react";

export const TOC_OFFSET_PX = 100;

export interface ArticleTocProps {
  items: Array<{ id: string; text: string }>;
}

export default function ArticleToc({ items }: ArticleTocProps) {
  // The first section is active at the top of the page, on the server and after hydration alike.
  const [active, setActive] = useState<string | null>(items[0]?.id ?? null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const { id } of items) {
        const heading = document.getElementById(id);
        if (heading && heading.getBoundingClientRect().top <= TOC_OFFSET_PX + 10) current = id;
      }
      setActive(current ?? items[0]?.id ?? null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [items]);

  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const top = target.getBoundingClientRect().top + window.scrollY - TOC_OFFSET_PX;
    window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
    history.replaceState(null, "", `#${id}`);
    target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }

  return (
    <details className="toc" open>
      <summary>Sommaire</summary>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={active === item.id ? "is-active" : undefined}
              aria-current={active === item.id ? "location" : undefined}
              onClick={(event) => go(event, item.id)}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
}
