/**
 * The site's figures cannot contradict each other: a copy of the content with inconsistent
 * figures fails to load, each problem named by file and field; the real content passes.
 * Every value is derived from the content itself, so the test survives new figures.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parse, stringify } from "yaml";
import { readSettings } from "../site/config.ts";
import { volumeCeiling, volumeProblems } from "../site/lib/content/claims-checks.ts";
import { loadContent } from "../site/lib/content/load.ts";
import type { Claims } from "../content/schema.ts";
import { projectRoot } from "./helpers/site.ts";

const staticDir = path.join(projectRoot, "static");
const settings = readSettings({}, false);
const claimsOf = (root: string): Claims => parse(fs.readFileSync(path.join(root, "claims.yaml"), "utf8"));
const problemsIn = (root: string) =>
  loadContent(root, staticDir, settings).issues.list.map((i) => `${i.file} › ${i.field} : ${i.message}`);

const claims = suite<{ root: string }>("claims");
claims.before((ctx) => {
  ctx.root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "claims-")), "content");
});
claims.before.each((ctx) => {
  fs.rmSync(ctx.root, { recursive: true, force: true });
  fs.cpSync(path.join(projectRoot, "content"), ctx.root, { recursive: true });
});
claims.after((ctx) => fs.rmSync(path.dirname(ctx.root), { recursive: true, force: true }));

claims("the real content's figures agree with each other", () => {
  assert.equal(problemsIn(path.join(projectRoot, "content")), []);
});

claims("interventions adding up to more than the largest client count fail on claims.yaml", ({ root }) => {
  const figures = claimsOf(root);
  const largest = Math.max(figures.satisfiedClients, figures.satisfiedClientsZones);
  const field = figures.satisfiedClientsZones >= figures.satisfiedClients ? "satisfiedClientsZones" : "satisfiedClients";
  const commune = fs.readdirSync(path.join(root, "communes")).sort()[0]!;
  const file = path.join(root, "communes", commune);
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^(  interventions: )\d+$/m, `$1${largest + 1}`));
  const problems = problemsIn(root);
  assert.ok(problems.some((p) => p.startsWith(`claims.yaml › ${field} : `) && p.includes("statistics.interventions")), problems.join("\n"));
});

claims("an example priced outside the estimator's range for its volume, or outside the stated range, fails on its field", ({ root }) => {
  const figures = claimsOf(root);
  const example = figures.prices.examples[0]!;
  example.price = Math.max(0, Math.floor(example.volume * figures.prices.perCubicMetre.min) - 1);
  const last = figures.prices.examples.length - 1;
  figures.prices.examples[last]!.price = figures.prices.upTo + 1;
  fs.writeFileSync(path.join(root, "claims.yaml"), stringify(figures));
  const problems = problemsIn(root);
  assert.ok(problems.some((p) => p.startsWith("claims.yaml › prices.examples.0.price : ") && p.includes("fourchette de l’estimateur")), problems.join("\n"));
  assert.ok(problems.some((p) => p.startsWith(`claims.yaml › prices.examples.${last}.price : `) && p.includes("fourchette")), problems.join("\n"));
});

claims("a dwelling volume beyond the price range must say « sur devis » in its sentence", ({ root }) => {
  const figures = claimsOf(root);
  const beyond = volumeCeiling(figures.prices) + 10;
  const [first, second] = fs.readdirSync(path.join(root, "communes")).sort();
  const addToHousing = (commune: string, sentence: string) => {
    const file = path.join(root, "communes", commune);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^housing: \|\n/m, `housing: |\n  ${sentence} `));
  };
  addToHousing(first!, `Une grande maison contient ici jusqu’à ${beyond} m³.`);
  addToHousing(second!, `Une grande maison contient ici jusqu’à ${beyond} m³, un volume que nous chiffrons sur devis.`);
  const problems = problemsIn(root);
  assert.ok(problems.some((p) => p.startsWith(`communes/${first} › housing : « `) && p.includes(`${beyond} m³`)), problems.join("\n"));
  assert.not.ok(problems.some((p) => p.startsWith(`communes/${second} ›`)), problems.join("\n"));
});

claims("volumeProblems reads single volumes, ranges and decimals, and takes the largest", () => {
  const { prices } = claimsOf(path.join(projectRoot, "content"));
  const ceiling = volumeCeiling(prices);
  assert.ok(ceiling * prices.perCubicMetre.min <= prices.upTo, "the ceiling is covered at the lowest rate");
  assert.ok((ceiling + 5) * prices.perCubicMetre.min > prices.upTo, "the ceiling is the largest 5 m³ step covered");
  assert.equal(volumeProblems(`Un studio de 6 à ${ceiling} m³. Une cave de 2,5 m³.`, prices), []);
  assert.is(volumeProblems(`Une villa de ${ceiling - 10} à ${ceiling + 1} m³.`, prices).length, 1);
  assert.is(volumeProblems(`Une villa de ${ceiling + 1} mètres cubes.`, prices).length, 1);
  assert.equal(volumeProblems(`Une villa de ${ceiling + 1} m³ se chiffre sur devis.`, prices), []);
  assert.equal(volumeProblems(`Comptez ${prices.perCubicMetre.min} à ${prices.perCubicMetre.max} € par m³.`, prices), []);
});

claims.run();
