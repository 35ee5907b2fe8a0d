/**
 * A page split around the parts it contains whole (the layout's parts rendered once,
 * site/lib/render/RenderOnce.tsx), so what reads pages (typesetting, the link check) reads each
 * part once per build instead of on every page.
 */
export interface SplitPage {
  /** The parts found, in page order. */
  parts: string[];
  /** The HTML around them: one more than the parts (before the first, between, after the last). */
  between: string[];
}

export function splitAtParts(html: string, parts: Iterable<string>): SplitPage {
  const wanted = [...parts].filter((part) => part.length > 0);
  return cutAround(html, placedInOrder(html, wanted) ?? placedAnywhere(html, wanted));
}

/** A part and where it starts in the page. */
interface Placed {
  part: string;
  at: number;
}

/** How much of a part is searched for before the rest is compared in place. */
const PREFIX = 64;

/**
 * Where each part of a page starts, for parts listed in page order (as the renderer records
 * them), each found after the previous one; null if one is not there. Searching for a part's
 * first characters, then comparing the rest in place, costs a fraction of searching for the
 * whole part (some 9 KB for a header): that search took 58 µs a page. The rest is compared as a
 * slice (a view, not a copy) with `===`, which V8 runs as one block comparison: `startsWith`
 * went character by character, 2 to 13 µs for a 3 KB part against 0.2.
 */
function placedInOrder(html: string, parts: string[]): Placed[] | null {
  const placed: Placed[] = [];
  let from = 0;
  for (const part of parts) {
    const prefix = part.slice(0, PREFIX);
    let at = html.indexOf(prefix, from);
    while (at >= 0 && html.slice(at, at + part.length) !== part) at = html.indexOf(prefix, at + 1);
    if (at < 0) return null;
    placed.push({ part, at });
    from = at + part.length;
  }
  return placed;
}

/** Where whichever of `parts` the page contains starts, in any order, sorted by position. */
function placedAnywhere(html: string, parts: string[]): Placed[] {
  return parts
    .map((part) => ({ part, at: html.indexOf(part) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
}

/** The page cut around its placed parts, in page order; a part overlapping the previous one is skipped. */
function cutAround(html: string, placed: Placed[]): SplitPage {
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
