/**
 * zod's messages in the owner's French: what the value should be, in the words of someone who
 * writes the content (« nombre attendu », « choisissez parmi … »), never a type name, a symbol
 * or a regular expression. The field itself is named by the error's formatting, with its label
 * (field-labels.ts). A message written in the schema (content/schema.ts) takes precedence.
 */
import type { z } from "zod";

type Issue = z.core.$ZodRawIssue;

/** What each expected type is called, with its agreement (« attendu », « attendue »). */
const EXPECTED: Record<string, string> = {
  string: "texte attendu",
  number: "nombre attendu",
  int: "nombre entier attendu",
  boolean: "true (oui) ou false (non) attendu",
  array: "liste attendue",
  object: "groupe de champs attendu",
  date: "date attendue",
};

/** A value as the owner would recognise it in the file. */
function shown(value: unknown): string {
  if (value === null) return "une valeur vide";
  if (Array.isArray(value)) return "une liste";
  if (value instanceof Date) return `la date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === "object") return "un groupe de champs";
  if (typeof value === "string") return `« ${value.length > 40 ? `${value.slice(0, 40)}…` : value} »`;
  return String(value);
}

const plural = (count: number | bigint, word: string) => `${count} ${word}${Number(count) > 1 ? "s" : ""}`;

/** The size of a text or a list, as it is now: « (12 actuellement) ». */
function now(input: unknown): string {
  if (typeof input === "string") return ` (${input.trim().length} actuellement)`;
  if (Array.isArray(input)) return ` (${input.length} actuellement)`;
  return "";
}

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string {
  const { minimum, origin, inclusive, exact, input } = issue;
  if (origin === "string") {
    if (exact) return `exactement ${plural(minimum, "caractère")}${now(input)}`;
    return Number(minimum) <= 1 ? "ne peut pas être vide" : `au moins ${plural(minimum, "caractère")}${now(input)}`;
  }
  if (origin === "array") {
    if (exact) return `exactement ${plural(minimum, "élément")}${now(input)}`;
    return `au moins ${plural(minimum, "élément")}${now(input)}`;
  }
  if (!inclusive && Number(minimum) === 0) return "nombre positif attendu";
  return inclusive ? `au moins ${minimum}` : `plus de ${minimum} attendu`;
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string {
  const { maximum, origin, inclusive, exact, input } = issue;
  if (origin === "string") return `${exact ? "exactement" : "au plus"} ${plural(maximum, "caractère")}${now(input)}`;
  if (origin === "array") return `${exact ? "exactement" : "au plus"} ${plural(maximum, "élément")}${now(input)}`;
  return inclusive ? `au plus ${maximum}` : `moins de ${maximum} attendu`;
}

function invalidFormat(issue: Extract<Issue, { code: "invalid_format" }>): string {
  switch (issue.format) {
    case "email":
      return "adresse e-mail invalide";
    case "url":
      return "adresse web complète attendue (https://…)";
    case "starts_with":
      return `doit commencer par « ${String(issue.prefix)} »`;
    case "ends_with":
      return `doit se terminer par « ${String(issue.suffix)} »`;
    case "includes":
      return `doit contenir « ${String(issue.includes)} »`;
    default:
      return "format non valide";
  }
}

/** The French message of a schema issue; zod's `localeError` (installed by content/schema.ts). */
export function frenchMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "champ obligatoire, absent du fichier";
      return `${EXPECTED[issue.expected] ?? "autre valeur attendue"}, pas ${shown(issue.input)}`;
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_value":
      return issue.values.length === 1
        ? `« ${String(issue.values[0])} » attendu`
        : `choisissez parmi ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return invalidFormat(issue);
    case "not_multiple_of":
      return `multiple de ${issue.divisor} attendu`;
    case "unrecognized_keys":
      return issue.keys.length > 1
        ? `champs inconnus : ${issue.keys.join(", ")} (nom mal orthographié ?)`
        : `champ inconnu : ${issue.keys[0]} (nom mal orthographié ?)`;
    default:
      return "valeur non valide";
  }
}
