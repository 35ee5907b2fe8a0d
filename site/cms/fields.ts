/**
 * Turns a content schema (zod, through its JSON Schema) into Decap CMS fields, so the editor
 * always asks for exactly what the build accepts: required and optional fields, choices,
 * lengths and patterns, lists and nested objects, dates, markdown. Labels and hints come from
 * the schema's metadata (`.meta({ title, description, widget })` in content/schema.ts).
 * Decap field reference: https://decapcms.org/docs/widgets/
 */
import { z } from "zod";

/** The part of JSON Schema that z.toJSONSchema produces for our schemas, plus our metadata. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  /** Our metadata: "date", "markdown", "text" (long plain text), "image". */
  widget?: string;
  enum?: Array<string | number>;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  /** Our metadata: the French message shown when `pattern` does not match. */
  patternMessage?: string;
  /** Our metadata: what one item of a list is called (« Mot-clé » for « Mots-clés »). */
  itemLabel?: string;
  default?: unknown;
}

export interface DecapField {
  name: string;
  label: string;
  /** A list's item: « Ajouter mot-clé », « 1 mot-clé ». */
  label_singular?: string;
  widget: string;
  required?: false;
  hint?: string;
  default?: unknown;
  options?: Array<string | number>;
  multiple?: boolean;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  field?: DecapField;
  fields?: DecapField[];
  collapsed?: boolean;
  summary?: string;
  date_format?: string;
  time_format?: false;
  format?: string;
  picker_utc?: boolean;
  choose_url?: boolean;
}

/** JSON Schema of a zod schema as an editor fills it in (inputs, before defaults and transforms). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
}

/** The fields of an object schema, in declaration order. */
export function fieldsOf(object: JsonSchema): DecapField[] {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name)));
}

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

export function fieldOf(name: string, property: JsonSchema, required: boolean): DecapField {
  const node = unwrap(property);
  const base: DecapField = {
    name,
    label: property.title ?? node.title ?? name,
    widget: "string",
    ...(required ? {} : { required: false as const }),
    ...(hintOf(property, node) ? { hint: hintOf(property, node) } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
  const widget = property.widget ?? node.widget;
  if (widget === "date") {
    return {
      ...base,
      widget: "datetime",
      date_format: "DD/MM/YYYY",
      time_format: false,
      format: "YYYY-MM-DD",
      picker_utc: true,
    };
  }
  if (widget === "markdown") return { ...base, widget: "markdown" };
  if (widget === "image") return { ...base, widget: "image", choose_url: false };
  if (node.enum) return { ...base, widget: "select", options: node.enum };
  switch (typeOf(node)) {
    case "boolean":
      return { ...base, widget: "boolean" };
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: typeOf(node) === "integer" ? "int" : "float",
        ...(node.minimum !== undefined && node.minimum > -SAFE_INTEGER ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < SAFE_INTEGER ? { max: node.maximum } : {}),
      };
    case "array":
      return {
        ...base,
        ...(node.itemLabel ? { label_singular: node.itemLabel } : {}),
        ...listOf(node.items ?? {}, node.itemLabel ?? base.label),
        ...countHint(base, node),
      };
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(node) };
    default:
      return {
        ...base,
        widget: widget === "text" || (node.maxLength ?? 0) > 200 ? "text" : "string",
        ...patternOf(node),
      };
  }
}

function listOf(items: JsonSchema, label: string): Partial<DecapField> {
  const item = unwrap(items);
  if (item.enum) return { widget: "select", multiple: true, options: item.enum };
  if (typeOf(item) === "object") {
    const fields = fieldsOf(item);
    return { widget: "list", collapsed: true, summary: `{{fields.${fields[0]?.name ?? "name"}}}`, fields };
  }
  // A list of plain values: one input per item, shown open, labelled like the list.
  return { widget: "list", collapsed: false, field: { ...fieldOf("value", item, true), label } };
}

/** A string's lengths and pattern as a Decap pattern with a French message. */
function patternOf(node: JsonSchema): Pick<DecapField, "pattern"> {
  if (node.pattern) return { pattern: [node.pattern, node.patternMessage ?? "format non valide"] };
  const { minLength: min, maxLength: max } = node;
  if (min === undefined && max === undefined) return {};
  const message =
    min !== undefined && max !== undefined
      ? `entre ${min} et ${max} caractères`
      : min !== undefined
        ? `au moins ${min} caractères`
        : `au plus ${max} caractères`;
  return { pattern: [`^[\\s\\S]{${min ?? 0},${max ?? ""}}$`, message] };
}

function countHint(base: DecapField, node: JsonSchema): Pick<DecapField, "hint"> {
  const { minItems: min, maxItems: max } = node;
  if (min === undefined && max === undefined) return {};
  const count =
    min !== undefined && max !== undefined
      ? min === max
        ? `exactement ${min} éléments`
        : `de ${min} à ${max} éléments`
      : min !== undefined
        ? `au moins ${min} élément${min > 1 ? "s" : ""}`
        : `au plus ${max} éléments`;
  return { hint: [base.hint, `${count[0]!.toUpperCase()}${count.slice(1)}.`].filter(Boolean).join(" ") };
}

function hintOf(property: JsonSchema, node: JsonSchema): string | undefined {
  return property.description ?? node.description;
}

/** Dates accept a string or a YAML date: `anyOf: [string, {}]`; keep the string side. */
function unwrap(node: JsonSchema): JsonSchema {
  if (!node.anyOf) return node;
  const typed = node.anyOf.find((n) => n.type !== undefined || n.enum !== undefined) ?? {};
  return { ...typed, ...withoutAnyOf(node) };
}

function withoutAnyOf(node: JsonSchema): JsonSchema {
  const { anyOf: _ignored, ...rest } = node;
  return rest;
}

function typeOf(node: JsonSchema): string | undefined {
  return Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
}
