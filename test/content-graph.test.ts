/**
 * The loader returns a complete graph: references written as slugs (a commune's neighbours,
 * the footer's zones, the home page's services, an article's neighbours) arrive as the
 * objects they name, and one that names nothing fails with its file and field. The reference
 * list of municipalities is validated when it is loaded.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { footerZones, homeServices } from "../content/navigation.ts";
import { readSettings } from "../site/config.ts";
import { loadContent } from "../site/lib/content/load.ts";
import { REFERENCE_FILE } from "../site/lib/content/municipalities.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
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
  const { data, issues } = load(path.join(projectRoot, "content"));
  assert.equal(issues.list, []);
  const municipalities = new Set(data.municipalities);
  for (const m of data.municipalities) {
    assert.ok(m.nearby.length > 0, m.slug);
    for (const n of m.nearby) assert.ok(municipalities.has(n) && n !== m, `${m.slug} → ${n.slug}`);
  }
  assert.equal(data.footerZones.map((m) => m.slug), [...footerZones]);
  assert.ok(data.footerZones.every((m) => municipalities.has(m)));
  assert.equal(data.homeServices.map((s) => s.slug), [...homeServices]);
  assert.ok(data.homeServices.every((s) => data.services.includes(s)));
  data.articles.forEach((article, i) => {
    assert.is(article.previous, data.articles[i + 1] ?? null, article.slug);
    assert.is(article.next, data.articles[i - 1] ?? null, article.slug);
  });
});

graph("a reference to nothing names its file and field", ({ work }) => {
  const zone = footerZones[footerZones.length - 1]!;
  const communes = (dir: string) => fs.readdirSync(path.join(dir, "communes")).sort();
  let referrer = "";
  const dir = contentCopy(work, "dangling", (d) => {
    fs.rmSync(path.join(d, "communes", `${zone}.md`));
    referrer = communes(d).find((f) => f !== `${zone}.md`)!;
    const file = path.join(d, "communes", referrer);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^nearby: \[/m, "nearby: [atlantis, "));
  });
  const issues = issuesOf(dir);
  assert.ok(issues.some((i) => i.startsWith(`navigation.ts › footerZones.${footerZones.length - 1} : « ${zone} »`)), issues.join("\n"));
  assert.ok(issues.some((i) => i.startsWith(`communes/${referrer} › nearby.0 : « atlantis »`)), issues.join("\n"));
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
    assert.ok(issues.some((i) => i.startsWith(`${REFERENCE_FILE} › ${field} : `)), `${field}\n${issues.join("\n")}`);
  }
  assert.ok(issues.some((i) => i.startsWith(`${REFERENCE_FILE} › 5 (`) && i.includes(".population : ")), issues.join("\n"));

  const broken = contentCopy(work, "not-a-list", (d) => fs.writeFileSync(path.join(d, REFERENCE_FILE), '{"communes": []}'));
  assert.ok(issuesOf(broken).some((i) => i.startsWith(`${REFERENCE_FILE} › (fichier) : `)));
});

graph.run();
