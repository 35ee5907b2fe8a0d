/**
 * Registers the service worker (offline page, visited pages readable offline) once the page has
 * loaded, so that its install does not compete with the page's own requests. The layout script
 * runs after the first paint (after-paint.ts), which may come after the load event.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
