/** Trusted HTML produced by the build from validated markdown (never visitor input), its photos made responsive. */
import { useSite } from "../lib/render/site-context.tsx";
import { withPhotos } from "./photos/text-photos.tsx";

export function Html({ html, className }: { html: string; className?: string }) {
  const { photos } = useSite().data;
  return <div className={className} dangerouslySetInnerHTML={{ __html: withPhotos(html, photos) }} />;
}
