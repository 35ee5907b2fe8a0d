/**
 * A field whose value must be an item of another content file (an article's author is a name of
 * authors.yaml) is a choice list in the editor, filled from that file as it is when the form
 * opens: Decap's relation widget (https://decapcms.org/docs/widgets/#relation), kept out of the
 * translations' panes (client/admin/reference.ts). The schema says which file, list and field:
 * `.meta({ choicesFrom })` in content/schema.ts.
 */
import { REFERENCE_WIDGET } from "../../client/admin/names.ts";
import { collections } from "./collections.ts";

/** Where the choices come from: `file` (content/authors.yaml), its `list` (authors), the item's `field` (name). */
export interface ChoicesFrom {
  file: string;
  list: string;
  field: string;
}

export interface RelationConfig {
  widget: typeof REFERENCE_WIDGET;
  collection: string;
  file: string;
  value_field: string;
  search_fields: string[];
  display_fields: string[];
  options_length: number;
}

/** The relation widget's settings for choices read from a data file of the editor's collections. */
export function relationTo({ file, list, field }: ChoicesFrom): RelationConfig {
  for (const collection of collections) {
    if (collection.kind !== "files") continue;
    const data = collection.files.find((f) => f.file === file);
    if (!data) continue;
    const path = `${list}.*.${field}`;
    // Every choice is listed when the field opens, not only the first 20 Decap shows by default.
    return {
      widget: REFERENCE_WIDGET,
      collection: collection.name,
      file: data.name,
      value_field: path,
      search_fields: [path],
      display_fields: [path],
      options_length: 500,
    };
  }
  throw new Error(`choicesFrom : ${file} n’est pas un fichier de l’éditeur (site/cms/collections.ts)`);
}
