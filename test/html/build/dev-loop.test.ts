/**
 * `npm run dev` rebuilds only what an edit touches. On a copy of the content:
 * - an article's text edit rewrites that article's page and nothing else;
 * - a front-matter edit (title, modification date) updates the pages that show the article,
 *   the feed and the sitemap, and nothing that does not mention it;
 * - bad content fails with the file named and changes nothing.
 * Then the dev server itself: it answers before the first build, and shows a failed build.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ContentError } from "../../../site/lib/errors.ts";
import { DevBuilder } from "../../../site/dev/dev-builder.ts";
import { spawnDevServer } from "../../helpers/dev-server.ts";
import { projectRoot } from "../../helpers/site.ts";

const dev = suite("dev loop");

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex"));
  }
  return out;
}

function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

function contentCopy(): { work: string; content: string; dist: string } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "dev-loop-"));
  const content = path.join(work, "content");
  fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
  return { work, content, dist: path.join(work, "dist") };
}

/** The builder of `npm run dev` over `content`, after its first (full) build into `dist`. */
async function builtDevSite(content: string, dist: string): Promise<DevBuilder> {
  const builder = new DevBuilder({
    projectRoot,
    contentRoot: content,
    outDir: dist,
    env: {},
    deploy: false,
    cacheDir: path.join(projectRoot, ".cache", "og"),
  });
  await builder.full();
  return builder;
}

dev("an article's text edit rewrites its page only; a front-matter edit updates what shows the article", async () => {
  const { work, content, dist } = contentCopy();
  try {
    const builder = await builtDevSite(content, dist);
    const slug = fs
      .readdirSync(path.join(content, "blog", "fr"))
      .sort()[0]!
      .replace(/\.md$/, "");
    const source = path.join(content, "blog", "fr", `${slug}.md`);
    const page = `blog/${slug}.html`;

    // Text only.
    let before = snapshot(dist);
    fs.appendFileSync(source, "\nUn paragraphe ajouté pendant le test de la boucle de développement.\n");
    const text = await builder.contentChanged([`blog/fr/${slug}.md`]);
    assert.equal(text.written, [page]);
    assert.equal(changedFiles(before, snapshot(dist)), [page]);
    assert.match(fs.readFileSync(path.join(dist, page), "utf8"), "Un paragraphe ajouté pendant le test");

    // Front matter: a new title and a new modification date.
    before = snapshot(dist);
    const oldHtml = new Map(
      [...before.keys()]
        .filter((f) => f.endsWith(".html"))
        .map((f) => [f, fs.readFileSync(path.join(dist, f), "utf8")]),
    );
    const today = new Date().toISOString().slice(0, 10);
    fs.writeFileSync(
      source,
      fs
        .readFileSync(source, "utf8")
        .replace(/^title: "(.*)"$/m, 'title: "Titre changé pendant le test"')
        .replace(/^dateModified: .*$/m, `dateModified: ${today}`),
    );
    await builder.contentChanged([`blog/fr/${slug}.md`]);
    const changed = changedFiles(before, snapshot(dist));
    for (const expected of [page, "blog/rss.xml", "sitemap.xml", `og/blog/${slug}.png`])
      assert.ok(changed.includes(expected), `${expected} rewritten`);
    assert.ok(
      changed.some((f) => /^blog(\/page\/\d+)?\.html$/.test(f)),
      "the blog list that shows the article",
    );
    const articleUrl = `/blog/${slug}`;
    for (const file of changed.filter((f) => f.endsWith(".html") && f !== page)) {
      assert.ok(oldHtml.get(file)?.includes(`href="${articleUrl}"`), `${file} changed but does not show the article`);
    }
    assert.match(fs.readFileSync(path.join(dist, "blog", "rss.xml"), "utf8"), "Titre changé pendant le test");
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});

dev("bad content fails with the file named and leaves the output as it was", async () => {
  const { work, content, dist } = contentCopy();
  try {
    const builder = await builtDevSite(content, dist);
    const name = fs.readdirSync(path.join(content, "blog", "fr")).sort()[0]!;
    const before = snapshot(dist);
    fs.appendFileSync(path.join(content, "blog", "fr", name), "\n[un lien](/page-qui-n-existe-pas)\n");
    const error = await builder.contentChanged([`blog/fr/${name}`]).catch((e: unknown) => e);
    assert.instance(error, ContentError);
    assert.match((error as Error).message, `blog/fr/${name}`);
    assert.equal(changedFiles(before, snapshot(dist)), []);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});

dev("the dev server answers before the first build, shows a failed build, and recovers", async () => {
  const { work, content, dist } = contentCopy();
  const server = await spawnDevServer(content, dist);
  const get = async (url: string) => {
    for (;;) {
      try {
        const response = await fetch(`${server.siteUrl}${url}`);
        return { status: response.status, body: await response.text() };
      } catch {
        await new Promise((r) => setTimeout(r, 50)); // not listening yet
      }
    }
  };
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 120_000;
    while (!(await check())) {
      assert.ok(Date.now() < deadline, `timeout; server output:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  try {
    const early = await get("/");
    assert.is(early.status, 503);
    assert.match(early.body, "Construction du site en cours");
    assert.is((await get("/blog")).status, 503, "every page, any number of times");
    await until(async () => (await get("/")).status === 200);
    assert.match((await get("/")).body, "/__dev/reload.js");

    const name = fs.readdirSync(path.join(content, "blog", "fr")).sort()[0]!;
    const file = path.join(content, "blog", "fr", name);
    const good = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, good.replace(/^title: .*$/m, "title: 1"));
    await until(async () => (await get("/")).status === 500);
    const failed = await get("/contact");
    assert.match(failed.body, "Le build a échoué");
    assert.match(failed.body, `blog/fr/${name}`);
    // The editor stays open, without the reload script, and the page links the file's form in it.
    assert.match(failed.body, `href="/admin#/collections/blog/entries/${name.replace(/\.md$/, "")}"`);
    const editor = await get("/admin");
    assert.is(editor.status, 200);
    assert.match(editor.body, 'rel="cms-config-url"');
    assert.not.match(editor.body, "/__dev/reload.js");

    fs.writeFileSync(file, good);
    const saved = server.mark();
    await until(async () => (await get("/")).status === 200);
    await server.waitFor(/↻ .* en \d+ ms depuis l’enregistrement/, saved);
    assert.ok(server.running(), "still running");
  } finally {
    server.kill();
    fs.rmSync(work, { recursive: true, force: true });
  }
});

dev.run();
