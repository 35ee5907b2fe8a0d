/**
 * References between content files are written as slugs; the loader turns them into the
 * objects they name, so routes receive a graph. A slug that names nothing fails the build
 * with the file and the field that wrote it.
 */
import type { Issues } from "./issues.ts";

export interface Reference {
  /** The file that writes the slugs, and the field ("nearby" -> "nearby.2"). */
  file: string;
  field: string;
  slugs: readonly string[];
}

/**
 * The items the slugs name, in the slugs' order. `missing` words the error for one slug,
 * e.g. « x » n’a pas de page commune.
 */
export function resolveSlugs<T extends { slug: string }>(
  bySlug: ReadonlyMap<string, T>,
  { file, field, slugs }: Reference,
  issues: Issues,
  missing: (slug: string) => string,
): T[] {
  const found: T[] = [];
  slugs.forEach((slug, i) => {
    const item = bySlug.get(slug);
    if (item) found.push(item);
    else issues.add(file, `${field}.${i}`, missing(slug));
  });
  return found;
}

export function bySlug<T extends { slug: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.slug, item]));
}
