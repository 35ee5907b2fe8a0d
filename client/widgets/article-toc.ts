/**
 * Article table of contents: the server renders a <details> open by default (it collapses
 * without JavaScript) with plain #anchor links. This highlights the section in view and
 * scrolls smoothly to a section, leaving 100 px above it for the sticky header.
 */
import { onScroll } from "../shell/on-scroll.ts";

export const TOC_OFFSET_PX = 100;
/** A heading counts as reached a little before it touches the offset line. */
const REACHED_SLACK_PX = 10;

export default function enhanceArticleToc(root: HTMLElement): void {
  const entries = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const heading = document.getElementById(link.getAttribute("href")!.slice(1));
    return heading ? [{ link, heading }] : [];
  });
  if (entries.length === 0) return;

  let active: HTMLAnchorElement | undefined;
  const highlight = (link: HTMLAnchorElement) => {
    if (link === active) return;
    for (const entry of entries) {
      entry.link.classList.toggle("is-active", entry.link === link);
      if (entry.link === link) entry.link.setAttribute("aria-current", "location");
      else entry.link.removeAttribute("aria-current");
    }
    active = link;
  };
  // The first section is active at the top of the page: the server renders it so.
  active = entries.find((e) => e.link.classList.contains("is-active"))?.link;
  onScroll(() => {
    const reached = entries.filter((e) => e.heading.getBoundingClientRect().top <= TOC_OFFSET_PX + REACHED_SLACK_PX);
    highlight((reached[reached.length - 1] ?? entries[0]!).link);
  });

  for (const { link, heading } of entries) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
      const top = heading.getBoundingClientRect().top + window.scrollY - TOC_OFFSET_PX;
      window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
      history.replaceState(null, "", `#${heading.id}`);
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    });
  }
}
