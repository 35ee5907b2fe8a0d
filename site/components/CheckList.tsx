import { Icon } from "./Icon.tsx";

/** A list of short points, each ticked. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" /> <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
