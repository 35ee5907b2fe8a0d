/**
 * The build refuses price figures that contradict each other, naming the file and the field:
 * a copy of content/claims.yaml and content/estimator.yaml with one figure changed fails to
 * load. Each change is computed from the real figures, so these rules hold for any content the
 * build accepts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument, type Document } from "yaml";
import { scalePrice } from "../../../client/lib/estimate.ts";
import { formatEuros, formatNumber } from "../../../client/lib/number-format.ts";
import type { Claims } from "../../../content/schema.ts";
import { cardRange, volumeCeiling } from "../../../site/lib/content/rules/claims-checks.ts";
import { exampleContradiction, loadEstimator } from "../../../site/lib/content/estimator.ts";
import { loadClaims } from "../../../site/lib/content/facts.ts";
import { Issues } from "../../../site/lib/content/issues.ts";
import { ContentError } from "../../../site/lib/errors.ts";
import { contentRoot } from "../../helpers/paths.ts";
import { plain } from "../../helpers/text.ts";

const FILES = ["claims.yaml", "estimator.yaml"] as const;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "price-checks-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));

const real = loadClaims(contentRoot, new Issues()) as Claims;
const { prices } = real;
const last = prices.examples.length - 1;
const byKey = (key: "price" | "volume") =>
  prices.examples.reduce((best, example, i) => (example[key] > prices.examples[best]![key] ? i : best), 0);

/**
 * Loads a copy of the price files after `change` (which edits claims.yaml, then
 * estimator.yaml, keeping their comments), and returns what the build would print: one line
 * per problem, « file › field : message ».
 */
function problemsAfter(change: (claims: Document) => void): string[] {
  const dir = fs.mkdtempSync(path.join(work, "content-"));
  for (const file of FILES) fs.copyFileSync(path.join(contentRoot, file), path.join(dir, file));
  const file = path.join(dir, "claims.yaml");
  const doc = parseDocument(fs.readFileSync(file, "utf8"));
  change(doc);
  fs.writeFileSync(file, doc.toString());
  const issues = new Issues();
  const claims = loadClaims(dir, issues);
  if (claims) loadEstimator(dir, issues, claims);
  if (issues.list.length === 0) return [];
  try {
    issues.throwIfAny();
  } catch (error) {
    assert.instance(error, ContentError);
    return plain((error as Error).message)
      .split("\n")
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ""));
  }
  return [];
}

const checks = suite("price checks");

checks("the real figures agree", () => {
  assert.equal(
    problemsAfter(() => {}),
    [],
  );
});

checks("an example outside the card's range for its volume fails on its price, with the range in €", () => {
  const example = prices.examples[last]!;
  const { high } = cardRange(prices, example.volume);
  const problems = problemsAfter((doc) => doc.setIn(["prices", "examples", last, "price"], high + 1));
  const line = problems.find((p) => p.startsWith(`claims.yaml › prices.examples.${last}.price : `));
  assert.ok(line, problems.join("\n"));
  assert.match(line!, plain(`${formatEuros(high + 1)} pour ${formatNumber(example.volume)} m³`));
  assert.match(line!, "hors du barème");
  assert.match(line!, "prices.perCubicMetre");
  // Reported once: not a second time as outside the estimator's range.
  assert.is(
    problems.filter((p) => p.startsWith(`claims.yaml › prices.examples.${last}.price`)).length,
    1,
    problems.join("\n"),
  );
});

checks("an example below the card's range fails too", () => {
  const example = prices.examples[0]!;
  const { low } = cardRange(prices, example.volume);
  const problems = problemsAfter((doc) => doc.setIn(["prices", "examples", 0, "price"], low - 1));
  assert.ok(
    problems.some((p) => p.startsWith("claims.yaml › prices.examples.0.price : ") && p.includes("hors du barème")),
    problems.join("\n"),
  );
});

checks("an example inside the card but beyond the volume the top price covers fails on prices.upTo, once", () => {
  const volume = volumeCeiling(prices) + 5;
  const price = Math.min(prices.upTo, cardRange(prices, volume).low);
  const problems = problemsAfter((doc) =>
    doc.addIn(["prices", "examples"], { id: "grande-maison", title: "Grande maison à Liège", volume, price }),
  );
  const index = prices.examples.length;
  assert.equal(
    problems.map((p) => p.split(" : ")[0]),
    ["claims.yaml › prices.upTo"],
    problems.join("\n"),
  );
  assert.match(problems[0]!, `ne couvre pas le plus grand exemple (prices.examples.${index} : ${volume} m³)`);
});

checks("an example outside the estimator's range is reported, naming estimator.yaml", () => {
  // The estimator gives the card's range; one that priced every m³ twice as high would leave the examples below it.
  const model = loadEstimator(contentRoot, new Issues(), real)!;
  const dearer = { ...model, scale: model.scale.map((band) => ({ ...band, min: band.min * 2, max: band.max * 2 })) };
  const example = prices.examples.find(
    (e) => e.volume <= model.visitOnlyAbove && cardRange(prices, e.volume).low > prices.from,
  )!;
  const problem = exampleContradiction(dearer, example);
  assert.ok(problem, `${example.title}`);
  assert.match(plain(problem!), "hors de la fourchette de l'estimateur");
  assert.match(problem!, "estimator.yaml");
  assert.is(exampleContradiction(model, example), null);
  // And beyond the volume it prices, it says the estimator only quotes it « sur devis ».
  assert.match(exampleContradiction(model, { volume: model.visitOnlyAbove + 1, price: example.price })!, "sur devis");
});

checks("a top price below the dearest example fails on prices.upTo", () => {
  const dearest = byKey("price");
  const problems = problemsAfter((doc) => doc.setIn(["prices", "upTo"], prices.examples[dearest]!.price - 1));
  assert.ok(
    problems.some(
      (p) =>
        p.startsWith("claims.yaml › prices.upTo : ") &&
        p.includes("sous l'exemple le plus cher") &&
        p.includes(`prices.examples.${dearest}`),
    ),
    problems.join("\n"),
  );
});

checks("a top price that does not cover the largest example at the highest rates fails on prices.upTo", () => {
  // Every band's highest rate raised by as much, just enough to pass the top price at that volume:
  // the card stays degressive and every example stays inside it.
  const largest = byKey("volume");
  const { volume } = prices.examples[largest]!;
  const raise = Math.floor((prices.upTo - scalePrice(prices.perCubicMetre, volume, "max")) / volume) + 1;
  const problems = problemsAfter((doc) =>
    prices.perCubicMetre.forEach((band, i) => doc.setIn(["prices", "perCubicMetre", i, "max"], band.max + raise)),
  );
  assert.equal(
    problems.map((p) => p.split(" : ")[0]),
    ["claims.yaml › prices.upTo"],
    problems.join("\n"),
  );
  assert.match(problems[0]!, `ne couvre pas le plus grand exemple (prices.examples.${largest} : ${volume} m³)`);
  assert.match(problems[0]!, "au prix du m³ le plus haut du barème");
});

checks("a minimum price above the top price fails on prices.from", () => {
  const problems = problemsAfter((doc) => doc.setIn(["prices", "from"], prices.upTo + 1));
  assert.ok(
    problems.some((p) => p.startsWith("claims.yaml › prices.from : ")),
    problems.join("\n"),
  );
});

checks.run();
