/**
 * Decorative videos (data-motion-video) play muted and looped, unless the visitor asked for
 * reduced motion: then they stay paused on their poster. A button pauses or resumes them; its
 * two labels come from the page, in its language (data-play, data-pause).
 */
export function initMotionVideos(): void {
  const reduce = matchMedia("(prefers-reduced-motion: reduce)");
  document.querySelectorAll<HTMLVideoElement>("video[data-motion-video]").forEach((video) => {
    const toggle = document.querySelector<HTMLButtonElement>("[data-video-toggle]");
    const label = () => {
      if (toggle) toggle.textContent = (video.paused ? toggle.dataset.play : toggle.dataset.pause) ?? "";
    };
    const apply = () => {
      if (reduce.matches) video.pause();
      else video.play().catch(() => undefined);
    };
    video.addEventListener("play", label);
    video.addEventListener("pause", label);
    reduce.addEventListener("change", apply);
    toggle?.removeAttribute("hidden");
    toggle?.addEventListener("click", () => (video.paused ? video.play().catch(() => undefined) : video.pause()));
    apply();
    label();
  });
}
