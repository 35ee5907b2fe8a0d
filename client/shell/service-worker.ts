import { OFFLINE_COPY_QUERY } from "../lib/offline-copy.ts";
import { readConsent } from "./consent.ts";

/**
 * Registers the service worker (delivery of kept requests and, with the visitor's consent, the
 * offline copy of visited pages) once the page has loaded, so that its install does not compete
 * with the page's own requests. The layout script runs after the first paint (after-paint.ts),
 * which may come after the load event.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  if (document.readyState === "complete") applyOfflineChoice();
  else window.addEventListener("load", applyOfflineChoice, { once: true });
}

/**
 * Registers the worker that matches the stored choice: only « Accepter » gives it the right to
 * keep copies. A changed choice changes the worker's URL, so the browser installs the other
 * worker at once, whose activation keeps or deletes the copies; an unchanged one does nothing.
 */
export function applyOfflineChoice(): void {
  navigator.serviceWorker
    ?.register(`/sw.js${readConsent() === "accepted" ? OFFLINE_COPY_QUERY : ""}`)
    .catch(() => undefined);
}
