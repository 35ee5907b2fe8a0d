/**
 * A string equal to `part` that does not keep alive the larger string it was cut from. V8
 * represents a substring of 13 characters or more (a regular expression's capture, a parser's
 * token) as a view of its parent: a value kept from each of thousands of files or pages then
 * keeps every whole file or page in memory (hundreds of MB for a large blog, npm run bench).
 * Joined to a space, `part` is copied into a string of its own (V8 flattens the pair before
 * cutting it), which is then cut again: three to four times faster than a round trip through a
 * Buffer, which the link check paid for every new link of every page
 * (test/unit/detach.test.ts checks that the parent is freed).
 */
export function detach(part: string): string {
  return ` ${part}`.slice(1);
}
