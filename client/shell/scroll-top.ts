import { onScroll } from "./on-scroll.ts";

export const SCROLL_TOP_AFTER_PX = 300;

/** The "back to top" button: a plain #top link, shown after 300 px, smooth unless reduced motion. */
export function initScrollTop(): void {
  const button = document.querySelector<HTMLElement>("[data-scroll-top]");
  if (!button) return;
  onScroll((y) => button.toggleAttribute("hidden", y <= SCROLL_TOP_AFTER_PX));
  button.addEventListener("click", (event) => {
    event.preventDefault();
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  });
}
