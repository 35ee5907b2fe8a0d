/**
 * The site's figures cannot contradict each other: a copy of the content with inconsistent
 * figures fails to load, each problem named by file and field; the real content passes.
 * Every value is derived from the content itself, so the test survives new figures.
 * One copy carries every inconsistency (each in its own file or field), so it is loaded once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "../../helpers/suite.ts";
import * as assert from "uvu/assert";
import { parse, stringify, type Document } from "yaml";
import { readSettings } from "../../../site/config.ts";
import { scalePrice, VOLUME_STEP } from "../../../client/lib/estimate.ts";
import { ESTIMATE_TEXT } from "../../../site/lib/text/estimator-words.ts";
import { cardRange, volumeCeiling, volumeProblems } from "../../../site/lib/content/rules/claims-checks.ts";
import { loadContent } from "../../../site/lib/content/load.ts";
import type { Claims } from "../../../content/schema.ts";
import { changeFrontMatter } from "../../helpers/extended-content.ts";
import { REAL_ENV } from "../../helpers/html-sites.ts";
import { contentRoot, projectRoot } from "../../helpers/paths.ts";
import { loadedContent } from "../../helpers/site.ts";

const claimsOf = (root: string): Claims => parse(fs.readFileSync(path.join(root, "claims.yaml"), "utf8"));
const problemsOf = (content: { issues: { list: Array<{ file: string; field: string; message: string }> } }) =>
  content.issues.list.map((i) => `${i.file} › ${i.field} : ${i.message}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "claims-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
const root = path.join(work, "content");
fs.cpSync(contentRoot, root, { recursive: true });
const figures = claimsOf(root);
const [first, second] = fs.readdirSync(path.join(root, "communes", "fr")).sort();
const editCommune = (commune: string, change: (doc: Document) => void) =>
  changeFrontMatter(path.join(root, "communes", "fr", commune), change);

// Interventions adding up to more than the client count.
editCommune(first!, (doc) => doc.setIn(["statistics", "interventions"], figures.clients + 1));
// A dwelling volume beyond the price range, said without and with « sur devis ».
const beyond = volumeCeiling(figures.prices) + 10;
const addToHousing = (sentence: string) => (doc: Document) => doc.set("housing", `${sentence} ${doc.get("housing")}`);
editCommune(first!, addToHousing(`Une grande maison contient ici jusqu’à ${beyond} m³.`));
editCommune(
  second!,
  addToHousing(`Une grande maison contient ici jusqu’à ${beyond} m³, un volume que nous chiffrons sur devis.`),
);
// An example priced below the card's range for its volume, another above the top price.
const priced = claimsOf(root);
const example = priced.prices.examples[0]!;
example.price = Math.max(0, cardRange(priced.prices, example.volume).low - 1);
const last = priced.prices.examples.length - 1;
priced.prices.examples[last]!.price = priced.prices.upTo + 1;
fs.writeFileSync(path.join(root, "claims.yaml"), stringify(priced));

const claims = suite<{ problems: string[] }>("claims");
claims.before((ctx) => {
  ctx.problems = problemsOf(loadContent(root, path.join(projectRoot, "static"), readSettings({}, false)));
});

claims("the real content's figures agree with each other", () => {
  assert.equal(problemsOf(loadedContent(contentRoot, REAL_ENV)), []);
});

claims("interventions adding up to more than the client count fail on claims.yaml", ({ problems }) => {
  assert.ok(
    problems.some((p) => p.startsWith("claims.yaml › clients : ") && p.includes("statistics.interventions")),
    problems.join("\n"),
  );
});

claims(
  "an example priced outside the card's range for its volume fails on its price; one above the top price, on prices.upTo",
  ({ problems }) => {
    assert.ok(
      problems.some((p) => p.startsWith("claims.yaml › prices.examples.0.price : ") && p.includes("hors du barème")),
      problems.join("\n"),
    );
    assert.ok(
      problems.some(
        (p) => p.startsWith(`claims.yaml › prices.examples.${last}.price : `) && p.includes("hors du barème"),
      ),
      problems.join("\n"),
    );
    assert.ok(
      problems.some((p) => p.startsWith("claims.yaml › prices.upTo : ") && p.includes(`prices.examples.${last}`)),
      problems.join("\n"),
    );
  },
);

claims("a dwelling volume beyond the price range must say « sur devis » in its sentence", ({ problems }) => {
  assert.ok(
    problems.some((p) => p.startsWith(`communes/fr/${first} › housing : « `) && p.includes(`${beyond} m³`)),
    problems.join("\n"),
  );
  assert.not.ok(
    problems.some((p) => p.startsWith(`communes/fr/${second} ›`)),
    problems.join("\n"),
  );
});

claims("volumeProblems reads single volumes, ranges and decimals, and takes the largest", () => {
  const { prices } = claimsOf(contentRoot);
  const ceiling = volumeCeiling(prices);
  const highest = (volume: number) => scalePrice(prices.perCubicMetre, volume, "max");
  assert.ok(highest(ceiling) <= prices.upTo, "the ceiling is covered at the highest rates");
  assert.ok(highest(ceiling + VOLUME_STEP) > prices.upTo, "the ceiling is the largest step covered");
  assert.equal(volumeProblems(`Un studio de 6 à ${ceiling} m³. Une cave de 2,5 m³.`, prices), []);
  assert.is(volumeProblems(`Une villa de ${ceiling - 10} à ${ceiling + 1} m³.`, prices).length, 1);
  assert.is(volumeProblems(`Une villa de ${ceiling + 1} mètres cubes.`, prices).length, 1);
  assert.equal(volumeProblems(`Une villa de ${ceiling + 1} m³ se chiffre sur devis.`, prices), []);
  // Sentences are read apart: a volume is the one its own sentence names, an empty line ends one.
  const [split] = volumeProblems(`Un lot de ${ceiling - 10} à\n\n${ceiling + 1} m³ en tout.`, prices);
  assert.match(split ?? "", `« ${ceiling + 1} m³ »`);
  assert.equal(volumeProblems(`Une villa sur devis.\n\nUne autre de ${ceiling + 1} m³.`, prices).length, 1);
  assert.equal(volumeProblems(`Comptez ${ESTIMATE_TEXT.fr.scalePhrase(prices.perCubicMetre)}.`, prices), []);
});

claims.run();
