/**
 * What a page needs only once its first content is painted (issue 14), loaded then so that on
 * a slow connection it does not share the network with what the first paint waits for (the
 * stylesheet, the font, the hero):
 * - the page's widgets and islands, which enhance markup already on screen. The build lists
 *   their scripts, with every chunk those import, on the layout's script element
 *   (data-after-paint, site/layouts/Document.tsx): all are requested at once, none waits for
 *   another to arrive before being discovered;
 * - the link to the web app manifest (data-manifest), which makes the browser fetch the
 *   manifest and an icon. Installing needs the service worker, registered by this same
 *   script, so a page without JavaScript loses nothing by not linking it.
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";
export const MANIFEST_ATTRIBUTE = "data-manifest";

export function loadAfterFirstPaint(): void {
  const layoutScript = document.querySelector(`script[${MANIFEST_ATTRIBUTE}]`);
  if (!layoutScript) return;
  afterFirstContentfulPaint(() => {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = layoutScript.getAttribute(MANIFEST_ATTRIBUTE)!;
    document.head.append(link);
    layoutScript
      .getAttribute(AFTER_PAINT_ATTRIBUTE)
      ?.split(" ")
      .forEach((url) => void import(url));
  });
}

/**
 * The first-contentful-paint entry is reported once the frame is on screen (a frame callback
 * would run before it is). A page painted before this script ran gets it at once (buffered); a
 * page opened in a background tab, when it is shown and paints.
 */
function afterFirstContentfulPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(run));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    run();
  }).observe({ type: "paint", buffered: true });
}
