/**
 * Runs one widget over every server-rendered element that names it in data-widget, then marks
 * the element data-enhanced (tests wait for it). Widgets are plain TypeScript: the page keeps
 * its server markup and gains behaviour, with no framework runtime to download.
 */
export function enhanceWidgets(name: string, enhance: (root: HTMLElement) => void): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-widget="${name}"]`)) {
    enhance(root);
    root.dataset.enhanced = "";
  }
}
