/**
 * Collects every content problem before failing, so one build run lists them all, each with
 * the file and the field at fault.
 */
import type { z } from "zod";
import { ContentError, type ContentIssue } from "../errors.ts";

export class Issues {
  readonly list: ContentIssue[] = [];

  /**
   * `labelOf` names a field as the editor labels it (french/field-labels.ts); the loader passes
   * it, a render worker does not: its problems are reported again by the loader with the labels.
   */
  constructor(private readonly labelOf?: (file: string, field: string) => string | undefined) {}

  add(file: string, field: string, message: string): void {
    const label = this.labelOf?.(file, field);
    this.list.push(label ? { file, field, message, label } : { file, field, message });
  }

  /** Validates `data` against `schema`; records every failing field and returns null on failure. */
  parse<S extends z.ZodType>(file: string, schema: S, data: unknown, prefix = ""): z.output<S> | null {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      this.add(file, [prefix, path].filter(Boolean).join(".") || "(fichier)", issue.message);
    }
    return null;
  }

  /** Records every item whose key was already used by an earlier one, naming that one. */
  unique(items: Array<{ file: string; key: string }>, field: string): void {
    const seen = new Map<string, string>();
    for (const { file, key } of items) {
      const first = seen.get(key);
      if (first) this.add(file, field, `« ${key} » est déjà utilisé par ${first}`);
      else seen.set(key, file);
    }
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentError(this.list);
  }
}
