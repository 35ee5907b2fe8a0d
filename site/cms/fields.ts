/**
 * Turns a content schema (zod, through its JSON Schema) into Decap CMS fields, so the editor
 * always asks for exactly what the build accepts: required and optional fields, choices,
 * lengths and patterns, lists and nested objects, dates, markdown. Labels and hints come from
 * the schema's metadata (`.meta({ title, description, widget })` in content/schema.ts).
 * Decap field reference: https://decapcms.org/docs/widgets/
 */
import { z } from "zod";
import { DATE_WIDGET, REFERENCE_WIDGET } from "../../client/admin/names.ts";
import { lengthRule, numberRule, stringRule, withRule } from "./field-rules.ts";
import { relationTo, type ChoicesFrom, type RelationConfig } from "./references.ts";

export { DATE_WIDGET };

const ISO_DATE = "^\\d{4}-\\d{2}-\\d{2}$";

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
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  /** Our metadata: the French message shown when `pattern` does not match. */
  patternMessage?: string;
  /** Our metadata: what one item of a list is called (« Mot-clé » for « Mots-clés »). */
  itemLabel?: string;
  /** Our metadata: what the owner reads for each value of an enumeration (REVIEW_SOURCES). */
  optionLabels?: Record<string, string>;
  /** Our metadata: the value is an item of another content file (site/cms/references.ts). */
  choicesFrom?: ChoicesFrom;
  default?: unknown;
}

export interface DecapField extends Partial<Omit<RelationConfig, "widget">> {
  name: string;
  label: string;
  /** A list's item: « Ajouter mot-clé », « 1 mot-clé ». */
  label_singular?: string;
  widget: string;
  required?: false;
  hint?: string;
  default?: unknown;
  options?: Array<string | number | { label: string; value: string | number }>;
  multiple?: boolean;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  field?: DecapField;
  fields?: DecapField[];
  collapsed?: boolean;
  /** Written in each language (Decap i18n), or only in the default one. */
  i18n?: boolean;
  summary?: string;
  choose_url?: boolean;
}

/** A select's options: the values, or each with the label the owner reads. */
function optionsOf(node: JsonSchema): NonNullable<DecapField["options"]> {
  const labels = node.optionLabels;
  return labels ? node.enum!.map((value) => ({ label: labels[value] ?? String(value), value })) : node.enum!;
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
  const ruled = (rule: string | undefined): DecapField => {
    const hint = withRule(base.hint, rule);
    return hint ? { ...base, hint } : base;
  };
  if (widget === "date") {
    const rule = "date au format jj/mm/aaaa, par exemple 14/10/2025";
    return { ...ruled(rule), widget: DATE_WIDGET, pattern: [ISO_DATE, rule] };
  }
  if (widget === "markdown") return { ...base, widget: "markdown" };
  if (widget === "image") return { ...base, widget: "image", choose_url: false };
  if (node.choicesFrom) return { ...base, ...relationTo(node.choicesFrom) };
  if (node.enum) return { ...base, widget: "select", options: optionsOf(node) };
  switch (typeOf(node)) {
    case "boolean":
      return { ...base, widget: "boolean" };
    case "integer":
    case "number":
      return {
        ...ruled(numberRule(node)),
        widget: "number",
        value_type: typeOf(node) === "integer" ? "int" : "float",
        ...(node.minimum !== undefined && node.minimum > -SAFE_INTEGER ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < SAFE_INTEGER ? { max: node.maximum } : {}),
      };
    case "array": {
      const item = node.itemLabel ?? base.label;
      return {
        ...ruled(lengthRule(node.minItems, node.maxItems, "éléments")),
        ...(node.itemLabel ? { label_singular: node.itemLabel } : {}),
        ...(node.minItems !== undefined && node.minItems > 0 ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
        ...listOf(node.items ?? {}, item),
      };
    }
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(node) };
    default: {
      const check = stringRule(node);
      return {
        ...ruled(check?.rule),
        widget: widget === "text" || (node.maxLength ?? 0) > 200 ? "text" : "string",
        ...(check ? { pattern: check.pattern } : {}),
      };
    }
  }
}

function listOf(items: JsonSchema, label: string): Partial<DecapField> {
  const item = unwrap(items);
  if (item.enum) return { widget: "select", multiple: true, options: optionsOf(item) };
  if (typeOf(item) === "object") {
    const fields = fieldsOf(item);
    return { widget: "list", collapsed: true, summary: summaryOf(fields), fields };
  }
  // A list of plain values: one input per item, shown open, labelled like the list.
  return { widget: "list", collapsed: false, field: { ...fieldOf("value", item, true), label } };
}

/**
 * How a list names each of its items, folded: by its first text or choice (a review's name, a
 * question), and its date when it has one (« Philippe M. · 14/03/2025 »); a band of figures by
 * its first number. Decap's summary templates: https://decapcms.org/docs/widgets/#list
 */
function summaryOf(fields: DecapField[]): string {
  const named = fields.find((f) => ["string", "text", "select", REFERENCE_WIDGET].includes(f.widget));
  const date = fields.find((f) => f.widget === DATE_WIDGET);
  const first = named ?? fields.find((f) => f.widget !== "boolean");
  if (!first) return "{{fields.name}}";
  const name = named ? `{{fields.${first.name}}}` : `${first.label} : {{fields.${first.name}}}`;
  return date ? `${name} · {{fields.${date.name} | date('DD/MM/YYYY')}}` : name;
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
