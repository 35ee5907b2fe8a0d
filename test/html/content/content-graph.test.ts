/**
 * The loader returns a complete graph: references (a commune's neighbours, the footer's
 * zones, the home page's services, an article's neighbours) arrive as the objects they name,
 * and a slug that names nothing fails with its file and field. The reference data of the
 * municipalities (list and coordinates) is validated when it is loaded.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { suite } from "../../helpers/suite.ts";
import * as assert from "uvu/assert";
import { footerZones, homeServices } from "../../../content/navigation.ts";
import { readSettings } from "../../../site/config.ts";
import { withdrawalPeriod } from "../../../site/lib/content/rules/delays.ts";
import { loadClaims } from "../../../site/lib/content/facts.ts";
import { Issues } from "../../../site/lib/content/issues.ts";
import { loadContent } from "../../../site/lib/content/load.ts";
import { REAL_ENV } from "../../helpers/html-sites.ts";
import { loadedContent } from "../../helpers/site.ts";
import { REFERENCE_FILE } from "../../../site/lib/content/municipalities.ts";
import { COORDINATES_FILE } from "../../../site/lib/content/nearby.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const settings = readSettings({}, false);
const load = (contentDir: string) => loadContent(contentDir, path.join(projectRoot, "static"), settings);

const graph = suite<{ work: string }>("content graph");
graph.before((ctx) => {
  ctx.work = fs.mkdtempSync(path.join(os.tmpdir(), "content-graph-"));
});
graph.after(({ work }) => fs.rmSync(work, { recursive: true, force: true }));

/** A fresh copy of the real content, changed by `change`. */
function contentCopy(work: string, name: string, change: (dir: string) => void): string {
  const dir = path.join(work, name);
  fs.cpSync(path.join(projectRoot, "content"), dir, { recursive: true });
  change(dir);
  return dir;
}

const issuesOf = (dir: string) => load(dir).issues.list.map((i) => `${i.file} › ${i.field} : ${i.message}`);

graph("references arrive as the objects they name", () => {
  // The HTML tier's own load of the real content (loading is the costliest step of the tier).
  const { data, issues } = loadedContent(path.join(projectRoot, "content"), REAL_ENV);
  assert.equal(issues.list, []);
  const municipalities = new Set(data.municipalities);
  for (const m of data.municipalities) {
    assert.ok(m.nearby.length + m.farther.length > 0, m.slug);
    for (const n of [...m.nearby, ...m.farther]) assert.ok(municipalities.has(n) && n !== m, `${m.slug} → ${n.slug}`);
  }
  assert.equal(
    data.footerZones.map((m) => m.slug),
    [...footerZones],
  );
  assert.ok(data.footerZones.every((m) => municipalities.has(m)));
  assert.equal(
    data.homeServices.map((s) => s.slug),
    [...homeServices],
  );
  assert.ok(data.homeServices.every((s) => data.services.includes(s)));
  data.articles.forEach((article, i) => {
    assert.is(article.previous, data.articles[i + 1] ?? null, article.slug);
    assert.is(article.next, data.articles[i - 1] ?? null, article.slug);
  });
});

graph("a reference to nothing names its file and field", ({ work }) => {
  const i = footerZones.length - 1;
  const zone = footerZones[i]!;
  const dir = contentCopy(work, "dangling", (d) => fs.rmSync(path.join(d, "communes", "fr", `${zone}.md`)));
  const issues = issuesOf(dir);
  assert.ok(
    issues.some((line) => line.startsWith(`navigation.ts › footerZones.${i} : « ${zone} »`)),
    issues.join("\n"),
  );
});

graph("the reference list of municipalities is validated, entry by entry", ({ work }) => {
  let slug = "";
  const dir = contentCopy(work, "reference", (d) => {
    const file = path.join(d, REFERENCE_FILE);
    const list = JSON.parse(fs.readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
    slug = String(list[3]!.slug);
    list[3] = { ...list[3], postalCode: "12a", region: "atlantide" };
    delete list[5]!.population;
    fs.writeFileSync(file, JSON.stringify(list));
  });
  const issues = issuesOf(dir);
  for (const field of [`3 (${slug}).postalCode`, `3 (${slug}).region`]) {
    assert.ok(
      issues.some((i) => i.startsWith(`${REFERENCE_FILE} › ${field} : `)),
      `${field}\n${issues.join("\n")}`,
    );
  }
  assert.ok(
    issues.some((i) => i.startsWith(`${REFERENCE_FILE} › 5 (`) && i.includes(".population : ")),
    issues.join("\n"),
  );

  const broken = contentCopy(work, "not-a-list", (d) =>
    fs.writeFileSync(path.join(d, REFERENCE_FILE), '{"communes": []}'),
  );
  assert.ok(issuesOf(broken).some((i) => i.startsWith(`${REFERENCE_FILE} › (fichier) : `)));
});

graph("the coordinates of the municipalities are validated", ({ work }) => {
  let nisCode = "";
  const dir = contentCopy(work, "coordinates", (d) => {
    const file = path.join(d, COORDINATES_FILE);
    const points = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, Record<string, unknown>>;
    nisCode = Object.keys(points)[0]!;
    points[nisCode]!.latitude = "nord";
    fs.writeFileSync(file, JSON.stringify(points));
  });
  const issues = issuesOf(dir);
  assert.ok(
    issues.some((i) => i.startsWith(`${COORDINATES_FILE} › ${nisCode}.latitude : `)),
    issues.join("\n"),
  );
});

graph("text with tokens is checked as shown and as written (the editor at /admin checks it written)", ({ work }) => {
  const commune = fs.readdirSync(path.join(projectRoot, "content", "communes", "fr")).sort()[0]!;
  // Three {{withdrawalPeriod}} (20 characters each, "14 jours" or so once filled): over 160
  // characters as written, within 160 once filled.
  const delay = withdrawalPeriod(loadClaims(path.join(projectRoot, "content"), new Issues())!.delays);
  const description = `${"Débarras soigné et devis gratuit, ".repeat(3).slice(0, 100)} {{withdrawalPeriod}} {{withdrawalPeriod}} {{withdrawalPeriod}}`;
  assert.ok(description.length > 160 && 100 + 3 * (delay.length + 1) <= 160, "fixture");
  const dir = contentCopy(work, "written-length", (d) => {
    const file = path.join(d, "communes", "fr", commune);
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace(/^metaDescription: .*$/m, `metaDescription: "${description}"`),
    );
  });
  const issues = issuesOf(dir).filter((i) => i.startsWith(`communes/fr/${commune} › metaDescription`));
  assert.equal(issues.length, 1, issues.join("\n"));
  assert.match(issues[0]!, "tel que l’éditeur le vérifie");
});

graph("an article copied under a new title but with the same excerpt fails with its file and field", ({ work }) => {
  const original = fs.readdirSync(path.join(projectRoot, "content", "blog", "fr")).find((f) => f.endsWith(".md"))!;
  const dir = contentCopy(work, "same-excerpt", (d) => {
    const text = fs.readFileSync(path.join(d, "blog", "fr", original), "utf8");
    fs.writeFileSync(
      path.join(d, "blog", "fr", "copie-de-larticle.md"),
      text
        .replace(/^title: .*$/m, 'title: "Une copie de l’article sous un autre titre"')
        .replace(/^seoTitle: .*\n/m, "")
        // A copy is not translated: its original's Dutch mark goes (README, « Traductions »).
        .replace(/^nlSlug: .*\n/m, ""),
    );
  });
  const issues = issuesOf(dir);
  assert.is(issues.length, 1, issues.join("\n"));
  assert.match(
    issues[0]!,
    /^blog\/fr\/[a-z0-9-]+\.md › excerpt : « .+ » est déjà utilisé par blog\/fr\/[a-z0-9-]+\.md$/,
  );
  assert.match(issues[0]!, "copie-de-larticle.md");
  assert.match(issues[0]!, original);
});

graph(
  "an article copied under a new title and excerpt but with the same seoTitle fails with its file and field",
  ({ work }) => {
    const original = fs.readdirSync(path.join(projectRoot, "content", "blog", "fr")).find((f) => f.endsWith(".md"))!;
    // The title shown in search results, given to the original and kept by the copy.
    const shown = 'seoTitle: "Un titre court que deux articles se disputent"';
    const withShown = (text: string) => text.replace(/^seoTitle: .*\n/m, "").replace(/^(title: .*)$/m, `$1\n${shown}`);
    const dir = contentCopy(work, "same-seo-title", (d) => {
      const file = path.join(d, "blog", "fr", original);
      const text = withShown(fs.readFileSync(file, "utf8"));
      fs.writeFileSync(file, text);
      fs.writeFileSync(
        path.join(d, "blog", "fr", "copie-de-larticle.md"),
        text
          .replace(/^title: .*$/m, 'title: "Une copie de l’article sous un autre titre"')
          .replace(
            /^excerpt: .*$/m,
            'excerpt: "Un autre résumé, écrit pour la copie de l’article, assez long pour les moteurs."',
          )
          .replace(/^nlSlug: .*\n/m, ""),
      );
    });
    const issues = issuesOf(dir);
    assert.is(issues.length, 1, issues.join("\n"));
    assert.match(
      issues[0]!,
      /^blog\/fr\/[a-z0-9-]+\.md › seoTitle : « Un titre court que deux articles se disputent » est déjà utilisé par blog\/fr\/[a-z0-9-]+\.md$/,
    );
    assert.match(issues[0]!, "copie-de-larticle.md");
    assert.match(issues[0]!, original);
  },
);

graph.run();
