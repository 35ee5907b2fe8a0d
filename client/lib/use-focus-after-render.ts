/**
 * Focus moved to what a state change shows (an error summary, a success view, the form back
 * again): the element exists only once the render is done, so its id is kept until then.
 * Without this, focus left on an element the render removes drops to the page's body.
 */
import { useEffect, useRef } from "react";

export function useFocusAfterRender(): (id: string) => void {
  const next = useRef("");
  useEffect(() => {
    if (next.current) document.getElementById(next.current)?.focus();
    next.current = "";
  });
  return (id) => void (next.current = id);
}
