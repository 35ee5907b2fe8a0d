/** The blog: the twelve articles of the spec, the list pages and every part of an article page. */
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { countWords } from "../../site/lib/markdown.ts";
import { projectRoot, testSite, textOf, type TestSite } from "../helpers/site.ts";

const SPEC_SLUGS = [
  "vider-local-commercial-entrepot-belgique-specialite-professionnelle",
  "syndrome-diogene-vider-maison-encombree",
  "tri-selectif-etapes-debarras-maison-eco-responsable",
  "recycler-donner-vendre-objets-vide-maison",
  "vide-grenier-ou-entreprise-debarras-quelle-solution-choisir",
  "debarras-maison-10-erreurs-eviter-vide-maison",
  "succession-que-faire-biens-meubles-defunt",
  "comment-vider-maison-apres-deces-guide-heritiers",
  "5-astuces-vider-maison-wallonie-rapidement",
  "vide-maison-bruxelles-guide-complet",
  "pourquoi-faire-appel-service-vide-maison-professionnel",
  "vide-maison-apres-deces-organisation",
];
const FR_DATE = /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20\d\d$/;

const blog = suite<{ site: TestSite; articles: string[] }>("blog");
blog.before(async (ctx) => {
  ctx.site = await testSite();
  ctx.articles = ctx.site.urls.filter((u) => /^\/blog\/(?!page\/)/.test(u));
});

blog("the twelve articles of the spec, 6-8 minute reads, dated 2024-03-14 to 2025-05-20", ({ articles, site }) => {
  assert.equal(articles.map((u) => u.slice(6)).sort(), [...SPEC_SLUGS].sort());
  for (const slug of SPEC_SLUGS) {
    const source = fs.readFileSync(path.join(projectRoot, "content", "blog", `${slug}.md`), "utf8");
    const words = countWords(source.replace(/^---[\s\S]*?---/, ""));
    assert.ok(words >= 1000 && words <= 1600, `${slug}: ${words} words`);
    const doc = site.page(`/blog/${slug}`);
    const published = doc.querySelector('meta[property="article:published_time"]')!.getAttribute("content")!;
    assert.ok(published >= "2024-03-14" && published <= "2025-05-20", `${slug}: ${published}`);
    const minutes = Number(textOf(doc.querySelector(".article-hero .article-meta span:last-child")).match(/^(\d+) min de lecture$/)![1]);
    assert.ok(minutes >= 6 && minutes <= 8, `${slug}: ${minutes} min`);
    assert.ok(["Services", "Conseils", "Environnement", "Guides"].includes(textOf(doc.querySelector(".article-hero .badge"))));
  }
});

blog("list pages: nine cards per page, numbered buttons, every card complete", ({ site, articles }) => {
  const first = site.page("/blog");
  const second = site.page("/blog/page/2");
  assert.is(first.querySelectorAll(".article-card").length, 9);
  assert.is(second.querySelectorAll(".article-card").length, articles.length - 9);
  for (const doc of [first, second]) {
    assert.equal([...doc.querySelectorAll(".pagination li")].map((li) => textOf(li)), ["1", "2"]);
  }
  assert.is(first.querySelector('.pagination [aria-current="page"]')!.textContent, "1");
  assert.is(first.querySelector('.pagination a[href="/blog/page/2"]')!.textContent, "2");
  assert.ok(second.querySelector('.pagination a[href="/blog"]'));
  for (const card of first.querySelectorAll(".article-card")) {
    assert.ok(card.querySelector("img[src][alt]"));
    assert.match(textOf(card.querySelector("time")), FR_DATE);
    assert.match(textOf(card.querySelector(".article-meta")), /\d+ min de lecture/);
    assert.ok(card.querySelector(".badge") && card.querySelector(".card-title") && card.querySelector(".card-body > p:not(.article-meta)"));
    assert.match(textOf(card.querySelector("a.card-link")), /^Lire la suite/);
  }
  const dates = [...first.querySelectorAll(".article-card time")].map((t) => t.getAttribute("datetime")!);
  assert.equal(dates, [...dates].sort().reverse(), "newest first");
});

blog("every article page: metadata, hero, share links, body without the summary, tags, neighbours, sidebar", ({ site, articles }) => {
  articles.forEach((url) => {
    const doc = site.page(url);
    const meta = (p: string) => doc.querySelector(`meta[property="${p}"], meta[name="${p}"]`)?.getAttribute("content");
    const title = textOf(doc.querySelector("h1"));
    for (const key of ["author", "keywords", "article:published_time", "article:modified_time", "article:section", "article:tag", "og:image"]) {
      assert.ok(meta(key), `${url}: ${key}`);
    }
    assert.ok(doc.querySelector(".article-hero img[src][alt]"));
    assert.match(textOf(doc.querySelector(".article-hero time")), FR_DATE);
    const share = [...doc.querySelectorAll(".share a")].map((a) => a.getAttribute("href")!);
    const encodedUrl = encodeURIComponent(site.siteUrl + url);
    assert.is(share.length, 3);
    assert.ok(share[0]!.startsWith("https://www.facebook.com/sharer/sharer.php?u=" + encodedUrl), share[0]);
    assert.ok(share[1]!.startsWith("https://twitter.com/intent/tweet?url=" + encodedUrl));
    assert.ok(share[2]!.startsWith("https://www.linkedin.com/shareArticle?mini=true&url=" + encodedUrl));
    assert.ok(share[2]!.includes("&summary="), "summary carried");
    assert.ok(doc.querySelector("[data-island=CopyLink]"));
    const body = doc.querySelector(".article-body")!;
    const h2 = [...body.querySelectorAll("h2")];
    assert.not.ok(h2.some((h) => /sommaire|table des matières/i.test(textOf(h))), `${url}: summary removed`);
    assert.ok(h2.length >= 4 && body.querySelector("ul li") && body.querySelector("p"), `${url}: sections, lists, paragraphs`);
    const toc = [...doc.querySelectorAll(".toc a")].map((a) => a.getAttribute("href"));
    assert.equal(toc, h2.map((h) => `#${h.id}`), `${url}: the table of contents follows the sections`);
    assert.ok(doc.querySelector(".toc[open]"), "open by default");
    assert.ok(doc.querySelectorAll(".tag-list li").length >= 1);
    const i = articles.indexOf(url);
    assert.is(Boolean(doc.querySelector('.article-nav a[rel="next"]')), i > 0, `${url}: next`);
    assert.is(Boolean(doc.querySelector('.article-nav a[rel="prev"]')), i < articles.length - 1, `${url}: previous`);
    const recent = [...doc.querySelectorAll(".recent-list li")];
    assert.is(recent.length, 5);
    assert.not.ok(recent.some((li) => li.querySelector("a")!.getAttribute("href") === url), "other articles only");
    for (const li of recent) assert.match(textOf(li.querySelector("time")), FR_DATE);
    assert.ok(doc.querySelector('.help-box a[href="/contact"]'));
    assert.ok(title.length > 0);
  });
});

blog("the home page shows the three latest posts", ({ site }) => {
  const home = [...site.page("/").querySelectorAll(".article-card a.card-link")].map((a) => a.getAttribute("href"));
  const list = [...site.page("/blog").querySelectorAll(".article-card a.card-link")].slice(0, 3).map((a) => a.getAttribute("href"));
  assert.equal(home, list);
});

blog.run();
