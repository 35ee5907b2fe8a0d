/**
 * The failure page of `npm run dev` links each file at fault to its form in the editor: an
 * entry of a folder collection is named by its file name, the same in every edition's folder
 * (Decap's i18n « multiple_folders » groups them into one entry), a data file by its name.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { collectionFolder, LOCALES } from "../../../content/locales.ts";
import { ADMIN_PATH } from "../../../site/cms/admin.ts";
import { collections } from "../../../site/cms/collections.ts";
import { editorEntryUrl } from "../../../site/cms/entry-links.ts";

test("a file of any edition's folder opens its entry, named by the file name", () => {
  for (const collection of collections.filter((c) => c.kind === "folder")) {
    for (const locale of LOCALES) {
      assert.is(
        editorEntryUrl(`${collectionFolder(collection.folder, locale)}/un-exemple.md`),
        `${ADMIN_PATH}#/collections/${collection.name}/entries/un-exemple`,
        `${collection.name} (${locale})`,
      );
    }
  }
});

test("a data file opens its form, the Dutch texts' files included", () => {
  for (const collection of collections.filter((c) => c.kind === "files")) {
    for (const data of collection.files) {
      assert.is(editorEntryUrl(data.file), `${ADMIN_PATH}#/collections/${collection.name}/entries/${data.name}`);
    }
  }
});

test("a file the editor has no form for gets no link", () => {
  const [folder] = collections.filter((c) => c.kind === "folder");
  for (const file of [
    "data/belgian-municipalities.json",
    `${folder!.folder}/un-exemple.md`,
    `${collectionFolder(folder!.folder, LOCALES[0])}/sous-dossier/un-exemple.md`,
    `${collectionFolder(folder!.folder, LOCALES[0])}/un-exemple.yaml`,
  ]) {
    assert.is(editorEntryUrl(file), null, file);
  }
});

test.run();
