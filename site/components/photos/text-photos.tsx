/**
 * The owner's photos in a text rendered from markdown, which writes each image as
 * `<img src alt>` (site/lib/text/markdown.ts): a photo becomes the <picture> of the files the
 * build made of it, loaded lazily, since a text comes after its page's head.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { PhotoIndex } from "../../lib/photos/types.ts";
import { unescapeAttribute } from "../../lib/text/markdown.ts";
import { Photo } from "./Photo.tsx";

const TEXT_IMAGE = /<img src="([^"]*)" alt="([^"]*)">/g;

export function withPhotos(html: string, photos: PhotoIndex): string {
  if (!html.includes("<img ")) return html;
  return html.replace(TEXT_IMAGE, (tag, src: string, alt: string) => {
    const photo = photos[unescapeAttribute(src)];
    if (!photo) return tag;
    return renderToStaticMarkup(<Photo photo={photo} alt={unescapeAttribute(alt)} slot="text" priority="lazy" />);
  });
}
