import type { ReferenceMunicipality } from "../../content/schema.ts";
import { Issues } from "../../site/lib/content/issues.ts";
import { loadReference } from "../../site/lib/content/municipalities.ts";

/** The reference list of municipalities of a content folder, validated as the build loads it. */
export function readReference(contentRoot: string): ReferenceMunicipality[] {
  const issues = new Issues();
  const list = loadReference(contentRoot, issues);
  issues.throwIfAny();
  return list;
}
