import { onScroll } from "./on-scroll.ts";

export const HEADER_SHADOW_AFTER_PX = 10;

/**
 * Sticky header: a shadow once scrolled past 10 px. The mobile menu is a native popover
 * (toggle, Escape and light dismiss work without JavaScript); what it needs besides is loaded
 * when it first opens (menu.ts): most visits never open it.
 */
export function initHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-header]");
  if (header) onScroll((y) => header.classList.toggle("is-scrolled", y > HEADER_SHADOW_AFTER_PX));

  const menu = document.getElementById("menu");
  menu?.addEventListener(
    "beforetoggle",
    () => void import("./menu.ts").then((modal) => modal.initMenu(menu)).catch(() => undefined),
    { once: true },
  );
}
