/**
 * The deployment build is `npm run build`, run here exactly as the README tells the owner
 * (with `-- --out=DIR` so a developer's own dist/ is never touched). Settings that would lose
 * leads are refused with a French message naming the problem, a non-zero exit and the
 * previous output left as it was; good settings build and say where the forms post.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { folderSnapshot, previousDist } from "../../helpers/folder-snapshot.ts";
import { EXTENDED_ENV, extendedBuild, REAL_ENV, realBuild } from "../../helpers/html-sites.ts";
import { npmRun } from "../../helpers/run.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "deployment-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));

const GOOD = {
  SITE_URL: "https://www.exemple.test",
  PROSPECT_API_URL: "https://gestion.exemple.test/api/add_prospect.php",
  PROSPECT_API_KEY: "cle",
};

const REFUSALS: Array<{ name: string; env: Record<string, string>; problems: RegExp[] }> = [
  {
    name: "no settings at all",
    env: {},
    problems: [/SITE_URL n’est pas défini/, /PROSPECT_API_URL n’est pas défini/, /PROSPECT_API_KEY n’est pas défini/],
  },
  {
    name: "PROSPECT_API_URL on this machine",
    env: { ...GOOD, PROSPECT_API_URL: "https://127.0.0.1:8443/api/add_prospect.php" },
    problems: [/PROSPECT_API_URL pointe vers la machine locale \(127\.0\.0\.1:8443\)/],
  },
  {
    name: "PROSPECT_API_URL without encryption",
    env: { ...GOOD, PROSPECT_API_URL: "http://gestion.exemple.test/api/add_prospect.php" },
    problems: [/PROSPECT_API_URL utilise http:\/\/ sans chiffrement \(http:\/\/gestion\.exemple\.test\)/],
  },
  {
    name: "REVIEW_API_URL on this machine",
    env: { ...GOOD, REVIEW_API_URL: "https://[::1]/api/avis" },
    problems: [/REVIEW_API_URL pointe vers la machine locale \(\[::1\]\)/],
  },
];

// Started when the file is loaded, so the four commands run while other suites are checked.
const refusals = REFUSALS.map((refusal, i) => {
  const out = path.join(work, `dist-${i}`);
  const before = previousDist(out);
  return { ...refusal, out, before, result: npmRun("build", [`--out=${out}`], refusal.env) };
});
const ALL_PROBLEMS = /n’est pas défini|machine locale|sans chiffrement/g;

const deployment = suite("deployment build (npm run build)");

for (const refusal of refusals) {
  deployment(`refused, previous output intact: ${refusal.name}`, async () => {
    const { code, output } = await refusal.result;
    assert.is.not(code, 0, output);
    assert.match(output, "Build de déploiement refusé : les demandes de devis seraient perdues.");
    assert.match(output, "dist/ n’a pas été modifié");
    for (const problem of refusal.problems) assert.match(output, problem);
    assert.is(
      output.match(ALL_PROBLEMS)?.length,
      refusal.problems.length,
      `only the problems of this case:\n${output}`,
    );
    assert.equal(folderSnapshot(refusal.out), refusal.before);
    assert.equal(
      fs.readdirSync(work).filter((f) => f.startsWith(".dist-staging")),
      [],
      "no staging folder left",
    );
  });
}

deployment("production settings: builds and prints the pages, size, time, site and API origin", async () => {
  const { output } = await realBuild();
  assert.match(
    output,
    new RegExp(
      `✔ \\d+ pages écrites dans .* \\(\\d+ Ko de HTML\\) en \\d+\\.\\d+ s pour ${REAL_ENV.SITE_URL.replace(/\./g, "\\.")}`,
    ),
  );
  assert.match(output, `Les formulaires de devis postent vers ${new URL(REAL_ENV.PROSPECT_API_URL).origin}.`);
});

deployment("ALLOW_LOCAL_API=1: a staging build may post to a local plain-http API, and says so", async () => {
  const { output, site } = await extendedBuild();
  assert.is(EXTENDED_ENV.ALLOW_LOCAL_API, "1");
  assert.match(output, `Les formulaires de devis postent vers ${new URL(EXTENDED_ENV.PROSPECT_API_URL).origin}.`);
  assert.ok(site.html("/contact").includes(EXTENDED_ENV.PROSPECT_API_URL), "the forms post there");
  // With sample content allowed too, it is a demonstration: never indexed, and it says so.
  assert.is(EXTENDED_ENV.ALLOW_SAMPLE_CONTENT, "1");
  assert.match(output, "Site de démonstration : bandeau « Démo » sur chaque page, indexation interdite");
  assert.match(site.file("robots.txt"), /^Disallow: \/$/m);
  assert.ok(site.page("/contact").querySelector("[data-demo-banner]"), "« Démo » banner");
});

deployment.run();
