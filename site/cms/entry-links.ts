/**
 * Where the editor opens a content file: /admin#/collections/blog/entries/mon-article for an
 * article in either edition (blog/fr/mon-article.md, blog/nl/mon-article.md: Decap's i18n entry
 * holds both, side by side), /admin#/collections/donnees/entries/brand for brand.yaml. The dev
 * server's page of a failed build links each file at fault to it, so the owner fixes it in the form.
 */
import path from "node:path";
import { collectionFolder, LOCALES } from "../../content/locales.ts";
import { ADMIN_PATH } from "./admin.ts";
import { collections } from "./collections.ts";

/** The editor's address of `file` (a path from content/), or null when the editor has no form for it. */
export function editorEntryUrl(file: string): string | null {
  for (const collection of collections) {
    if (collection.kind === "files") {
      const data = collection.files.find((f) => f.file === file);
      if (data) return `${ADMIN_PATH}#/collections/${collection.name}/entries/${data.name}`;
    } else if (
      file.endsWith(".md") &&
      LOCALES.some((locale) => path.posix.dirname(file) === collectionFolder(collection.folder, locale))
    ) {
      // An entry is named by its file name, the same in every edition's folder.
      return `${ADMIN_PATH}#/collections/${collection.name}/entries/${path.posix.basename(file, ".md")}`;
    }
  }
  return null;
}
