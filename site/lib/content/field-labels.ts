/**
 * A field named for the owner: its path in the file and its label in the editor, read from the
 * schema's metadata (content/schema.ts), e.g. « projects.0.before (Nos réalisations › 1 › Photo avant) ».
 */
import { z } from "zod";

type Node = z.ZodType & { _zod: { def: { type: string; innerType?: Node; in?: Node; shape?: Record<string, Node>; element?: Node } } };

/** The schema without the wrappers that carry no field of their own (optional, default, pipe). */
function unwrapped(schema: Node): Node {
  const { def } = schema._zod;
  if (def.innerType && ["optional", "nullable", "default", "prefault"].includes(def.type)) return unwrapped(def.innerType);
  if (def.type === "pipe" && def.in) return unwrapped(def.in);
  return schema;
}

export function fieldName(schema: z.ZodType, path: Array<string | number>): string {
  const labels: string[] = [];
  let node: Node | undefined = schema as Node;
  for (const key of path) {
    const inner: Node | undefined = node && unwrapped(node);
    node = typeof key === "number" ? inner?._zod.def.element : inner?._zod.def.shape?.[key];
    const title = typeof key === "number" ? String(key + 1) : node && titleOf(node);
    labels.push(title ?? String(key));
  }
  return `${path.join(".")} (${labels.join(" › ")})`;
}

/** A label set on an optional field is set on what it wraps (`label(…).optional()`). */
function titleOf(node: Node): string | undefined {
  return (z.globalRegistry.get(node)?.title ?? z.globalRegistry.get(unwrapped(node))?.title) as string | undefined;
}
