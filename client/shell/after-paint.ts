/**
 * What a page needs only once its first content is painted (issue 14), loaded then so that on
 * a slow connection nothing shares the network with what the first paint waits for (the page,
 * the stylesheet, the font): every script of the page, the layout's (client/shell/main.ts),
 * its widgets' and its islands', which all enhance markup already on screen. The build lists
 * them, with every chunk they import, on the script element that runs this code
 * (data-after-paint, site/shell/Document.tsx): all are requested at once, none waits for
 * another to arrive before being discovered.
 * This code is the page's only script before that paint, and comes inside the page
 * (client/shell/boot.ts): a script file, even a deferred module, is requested with the page's
 * stylesheet and font, and takes a share of the connection they need.
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/**
 * Set on the root element by the layout script (main.ts) once its widgets are in place, for
 * whoever must wait for them.
 */
export const SHELL_READY_ATTRIBUTE = "data-shell-ready";

/**
 * Requests the scripts listed on `script` once the first-contentful-paint entry is reported,
 * that is once the frame is on screen (a frame callback would run before it is). A page painted
 * before this ran gets it at once (buffered); a page opened in a background tab, when it is
 * shown and paints. A browser without paint timing loads them after its first frame.
 */
export function loadAfterFirstPaint(script: Element): void {
  const load = () =>
    script
      .getAttribute(AFTER_PAINT_ATTRIBUTE)!
      .split(" ")
      .forEach((url) => import(url));
  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint")[0]) {
        observer.disconnect();
        load();
      }
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(load));
}
