/**
 * A service's or an article's cover (page heroes, article cards), by where it stands:
 * - "leading": it opens the page, usually its largest paint;
 * - "listed": a card of a list page, in its first screens;
 * - "below-the-fold": far down a page that is about something else (the home page's cards).
 * A cover the build draws is a small SVG: leading or listed, it is drawn inside the page, an
 * <svg> element rather than an image to load, so the first paint waits for no request of its
 * own and a list's covers share nothing with what that paint needs (Lighthouse counts even a
 * data-URL image as a request); below the fold, it is linked and lazy, which keeps the page
 * light. An owner's photo is always linked, in the sizes the build made (Photo.tsx): with high
 * priority when leading, lazily otherwise.
 */
import { drawnCoverContent, ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from "../../lib/assets/illustrations/index.ts";
import type { PhotoSlot } from "../../lib/photos/slots.ts";
import { useSite } from "../../lib/render/site-context.tsx";
import { Photo } from "../photos/Photo.tsx";

export type CoverPlacement = "leading" | "listed" | "below-the-fold";

interface CoverImageProps {
  src: string;
  alt: string;
  placement: CoverPlacement;
  /** Where a photo stands, for the width it is shown at. */
  slot: PhotoSlot;
  className?: string;
}

export function CoverImage({ src, alt, placement, slot, className }: CoverImageProps) {
  const { data } = useSite();
  const photo = data.photos[src];
  if (photo) {
    return (
      <Photo
        photo={photo}
        alt={alt}
        slot={slot}
        priority={placement === "leading" ? "high" : "lazy"}
        className={className}
      />
    );
  }
  const drawing = placement === "below-the-fold" ? undefined : drawnCoverContent(src, data);
  if (drawing !== undefined)
    return (
      <svg
        className={className}
        viewBox={`0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}`}
        width={ILLUSTRATION_WIDTH}
        height={ILLUSTRATION_HEIGHT}
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        dangerouslySetInnerHTML={{ __html: drawing }}
      />
    );
  const loading =
    placement === "leading"
      ? { fetchPriority: "high" as const }
      : { decoding: "async" as const, loading: "lazy" as const };
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      {...loading}
    />
  );
}
