import { readConsent, writeConsent, type ConsentChoice } from "./consent.ts";
import { applyOfflineChoice } from "./service-worker.ts";

export const BANNER_DELAY_MS = 1500;

/**
 * Cookie banner: appears 1.5 s after load when no choice is stored. It asks about the one
 * optional thing the site stores, the offline copy of visited pages: "Accepter" and "Refuser"
 * are the same size and weight (APD: refusing must be as easy as accepting), store
 * "accepted" / "declined" with the date (consent.ts: the choice lapses after 12 months) and
 * switch the copy on or off (service-worker.ts). The close button and Escape only hide it. The
 * footer link reopens it, and gets focus back when it closes.
 * It never hides what has focus (WCAG 2.4.11): while it shows, the page keeps its room free
 * (client/styles/layout.css).
 */
export function initCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner) return;
  let opener: HTMLElement | undefined;
  const hide = () => {
    if (banner.contains(document.activeElement)) opener?.focus();
    banner.hidden = true;
  };

  if (readConsent() === null) setTimeout(() => (banner.hidden = false), BANNER_DELAY_MS);

  // Each of its buttons closes it: « Fermer sans choisir », and the two choices once applied.
  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("button");
    if (!button) return;
    const choice = button.dataset.consent as ConsentChoice | undefined;
    if (choice) {
      writeConsent(choice);
      applyOfflineChoice();
    }
    hide();
  });
  // Anywhere on the page; an inert banner is behind the open menu, which Escape closes first.
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !banner.closest("[inert]")) hide();
  });
  document.querySelectorAll<HTMLElement>("[data-cookie-settings]").forEach((link) =>
    link.addEventListener("click", (event) => {
      event.preventDefault();
      opener = link;
      banner.hidden = false;
      banner.querySelector<HTMLElement>("[data-consent]")?.focus();
    }),
  );
}
