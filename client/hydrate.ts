/**
 * Hydrates the server-rendered containers of one island. The bundle aliases react and
 * react-dom to client/react-on-preact, so islands are written in React but ship ~4 KB of runtime.
 * Props travel as JSON in data-props (serialisable only, as in Fresh).
 */
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(container.dataset.props ?? "{}") as P;
    hydrateRoot(container, createElement(Component, props));
    container.dataset.hydrated = "";
  }
}
