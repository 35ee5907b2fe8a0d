/**
 * Sample data cannot go live by accident: the deployment build (`npm run build`, the real
 * script) lists every object marked `sample: true` and refuses, leaving the output folder as
 * it was, unless ALLOW_SAMPLE_CONTENT=1; once the owner has removed every mark, nothing is left
 * to refuse and the content is still valid.
 * The builds write to a temporary folder (--out), never to the developer's dist/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { readSettings } from "../site/config.ts";
import { loadContent } from "../site/lib/content/load.ts";
import { findSampleMarks } from "../site/lib/content/sample-content.ts";
import { projectRoot } from "./helpers/site.ts";

/** Valid deployment settings; the API is a local stand-in, hence ALLOW_LOCAL_API=1. */
const DEPLOY_ENV = {
  SITE_URL: "https://www.exemple.be",
  PROSPECT_API_URL: "http://127.0.0.1:9/api/add_prospect.php",
  PROSPECT_API_KEY: "test-key",
  ALLOW_LOCAL_API: "1",
  ALLOW_SAMPLE_CONTENT: "",
};
const MARK = /^[ \t]*(?:- )?sample: true[ \t]*$/gm;

function npmRunBuild(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync("npm", ["run", "build", "--", ...args], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, ...DEPLOY_ENV, ...env },
    timeout: 240_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Content files holding at least one mark, and the number of marks, read from the files. */
function marksIn(contentRoot: string): { files: string[]; count: number } {
  const files = fg.sync(["**/*.yaml", "**/*.md"], { cwd: contentRoot }).sort();
  const counts = files.map((file) => (fs.readFileSync(path.join(contentRoot, file), "utf8").match(MARK) ?? []).length);
  return { files: files.filter((_, i) => counts[i]! > 0), count: counts.reduce((a, b) => a + b, 0) };
}

const samples = suite<{ work: string; out: string }>("sample content");
samples.before((ctx) => {
  ctx.work = fs.mkdtempSync(path.join(os.tmpdir(), "sample-content-"));
  ctx.out = path.join(ctx.work, "dist");
});
samples.after((ctx) => fs.rmSync(ctx.work, { recursive: true, force: true }));

samples("the shipped content marks its fictional values", () => {
  const { files, count } = marksIn(path.join(projectRoot, "content"));
  for (const file of ["brand.yaml", "claims.yaml", "testimonials.yaml", "partners.yaml", "authors.yaml"]) {
    assert.ok(files.includes(file), file);
  }
  assert.ok(files.some((f) => f.startsWith("communes/")), "municipality statistics");
  assert.ok(count > files.length, "entries are marked one by one");
});

samples("npm run build lists every mark, exits non-zero and leaves the output folder as it was", ({ out }) => {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "index.html"), "previous build");
  const { code, output } = npmRunBuild([`--out=${out}`]);
  assert.is(code, 1, output);
  assert.match(output, "Build de déploiement refusé");
  assert.match(output, "ALLOW_SAMPLE_CONTENT=1");
  const { files, count } = marksIn(path.join(projectRoot, "content"));
  const listed = output.split("\n").filter((line) => /^ {2}- /.test(line));
  assert.is(listed.length, count, "one line per mark");
  for (const file of files) assert.ok(listed.some((line) => line.startsWith(`  - ${file}`)), file);
  assert.equal(fs.readdirSync(out), ["index.html"]);
  assert.is(fs.readFileSync(path.join(out, "index.html"), "utf8"), "previous build");
});

samples("ALLOW_SAMPLE_CONTENT=1 builds the demonstration site and says it is not ready", ({ out }) => {
  const { code, output } = npmRunBuild([`--out=${out}`], { ALLOW_SAMPLE_CONTENT: "1" });
  assert.is(code, 0, output);
  assert.match(output, /⚠ ALLOW_SAMPLE_CONTENT=1 : \d+ éléments? du contenu/);
  assert.ok(fs.readFileSync(path.join(out, "index.html"), "utf8").toLowerCase().startsWith("<!doctype html>"));
});

samples("removing the marks leaves valid content with nothing left to refuse", ({ work }) => {
  const content = path.join(work, "content");
  fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
  for (const file of marksIn(content).files) {
    const absolute = path.join(content, file);
    // A mark that opens a list item hands its "- " to the next key; other marks are whole lines.
    const text = fs.readFileSync(absolute, "utf8")
      .replace(/^([ \t]*)- sample: true\n[ \t]*/gm, "$1- ")
      .replace(/^[ \t]*sample: true[ \t]*\n/gm, "");
    fs.writeFileSync(absolute, text);
  }
  assert.is(marksIn(content).count, 0);
  assert.equal(findSampleMarks(content), []);
  const { issues } = loadContent(content, path.join(projectRoot, "static"), readSettings(DEPLOY_ENV, true));
  assert.equal(issues.list, []);
});

samples.run();
