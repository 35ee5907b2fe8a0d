/**
 * Bad content fails the build with every error listed (file and field), a non-zero exit,
 * and the previous dist/ left exactly as it was.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument } from "yaml";
import { articleSchema } from "../../../content/schema.ts";
import { collections } from "../../../site/cms/collections.ts";
import { fieldsOf, jsonSchemaOf, type DecapField } from "../../../site/cms/fields.ts";
import { folderSnapshot, previousDist } from "../../helpers/folder-snapshot.ts";
import { contentRoot } from "../../helpers/paths.ts";
import { run } from "../../helpers/run.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "build-errors-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
const content = path.join(work, "content");
const out = path.join(work, "dist");

function edit(file: string, change: (text: string) => string, root = content) {
  const target = path.join(root, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
}

/** Sets one value of a YAML content file, computed from the current one. */
function editYaml(file: string, field: Array<string | number>, change: (value: number) => number, root = content) {
  edit(
    file,
    (text) => {
      const doc = parseDocument(text);
      doc.setIn(field, change(Number(doc.getIn(field))));
      return doc.toString();
    },
    root,
  );
}

// Started when the file is loaded, so the build runs while other suites are checked.
fs.cpSync(contentRoot, content, { recursive: true });
const [article, secondArticle, thirdArticle] = fs.readdirSync(path.join(content, "blog", "fr")).sort() as [
  string,
  string,
  string,
];
const commune = fs.readdirSync(path.join(content, "communes", "fr")).sort()[0]!;
edit(`blog/fr/${article}`, (t) => t.replace(/^title: .*\n/m, "").replace(/^readingTime: .*$/m, 'readingTime: "sept"'));
// Values the editor would refuse, written by hand: a category and a review source off their lists,
// a short excerpt, an author missing from authors.yaml.
edit(`blog/fr/${secondArticle}`, (t) =>
  t.replace(/^category: .*$/m, "category: Astuces").replace(/^excerpt: .*$/m, "excerpt: Trop court"),
);
edit(`blog/fr/${thirdArticle}`, (t) => t.replace(/^author: .*$/m, "author: Marc Dupuis"));
edit("testimonials.yaml", (t) => t.replace(/^(\s+source: ).*$/m, "$1courrier"));
edit(`blog/fr/${article}`, (t) => `${t}\n\nVoir [une page qui n’existe pas](/services/inexistant).\n`);
edit(`communes/fr/${commune}`, (t) => t.replace(/^wasteBody: .*\n/m, ""));
edit("services/fr/vide-maison.md", (t) => t.replace(/^order: \d+/m, "order: 2"));
edit("faq.yaml", (t) => t.replace("categories:", "categories: [\n"));
// A text page that cites its own date ({{updated}}) without having one.
edit("pages/fr/a-propos.md", (t) => `${t.replace(/^updated: .*\n/m, "")}\n\nVersion du {{updated}}.\n`);
// A price example outside the card's range for its volume.
editYaml("claims.yaml", ["prices", "examples", 0, "price"], (price) => price * 3);
const before = previousDist(out);
const build = (root: string) =>
  run(process.execPath, ["--import", "tsx", "build.ts", `--content=${root}`, `--out=${out}`]);
const failed = build(content);
// A wrong estimator figure stops the load once every other file is checked: a copy of its own.
const estimatorContent = path.join(work, "content-estimator");
fs.cpSync(contentRoot, estimatorContent, { recursive: true });
editYaml("estimator.yaml", ["fullness", "light"], (light) => light * 10, estimatorContent);
const estimatorFailed = build(estimatorContent);

const errors = suite("content errors");

/** The fields of a content file as the editor shows them (site/cms), to name a key path by its labels. */
function editorFields(file: string): DecapField[] | undefined {
  for (const c of collections) {
    if (c.kind === "folder" && file.startsWith(`${c.folder}/`)) return fieldsOf(jsonSchemaOf(c.schema));
    const data = c.kind === "files" ? c.files.find((f) => f.file === file) : undefined;
    if (data) return fieldsOf(jsonSchemaOf(data.schema));
  }
  return undefined;
}

/** « Avis n° 1 › Source » for reviews.0.source: each field's label, an item by its list's singular and number. */
function editorLabel(file: string, keyPath: string): string | undefined {
  let fields = editorFields(file);
  const labels: string[] = [];
  let list: DecapField | undefined;
  for (const key of keyPath.split(".")) {
    if (list && /^\d+$/.test(key)) {
      labels.push(`${list.label_singular ?? list.label} n° ${Number(key) + 1}`);
      list = undefined;
      continue;
    }
    const field = fields?.find((f) => f.name === key);
    if (!field) return undefined;
    if (field.widget === "list") {
      list = field;
      fields = field.fields ?? (field.field ? [field.field] : []);
    } else {
      labels.push(field.label);
      fields = field.fields;
    }
  }
  if (list) labels.push(list.label);
  return labels.join(" › ");
}

const errorLines = (output: string) => output.split("\n").filter((line) => /^ {2}- \S+ › /.test(line));

errors("every content error is listed with its file and field, and dist/ is untouched", async () => {
  const { code, output } = await failed;
  assert.is(code, 1, "non-zero exit");
  assert.match(output, "Build échoué, dist/ n’a pas été modifié.");
  assert.match(output, `blog/fr/${article} › Titre [title] : champ obligatoire`);
  assert.match(output, `blog/fr/${article} › Temps de lecture (minutes) [readingTime] : nombre attendu, pas « sept »`);
  assert.match(output, `blog/fr/${article} › contenu : lien vers une page inexistante : /services/inexistant`);
  assert.match(
    output,
    `blog/fr/${secondArticle} › Catégorie [category] : choisissez parmi Services, Conseils, Environnement, Guides`,
  );
  assert.match(
    output,
    `blog/fr/${secondArticle} › Résumé [excerpt] : au moins ${articleSchema.shape.excerpt.minLength} caractères`,
  );
  assert.match(output, `blog/fr/${thirdArticle} › Auteur [author] : « Marc Dupuis » n’est pas dans authors.yaml`);
  assert.match(
    output,
    /testimonials\.yaml › Avis n° 1 › Source \[reviews\.0\.source\] : choisissez parmi formulaire-site, /,
  );
  assert.match(output, `communes/fr/${commune} › Organisme de collecte et de traitement des déchets [wasteBody]`);
  assert.match(
    output,
    /services\/fr\/(vide-maison|enlevement-encombrants)\.md › Position dans la liste \[order\] : « 2 » est déjà utilisé/,
  );
  assert.match(output, "faq.yaml › YAML");
  assert.match(output, "pages/fr/a-propos.md › Dernière mise à jour [updated] : le texte cite sa date ({{updated}})");
  assert.match(
    output,
    /claims\.yaml › Prix › Exemple n° 1 › Prix \(€ TVAC\) \[prices\.examples\.0\.price\] : .* hors du barème, qui donne .* pour ce volume/,
  );
  assert.equal(folderSnapshot(out), before);
  // Both builds write beside the same dist/: each removes its staging folder once it has failed.
  await estimatorFailed;
  assert.equal(
    fs.readdirSync(work).filter((f) => f.startsWith(".dist-staging")),
    [],
    "no staging folder left",
  );
});

errors("every content error is in French and names a field of the editor by its label in the editor", async () => {
  const lines = [...errorLines((await failed).output), ...errorLines((await estimatorFailed).output)];
  assert.ok(lines.length >= 12, lines.join("\n"));
  for (const line of lines) {
    // zod's own wording, English or French, and the editor's « schéma » mean nothing to the owner.
    assert.not.match(line, /Invalid|expected|received|Entrée invalide|Option invalide|Trop (petit|grand)|schéma/, line);
    const [, file, field, keyPath] = line.match(/^ {2}- (\S+) › (?:(.+) \[([^\]]+)\]|(\S+)) : /)!;
    if (keyPath) assert.is(field, editorLabel(file!, keyPath), line);
    else
      assert.is(
        editorLabel(file!, line.match(/› (\S+) : /)![1]!),
        undefined,
        `${line}: a field of the editor has a label`,
      );
  }
});

errors("a wrong estimator figure fails the build naming its file and field, and dist/ is untouched", async () => {
  const { code, output } = await estimatorFailed;
  assert.is(code, 1, output);
  assert.match(
    output,
    "estimator.yaml › Remplissage : coefficient du volume d’une pièce › Peu rempli [fullness.light] : doit être inférieur à « Normal »",
  );
  assert.equal(folderSnapshot(out), before);
});

errors.run();
