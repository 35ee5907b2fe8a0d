/**
 * Where the editor opens a content file: /admin#/collections/blog/entries/mon-article for an
 * article, /admin#/collections/donnees/entries/brand for brand.yaml. The dev server's page of a
 * failed build links each file at fault to it, so the owner fixes it in the form.
 */
import { ADMIN_PATH } from "./admin.ts";
import { collections } from "./collections.ts";

/** The editor's address of `file` (a path from content/), or null when the editor has no form for it. */
export function editorEntryUrl(file: string): string | null {
  for (const collection of collections) {
    if (collection.kind === "files") {
      const data = collection.files.find((f) => f.file === file);
      if (data) return `${ADMIN_PATH}#/collections/${collection.name}/entries/${data.name}`;
    } else if (file.startsWith(`${collection.folder}/`) && file.endsWith(".md")) {
      const slug = file.slice(collection.folder.length + 1, -".md".length);
      return `${ADMIN_PATH}#/collections/${collection.name}/entries/${slug}`;
    }
  }
  return null;
}
