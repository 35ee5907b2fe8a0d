/**
 * A string equal to `part` that does not keep alive the larger string it was cut from. V8
 * represents a substring of 13 characters or more (a regular expression's capture, a parser's
 * token) as a view of its parent: a value kept from each of thousands of files or pages then
 * keeps every whole file or page in memory (hundreds of MB for a large blog, npm run bench).
 */
export function detach(part: string): string {
  return Buffer.from(part, "utf8").toString("utf8");
}
