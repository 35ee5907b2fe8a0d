/** Island conventions and the JavaScript budget, read from the built files. */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { islandNames } from "../client/islands/registry.ts";
import { projectRoot, testSite, type TestSite } from "./helpers/site.ts";

const islands = suite<{ site: TestSite }>("islands");
islands.before(async (ctx) => {
  ctx.site = await testSite();
});

islands("the registry lists exactly the island files", () => {
  const files = fs.readdirSync(path.join(projectRoot, "client", "islands")).filter((f) => f.endsWith(".tsx")).map((f) => f.replace(".tsx", ""));
  assert.equal([...islandNames].sort(), files.sort());
});

islands("browser code never imports Node built-ins or build-time modules", () => {
  const client = fs.readdirSync(path.join(projectRoot, "client"), { recursive: true, encoding: "utf8" });
  for (const file of client.filter((f) => /\.tsx?$/.test(f)).map((f) => path.join("client", f))) {
    const source = fs.readFileSync(path.join(projectRoot, file), "utf8");
    assert.not.match(source, /from\s+["'](node:|fs|path|\.\.\/\.\.\/site\/|\.\.\/site\/)/, file);
  }
});

islands("a page loads only the scripts of the islands it contains", ({ site }) => {
  const scriptsOf = (url: string) => [...site.page(url).querySelectorAll("script[type=module][src]")].map((s) => s.getAttribute("src")!);
  const names = (url: string) => scriptsOf(url).map((s) => s.replace(/^\/assets\/(island-)?/, "").replace(/-[A-Z0-9]+\.js$/, ""));
  assert.equal(names("/a-propos"), ["layout"]);
  assert.equal(names("/tarifs"), ["layout", "PriceEstimator"]);
  assert.equal(names("/contact"), ["layout", "QuoteForm"]);
  assert.equal(names("/zones-intervention"), ["layout", "ZoneFilter"]);
  assert.equal(names("/temoignages"), ["layout", "ReviewForm"]);
  assert.equal(names(site.urls.find((u) => u.startsWith("/blog/") && !u.startsWith("/blog/page"))!).sort(), ["ArticleToc", "CopyLink", "layout"]);
});

/** Gzipped bytes of every script a page loads, entry scripts and their preloaded chunks. */
export function javascriptBytes(site: TestSite, url: string): number {
  const doc = site.page(url);
  const files = new Set([
    ...[...doc.querySelectorAll("script[type=module][src]")].map((s) => s.getAttribute("src")!),
    ...[...doc.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href")!),
  ]);
  let total = 0;
  for (const file of files) total += gzipSync(fs.readFileSync(path.join(site.dist, file))).length;
  return total;
}

islands("JavaScript stays within 12 KB gzip on every page, layout widgets within 2 KB", ({ site }) => {
  for (const url of site.urls) assert.ok(javascriptBytes(site, url) <= 12 * 1024, `${url}: ${javascriptBytes(site, url)} B`);
  assert.ok(javascriptBytes(site, "/a-propos") <= 2 * 1024, `layout only: ${javascriptBytes(site, "/a-propos")} B`);
});

islands.run();
