/** Calls `update(scrollY)` once now and then at most once per animation frame while scrolling. */
export function onScroll(update: (y: number) => void): void {
  let pending = false;
  const run = () => {
    pending = false;
    update(window.scrollY);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!pending) {
        pending = true;
        requestAnimationFrame(run);
      }
    },
    { passive: true },
  );
  run();
}
