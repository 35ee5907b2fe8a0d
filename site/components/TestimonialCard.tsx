import type { Review } from "../../content/schema.ts";
import { REVIEW_SOURCE_LABELS } from "../../content/vocabulary.ts";
import { DEFAULT_LOCALE, LANGUAGE_TAGS } from "../../content/locales.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Stars } from "./Stars.tsx";

/** One review with its author, date and source (how reviews are collected: /temoignages). */
const COPY = localized({
  fr: { date: "Avis du", source: "Source :" },
  nl: { date: "Review van", source: "Bron:" },
});

/**
 * The reviews are quoted as their authors wrote them, in French: on a page of another
 * edition, the quote says its language.
 */
const REVIEWS_LANGUAGE = LANGUAGE_TAGS[DEFAULT_LOCALE];

export function TestimonialCard({ review }: { review: Review }) {
  const { locale } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <figure className="card testimonial">
      <Stars rating={review.rating} />
      <blockquote lang={locale === DEFAULT_LOCALE ? undefined : REVIEWS_LANGUAGE}>
        <p>{review.text}</p>
      </blockquote>
      <figcaption>
        <footer>
          <strong>{review.name}</strong>, {review.location}
          <span className="testimonial-origin">
            {copy.date} <time dateTime={review.date}>{useFormat().date(review.date)}</time>
          </span>
          <span className="testimonial-origin">
            {copy.source} <span className="nowrap">{REVIEW_SOURCE_LABELS[locale][review.source]}</span>
          </span>
        </footer>
      </figcaption>
    </figure>
  );
}
