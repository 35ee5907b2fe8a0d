/**
 * The rules of content/schema.ts that a form can check, in the owner's words: each is shown
 * under its field as a hint (« 60 à 180 caractères. ») and checked on save, where Decap names
 * the field (« Résumé : 60 à 180 caractères. », the phrases of client/admin/locale.ts).
 */
import type { JsonSchema } from "./fields.ts";

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** « 60 à 180 caractères », « au moins 3 caractères »; undefined without a limit. */
export function lengthRule(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && min > 0 && max !== undefined)
    return min === max ? `exactement ${max} ${unit}` : `${min} à ${max} ${unit}`;
  if (min !== undefined && min > 1) return `au moins ${min} ${unit}`;
  if (max !== undefined) return `au plus ${max} ${unit}`;
  return undefined;
}

/** « de 1 à 5 », « au moins 1900 », « nombre positif »; undefined without a limit. */
export function numberRule(node: JsonSchema): string | undefined {
  const min = node.minimum !== undefined && node.minimum > -SAFE_INTEGER ? node.minimum : undefined;
  const max = node.maximum !== undefined && node.maximum < SAFE_INTEGER ? node.maximum : undefined;
  if (min !== undefined && max !== undefined) return `de ${min} à ${max}`;
  if (node.exclusiveMinimum === 0) return "nombre positif";
  if (min !== undefined) return min === 0 ? "positif ou nul" : `au moins ${min}`;
  if (max !== undefined) return `au plus ${max}`;
  return undefined;
}

/**
 * A regular expression for a text of `min` to `max` characters once trimmed, as the build counts
 * them (text() in content/schema.ts trims): spaces typed around it do not count.
 */
export function lengthPattern(min: number | undefined, max: number | undefined): string {
  const upper = max === undefined ? "" : String(Math.max(max - 2, 0));
  const inner =
    min !== undefined && min >= 2 ? `\\S[\\s\\S]{${min - 2},${upper}}\\S` : `\\S(?:[\\s\\S]{0,${upper}}\\S)?`;
  return max === 1 ? "^\\s*\\S?\\s*$" : `^\\s*${inner}\\s*$`;
}

/** A string field's check: its pattern with the pattern's message, or its lengths. */
export function stringRule(node: JsonSchema): { rule: string; pattern: [string, string] } | undefined {
  if (node.pattern) {
    const rule = node.patternMessage ?? "format non valide";
    return { rule, pattern: [node.pattern, rule] };
  }
  const rule = lengthRule(node.minLength, node.maxLength, "caractères");
  return rule ? { rule, pattern: [lengthPattern(node.minLength, node.maxLength), rule] } : undefined;
}

/** A hint followed by a rule as its own sentence: « Décrit l’image. 5 à 200 caractères. » */
export function withRule(hint: string | undefined, rule: string | undefined): string | undefined {
  if (!rule) return hint;
  return [hint, `${rule[0]!.toUpperCase()}${rule.slice(1)}.`].filter(Boolean).join(" ");
}
