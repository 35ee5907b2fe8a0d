/**
 * The owner's day in the editor, in Chromium, against `npm run dev` on a copy of the content
 * (test/helpers/dev-server.ts): /admin opens even when the build fails and the file at fault,
 * French or Dutch, is fixed there; an author missing from authors.yaml cannot be chosen; a new
 * article and a new phone number reach the rebuilt site; a save changes only the line the owner
 * changed, in brand.yaml, in a Dutch text file and in an article's translation; the reviews are
 * listed by name and date. An article's form shows French and Dutch side by side (Decap's i18n
 * panes). Expected values are read from the content and from the editor's configuration.
 */
import fs from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { parse as parseYaml } from "yaml";
import { collectionFolder, contentFile, DEFAULT_LOCALE, LOCALES, type Locale } from "../../content/locales.ts";
import { collections } from "../../site/cms/collections.ts";
import { fieldsOf, jsonSchemaOf, type DecapField } from "../../site/cms/fields.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { startDevServer, type DevServer } from "../helpers/dev-server.ts";
import { projectRoot } from "../helpers/paths.ts";

const DUTCH: Locale = "nl";

/** The article broken by hand before `npm run dev` starts: its author is not in authors.yaml. */
const UNKNOWN_AUTHOR = "Marc Dupuis";
let broken = "";
/** An article with a Dutch translation, committed with the copy (written by the test, whatever the content holds). */
let translated = "";

const cms = browserSuite<{ page: Page; foreignRequests: string[] }, DevServer>("editing interface (/admin)", () =>
  startDevServer((content, git) => {
    const articles = fs.readdirSync(path.join(content, collectionFolder("blog", DEFAULT_LOCALE))).sort();
    [broken, translated] = [articles[0]!, articles.at(-1)!];
    translate(content, translated);
    git("add", "content");
    git("commit", "-qm", "Traduction d’un article");
    handEdit(content, contentFile("blog", DEFAULT_LOCALE, slugOf(broken)), withUnknownAuthor);
  }),
);

const slugOf = (file: string) => file.replace(/\.md$/, "");

/** A Dutch translation of `file` (its texts only, no link), and the mark on its original. */
function translate(content: string, file: string): void {
  fs.mkdirSync(path.join(content, collectionFolder("blog", DUTCH)), { recursive: true });
  fs.writeFileSync(
    path.join(content, contentFile("blog", DUTCH, slugOf(file))),
    `---
title: "Een huis leegmaken zonder stress"
excerpt: "Hoe u een woning in enkele dagen leegmaakt: sorteren, schenken, recycleren en de rest laten ophalen."
tags:
  - "leegmaak"
imageAlt: "Een lege woonkamer met dozen bij de deur"
---
Een woning leegmaken vraagt vooral een goed plan.

## Sorteren

Begin met wat u wilt houden.

## Laten ophalen

Wat overblijft, halen wij op.
`,
  );
  handEdit(content, contentFile("blog", DEFAULT_LOCALE, slugOf(file)), (text) =>
    /^nlSlug: /m.test(text) ? text : text.replace(/^---\n/, "---\nnlSlug: een-huis-leegmaken-zonder-stress\n"),
  );
}

/** The author's name replaced, its quotes kept, as an owner would type over it. */
const withUnknownAuthor = (text: string) => text.replace(/^(author: "?)[^"\n]*/m, `$1${UNKNOWN_AUTHOR}`);

function handEdit(content: string, file: string, change: (text: string) => string): void {
  const target = path.join(content, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
}

cms.before(async (ctx) => {
  ctx.page = await ctx.open(undefined, { viewport: { width: 1280, height: 900 }, locale: "en-US" });
  ctx.foreignRequests = [];
  // Leaving an entry with unsaved changes asks for confirmation.
  ctx.page.on("dialog", (dialog) => void dialog.accept());
  const allowed = new Set([ctx.site.siteUrl, ctx.site.cmsOrigin]);
  ctx.page.on("request", (request) => {
    const { origin } = new URL(request.url());
    if (!allowed.has(origin) && !request.url().startsWith("blob:") && !request.url().startsWith("data:"))
      ctx.foreignRequests.push(request.url());
  });
});

cms.after.each(async (ctx) => {
  await ctx.page.screenshot({ path: path.join(projectRoot, "var", "cms-last.png") }).catch(() => {});
});

/** Signs in with the local backend's button if the editor asks, once an entry's form or the button shows. */
async function signIn(page: Page): Promise<void> {
  const button = page.getByRole("button", { name: "Se connecter" });
  await button.or(page.locator('[id*="-field-"]').first()).first().waitFor();
  if (await button.isVisible()) await button.click();
}

/** Opens an entry's form (`hash`) in a fresh load: Decap keeps the previous form on an in-app navigation. */
async function openEditor(page: Page, siteUrl: string, hash: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${siteUrl}/admin${hash}`);
  await signIn(page);
}

/** Publishes the open entry; resolves once Decap says it is saved. */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await page.getByText("Publier maintenant", { exact: true }).click();
  await page.getByText("Entrée enregistrée", { exact: false }).last().waitFor({ timeout: 15_000 });
}

/**
 * The form of one language: an article's form has a pane per language, side by side, each
 * headed « Écrire en FR », « Écrire en NL »; a data file's form has one, the page itself.
 */
const pane = (page: Page, locale: Locale): Locator =>
  page.locator(".Pane").filter({ has: page.getByText(`Écrire en ${locale.toUpperCase()}`, { exact: true }) });

const field = (scope: Page | Locator, name: string) => scope.locator(`[id^="${name}-field-"]`).first();

async function choose(page: Page, scope: Page | Locator, name: string, option: string): Promise<void> {
  await field(scope, name).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A field of a folder collection as the editor's configuration, generated from the schema, has it. */
function fieldOf(collection: string, name: string): DecapField {
  const spec = collections.find((c) => c.name === collection);
  if (spec?.kind !== "folder") throw new Error(collection);
  return fieldsOf(jsonSchemaOf(spec.schema)).find((f) => f.name === name)!;
}

const authorsOf = (content: string) =>
  (parseYaml(fs.readFileSync(path.join(content, "authors.yaml"), "utf8")) as { authors: Array<{ name: string }> })
    .authors;

const frontMatterOf = (text: string) => parseYaml(text.match(/^---\n([\s\S]*?)\n---/)![1]!);

/** A field of `file` (from content/) as the copied repository's commit has it. */
const committed = (dev: DevServer, file: string, key: string): string =>
  frontMatterOf(dev.git("show", `HEAD:content/${file}`))[key];

/**
 * The files of an article, in every language, that differ from the commit. Decap writes a file
 * in every language of an entry it saves: the Dutch one of an article not translated yet is
 * empty, which the build reads as no translation (site/lib/content/editions.ts); it is left out.
 */
function changedFilesOf(dev: DevServer, file: string): string[] {
  const files = LOCALES.map((locale) => `content/${contentFile("blog", locale, slugOf(file))}`);
  return dev
    .git("status", "--porcelain", "--untracked-files=all", "--", ...files)
    .split("\n")
    .filter(Boolean)
    .filter(
      (line) => !(line.startsWith("??") && fs.readFileSync(path.join(dev.work, line.slice(3)), "utf8").trim() === ""),
    );
}

cms(
  "/admin opens while the first build fails; the failure page names the field and links its form, which fixes it",
  async (ctx) => {
    const { page, site } = ctx;
    const file = contentFile("blog", DEFAULT_LOCALE, slugOf(broken));
    const failed = await fetch(site.siteUrl + "/");
    assert.is(failed.status, 500);
    const body = await failed.text();
    // French, with the field's label in the editor and its key in the file.
    assert.match(
      body,
      `${file} › ${fieldOf("blog", "author").label} [author] : « ${UNKNOWN_AUTHOR} » n’est pas dans authors.yaml`,
    );

    await page.goto(site.siteUrl + "/");
    await page.getByRole("link", { name: file }).click();
    await signIn(page);
    const since = site.mark();
    await choose(page, pane(page, DEFAULT_LOCALE), "author", committed(site, file, "author"));
    await publish(page);
    await site.waitFor(/↻ /, since);
    assert.is((await fetch(site.siteUrl + "/")).status, 200);
    assert.equal(changedFilesOf(site, broken), [], "the file is back as committed, byte for byte");
  },
);

cms("/admin is not indexed and has its own CSP", async (ctx) => {
  const response = await ctx.page.request.get(`${ctx.site.siteUrl}/admin`);
  assert.match(await response.text(), /<meta name="robots" content="noindex/);
  assert.match(response.headers()["content-security-policy"] ?? "", /connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  assert.not.match(await response.text(), "/__dev/reload.js", "a rebuild does not reload the form");
  const dist = path.join(ctx.site.work, "dist");
  assert.not.match(fs.readFileSync(path.join(dist, "sitemap.xml"), "utf8"), /\/admin/);
  assert.not.match(fs.readFileSync(path.join(dist, "sw.js"), "utf8"), /\/admin/);
});

cms(
  "an author missing from authors.yaml cannot be chosen, so the article cannot be saved; a listed one can",
  async (ctx) => {
    const { page, site } = ctx;
    const folder = path.join(site.content, collectionFolder("blog", DEFAULT_LOCALE));
    const before = new Set(fs.readdirSync(folder));
    await openEditor(page, site.siteUrl, "#/collections/blog/new");
    const french = pane(page, DEFAULT_LOCALE);
    const title = "Vider une maison de campagne avant l’hiver";
    await field(french, "title").fill(title);
    await field(french, "excerpt").fill(
      "Chauffage coupé, gel, humidité : comment organiser le débarras d’une maison de campagne avant les premiers froids.",
    );
    // Typed the Belgian way whatever the browser's language (this one is in English).
    await field(french, "date").fill("14/10/2025");
    await choose(page, french, "category", "Conseils");
    await french
      .getByRole("button", { name: `Ajouter ${fieldOf("blog", "tags").label_singular!.toLowerCase()}` })
      .click();
    await field(french, "tags").locator("input").first().fill("maison de campagne");
    await field(french, "imageAlt").fill("Une maison de campagne aux volets fermés");
    await french.locator('[aria-label="markdown field"] button[role="switch"]').click();
    await french.locator('[aria-label="markdown field"] [contenteditable="true"]').click();
    await page.keyboard.insertText(
      "Une maison de campagne se vide mieux avant l’hiver.\n\n## Couper l’eau et le chauffage\n\nPurgez les conduites avant le gel.\n\n## Trier sans se presser\n\n- Ce qui reste\n- Ce qui part",
    );

    // The list offers the names of authors.yaml; once the unknown name is typed, nothing to choose.
    const authors = authorsOf(site.content).map((a) => a.name);
    await field(french, "author").click();
    await page.getByRole("option", { name: authors[0], exact: true }).waitFor();
    assert.equal(await page.getByRole("option").allTextContents(), authors);
    await page.keyboard.type(UNKNOWN_AUTHOR);
    await page.getByRole("option").first().waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Publier", exact: true }).click();
    await page.getByText("Publier maintenant", { exact: true }).click();
    await page.getByText(`${fieldOf("blog", "author").label} : champ obligatoire.`).waitFor();
    assert.equal(new Set(fs.readdirSync(folder)), before, "nothing saved");

    const author = authors.at(-1)!;
    await choose(page, french, "author", author);
    const since = site.mark();
    await publish(page);
    const created = fs.readdirSync(folder).filter((f) => !before.has(f));
    assert.is(created.length, 1, "one new markdown file");
    const frontMatter = frontMatterOf(fs.readFileSync(path.join(folder, created[0]!), "utf8"));
    assert.equal([frontMatter.title, frontMatter.author, frontMatter.date], [title, author, "2025-10-14"]);
    await site.waitFor(/↻ /, since);
    const page200 = await fetch(`${site.siteUrl}/blog/${slugOf(created[0]!)}`);
    assert.is(page200.status, 200);
    assert.ok((await page200.text()).includes("Couper l’eau et le chauffage"), "the article page has the body");
  },
);

cms(
  "a phone number saved in the company's form changes one line of brand.yaml, and every page follows",
  async (ctx) => {
    const { page, site } = ctx;
    await openEditor(page, site.siteUrl, "#/collections/donnees/entries/brand");
    // The everyday facts come first.
    const phone = field(page, "phone");
    await page.waitForFunction(
      () => (document.querySelector('[id^="phone-field-"]') as HTMLInputElement | null)?.value,
    );
    const old = await phone.inputValue();
    const replacement = old === "081 70 99 31" ? "02 588 41 21" : "081 70 99 31";
    await phone.fill(replacement);
    const since = site.mark();
    await publish(page);
    assert.is(site.git("diff", "--numstat", "content/brand.yaml").trim(), "1\t1\tcontent/brand.yaml");
    assert.match(site.git("diff", "-U0", "content/brand.yaml"), `\n-phone: ${old}\n+phone: ${replacement}\n`);
    await site.waitFor(/↻ /, since);
    const home = await (await fetch(site.siteUrl + "/")).text();
    assert.ok(home.includes(`href="tel:+32${replacement.replace(/\s/g, "").slice(1)}"`), "tel: link in E.164 form");
    assert.not.ok(home.includes(old), "old number gone");
  },
);

cms("a Dutch text saved in « Textes en néerlandais » changes one line of its file", async (ctx) => {
  const { page, site } = ctx;
  const spec = collections.find((c) => c.name === "donnees-nl");
  if (spec?.kind !== "files") throw new Error("donnees-nl");
  const data = spec.files.find((f) => f.file === "brand.nl.yaml")!;
  const file = `content/${data.file}`;
  await openEditor(page, site.siteUrl, `#/collections/${spec.name}/entries/${data.name}`);
  const greeting = field(page, "chatGreeting");
  await page.waitForFunction(
    () => (document.querySelector('[id^="chatGreeting-field-"]') as HTMLInputElement | null)?.value,
  );
  const old = await greeting.inputValue();
  const replacement = `${old} Dank u.`;
  await greeting.fill(replacement);
  await publish(page);
  assert.is(site.git("diff", "--numstat", file).trim(), `1\t1\t${file}`);
  assert.match(site.git("diff", "-U0", file), `\n-chatGreeting: ${old}\n+chatGreeting: ${replacement}\n`);
});

cms("each review is listed by its name and the day it was given", async (ctx) => {
  const { page, site } = ctx;
  const { reviews } = parseYaml(fs.readFileSync(path.join(site.content, "testimonials.yaml"), "utf8")) as {
    reviews: Array<{ name: string; date: string }>;
  };
  await openEditor(page, site.siteUrl, "#/collections/donnees/entries/testimonials");
  for (const review of [reviews[0]!, reviews.at(-1)!]) {
    const day = String(review.date).split("-").reverse().join("/");
    await page.getByText(`${review.name} · ${day}`, { exact: true }).waitFor();
  }
});

cms("a hand edit that breaks the running build leaves /admin open, where the file is fixed", async (ctx) => {
  const { page, site } = ctx;
  const file = contentFile("blog", DEFAULT_LOCALE, slugOf(broken));
  let since = site.mark();
  handEdit(site.content, file, withUnknownAuthor);
  await site.waitFor(/✘ Build échoué/, since);
  assert.is((await fetch(site.siteUrl + "/")).status, 500);
  await openEditor(page, site.siteUrl, `#/collections/blog/entries/${slugOf(broken)}`);
  since = site.mark();
  await choose(page, pane(page, DEFAULT_LOCALE), "author", committed(site, file, "author"));
  await publish(page);
  await site.waitFor(/↻ /, since);
  assert.is((await fetch(site.siteUrl + "/")).status, 200);
  assert.equal(changedFilesOf(site, broken), [], "the file is back as committed, byte for byte");
});

cms(
  "a translation broken by hand is fixed in the Dutch pane of its article, which the failure page links; the French file is untouched",
  async (ctx) => {
    const { page, site } = ctx;
    const file = contentFile("blog", DUTCH, slugOf(translated));
    const excerpt = committed(site, file, "excerpt");
    let since = site.mark();
    handEdit(site.content, file, (text) => text.replace(excerpt, "Te kort."));
    await site.waitFor(/✘ Build échoué/, since);
    const failed = await (await fetch(site.siteUrl + "/")).text();
    assert.match(failed, `${file} › ${fieldOf("blog", "excerpt").label} [excerpt] : `);

    await page.goto(site.siteUrl + "/");
    await page.getByRole("link", { name: file }).click();
    await signIn(page);
    const dutch = pane(page, DUTCH);
    await field(dutch, "excerpt").waitFor();
    assert.is(await field(dutch, "excerpt").inputValue(), "Te kort.", "the Dutch pane shows the Dutch file");
    assert.is.not(await field(pane(page, DEFAULT_LOCALE), "excerpt").inputValue(), "Te kort.");
    since = site.mark();
    await field(dutch, "excerpt").fill(excerpt);
    await publish(page);
    await site.waitFor(/↻ /, since);
    assert.is((await fetch(site.siteUrl + "/")).status, 200);
    assert.equal(changedFilesOf(site, translated), [], "both languages' files are as committed, byte for byte");
  },
);

cms("no request left for another origin", (ctx) => {
  assert.equal(ctx.foreignRequests, []);
});

cms.run();
