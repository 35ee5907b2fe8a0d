/**
 * A service's or an article's cover (page heroes, article cards), by where it stands:
 * - "leading": it opens the page, usually its largest paint;
 * - "listed": a card of a list page, in its first screens;
 * - "below-the-fold": far down a page that is about something else (the home page's cards).
 * A cover the build draws is a small SVG: leading or listed, it comes inside the page as a data
 * URL, so the first paint waits for no request of its own and the list's images do not share
 * the slow network with what that paint needs; below the fold, it is linked and lazy, which
 * keeps the page light. An owner's photo is always linked: with high priority when leading,
 * lazily otherwise.
 */
import { drawnCoverOrUrl } from "../../lib/assets/illustrations/index.ts";
import { useSite } from "../../lib/render/site-context.tsx";

export type CoverPlacement = "leading" | "listed" | "below-the-fold";

interface CoverImageProps {
  src: string;
  alt: string;
  placement: CoverPlacement;
  className?: string;
}

export function CoverImage({ src, alt, placement, className }: CoverImageProps) {
  const { data } = useSite();
  const inline = placement === "below-the-fold" ? src : drawnCoverOrUrl(src, data);
  const linked = inline === src;
  // A data URL is fetched from nowhere: the priority hint is for a leading photo only.
  const loading =
    placement === "leading"
      ? linked && { fetchPriority: "high" as const }
      : { decoding: "async" as const, ...(linked && { loading: "lazy" as const }) };
  return <img className={className} src={inline} alt={alt} width={1200} height={750} {...loading} />;
}
