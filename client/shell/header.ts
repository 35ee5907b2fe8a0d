import { onScroll } from "./on-scroll.ts";

export const HEADER_SHADOW_AFTER_PX = 10;

/**
 * Sticky header: a shadow once scrolled past 10 px. The mobile menu is a native popover
 * (toggle, Escape and light dismiss work without JavaScript); this only closes it when one of
 * its links is followed, including same-page anchors.
 */
export function initHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-header]");
  if (header) onScroll((y) => header.classList.toggle("is-scrolled", y > HEADER_SHADOW_AFTER_PX));

  const menu = document.getElementById("menu");
  menu?.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a") && menu.matches(":popover-open")) menu.hidePopover();
  });
}
