/**
 * Sample data cannot go live by accident: the deployment build (`npm run build`, the real
 * script) lists every object marked `sample: true` and refuses, leaving the output folder as
 * it was, unless ALLOW_SAMPLE_CONTENT=1. Such a demonstration build says « Démo » on every
 * page and forbids indexing in its host files, while each page keeps its own robots meta. The
 * sample enterprise number fails the modulo 97 check, so it is no real company's. Once the
 * owner has replaced the values and removed every mark, nothing is left to refuse, and the
 * live build carries neither banner nor ban.
 * The builds write to a temporary folder (--out), never to the developer's dist/; the build
 * with ALLOW_SAMPLE_CONTENT=1 is the HTML tier's own build of the real content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument } from "yaml";
import { readSettings } from "../../../site/config.ts";
import { ContentError } from "../../../site/lib/errors.ts";
import { loadContent } from "../../../site/lib/content/load.ts";
import { findSampleMarks } from "../../../site/lib/content/rules/sample-content.ts";
import { isValidEnterpriseNumber } from "../../../site/lib/text/enterprise-number.ts";
import { NGINX_FILE } from "../../../site/lib/host/host-files.ts";
import { folderSnapshot, previousDist } from "../../helpers/folder-snapshot.ts";
import { REAL_ENV, realBuild } from "../../helpers/html-sites.ts";
import { openBuiltSite, textOf, type BuiltSite } from "../../helpers/site.ts";
import { contentRoot, projectRoot } from "../../helpers/paths.ts";
import { npmRun } from "../../helpers/run.ts";

const MARK = /^[ \t]*(?:- )?sample: true[ \t]*$/gm;

/** Content files holding at least one mark, and the number of marks, read from the files. */
function marksIn(root: string): { files: string[]; count: number } {
  const files = fg.sync(["**/*.yaml", "**/*.md"], { cwd: root }).sort();
  const counts = files.map((file) => (fs.readFileSync(path.join(root, file), "utf8").match(MARK) ?? []).length);
  return { files: files.filter((_, i) => counts[i]! > 0), count: counts.reduce((a, b) => a + b, 0) };
}

/** The owner's content once every mark is removed, values unchanged: a copy of the real content. */
function withoutMarks(root: string): string {
  fs.cpSync(contentRoot, root, { recursive: true });
  for (const file of marksIn(root).files) {
    const absolute = path.join(root, file);
    // A mark that opens a list item hands its "- " to the next key; other marks are whole lines.
    const text = fs
      .readFileSync(absolute, "utf8")
      .replace(/^([ \t]*)- sample: true\n[ \t]*/gm, "$1- ")
      .replace(/^[ \t]*sample: true[ \t]*\n/gm, "");
    fs.writeFileSync(absolute, text);
  }
  return root;
}

/** "0123.456.789" -> the same first eight digits with their right check digits. */
function withCheckDigits(number: string): string {
  const first = number.replace(/\D/g, "").slice(0, 8);
  const digits = `${first}${String(97 - (Number(first) % 97)).padStart(2, "0")}`;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

function setEnterpriseNumber(root: string, number: string): void {
  const file = path.join(root, "brand.yaml");
  const doc = parseDocument(fs.readFileSync(file, "utf8"));
  doc.set("enterpriseNumber", number);
  fs.writeFileSync(file, doc.toString());
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sample-content-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
// Started when the file is loaded, so the builds run while other suites are checked.
const out = path.join(work, "dist");
const before = previousDist(out);
const { ALLOW_SAMPLE_CONTENT: _allowed, ...withoutPermission } = REAL_ENV;
const refused = npmRun("build", [`--out=${out}`], withoutPermission);
// The owner's content made real: marks removed, and a company number that passes the check.
const sampleNumber = parseDocument(fs.readFileSync(path.join(contentRoot, "brand.yaml"), "utf8")).get(
  "enterpriseNumber",
) as string;
const liveContent = withoutMarks(path.join(work, "content-live"));
setEnterpriseNumber(liveContent, withCheckDigits(sampleNumber));
const liveOut = path.join(work, "dist-live");
const live = npmRun("build", [`--content=${liveContent}`, `--out=${liveOut}`], withoutPermission);

/** The content issues of `root` as a deployment build finds them, whether or not the load could go on. */
function contentIssues(root: string): string[] {
  try {
    const { issues } = loadContent(root, path.join(projectRoot, "static"), readSettings(REAL_ENV, true));
    return issues.list.map((i) => `${i.file} › ${i.field}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map((i) => `${i.file} › ${i.field}`);
  }
}

/** Every page of a build: those of the sitemap and the not-found pages. */
function allPages(site: BuiltSite): string[] {
  const notFound = fs
    .readdirSync(site.dist, { recursive: true })
    .filter((f) => /(^|\/)404[^/]*\.html$/.test(String(f)));
  return [...site.urls, ...notFound.map((f) => `/${String(f).replace(/\.html$/, "")}`)];
}

const samples = suite("sample content");

samples("the shipped content marks its fictional values", () => {
  const { files, count } = marksIn(contentRoot);
  for (const file of ["brand.yaml", "claims.yaml", "testimonials.yaml", "partners.yaml", "authors.yaml"]) {
    assert.ok(files.includes(file), file);
  }
  assert.ok(
    files.some((f) => f.startsWith("communes/fr/")),
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
  assert.match(output, "Site de démonstration : bandeau « Démo » sur chaque page, indexation interdite");
  assert.ok(site.html("/").toLowerCase().startsWith("<!doctype html>"));
});

samples("a demonstration build shows « Démo » at the top of every page", async () => {
  const { site } = await realBuild();
  const pages = allPages(site);
  assert.ok(
    pages.some((url) => url.includes("404")),
    "not-found pages too",
  );
  for (const url of pages) {
    const banner = site.page(url).querySelector("body > [data-demo-banner]");
    assert.ok(banner, `${url}: banner`);
    // The issue's word on the French pages; the Dutch ones say it in their words.
    if (site.edition(url).locale === "fr") assert.ok(textOf(banner).startsWith("Démo "), `${url}: « Démo »`);
    else assert.ok(textOf(banner.querySelector(".demo-badge")), `${url}: a badge`);
    const first = site.page(url).querySelector("body > :not(.skip-link)");
    assert.is(first, banner, `${url}: before the header`);
  }
});

samples(
  "a demonstration build forbids indexing in _headers, nginx.conf and robots.txt; pages keep their robots meta",
  async () => {
    const { site } = await realBuild();
    const everyPath = site
      .file("_headers")
      .split("\n\n")
      .find((block) => block.startsWith("/*\n"));
    assert.match(everyPath!, /^ {2}X-Robots-Tag: noindex$/m);
    const locations = site
      .file(NGINX_FILE)
      .split("\nlocation ")
      .slice(1)
      .filter((l) => l.includes("{\n"));
    assert.ok(locations.length > 0);
    for (const location of locations) assert.match(location, 'add_header X-Robots-Tag "noindex" always;');
    assert.match(site.file("robots.txt"), /^Disallow: \/$/m);
    assert.not.match(site.file("robots.txt"), /^Allow:/m);
    // The SEO rules still apply to the pages themselves: canonical on indexable ones, noindex on the rest.
    for (const url of site.urls) {
      const doc = site.page(url);
      assert.ok(doc.querySelector('link[rel="canonical"]'), `${url}: canonical`);
      assert.not.ok(doc.querySelector('meta[name="robots"]'), `${url}: no robots meta of its own`);
    }
    for (const url of allPages(site).filter((u) => !site.urls.includes(u))) {
      assert.is(site.page(url).querySelector('meta[name="robots"]')?.getAttribute("content"), "noindex", url);
    }
  },
);

samples("the sample enterprise number fails the modulo 97 check: it is no real company's", async () => {
  const { site } = await realBuild();
  assert.not.ok(isValidEnterpriseNumber(site.data.brand.enterpriseNumber), site.data.brand.enterpriseNumber);
  assert.ok(site.html("/").includes(site.data.brand.enterpriseNumber), "the number the site shows");
  // A sample that passes it is refused, naming the field.
  const content = path.join(work, "content-valid-sample");
  fs.cpSync(contentRoot, content, { recursive: true });
  setEnterpriseNumber(content, withCheckDigits(sampleNumber));
  assert.equal(contentIssues(content), ["brand.yaml › enterpriseNumber"]);
});

samples("removing the marks without replacing the sample enterprise number is refused, naming it", async () => {
  const content = withoutMarks(path.join(work, "content"));
  assert.is(marksIn(content).count, 0);
  assert.equal(await findSampleMarks(content), []);
  assert.equal(contentIssues(content), ["brand.yaml › enterpriseNumber"]);
});

samples("replaced values and no mark: valid content, and a live build with neither banner nor ban", async () => {
  assert.equal(await findSampleMarks(liveContent), []);
  assert.equal(contentIssues(liveContent), []);
  const { code, output } = await live;
  assert.is(code, 0, output);
  assert.not.match(output, "démonstration");
  const site = openBuiltSite("contenu sans exemple", liveOut, liveContent, withoutPermission);
  for (const url of allPages(site)) assert.not.ok(site.page(url).querySelector("[data-demo-banner]"), url);
  assert.not.match(site.file("_headers").split("\n\n")[0]!, "X-Robots-Tag");
  assert.not.match(site.file(NGINX_FILE), "X-Robots-Tag");
  assert.match(site.file("robots.txt"), /^Allow: \/$/m);
  assert.match(site.file("robots.txt"), `Sitemap: ${site.siteUrl}/sitemap.xml`);
});

samples.run();
