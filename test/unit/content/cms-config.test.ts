/**
 * The editor's configuration is generated from the content schemas: every schema field is in
 * it, with the same required/optional status, the same choices and the same nesting, and
 * nothing else. Adding a field to a schema adds it to the editor.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { collections } from "../../../site/cms/collections.ts";
import { cmsConfig } from "../../../site/cms/config.ts";
import { jsonSchemaOf, type DecapField, type JsonSchema } from "../../../site/cms/fields.ts";

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
    if (choices) assert.equal(field.options, choices, `${path}: mêmes choix`);
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

config("dates use a date picker that writes AAAA-MM-JJ, enumerations a choice list", () => {
  const blog = generated.find((c) => c.name === "blog")!.fields!;
  const date = blog.find((f) => f.name === "date")!;
  assert.is(date.widget, "datetime");
  assert.is(date.format, "YYYY-MM-DD");
  assert.is(date.time_format, false);
  assert.is(blog.find((f) => f.name === "category")!.widget, "select");
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
