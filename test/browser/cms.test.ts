/**
 * The owner's editing interface in Chromium: /admin (Decap CMS) against its local backend
 * (decap-server) on a copy of the content. Creates an article, changes the phone number, and
 * checks both reach the rebuilt site; the copy is deleted afterwards.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { parse as parseYaml } from "yaml";
import { collections } from "../../site/cms/collections.ts";
import { fieldsOf, jsonSchemaOf } from "../../site/cms/fields.ts";
import { startLocalCmsBackend, type LocalCmsBackend } from "../../site/cms/local-backend.ts";
import { loadContent } from "../../site/lib/content/load.ts";
import { build } from "../../site/lib/build/build.ts";
import { readSettings } from "../../site/config.ts";
import { createStaticHandler } from "../../site/dev/static-server.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { freePort } from "../helpers/ports.ts";
import { projectRoot } from "../helpers/paths.ts";

/** A copy of the content, its build served, and the editor's local backend on that copy. */
interface CmsSite {
  work: string;
  content: string;
  env: Record<string, string>;
  backend: LocalCmsBackend;
  server: http.Server;
  siteUrl: string;
  close(): void;
}

async function serveCopy(): Promise<CmsSite> {
  // The local backend edits a copy of the repository's content, never the working tree.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-test-"));
  const content = path.join(work, "content");
  fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
  const [sitePort, cmsPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const env = { SITE_URL: siteUrl, CMS_LOCAL_PORT: String(cmsPort) };
  await rebuild({ work, content, env });
  const backend = await startLocalCmsBackend({ projectRoot, repoDir: work, port: cmsPort });
  const server = http.createServer(createStaticHandler(path.join(work, "dist"))).listen(sitePort, "127.0.0.1");
  return {
    work,
    content,
    env,
    backend,
    server,
    siteUrl,
    close() {
      server.close();
      backend.stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

const cms = browserSuite<{ page: Page; foreignRequests: string[] }, CmsSite>("editing interface (/admin)", serveCopy);

cms.before(async (ctx) => {
  ctx.page = await ctx.open(undefined, { viewport: { width: 1280, height: 900 }, locale: "fr-BE" });
  ctx.foreignRequests = [];
  // Leaving an entry with unsaved changes asks for confirmation.
  ctx.page.on("dialog", (dialog) => void dialog.accept());
  const allowed = new Set([ctx.site.siteUrl, new URL(ctx.site.backend.url).origin]);
  ctx.page.on("request", (request) => {
    const { origin } = new URL(request.url());
    if (!allowed.has(origin) && !request.url().startsWith("blob:") && !request.url().startsWith("data:"))
      ctx.foreignRequests.push(request.url());
  });
  await ctx.page.goto(`${ctx.site.siteUrl}/admin`);
  await ctx.page.getByRole("button", { name: "Se connecter" }).click();
});

cms.after.each(async (ctx) => {
  await ctx.page.screenshot({ path: path.join(projectRoot, "var", "cms-last.png") }).catch(() => {});
});

async function rebuild({ work, content, env }: Pick<CmsSite, "work" | "content" | "env">): Promise<void> {
  await build({
    projectRoot,
    contentRoot: content,
    outDir: path.join(work, "dist"),
    deploy: false,
    env,
    cacheDir: path.join(projectRoot, ".cache", "og"),
  });
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await page.getByText("Publier maintenant", { exact: true }).click();
  await page.getByText("Entrée enregistrée", { exact: false }).waitFor({ timeout: 15_000 });
}

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).first();

/** A field's label in the editor, as generated from its schema. */
function labelOf(collection: string, name: string, key: "label" | "label_singular" = "label"): string {
  const spec = collections.find((c) => c.name === collection);
  if (spec?.kind !== "folder") throw new Error(collection);
  return fieldsOf(jsonSchemaOf(spec.schema)).find((f) => f.name === name)![key]!;
}

cms("/admin is not indexed, has its own CSP and loads from the site and the local backend only", async (ctx) => {
  const response = await ctx.page.request.get(`${ctx.site.siteUrl}/admin`);
  assert.match(await response.text(), /<meta name="robots" content="noindex/);
  assert.match(response.headers()["content-security-policy"] ?? "", /connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  const sitemap = fs.readFileSync(path.join(ctx.site.work, "dist", "sitemap.xml"), "utf8");
  assert.not.match(sitemap, /\/admin/);
  assert.not.match(fs.readFileSync(path.join(ctx.site.work, "dist", "sw.js"), "utf8"), /\/admin/);
});

cms("an article created in the editor is a valid markdown file and a page of the rebuilt site", async (ctx) => {
  const { page } = ctx;
  const before = new Set(fs.readdirSync(path.join(ctx.site.content, "blog", "fr")));
  await page.goto(`${ctx.site.siteUrl}/admin#/collections/blog/new`);
  const title = "Vider une maison de campagne avant l’hiver";
  await field(page, "title").fill(title);
  await field(page, "excerpt").fill(
    "Chauffage coupé, gel, humidité : comment organiser le débarras d’une maison de campagne avant les premiers froids.",
  );
  await field(page, "date").fill("14/10/2025");
  await field(page, "category").click();
  await page.getByRole("option", { name: "Conseils", exact: true }).click();
  await page
    .getByRole("button", { name: `Ajouter ${labelOf("blog", "tags", "label_singular").toLowerCase()}` })
    .first()
    .click();
  await field(page, "tags").locator("input").first().fill("maison de campagne");
  const authors = parseYaml(fs.readFileSync(path.join(ctx.site.content, "authors.yaml"), "utf8")) as {
    authors: Array<{ name: string }>;
  };
  await field(page, "author").click();
  await page.getByRole("option", { name: authors.authors[0]!.name, exact: true }).click();
  await field(page, "imageAlt").fill("Une maison de campagne aux volets fermés");
  await page.locator('[aria-label="markdown field"] button[role="switch"]').first().click();
  // Markdown mode: the body is typed as markdown, sections as "## " lines.
  await page.locator('[aria-label="markdown field"] [contenteditable="true"]').first().click();
  await page.keyboard.insertText(
    "Une maison de campagne se vide mieux avant l’hiver.\n\n## Couper l’eau et le chauffage\n\nPurgez les conduites avant le gel.\n\n## Trier sans se presser\n\n- Ce qui reste\n- Ce qui part",
  );
  await publish(page);

  const created = fs.readdirSync(path.join(ctx.site.content, "blog", "fr")).filter((f) => !before.has(f));
  assert.is(created.length, 1, "one new markdown file");
  const file = created[0]!;
  assert.match(file, /^[a-z0-9]+(-[a-z0-9]+)*\.md$/, "ASCII slug file name");
  const source = fs.readFileSync(path.join(ctx.site.content, "blog", "fr", file), "utf8");
  const frontMatter = parseYaml(source.match(/^---\n([\s\S]*?)\n---/)![1]!);
  assert.is(frontMatter.title, title);
  assert.is(frontMatter.category, "Conseils");
  const content = loadContent(ctx.site.content, path.join(projectRoot, "static"), readSettings(ctx.site.env, false));
  assert.equal(content.issues.list, [], "the content still validates");

  await rebuild(ctx.site);
  const slug = file.replace(/\.md$/, "");
  const html = fs.readFileSync(path.join(ctx.site.work, "dist", "blog", `${slug}.html`), "utf8");
  assert.ok(html.includes("Couper l’eau et le chauffage"), "the article page has the body");
});

cms("a phone number changed in the brand collection appears on the rebuilt home page", async (ctx) => {
  const { page } = ctx;
  // A fresh load: Decap keeps the previous editor's state on an in-app navigation.
  await page.goto(`${ctx.site.siteUrl}/admin#/collections/donnees/entries/brand`);
  await page.reload();
  const phone = field(page, "phone");
  await page.waitForFunction(
    () => (document.querySelector('[id^="tradeName-field-"]') as HTMLInputElement | null)?.value,
  );
  const old = await phone.inputValue();
  const replacement = "081 70 99 31";
  assert.is.not(old, replacement);
  await phone.fill(replacement);
  await publish(page);
  const brand = parseYaml(fs.readFileSync(path.join(ctx.site.content, "brand.yaml"), "utf8"));
  assert.is(brand.phone, replacement);
  await rebuild(ctx.site);
  const home = fs.readFileSync(path.join(ctx.site.work, "dist", "index.html"), "utf8");
  assert.ok(home.includes(replacement.replace(/ /g, " ")) || home.includes(replacement), "new number on the home page");
  assert.ok(home.includes('href="tel:+3281709931"'), "tel: link in E.164 form");
  assert.not.ok(home.includes(old), "old number gone");
});

cms("no request left for another origin", (ctx) => {
  assert.equal(ctx.foreignRequests, []);
});

cms.run();
