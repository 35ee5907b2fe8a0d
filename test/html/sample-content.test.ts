/**
 * Sample data cannot go live by accident: the deployment build (`npm run build`, the real
 * script) lists every object marked `sample: true` and refuses, leaving the output folder as
 * it was, unless ALLOW_SAMPLE_CONTENT=1; once the owner has removed every mark, nothing is left
 * to refuse and the content is still valid.
 * The builds write to a temporary folder (--out), never to the developer's dist/; the build
 * with ALLOW_SAMPLE_CONTENT=1 is the HTML tier's own build of the real content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { readSettings } from "../../site/config.ts";
import { loadContent } from "../../site/lib/content/load.ts";
import { findSampleMarks } from "../../site/lib/content/sample-content.ts";
import { folderSnapshot, previousDist } from "../helpers/folder-snapshot.ts";
import { REAL_ENV, realBuild } from "../helpers/html-sites.ts";
import { contentRoot, projectRoot } from "../helpers/paths.ts";
import { npmRun } from "../helpers/run.ts";

const MARK = /^[ \t]*(?:- )?sample: true[ \t]*$/gm;

/** Content files holding at least one mark, and the number of marks, read from the files. */
function marksIn(root: string): { files: string[]; count: number } {
  const files = fg.sync(["**/*.yaml", "**/*.md"], { cwd: root }).sort();
  const counts = files.map((file) => (fs.readFileSync(path.join(root, file), "utf8").match(MARK) ?? []).length);
  return { files: files.filter((_, i) => counts[i]! > 0), count: counts.reduce((a, b) => a + b, 0) };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sample-content-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
// Started when the file is loaded, so the refused build runs while other suites are checked.
const out = path.join(work, "dist");
const before = previousDist(out);
const { ALLOW_SAMPLE_CONTENT: _allowed, ...withoutPermission } = REAL_ENV;
const refused = npmRun("build", [`--out=${out}`], withoutPermission);

const samples = suite("sample content");

samples("the shipped content marks its fictional values", () => {
  const { files, count } = marksIn(contentRoot);
  for (const file of ["brand.yaml", "claims.yaml", "testimonials.yaml", "partners.yaml", "authors.yaml"]) {
    assert.ok(files.includes(file), file);
  }
  assert.ok(
    files.some((f) => f.startsWith("communes/")),
    "municipality statistics",
  );
  assert.ok(count > files.length, "entries are marked one by one");
});

samples("npm run build lists every mark, exits non-zero and leaves the output folder as it was", async () => {
  const { code, output } = await refused;
  assert.is(code, 1, output);
  assert.match(output, "Build de déploiement refusé");
  assert.match(output, "ALLOW_SAMPLE_CONTENT=1");
  const { files, count } = marksIn(contentRoot);
  const listed = output.split("\n").filter((line) => /^ {2}- /.test(line));
  assert.is(listed.length, count, "one line per mark");
  for (const file of files)
    assert.ok(
      listed.some((line) => line.startsWith(`  - ${file}`)),
      file,
    );
  assert.equal(folderSnapshot(out), before);
});

samples("ALLOW_SAMPLE_CONTENT=1 builds the demonstration site and says it is not ready", async () => {
  assert.is(REAL_ENV.ALLOW_SAMPLE_CONTENT, "1");
  const { output, site } = await realBuild();
  assert.match(output, /⚠ ALLOW_SAMPLE_CONTENT=1 : \d+ éléments? du contenu/);
  assert.ok(site.html("/").toLowerCase().startsWith("<!doctype html>"));
});

samples("removing the marks leaves valid content with nothing left to refuse", async () => {
  const content = path.join(work, "content");
  fs.cpSync(contentRoot, content, { recursive: true });
  for (const file of marksIn(content).files) {
    const absolute = path.join(content, file);
    // A mark that opens a list item hands its "- " to the next key; other marks are whole lines.
    const text = fs
      .readFileSync(absolute, "utf8")
      .replace(/^([ \t]*)- sample: true\n[ \t]*/gm, "$1- ")
      .replace(/^[ \t]*sample: true[ \t]*\n/gm, "");
    fs.writeFileSync(absolute, text);
  }
  assert.is(marksIn(content).count, 0);
  assert.equal(await findSampleMarks(content), []);
  const { issues } = loadContent(content, path.join(projectRoot, "static"), readSettings(REAL_ENV, true));
  assert.equal(issues.list, []);
});

samples.run();
