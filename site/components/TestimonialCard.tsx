import type { Review } from "../../content/schema.ts";
import { formatDate } from "../lib/format.ts";
import { Stars } from "./Stars.tsx";

export function TestimonialCard({ review }: { review: Review }) {
  return (
    <figure className="card testimonial">
      <Stars rating={review.rating} />
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <figcaption>
        <footer>
          <strong>{review.name}</strong>, {review.location} · <time dateTime={review.date}>{formatDate(review.date)}</time>
        </footer>
      </figcaption>
    </figure>
  );
}
