/**
 * Hydrates the server-rendered containers of one island. The bundle aliases react and
 * react-dom to client/react-on-preact, so islands are written in React but ship Preact's core.
 * Props travel as JSON in data-props (serialisable only, as in Fresh).
 */
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(container.dataset.props ?? "{}") as P;
    const replayEarlyInput = keepEarlyInput(container);
    hydrateRoot(container, createElement(Component, props));
    replayEarlyInput();
    container.dataset.hydrated = "";
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form is on screen, and can be filled, before its island loads (after the first paint:
 * client/shell/after-paint.ts). Hydration does not put what the visitor typed in the
 * component's state (and Preact even resets a textarea), so the next render would wipe it.
 * Read before hydrating, each field changed since the server rendered it is put back after,
 * and fires again the event its handler listens to ("input" for text, "change" for the rest:
 * client/react-on-preact/jsx-runtime.ts), so the state takes what is on screen.
 */
function keepEarlyInput(container: HTMLElement): () => void {
  const replays: Array<() => void> = [];
  const replay = (field: Field, event: "input" | "change", restore: () => void) =>
    replays.push(() => {
      restore();
      field.dispatchEvent(new Event(event, { bubbles: true }));
    });
  for (const field of container.querySelectorAll<Field>("input, textarea, select")) {
    if (field instanceof HTMLSelectElement) {
      const { value } = field;
      if ([...field.options].some((o) => o.selected !== o.defaultSelected))
        replay(field, "change", () => (field.value = value));
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A radio button the visitor left tells nothing: the one now chosen does.
      const { checked } = field;
      if (checked !== field.defaultChecked && (field.type === "checkbox" || checked))
        replay(field, "change", () => (field.checked = checked));
    } else if (field.value !== field.defaultValue) {
      const { value } = field;
      replay(field, "input", () => (field.value = value));
    }
  }
  return () => replays.forEach((r) => r());
}
