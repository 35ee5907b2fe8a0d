import { Icon } from "./Icon.tsx";

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Note : ${rating} sur 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < rating ? "star-on" : "star-off"} />
      ))}
    </span>
  );
}
