/**
 * What the page being rendered uses, recorded as its components render (a thread renders one
 * page at a time): its widgets and islands, whose scripts the page then loads, and only those
 * (site/shell/Document.tsx). Finding them in the HTML afterwards meant reading every page again.
 */
export interface PageUses {
  /** Names, in page order, each once. */
  widgets: Set<string>;
  islands: Set<string>;
}

let current: PageUses | null = null;

/** Runs `render` (one page, or one part of a page) and returns its result with what it used. */
export function collectUses<T>(render: () => T): [T, PageUses] {
  const outer = current;
  const uses: PageUses = { widgets: new Set(), islands: new Set() };
  current = uses;
  try {
    return [render(), uses];
  } finally {
    current = outer;
  }
}

/** Records that the page being rendered contains a widget or an island (no-op outside collectUses). */
export function recordUse(kind: "widgets" | "islands", name: string): void {
  current?.[kind].add(name);
}

/** Records the widgets and islands of markup rendered earlier (a part rendered once). */
export function recordUses(inside: PageUses): void {
  if (!current) return;
  for (const name of inside.widgets) current.widgets.add(name);
  for (const name of inside.islands) current.islands.add(name);
}
