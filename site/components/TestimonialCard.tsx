import type { Review } from "../../content/schema.ts";
import { REVIEW_SOURCES } from "../../content/vocabulary.ts";
import { formatDate } from "../lib/text/format.ts";
import { Stars } from "./Stars.tsx";

/** One review with its author, date and source (how reviews are collected: /temoignages). */
export function TestimonialCard({ review }: { review: Review }) {
  return (
    <figure className="card testimonial">
      <Stars rating={review.rating} />
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <figcaption>
        <footer>
          <strong>{review.name}</strong>, {review.location}
          <span className="testimonial-origin">
            Avis du <time dateTime={review.date}>{formatDate(review.date)}</time>
          </span>
          <span className="testimonial-origin">
            Source : <span className="nowrap">{REVIEW_SOURCES[review.source]}</span>
          </span>
        </footer>
      </figcaption>
    </figure>
  );
}
