import { localized, useCopy } from "../lib/render/localized.ts";
import { Icon } from "./Icon.tsx";

const COPY = localized({
  fr: (rating: number) => `Note : ${rating} sur 5`,
  nl: (rating: number) => `Score: ${rating} op 5`,
});

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={useCopy(COPY)(rating)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < rating ? "star-on" : "star-off"} />
      ))}
    </span>
  );
}
