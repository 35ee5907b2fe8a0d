/**
 * An owner's photo as the build made it (site/lib/photos): AVIF, then WebP, then JPEG, each at
 * the widths made, with the width the slot shows it at (`sizes`). Width and height reserve its
 * place before it arrives. "high": the page's first large image, fetched first; "lazy": fetched
 * as it nears the screen.
 */
import { MIME_TYPES, OUTPUT_FORMATS, type OutputFormat } from "../../lib/photos/formats.ts";
import { SLOT_SIZES, type PhotoSlot } from "../../lib/photos/slots.ts";
import type { ProcessedPhoto } from "../../lib/photos/types.ts";

interface PhotoProps {
  photo: ProcessedPhoto;
  alt: string;
  slot: PhotoSlot;
  priority: "high" | "lazy";
  className?: string;
}

export function Photo({ photo, alt, slot, priority, className }: PhotoProps) {
  const files = (format: OutputFormat) => photo.files.filter((file) => file.format === format);
  const srcSet = (format: OutputFormat) =>
    files(format)
      .map((file) => `${file.url} ${file.width}w`)
      .join(", ");
  const jpegs = files("jpeg");
  const widest = jpegs.at(-1)!;
  const sizes = SLOT_SIZES[slot];
  const loading =
    priority === "high" ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const };
  return (
    <picture className="photo-frame">
      {OUTPUT_FORMATS.filter((format) => format !== "jpeg").map((format) => (
        <source key={format} type={MIME_TYPES[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        className={["photo", className].filter(Boolean).join(" ")}
        // For a browser without srcset: a width that serves a phone and a laptop alike.
        src={(jpegs.find((file) => file.width >= 640) ?? widest).url}
        srcSet={srcSet("jpeg")}
        sizes={sizes}
        width={widest.width}
        height={widest.height}
        alt={alt}
        {...loading}
      />
    </picture>
  );
}
