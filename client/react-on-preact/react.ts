/**
 * The part of React's API the islands use, on Preact's core (about 4 KB gzip instead of
 * preact/compat's 8 KB). The bundle aliases "react", "react-dom/client" and
 * "react/jsx-runtime" here; the server keeps rendering with real React. The hydration test
 * (test/hydration.browser.test.ts) checks both produce the same DOM.
 */
import { createElement as h, hydrate } from "preact";

export { useEffect, useRef, useState } from "preact/hooks";
export const createElement = h;

export function hydrateRoot(container: Element, children: Parameters<typeof hydrate>[0]): void {
  hydrate(children, container);
}
