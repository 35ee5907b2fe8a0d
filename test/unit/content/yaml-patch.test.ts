/**
 * A save from the editor changes only what the owner changed (client/admin/yaml-patch.ts):
 * every value of every content file, changed alone, changes only its own lines; comments,
 * quotes and blank lines stay; added, removed and emptied entries keep the file's layout. The
 * files are read, never named value by value: the owner's own content passes the same rules.
 */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { parse, parseDocument, type Node } from "yaml";
import { patchYaml, sameValue } from "../../../client/admin/yaml-patch.ts";
import { contentRoot } from "../../helpers/paths.ts";

/** Each YAML document of the content: data files, and the front matter of markdown files. */
const documents = fg
  .sync(["*.yaml", "**/*.md"], { cwd: contentRoot })
  .sort()
  .map((file) => {
    const text = fs.readFileSync(path.join(contentRoot, file), "utf8");
    const yaml = file.endsWith(".md") ? text.match(/^---\n([\s\S]*?\n)---\n/)?.[1] : text;
    return { file, yaml: yaml! };
  })
  .filter((d) => d.yaml !== undefined);

/** Lines changed between two texts: what lies between their common first and last lines. */
function changedLines(a: string, b: string): { removed: string[]; added: string[] } {
  const [x, y] = [a.split("\n"), b.split("\n")];
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  return { removed: x.slice(start, x.length - end), added: y.slice(start, y.length - end) };
}

const comments = (text: string) => text.split("\n").filter((line) => /^\s*#/.test(line));

/** Every scalar of a value, with its path. */
function leaves(value: unknown, at: Array<string | number> = []): Array<[Array<string | number>, unknown]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [[at, value]];
}

function withValue<T>(value: T, at: Array<string | number>, replacement: unknown): T {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = replacement;
  return copy as T;
}

test("a document saved unchanged is written back byte for byte", () => {
  for (const { file, yaml } of documents) assert.is(patchYaml(yaml, parse(yaml)), yaml, file);
});

test("the phone number saved in brand.yaml changes exactly one line", () => {
  const { yaml } = documents.find((d) => d.file === "brand.yaml")!;
  const brand = parse(yaml);
  const phone = brand.phone === "081 70 99 31" ? "02 588 41 21" : "081 70 99 31";
  const saved = patchYaml(yaml, { ...brand, phone });
  const { removed, added } = changedLines(yaml, saved);
  assert.equal(removed, [`phone: ${brand.phone}`]);
  assert.equal(added, [`phone: ${phone}`]);
});

/** The data files and, of each folder of markdown files, its first: each kind of document once. */
const kinds = documents.filter(
  (d, i) => !d.file.includes("/") || documents[i - 1]?.file.split("/")[0] !== d.file.split("/")[0],
);

test("any one value changed alone changes only its own lines, and keeps every comment", () => {
  let checked = 0;
  for (const { file, yaml } of kinds) {
    const data = parse(yaml);
    const doc = parseDocument(yaml);
    for (const [at, old] of leaves(data)) {
      const replacement =
        typeof old === "number" ? old + 1 : typeof old === "boolean" ? !old : `${String(old)} modifié`;
      const saved = patchYaml(yaml, withValue(data, at, replacement));
      const where = `${file} › ${at.join(".")}`;
      assert.ok(sameValue(parse(saved), withValue(data, at, replacement)), `${where}: reads back as saved`);
      const { removed, added } = changedLines(yaml, saved);
      // The lines the value takes in the file (a folded text several), and a word more at most.
      const range = (doc.getIn(at, true) as Node).range!;
      const oldLines = yaml.slice(range[0], range[1]).replace(/\n$/, "").split("\n").length;
      assert.ok(
        removed.length <= oldLines && added.length <= oldLines + 1,
        `${where}: ${removed.length} → ${added.length} lines`,
      );
      assert.equal(comments(saved), comments(yaml), `${where}: comments kept`);
      checked++;
    }
  }
  assert.ok(checked > 300, `${checked} values checked`);
});

test("a review added, another removed: the others, the blank lines and the comments stay", () => {
  const { yaml } = documents.find((d) => d.file === "testimonials.yaml")!;
  const data = parse(yaml);
  const [first, second, ...rest] = data.reviews;
  const added = {
    name: "Anne D.",
    location: "Wavre",
    date: "2025-10-14",
    source: first.source,
    rating: 5,
    text: "Un avis ajouté.",
  };
  for (const reviews of [
    [...data.reviews, added],
    [added, ...data.reviews],
    [first, ...rest],
    [second, ...rest],
    [first, second, added, ...rest],
  ]) {
    const saved = patchYaml(yaml, { ...data, reviews });
    assert.ok(sameValue(parse(saved), { ...data, reviews }), "reads back as saved");
    assert.equal(comments(saved), comments(yaml), "comments kept");
    const { removed, added: lines } = changedLines(yaml, saved);
    assert.ok(removed.length + lines.length <= 10, `only the review's lines: ${removed.length} - / ${lines.length} +`);
  }
  // The reviews are separated by a blank line: a new one is too.
  const saved = patchYaml(yaml, { ...data, reviews: [...data.reviews, added] });
  assert.match(saved, /\n\n {2}- name: Anne D\.\n {4}location: Wavre\n/);
});

test("an emptied optional field leaves the file; a new one goes after the field before it in the form", () => {
  const source = "# Article\ntitle: Un titre\nseoTitle: Court\nexcerpt: Résumé\ndate: 2025-10-14\nauthor: A\n";
  const order = ["title", "seoTitle", "excerpt", "date", "dateModified", "author"];
  const data = parse(source);
  assert.is(
    patchYaml(source, { ...data, seoTitle: "" }, order),
    "# Article\ntitle: Un titre\nexcerpt: Résumé\ndate: 2025-10-14\nauthor: A\n",
  );
  assert.is(
    patchYaml(source, { ...data, dateModified: "2025-11-02" }, order),
    "# Article\ntitle: Un titre\nseoTitle: Court\nexcerpt: Résumé\ndate: 2025-10-14\ndateModified: 2025-11-02\nauthor: A\n",
  );
  assert.is(patchYaml(source, { ...data, readingTime: null }, order), source, "an empty new field writes nothing");
});

test("quotes, flow lists and folded texts keep their style", () => {
  const source = 'code: "1030"\ntags: ["a", "b"]\ntext: >-\n  Un texte\n  plié.\nn: 3\n';
  assert.is(patchYaml(source, { ...parse(source), code: "1040" }), source.replace('"1030"', '"1040"'));
  assert.is(
    patchYaml(source, { ...parse(source), tags: ["a", "c", "d"] }),
    source.replace('["a", "b"]', '["a", "c", "d"]'),
  );
  const folded = patchYaml(source, { ...parse(source), text: "Un autre texte plié." });
  assert.match(folded, /text: >-\n {2}Un autre texte plié\.\nn: 3\n$/);
  assert.is(
    patchYaml(source, { ...parse(source), n: "12" }),
    source.replace("n: 3", 'n: "12"'),
    "a string that looks like a number is quoted",
  );
});

test.run();
