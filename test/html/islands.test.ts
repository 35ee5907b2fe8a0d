/** Island conventions and the JavaScript budget, read from the built files. */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import fg from "fast-glob";
import { islandNames } from "../../client/islands/registry.ts";
import { siteSuites } from "../helpers/html-sites.ts";
import { projectRoot, type BuiltSite } from "../helpers/site.ts";

const islands = suite("islands");

islands("the registry lists exactly the island files", () => {
  const files = fs.readdirSync(path.join(projectRoot, "client", "islands")).filter((f) => f.endsWith(".tsx")).map((f) => f.replace(".tsx", ""));
  assert.equal([...islandNames].sort(), files.sort());
});

islands("browser code never imports Node built-ins or build-time modules", () => {
  for (const file of fg.sync("client/**/*.{ts,tsx}", { cwd: projectRoot })) {
    const source = fs.readFileSync(path.join(projectRoot, file), "utf8");
    assert.not.match(source, /from\s+["'](node:|fs|path|\.\.\/\.\.\/site\/|\.\.\/site\/)/, file);
  }
});

islands.run();

/** Gzipped size of each built script, computed once (pages share most of their scripts). */
const gzipped = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file)).length;
    gzipped.set(file, size);
  }
  return size;
}

/** Gzipped bytes of every script a page loads, entry scripts and their preloaded chunks. */
export function javascriptBytes(site: BuiltSite, url: string): number {
  const doc = site.page(url);
  const files = new Set([
    ...[...doc.querySelectorAll("script[type=module][src]")].map((s) => s.getAttribute("src")!),
    ...[...doc.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href")!),
  ]);
  let total = 0;
  for (const file of files) total += gzippedSize(path.join(site.dist, file));
  return total;
}

siteSuites("islands", (islands) => {
  islands("a page loads only the scripts of the islands it contains", ({ site }) => {
    const scriptsOf = (url: string) => [...site.page(url).querySelectorAll("script[type=module][src]")].map((s) => s.getAttribute("src")!);
    const names = (url: string) => scriptsOf(url).map((s) => s.replace(/^\/assets\/(island-)?/, "").replace(/-[A-Z0-9]+\.js$/, ""));
    assert.equal(names("/a-propos"), ["layout"]);
    assert.equal(names("/tarifs"), ["layout", "PriceEstimator"]);
    assert.equal(names("/contact"), ["layout", "QuoteForm"]);
    assert.equal(names("/zones-intervention"), ["layout", "ZoneFilter"]);
    assert.equal(names("/temoignages"), ["layout", "ReviewForm"]);
    for (const article of site.data.articles) assert.equal(names(article.url).sort(), ["ArticleToc", "CopyLink", "layout"], article.url);
  });

  islands("JavaScript stays within 12 KB gzip on every page, layout widgets within 2 KB", ({ site }) => {
    for (const url of site.urls) {
      const bytes = javascriptBytes(site, url);
      assert.ok(bytes <= 12 * 1024, `${url}: ${bytes} B`);
    }
    const layoutOnly = javascriptBytes(site, "/a-propos");
    assert.ok(layoutOnly <= 2 * 1024, `layout only: ${layoutOnly} B`);
  });
});
