/**
 * A page split around the parts it contains whole (the layout's parts rendered once,
 * components/RenderOnce.tsx), so what reads pages (typesetting, the link check) reads each
 * part once per build instead of on every page.
 */
export interface SplitPage {
  /** The parts found, in page order. */
  parts: string[];
  /** The HTML around them: one more than the parts (before the first, between, after the last). */
  between: string[];
}

export function splitAtParts(html: string, parts: Iterable<string>): SplitPage {
  const placed = [...parts]
    .filter((part) => part.length > 0)
    .map((part) => ({ part, at: html.indexOf(part) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const split: SplitPage = { parts: [], between: [] };
  let from = 0;
  for (const { part, at } of placed) {
    if (at < from) continue;
    split.between.push(html.slice(from, at));
    split.parts.push(part);
    from = at + part.length;
  }
  split.between.push(html.slice(from));
  return split;
}
