/** "On this page" menu of a long page: links to its sections' anchors. */
export function AnchorMenu({
  title,
  label,
  items,
}: {
  title: string;
  label: string;
  items: Array<{ id: string; text: string }>;
}) {
  return (
    <nav className="panel anchor-menu" aria-label={label}>
      <p className="anchor-menu-title">{title}</p>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
