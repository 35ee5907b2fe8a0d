/** Where the navigation stops being a drawer and shows inline (client/styles/layout.css). */
export const INLINE_NAV_QUERY = "(min-width: 1100px)";

/**
 * The mobile menu, a native popover, once it has opened (header.ts loads this then, so it
 * also applies to the menu already open). It closes when one of its links is followed,
 * including same-page anchors, and is modal while open (WCAG 2.4.3, 2.4.11): focus moves into
 * it, Tab and Shift-Tab cycle within it, and the rest of the page is inert, until it closes
 * and focus goes back to the « Menu » button.
 */
export function initMenu(menu: HTMLElement): void {
  const toggle = document.querySelector<HTMLElement>(".menu-toggle");
  const isOpen = () => menu.matches(":popover-open");
  let madeInert: HTMLElement[] = [];
  const release = () => {
    madeInert.forEach((element) => (element.inert = false));
    madeInert = [];
  };
  const apply = () => {
    if (isOpen()) {
      if (madeInert.length > 0) return;
      focusables(menu)[0]?.focus();
      madeInert = inertAround(menu);
    } else {
      release();
      // Escape and the close button give focus back to the toggle; a click outside the menu may not.
      if (document.activeElement === document.body || menu.contains(document.activeElement)) toggle?.focus();
    }
  };

  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a") && isOpen()) menu.hidePopover();
  });
  // "toggle" fires after the change, and once for several quick changes: the state is read, not the event.
  menu.addEventListener("toggle", apply);
  // Before the browser gives focus back to the toggle on closing, which it cannot do while the toggle is inert.
  menu.addEventListener("beforetoggle", (event) => {
    if ((event as ToggleEvent).newState === "closed") release();
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || !isOpen()) return;
    const stops = focusables(menu);
    const [first, last] = [stops[0], stops.at(-1)];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  // A phone turned to a wide screen shows the navigation inline: a drawer left open would keep the page inert.
  matchMedia(INLINE_NAV_QUERY).addEventListener("change", (query) => {
    if (query.matches && isOpen()) menu.hidePopover();
  });
  if (isOpen()) apply();
}

/** The elements of `container` that Tab reaches, in order (none has a positive tabindex here); a hidden one has no box. */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select, textarea, [tabindex]"),
  ).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
}

/**
 * Makes inert every element beside `element` and beside each of its ancestors, that is the
 * whole page but `element`; returns those it changed, so that closing restores only them.
 */
function inertAround(element: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return changed;
}
