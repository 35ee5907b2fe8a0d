/**
 * The page's widgets and islands load once its first content is painted (issue 14): they
 * enhance markup that is already on screen, so on a slow connection they must not share the
 * network with what the first paint waits for (the stylesheet, the font, the hero). The build
 * lists their scripts, with every chunk those import, on the layout's script element
 * (data-after-paint, site/layouts/Document.tsx): all are requested at once, none waits for
 * another to arrive before being discovered.
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

export function loadAfterFirstPaint(): void {
  const urls = document.querySelector(`script[${AFTER_PAINT_ATTRIBUTE}]`)?.getAttribute(AFTER_PAINT_ATTRIBUTE);
  if (urls) afterFirstContentfulPaint(() => urls.split(" ").forEach((url) => void import(url)));
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
