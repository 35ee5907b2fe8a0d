/**
 * The build refuses figures that are not counted, not sourced or not possible (issue 35): a copy
 * of the content carrying one fault per file or field fails to load, each problem named in
 * French by file and field; the real content passes. Every value is derived from the content,
 * so the test survives new reviews, ratings and municipalities.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as assert from "uvu/assert";
import { parseDocument, type Document } from "yaml";
import { REGIONS } from "../../../content/vocabulary.ts";
import { readSettings } from "../../../site/config.ts";
import { ContentError } from "../../../site/lib/errors.ts";
import { MIN_INTERVENTIONS_FOR_RATE } from "../../../site/lib/content/rules/figures.ts";
import { loadContent } from "../../../site/lib/content/load.ts";
import { changeFrontMatter } from "../../helpers/extended-content.ts";
import { REAL_ENV } from "../../helpers/html-sites.ts";
import { contentRoot, projectRoot } from "../../helpers/paths.ts";
import { loadedContent } from "../../helpers/site.ts";
import { suite } from "../../helpers/suite.ts";

const problemsOf = (content: { issues: { list: Array<{ file: string; field: string; message: string }> } }) =>
  content.issues.list.map((i) => `${i.file} › ${i.field} : ${i.message}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "figure-rules-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));

/** A copy of the content, changed by `edit`. */
function copy(name: string, edit: (editYaml: (file: string, change: (doc: Document) => void) => void) => void): string {
  const root = path.join(work, name);
  fs.cpSync(contentRoot, root, { recursive: true });
  edit((file, change) => {
    const full = path.join(root, file);
    // parseDocument keeps the comments and layout around the changed values.
    const doc = parseDocument(fs.readFileSync(full, "utf8"));
    change(doc);
    fs.writeFileSync(full, doc.toString());
  });
  return root;
}

/** The problems of a copy, whether the load stops early (a file's shape) or goes to the end. */
function problemsIn(root: string): string[] {
  try {
    return problemsOf(loadContent(root, path.join(projectRoot, "static"), readSettings({}, false)));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map((i) => `${i.file} › ${i.field} : ${i.message}`);
  }
}

const real = loadedContent(contentRoot, REAL_ENV).data;
const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
// The region with the most pages, announced with one commune fewer than it has pages.
const [crowded, pagesThere] = REGIONS.map(
  (region) => [region, real.municipalities.filter((m) => m.region === region).length] as const,
).sort((a, b) => b[1] - a[1])[0]!;
const rating = { source: "google", url: "https://avis.exemple.test", average: 4.8, count: 12 };

// Figures of the right shape that contradict what is counted: the whole content is checked.
const contradicting = copy("contradicting", (editYaml) => {
  editYaml("claims.yaml", (doc) => {
    doc.setIn(["ratings"], doc.createNode([{ ...rating, readOn: nextYear }]));
    doc.setIn(["regions", crowded, "communes"], `${pagesThere - 1}+`);
    // A clearance range that runs backwards.
    const { from, to } = real.claims.delays.clearance;
    doc.setIn(["delays", "clearance"], doc.createNode({ from: to + 1, to: from }));
  });
  // The visit-or-quote delay said of an intervention, in prose and in a plain field, and the
  // clearance delay without the withdrawal rule.
  editYaml("faq.yaml", (doc) => {
    const answer = doc.getIn(["contact", 0, "answer"]) as string;
    doc.setIn(
      ["contact", 0, "answer"],
      `${answer.trim()} Le débarras suit {{clearanceDelay}} après l’acceptation du devis.`,
    );
  });
  // More published reviews than clients.
  editYaml("testimonials.yaml", (doc) => {
    const first = (doc.toJS() as { reviews: unknown[] }).reviews[0];
    doc.setIn(["reviews"], doc.createNode(Array.from({ length: real.claims.clients + 1 }, () => first)));
  });
});
// Satisfied clients where interventions are too few for a rate (whatever the commune's count,
// it is brought below the minimum), and more satisfied clients than interventions.
const byInterventions = [...real.municipalities].sort(
  (a, b) => a.statistics.interventions - b.statistics.interventions,
);
const [few, many] = [byInterventions[0]!, byInterventions.at(-1)!];
const tooFew = Math.min(few.statistics.interventions, MIN_INTERVENTIONS_FOR_RATE - 1);
for (const [m, interventions, satisfied] of [
  [few, tooFew, tooFew],
  [many, many.statistics.interventions, many.statistics.interventions + 1],
] as const) {
  changeFrontMatter(path.join(contradicting, m.file), (doc) => {
    doc.setIn(["statistics", "interventions"], interventions);
    doc.setIn(["statistics", "satisfied"], satisfied);
  });
}

changeFrontMatter(path.join(contradicting, few.file), (doc) => {
  doc.set("housing", `Intervention en {{quoteDelay}}, toute l’année. ${doc.get("housing")}`);
  doc.set(
    "metaDescription",
    "Vide-maison dans la commune : intervention en {{quoteDelay}}, tri, réemploi et transport compris dans le prix.",
  );
});

// A rating without its number of reviews nor the day it was read, a withdrawal period shorter
// than the law's: claims.yaml itself fails.
const malformed = copy("malformed", (editYaml) =>
  editYaml("claims.yaml", (doc) => {
    const { count: _count, ...withoutCount } = rating;
    doc.setIn(["ratings"], doc.createNode([withoutCount]));
    doc.setIn(["delays", "withdrawalDays"], 10);
  }),
);

const rules = suite<{ contradicting: string[]; malformed: string[] }>("figure rules");
rules.before((ctx) => {
  ctx.contradicting = problemsIn(contradicting);
  ctx.malformed = problemsIn(malformed);
});

const has = (problems: string[], start: string, ...parts: string[]) =>
  assert.ok(
    problems.some((p) => p.startsWith(start) && parts.every((part) => p.includes(part))),
    `${start} ${parts.join(" ")}\n${problems.join("\n")}`,
  );

rules("the real content's figures pass every rule", () => {
  assert.equal(problemsOf(loadedContent(contentRoot, REAL_ENV)), []);
});

rules("a rating read on a day to come fails on its date", ({ contradicting }) => {
  has(contradicting, "claims.yaml › ratings.0.readOn : ", "pas encore arrivé");
});

rules("a rating without its number of reviews or its date fails on each field, in French", ({ malformed }) => {
  has(malformed, "claims.yaml › ratings.0.count : ", "attendu");
  has(malformed, "claims.yaml › ratings.0.readOn : ", "date au format AAAA-MM-JJ attendue");
});

rules("a region announced with fewer communes than its pages fails on its count", ({ contradicting }) => {
  has(contradicting, `claims.yaml › regions.${crowded}.communes : `, `${pagesThere} pages communes`);
});

rules("more published reviews than clients fails on the client count", ({ contradicting }) => {
  has(contradicting, "claims.yaml › clients : ", "testimonials.yaml");
});

rules("a satisfaction count written for too few interventions fails on its field", ({ contradicting }) => {
  has(contradicting, `${few.file} › statistics.satisfied : `, `${MIN_INTERVENTIONS_FOR_RATE} interventions`);
});

rules("more satisfied clients than interventions fails on the satisfied count", ({ contradicting }) => {
  has(contradicting, `${many.file} › statistics.satisfied : `, "plus que d’interventions");
});

rules(
  "the visit-or-quote delay said of an intervention fails on its field, in prose and in a plain field",
  ({ contradicting }) => {
    has(contradicting, `${few.file} › housing : `, "délai de la visite ou du devis");
    has(contradicting, `${few.file} › metaDescription : `, "délai de la visite ou du devis");
  },
);

rules("the clearance delay without the withdrawal rule in its paragraph fails on its field", ({ contradicting }) => {
  has(contradicting, "faq.yaml › contact.0.answer : ", "rétractation", "demande expresse");
});

rules("a clearance range that runs backwards fails on its end", ({ contradicting }) => {
  has(contradicting, "claims.yaml › delays.clearance.to : ", "avant « Au plus tôt » (delays.clearance.from");
});

rules("a withdrawal period shorter than 14 days fails, naming the law", ({ malformed }) => {
  has(malformed, "claims.yaml › delays.withdrawalDays : ", "14 jours au moins", "VI.47");
});

rules("a commune's recycling rate is its own only when its file gives one; the others follow the default", () => {
  const moved = real.claims.municipalityDefaults.recyclingRate + 1;
  const root = copy("default-rate", (editYaml) =>
    editYaml("claims.yaml", (doc) => doc.setIn(["municipalityDefaults", "recyclingRate"], moved)),
  );
  const { data } = loadContent(root, path.join(projectRoot, "static"), readSettings({}, false));
  assert.ok(
    real.municipalities.some((m) => !m.statistics.ownRecyclingRate),
    "a commune without a rate of its own",
  );
  for (const m of data.municipalities) {
    const before = real.municipalities.find((r) => r.slug === m.slug)!.statistics;
    assert.is(m.statistics.ownRecyclingRate, before.ownRecyclingRate, m.slug);
    assert.is(m.statistics.recyclingRate, before.ownRecyclingRate ? before.recyclingRate : moved, m.slug);
  }
});

rules.run();
