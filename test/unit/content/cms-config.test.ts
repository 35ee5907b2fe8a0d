/**
 * The editor's configuration is generated from the content schemas: every schema field is in
 * it, with the same required/optional status, the same choices and the same nesting, and
 * nothing else. Adding a field to a schema adds it to the editor.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { collections } from "../../../site/cms/collections.ts";
import { cmsConfig } from "../../../site/cms/config.ts";
import { lengthPattern } from "../../../site/cms/field-rules.ts";
import { DATE_WIDGET, fieldsOf, jsonSchemaOf, type DecapField, type JsonSchema } from "../../../site/cms/fields.ts";
import { brandSchema, testimonialsSchema } from "../../../content/schema.ts";
import { REFERENCE_WIDGET } from "../../../client/admin/names.ts";
import { REVIEW_SOURCES } from "../../../content/vocabulary.ts";

const config = suite("CMS configuration from the schemas");

interface GeneratedCollection {
  name: string;
  folder?: string;
  files?: Array<{ name: string; file: string; fields: DecapField[] }>;
  fields?: DecapField[];
}

const generated = cmsConfig({ collections, backend: null, siteUrl: "http://127.0.0.1:4173", localPort: 8081 })
  .collections as GeneratedCollection[];

/** Walks a schema and its generated fields together; returns every difference as a path and a reason. */
function compare(schema: JsonSchema, fields: DecapField[], at: string): string[] {
  const problems: string[] = [];
  const node = schema.anyOf?.find((n) => n.type) ?? schema;
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const names = fields.map((f) => f.name);
  for (const name of Object.keys(properties))
    if (!names.includes(name)) problems.push(`${at}.${name}: absent de l’éditeur`);
  for (const field of fields) {
    const property = properties[field.name];
    const path = `${at}.${field.name}`;
    if (!property) {
      problems.push(`${path}: champ de l’éditeur absent du schéma`);
      continue;
    }
    if ((field.required !== false) !== required.has(field.name))
      problems.push(`${path}: obligatoire dans un seul des deux`);
    const inner = property.anyOf?.find((n) => n.type || n.enum) ?? property;
    const choices = inner.enum ?? inner.items?.enum;
    const values = field.options?.map((option) => (typeof option === "object" ? option.value : option));
    if (choices) assert.equal(values, choices, `${path}: mêmes choix`);
    if (inner.type === "object") problems.push(...compare(inner, field.fields ?? [], path));
    if (inner.type === "array" && inner.items?.type === "object")
      problems.push(...compare(inner.items, field.fields ?? [], path));
  }
  return problems;
}

config("every schema field is in the editor with the same status and choices, and nothing else", () => {
  for (const collection of collections) {
    const out = generated.find((c) => c.name === collection.name)!;
    assert.ok(out, `collection ${collection.name}`);
    if (collection.kind === "folder") {
      const fields = out.fields!;
      const body = fields.at(-1)!;
      assert.is(body.name, "body", `${collection.name}: markdown body last`);
      assert.is(body.widget, "markdown");
      assert.equal(compare(jsonSchemaOf(collection.schema), fields.slice(0, -1), collection.folder), []);
    } else {
      for (const file of collection.files) {
        const entry = out.files!.find((f) => f.name === file.name)!;
        assert.is(entry.file, `content/${file.file}`);
        assert.equal(compare(jsonSchemaOf(file.schema), entry.fields, file.file), []);
      }
    }
  }
});

/** Every field of the generated configuration, nested ones included, with its path. */
function allFields(): Array<[string, DecapField]> {
  const out: Array<[string, DecapField]> = [];
  const walk = (fields: DecapField[], at: string) => {
    for (const f of fields) {
      out.push([`${at}.${f.name}`, f]);
      walk(f.fields ?? [], `${at}.${f.name}`);
      if (f.field) walk([f.field], `${at}.${f.name}`);
    }
  };
  for (const c of generated) {
    walk(c.fields ?? [], c.name);
    for (const file of c.files ?? []) walk(file.fields, `${c.name}.${file.name}`);
  }
  return out;
}

config("dates use the Belgian date field, which writes AAAA-MM-JJ; enumerations a choice list", () => {
  const blog = generated.find((c) => c.name === "blog")!.fields!;
  const date = blog.find((f) => f.name === "date")!;
  assert.is(date.widget, DATE_WIDGET);
  assert.ok(new RegExp(date.pattern![0]).test("2025-10-14"));
  assert.not.ok(new RegExp(date.pattern![0]).test("14/10/2025"));
  assert.match(date.pattern![1], "jj/mm/aaaa");
  assert.is(blog.find((f) => f.name === "category")!.widget, "select");
});

config("an article's author is a choice from the names of the authors' file", () => {
  const author = generated.find((c) => c.name === "blog")!.fields!.find((f) => f.name === "author")!;
  assert.is(author.widget, REFERENCE_WIDGET);
  const files = generated.find((c) => c.name === author.collection)!.files!;
  const target = files.find((f) => f.name === author.file)!;
  assert.is(target.file, "content/authors.yaml");
  const [list, , field] = author.value_field!.split(".");
  const item = target.fields.find((f) => f.name === list)!;
  assert.ok(
    item.fields!.some((f) => f.name === field),
    `${author.value_field} names a field of the list`,
  );
  assert.equal(author.search_fields, [author.value_field]);
});

config("review sources are listed with the words visitors read, capitalised", () => {
  const reviews = fieldsOf(jsonSchemaOf(testimonialsSchema)).find((f) => f.name === "reviews")!;
  const source = reviews.fields!.find((f) => f.name === "source")!;
  assert.equal(
    source.options,
    Object.entries(REVIEW_SOURCES).map(([value, label]) => ({
      value,
      label: label[0]!.toUpperCase() + label.slice(1),
    })),
  );
});

config(
  "every list says what one item is called, and folded items show a name, and their date when they have one",
  () => {
    for (const [path, field] of allFields()) {
      if (field.widget !== "list") continue;
      assert.ok(field.label_singular, `${path}: label_singular`);
      if (!field.fields) continue;
      const named = field.fields.find((f) => ["string", "text", "select", REFERENCE_WIDGET].includes(f.widget));
      if (named) assert.match(field.summary!, `{{fields.${named.name}}}`, path);
      const date = field.fields.find((f) => f.widget === DATE_WIDGET);
      if (date) assert.match(field.summary!, `{{fields.${date.name} | date('DD/MM/YYYY')}}`, path);
      assert.not.match(field.summary!, "{{fields.sample}}", path);
    }
  },
);

config("the company's form starts with its everyday facts: phone, e-mail, hours", () => {
  const names = fieldsOf(jsonSchemaOf(brandSchema)).map((f) => f.name);
  assert.equal(names.slice(0, 3), ["phone", "email", "hours"]);
});

config("every length or format a text must have is a hint and a check, in the same words", () => {
  for (const [path, field] of allFields()) {
    if (!field.pattern) continue;
    const rule = field.pattern[1];
    assert.ok(
      field.hint?.endsWith(`${rule[0]!.toUpperCase()}${rule.slice(1)}.`),
      `${path}: « ${field.hint} » states « ${rule} »`,
    );
    // Says what is expected, not only that it is wrong.
    assert.not.match(rule, /schéma|regex|pattern|non valide/i, path);
  }
});

config("a length check counts the text as the build does, without the spaces around it", () => {
  for (const [min, max] of [
    [60, 180],
    [2, 40],
    [1, 10],
    [3, 3],
    [0, 5],
  ] as const) {
    const check = new RegExp(lengthPattern(min, max));
    const text = (n: number) => "é".repeat(n);
    if (min > 0) assert.not.ok(check.test(text(min - 1)), `${min}-${max}: ${min - 1} refused`);
    assert.ok(check.test(text(Math.max(min, 1))), `${min}-${max}: ${min} accepted`);
    assert.ok(check.test(` ${text(max)}  `), `${min}-${max}: ${max} and spaces accepted`);
    assert.not.ok(check.test(text(max + 1)), `${min}-${max}: ${max + 1} refused`);
    assert.ok(
      check.test(`a\n${"b".repeat(Math.max(min - 2, 1))}`),
      `${min}-${max}: a line break counts as a character`,
    );
  }
});

config("every field has a French label", () => {
  const unlabelled: string[] = [];
  const walk = (fields: DecapField[], at: string) => {
    for (const f of fields) {
      if (f.label === f.name && f.name !== "value") unlabelled.push(`${at}.${f.name}`);
      walk(f.fields ?? [], `${at}.${f.name}`);
      if (f.field) walk([f.field], `${at}.${f.name}`);
    }
  };
  for (const c of generated) {
    walk(c.fields ?? [], c.name);
    for (const file of c.files ?? []) walk(file.fields, `${c.name}.${file.name}`);
  }
  assert.equal(unlabelled, []);
});

config("a field added to a schema appears in the editor", async () => {
  const { z } = await import("zod");
  const { fieldsOf } = await import("../../../site/cms/fields.ts");
  const extended = z.strictObject({
    title: z.string().meta({ title: "Titre" }),
    badge: z.enum(["a", "b"]).optional().meta({ title: "Badge" }),
  });
  const fields = fieldsOf(jsonSchemaOf(extended));
  assert.equal(
    fields.map((f) => [f.name, f.label, f.widget, f.required ?? true]),
    [
      ["title", "Titre", "string", true],
      ["badge", "Badge", "select", false],
    ],
  );
});

config.run();
