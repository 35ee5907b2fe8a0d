import { readConsent, writeConsent } from "./consent.ts";
import { applyOfflineChoice } from "./service-worker.ts";

export const BANNER_DELAY_MS = 1500;

/**
 * Cookie banner: appears 1.5 s after load when no choice is stored. It asks about the one
 * optional thing the site stores, the offline copy of visited pages: "Accepter" and "Refuser"
 * are the same size and weight (APD: refusing must be as easy as accepting), store
 * "accepted" / "declined" with the date (consent.ts: the choice lapses after 12 months) and
 * switch the copy on or off (service-worker.ts); the close button only hides it. The footer
 * link reopens it.
 */
export function initCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner) return;
  const show = () => banner.removeAttribute("hidden");
  const hide = () => banner.setAttribute("hidden", "");

  if (readConsent() === null) setTimeout(show, BANNER_DELAY_MS);

  banner.addEventListener("click", (event) => {
    const choice = (event.target as Element).closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (choice === "accepted" || choice === "declined") {
      writeConsent(choice);
      applyOfflineChoice();
      hide();
    } else if ((event.target as Element).closest("[data-cookie-close]")) {
      hide();
    }
  });
  document.querySelectorAll("[data-cookie-settings]").forEach((link) =>
    link.addEventListener("click", (event) => {
      event.preventDefault();
      show();
      banner.querySelector<HTMLElement>("[data-consent]")?.focus();
    }),
  );
}
