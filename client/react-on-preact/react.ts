/**
 * The part of React's API the islands use, on Preact's core (half the weight of
 * preact/compat). The bundle aliases "react", "react-dom/client" and "react/jsx-runtime" here;
 * the server keeps rendering with real React. The hydration test
 * (test/browser/hydration.test.ts) checks both produce the same DOM.
 */
import { createElement as h, hydrate } from "preact";

export { useEffect, useRef, useState } from "preact/hooks";
export const createElement = h;

export function hydrateRoot(container: Element, children: Parameters<typeof hydrate>[0]): void {
  hydrate(children, container);
}
