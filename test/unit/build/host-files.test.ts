/**
 * The host rules the build writes (_headers, _redirects, nginx.conf) come from the pages and
 * the settings: each not-found page covers its own URL pattern, in every format.
 */
import { createElement } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readSettings } from "../../../site/config.ts";
import { adminContentSecurityPolicy, hostFiles, NGINX_FILE, robotsTxt } from "../../../site/lib/host/host-files.ts";
import { headersFor, parseHeadersFile } from "../../../site/dev/headers-file.ts";
import type { PageToRender } from "../../../site/lib/render/route.ts";

const page = (url: string, file: string, status: 200 | 404): PageToRender => ({
  routeId: url,
  locale: "fr",
  key: url,
  alternates: { fr: url },
  switchTo: null,
  url,
  file,
  status,
  indexable: status === 200,
  head: { title: "t", description: "d" },
  element: createElement("p"),
});

const pages = [
  page("/", "index.html", 200),
  page("/a-propos", "a-propos.html", 200),
  page("/404", "404.html", 404),
  page("/lieux/*", "lieux/404.html", 404),
  page("/vide-grenier-*", "404-grenier.html", 404),
];
const ENV = { PROSPECT_API_URL: "https://gestion.example.be/api/add_prospect.php" };
const settings = readSettings(ENV, false);
/** An inline script's CSP source, as the bundle makes it. */
const inlineScript = "'sha256-RkVxQW1bE6Y0oBzB7Yp5pQ8m0Z3nU1n8jv0xg2c4bXo='";
const files = hostFiles(pages, settings, [inlineScript]);

test("each specific not-found page answers its pattern with status 404, the generic one the rest", () => {
  const redirects = files._redirects!.trim().split("\n");
  assert.equal(redirects, [
    "/lieux/*  /lieux/404.html  404",
    "/vide-grenier-*  /404-grenier.html  404",
    "/*  /404.html  404",
  ]);
  const nginx = files[NGINX_FILE]!;
  for (const [prefix, file] of [
    ["/lieux/", "lieux/404.html"],
    ["/vide-grenier-", "404-grenier.html"],
  ]) {
    const block = nginx.slice(nginx.indexOf(`location ^~ ${prefix} {`));
    assert.ok(block.length < nginx.length, prefix);
    assert.match(block.slice(0, block.indexOf("}")), `error_page 404 /${file};`);
  }
  assert.match(nginx, /^error_page 404 \/404\.html;$/m);
});

test("nginx repeats the security headers in every location, with the API origin and the inline script in the CSP", () => {
  const nginx = files[NGINX_FILE]!;
  const locations = nginxLocations(nginx);
  assert.ok(locations.length >= 5);
  for (const location of locations) {
    assert.match(
      location,
      /add_header Content-Security-Policy "[^"]*connect-src 'self' https:\/\/gestion\.example\.be;/,
    );
    assert.match(location, `script-src 'self' ${inlineScript};`);
    assert.match(location, 'add_header X-Frame-Options "DENY" always;');
    assert.match(location, /add_header Cache-Control "[^"]+" always;/);
  }
  assert.match(files._headers!, "connect-src 'self' https://gestion.example.be;");
  assert.match(files._headers!, `script-src 'self' ${inlineScript};`);
});

/** The nginx locations that add headers (not the one that only hides the file). */
const nginxLocations = (nginx: string) =>
  nginx
    .split("\nlocation ")
    .slice(1)
    .filter((l) => l.includes("{\n"));
/** The headers of a `_headers` block, by its pattern. */
const headersBlock = (headers: string, pattern: string) =>
  headers.split("\n\n").find((block) => block.startsWith(`${pattern}\n`)) ?? "";

test("a live build lets search engines index everything and points them to the sitemap", () => {
  assert.not.match(headersBlock(files._headers!, "/*"), "X-Robots-Tag");
  for (const location of nginxLocations(files[NGINX_FILE]!)) assert.not.match(location, "X-Robots-Tag");
  const robots = robotsTxt(settings);
  assert.match(robots, /^Allow: \/$/m);
  assert.not.match(robots, /^Disallow:/m);
  assert.match(robots, `\nSitemap: ${settings.siteUrl}/sitemap.xml\n`);
});

test("a demonstration build (ALLOW_SAMPLE_CONTENT=1) forbids indexing in every host file", () => {
  const demo = readSettings({ ...ENV, ALLOW_SAMPLE_CONTENT: "1" }, false);
  const demoFiles = hostFiles(pages, demo, [inlineScript]);
  assert.match(headersBlock(demoFiles._headers!, "/*"), /^ {2}X-Robots-Tag: noindex$/m);
  const locations = nginxLocations(demoFiles[NGINX_FILE]!);
  assert.ok(locations.length >= 5);
  for (const location of locations) assert.match(location, 'add_header X-Robots-Tag "noindex" always;');
  const robots = robotsTxt(demo);
  assert.match(robots, /^User-agent: \*\nDisallow: \/$/m);
  assert.not.match(robots, /^Allow:/m);
});

test("/admin gets its own CSP alone: Cloudflare Pages (CF_PAGES=1) is told to drop the site's, Netlify keeps the later rule", () => {
  for (const cloudflare of [false, true]) {
    const hostSettings = readSettings(cloudflare ? { ...ENV, CF_PAGES: "1" } : ENV, false);
    const headers = hostFiles(pages, hostSettings, [inlineScript])._headers!;
    const admin = headersBlock(headers, "/admin/*");
    const site = headersBlock(headers, "/*").match(/Content-Security-Policy: (.*)/)![1]!;
    assert.is(/^ {2}! Content-Security-Policy$/m.test(admin), cloudflare, "a detach line on Cloudflare only");
    // As Cloudflare reads the file: every matching rule's values, minus what a rule detaches.
    const values = headers
      .split("\n\n")
      .filter((block) => ["/*", "/admin/*"].includes(block.split("\n")[0]!))
      .flatMap((block) => block.split("\n").slice(1))
      .reduce<string[]>((kept, line) => {
        if (line.trim() === "! Content-Security-Policy") return [];
        const csp = line.match(/^ {2}Content-Security-Policy: (.*)$/);
        return csp ? [...kept, csp[1]!] : kept;
      }, []);
    assert.equal(
      values,
      cloudflare ? [adminContentSecurityPolicy(hostSettings)] : [site, adminContentSecurityPolicy(hostSettings)],
    );
    // As Netlify and the local static server read it: the later rule's value wins.
    const served = headersFor(parseHeadersFile(headers), "/admin/config.yml")["Content-Security-Policy"];
    assert.is(served, adminContentSecurityPolicy(hostSettings));
  }
});

test("a pattern nginx cannot express as a prefix is refused", () => {
  assert.throws(() => hostFiles([page("/a/*/b", "x.html", 404)], settings, []), /nginx/);
});

test.run();
