/**
 * A field named as the owner sees it in the editor: the labels of content/schema.ts along the
 * field's path (« Avis n° 3 › Source » for reviews.2.source). Content errors show it beside the
 * key written in the file, so the owner finds the field in the form and in the file.
 */
import type { z } from "zod";
import { collections } from "../../../cms/collections.ts";

/** The part of a zod schema the walk reads (zod 4's definition object and its metadata). */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      element?: SchemaNode;
      innerType?: SchemaNode;
      in?: SchemaNode;
    };
  };
  meta(): Record<string, unknown> | undefined;
}

/** The schema of a content file, from the editor's list of collections (one home for both). */
export function schemaOfFile(file: string): z.ZodType | undefined {
  for (const collection of collections) {
    if (collection.kind === "files") {
      const data = collection.files.find((f) => f.file === file);
      if (data) return data.schema;
    } else if (file.startsWith(`${collection.folder}/`) && file.endsWith(".md")) {
      return collection.schema;
    }
  }
  return undefined;
}

/** The node itself and the nodes it wraps (optional, default, a pipe's input…), outermost first. */
function layers(node: SchemaNode): SchemaNode[] {
  const out = [node];
  for (let current = node; ;) {
    const def = current._zod.def;
    const inner = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!inner) return out;
    out.push(inner);
    current = inner;
  }
}

function metaOf(node: SchemaNode, key: "title" | "itemLabel"): string | undefined {
  for (const layer of layers(node)) {
    const value = layer.meta()?.[key];
    if (typeof value === "string") return value;
  }
  return undefined;
}

function shapeOf(node: SchemaNode, kind: "object" | "array"): SchemaNode | undefined {
  return layers(node).find((layer) => layer._zod.def.type === kind);
}

/**
 * The labels along `field` ("reviews.2.source") in the file's schema, joined by « › »; undefined
 * when the file has no schema or the path leaves it (a body, a file name, an unknown key).
 */
export function fieldLabel(file: string, field: string): string | undefined {
  const schema = schemaOfFile(file) as unknown as SchemaNode | undefined;
  if (!schema || !field) return undefined;
  const labels: string[] = [];
  let node = schema;
  for (const key of field.split(".")) {
    const list = /^\d+$/.test(key) ? shapeOf(node, "array") : undefined;
    if (list?._zod.def.element) {
      // « Avis n° 3 » in place of the list's own label « Avis ».
      const listLabel = labels.pop();
      labels.push(`${metaOf(node, "itemLabel") ?? listLabel ?? key} n° ${Number(key) + 1}`);
      node = list._zod.def.element;
      continue;
    }
    const child = shapeOf(node, "object")?._zod.def.shape?.[key];
    if (!child) return undefined;
    const title = metaOf(child, "title");
    if (!title) return undefined;
    labels.push(title);
    node = child;
  }
  return labels.join(" › ");
}
