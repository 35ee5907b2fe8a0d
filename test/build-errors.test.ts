/**
 * Bad content fails the build with every error listed (file and field), a non-zero exit,
 * and the previous dist/ left exactly as it was.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument } from "yaml";
import { projectRoot } from "./helpers/site.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "build-errors-"));
const content = path.join(work, "content");
const out = path.join(work, "dist");

function runBuild(extraEnv: Record<string, string> = {}, args: string[] = []) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(projectRoot, "build.ts"), `--content=${content}`, `--out=${out}`, ...args],
    { cwd: projectRoot, encoding: "utf8", env: { ...process.env, ...extraEnv }, timeout: 240_000 },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function edit(file: string, change: (text: string) => string) {
  const target = path.join(content, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
}

/** Sets one value of a YAML content file, computed from the current one. */
function editYaml(file: string, field: Array<string | number>, change: (value: number) => number) {
  edit(file, (text) => {
    const doc = parseDocument(text);
    doc.setIn(field, change(Number(doc.getIn(field))));
    return doc.toString();
  });
}

function freshContent() {
  fs.rmSync(content, { recursive: true });
  fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
}

const firstArticle = () => fs.readdirSync(path.join(content, "blog")).sort()[0]!;
const firstCommune = () => fs.readdirSync(path.join(content, "communes")).sort()[0]!;

test.before(() => {
  fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
  const good = runBuild();
  assert.is(good.code, 0, good.output);
});

test("a good build prints pages, size and time", () => {
  const good = runBuild();
  assert.is(good.code, 0);
  assert.match(good.output, /✔ \d+ pages écrites dans .* \(\d+ Ko au total\) en \d+\.\d+ s/);
});

test("every content error is listed with its file and field, and dist/ is untouched", () => {
  const before = fs.readFileSync(path.join(out, "index.html"), "utf8");
  const marker = fs.statSync(path.join(out, "index.html")).mtimeMs;
  const article = firstArticle();
  const commune = firstCommune();
  edit(`blog/${article}`, (t) => t.replace(/^title: .*\n/m, "").replace(/^readingTime: .*$/m, 'readingTime: "sept"'));
  edit(`blog/${article}`, (t) => `${t}\n\nVoir [une page qui n’existe pas](/services/inexistant).\n`);
  edit(`communes/${commune}`, (t) => t.replace(/^wasteBody: .*\n/m, ""));
  edit("services/vide-maison.md", (t) => t.replace(/^order: \d+/m, "order: 2"));
  edit("faq.yaml", (t) => t.replace("categories:", "categories: [\n"));

  const failed = runBuild();
  assert.is(failed.code, 1, "non-zero exit");
  const lines = failed.output;
  assert.match(lines, "Build échoué, dist/ n’a pas été modifié.");
  assert.match(lines, `blog/${article} › title`);
  assert.match(lines, `blog/${article} › readingTime`);
  assert.match(lines, `blog/${article} › contenu : lien vers une page inexistante : /services/inexistant`);
  assert.match(lines, `communes/${commune} › wasteBody`);
  assert.match(lines, /services\/(vide-maison|enlevement-encombrants)\.md › order : « 2 » est déjà utilisé/);
  assert.match(lines, "faq.yaml › YAML");
  assert.is(fs.readFileSync(path.join(out, "index.html"), "utf8"), before);
  assert.is(fs.statSync(path.join(out, "index.html")).mtimeMs, marker);
  assert.equal(fs.readdirSync(work).filter((f) => f.startsWith(".dist-staging")), [], "no staging folder left");
});

test("a deployment build without the API settings is refused", () => {
  freshContent();
  const refused = runBuild({ SITE_URL: "", PROSPECT_API_URL: "", PROSPECT_API_KEY: "" }, ["--deploy"]);
  assert.is(refused.code, 1);
  assert.match(refused.output, "PROSPECT_API_URL");
  assert.match(refused.output, "PROSPECT_API_KEY");
  assert.match(refused.output, "dist/ n’a pas été modifié");
});

test("the estimator's figures: a wrong field, or a price example outside its range, fails the build naming it", () => {
  const before = fs.readFileSync(path.join(out, "tarifs.html"), "utf8");
  freshContent();
  editYaml("estimator.yaml", ["fullness", "light"], (light) => light * 10);
  const wrongField = runBuild();
  assert.is(wrongField.code, 1, wrongField.output);
  assert.match(wrongField.output, "estimator.yaml › fullness.light : doit être inférieur à normal");

  freshContent();
  editYaml("claims.yaml", ["prices", "examples", 0, "price"], (price) => price * 3);
  const contradiction = runBuild();
  assert.is(contradiction.code, 1, contradiction.output);
  assert.match(contradiction.output, /claims\.yaml › prices\.examples\.0\.price : .* hors de la fourchette de l’estimateur .* estimator\.yaml/);
  assert.is(fs.readFileSync(path.join(out, "tarifs.html"), "utf8"), before, "dist/ untouched");
});

test.after(() => fs.rmSync(work, { recursive: true, force: true }));

test.run();
