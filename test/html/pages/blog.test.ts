/** The blog: every article of the content, the list pages and every part of an article page. */
import * as assert from "uvu/assert";
import { CATEGORIES } from "../../../content/vocabulary.ts";
import { formatDate } from "../../../site/lib/text/format.ts";
import { shareLinks } from "../../../site/routes/article.tsx";
import { pageButtons } from "../../../site/routes/blog.tsx";
import { siteSuites } from "../../helpers/html-sites.ts";
import { attr, plain, textOf } from "../../helpers/site.ts";

/** Spec, section 9: the list shows 9 posts per page; the sidebar the 5 most recent others. */
const PAGE_SIZE = 9;
const RECENT = 5;
/** A cover with its text alternative: a photo, or a drawing written in the page. */
const COVER_WITH_TEXT = 'img[src][alt], svg[role="img"][aria-label]';
const FR_DATE =
  /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

const listUrl = (page: number) => (page === 1 ? "/blog" : `/blog/page/${page}`);

siteSuites("blog", (blog) => {
  blog("one page per article of the content, each with its fr-BE date, reading time and category", ({ site }) => {
    const { articles } = site.data;
    const pages = site.urls.filter((u) => /^\/blog\/(?!page\/)/.test(u));
    assert.equal(pages.sort(), articles.map((a) => a.url).sort());
    for (const article of articles) {
      const doc = site.page(article.url);
      const hero = doc.querySelector(".article-hero")!;
      assert.match(textOf(hero.querySelector("time")), FR_DATE);
      assert.is(textOf(hero.querySelector("time")), plain(formatDate(article.date)), article.url);
      assert.is(attr(hero.querySelector("time"), "datetime"), article.date);
      assert.is(doc.querySelector('meta[property="article:published_time"]')!.getAttribute("content"), article.date);
      assert.ok(article.readingTime >= 1, `${article.url}: reading time`);
      assert.is(textOf(hero.querySelector(".article-meta span:last-child")), `${article.readingTime} min de lecture`);
      assert.ok((CATEGORIES as readonly string[]).includes(textOf(hero.querySelector(".badge"))), article.url);
      assert.is(textOf(hero.querySelector(".badge")), article.category);
    }
  });

  blog(
    `list pages: ${PAGE_SIZE} cards per page, newest first, every article once, numbered buttons when needed`,
    ({ site }) => {
      const { articles } = site.data;
      const count = Math.ceil(articles.length / PAGE_SIZE);
      const listed: string[] = [];
      for (let n = 1; n <= count; n++) {
        const doc = site.page(listUrl(n));
        const cards = [...doc.querySelectorAll(".article-card")];
        assert.is(cards.length, Math.min(PAGE_SIZE, articles.length - (n - 1) * PAGE_SIZE), listUrl(n));
        listed.push(...cards.map((card) => card.querySelector("a.card-link")!.getAttribute("href")!));
        const buttons = [...doc.querySelectorAll(".pagination li")].map((li) => textOf(li));
        const expected = count > 1 ? pageButtons(n, count) : [];
        assert.equal(
          buttons,
          expected.map((b) => (b === null ? "…" : String(b))),
          `${listUrl(n)}: page buttons`,
        );
        if (count > 1) {
          assert.is(textOf(doc.querySelector('.pagination [aria-current="page"]')), String(n));
          for (const other of expected) {
            if (other !== null && other !== n)
              assert.ok(doc.querySelector(`.pagination a[href="${listUrl(other)}"]`), `${listUrl(n)} → ${other}`);
          }
        }
        for (const card of cards) {
          assert.ok(card.querySelector(COVER_WITH_TEXT));
          assert.match(textOf(card.querySelector("time")), FR_DATE);
          assert.match(textOf(card.querySelector(".article-meta")), /\d+ min de lecture/);
          assert.ok(
            card.querySelector(".badge") &&
              card.querySelector(".card-title") &&
              card.querySelector(".card-body > p:not(.article-meta)"),
          );
          assert.match(textOf(card.querySelector("a.card-link")), /^Lire la suite/);
        }
      }
      assert.equal(
        listed,
        articles.map((a) => a.url),
        "every article once, newest first",
      );
      const dates = articles.map((a) => a.date);
      assert.equal(dates, [...dates].sort().reverse(), "newest first");
      assert.not.ok(site.urls.includes(listUrl(count + 1)), "no empty list page");
    },
  );

  blog("a list page shows its first card's cover at once; a linked image below it, lazily", ({ site }) => {
    const count = Math.ceil(site.data.articles.length / PAGE_SIZE);
    // A drawn cover is drawn in the page (svg), an owner's photo is an image to load.
    const linked = (cover: Element) => cover.tagName.toLowerCase() === "img";
    for (let n = 1; n <= count; n++) {
      // A photo's <picture> is shown by its <img>.
      const covers = [...site.page(listUrl(n)).querySelectorAll(".article-card .card-media > *")].map((cover) =>
        cover.tagName.toLowerCase() === "picture" ? cover.querySelector("img")! : cover,
      );
      assert.is(covers[0]!.getAttribute("loading"), null, listUrl(n));
      assert.is(/fetchpriority="high"/i.test(covers[0]!.outerHTML), linked(covers[0]!), listUrl(n));
      for (const cover of covers.slice(1))
        assert.is(
          cover.getAttribute("loading"),
          linked(cover) ? "lazy" : null,
          `${listUrl(n)}: ${cover.getAttribute("alt") ?? cover.getAttribute("aria-label")}`,
        );
    }
    for (const img of site.page("/").querySelectorAll(".article-card img"))
      assert.is(img.getAttribute("loading"), linked(img) ? "lazy" : null, "home: below the fold");
  });

  blog(
    "every article page: metadata, hero, share links, body without the summary, tags, neighbours, sidebar",
    ({ site }) => {
      const { articles } = site.data;
      articles.forEach((article, i) => {
        const url = article.url;
        const doc = site.page(url);
        const meta = (p: string) =>
          doc.querySelector(`meta[property="${p}"], meta[name="${p}"]`)?.getAttribute("content");
        for (const key of [
          "author",
          "keywords",
          "article:published_time",
          "article:modified_time",
          "article:section",
          "article:tag",
          "og:image",
        ]) {
          assert.ok(meta(key), `${url}: ${key}`);
        }
        assert.is(meta("og:type"), "article", url);
        assert.is(textOf(doc.querySelector("h1")), plain(article.title));
        assert.ok(doc.querySelector(`.article-hero :is(${COVER_WITH_TEXT})`));
        const share = [...doc.querySelectorAll(".share a")].map((a) => a.getAttribute("href")!);
        const encodedUrl = encodeURIComponent(site.siteUrl + url);
        assert.is(share.length, 3);
        assert.ok(share[0]!.startsWith("https://www.facebook.com/sharer/sharer.php?u=" + encodedUrl), share[0]);
        assert.ok(share[1]!.startsWith("https://twitter.com/intent/tweet?url=" + encodedUrl));
        assert.ok(share[2]!.startsWith("https://www.linkedin.com/shareArticle?mini=true&url=" + encodedUrl));
        assert.ok(share[2]!.includes("&summary="), "summary carried");
        // Each button shows its icon and names its network (its content is rendered once per build).
        const labels = [...doc.querySelectorAll(".share a")].map((a) => {
          assert.ok(a.querySelector("svg.icon[aria-hidden=true] path[d]"), `${url}: share icon`);
          return textOf(a.querySelector("span"));
        });
        assert.equal(
          labels,
          shareLinks(url, "", "").map((link) => link.network),
        );
        assert.is(doc.querySelector("[data-widget=copy-link]")?.getAttribute("data-url"), site.siteUrl + url);
        const body = doc.querySelector(".article-body")!;
        const h2 = [...body.querySelectorAll("h2")];
        assert.not.ok(
          h2.some((h) => /sommaire|table des matières/i.test(textOf(h))),
          `${url}: summary removed`,
        );
        assert.ok(h2.length >= 2 && body.querySelector("p"), `${url}: sections and paragraphs`);
        const toc = [...doc.querySelectorAll(".toc a")].map((a) => a.getAttribute("href"));
        assert.equal(
          toc,
          h2.map((h) => `#${h.id}`),
          `${url}: the table of contents follows the sections`,
        );
        assert.ok(doc.querySelector(".toc[open]"), "open by default");
        assert.equal(
          [...doc.querySelectorAll(".tag-list li")].map((li) => textOf(li).replace(/^#/, "")),
          article.tags.map((t) => plain(t)),
          `${url}: tags`,
        );
        assert.is(
          doc.querySelector('.article-nav a[rel="next"]')?.getAttribute("href"),
          articles[i - 1]?.url,
          `${url}: next`,
        );
        assert.is(
          doc.querySelector('.article-nav a[rel="prev"]')?.getAttribute("href"),
          articles[i + 1]?.url,
          `${url}: previous`,
        );
        const recent = [...doc.querySelectorAll(".recent-list li")].map((li) =>
          li.querySelector("a")!.getAttribute("href"),
        );
        assert.equal(
          recent,
          articles
            .filter((a) => a !== article)
            .slice(0, RECENT)
            .map((a) => a.url),
          `${url}: the most recent others`,
        );
        for (const li of doc.querySelectorAll(".recent-list li"))
          assert.match(textOf(li.querySelector("time")), FR_DATE);
        assert.ok(doc.querySelector('.help-box a[href="/contact"]'));
      });
    },
  );

  blog("the home page shows the three latest posts", ({ site }) => {
    const home = [...site.page("/").querySelectorAll(".article-card a.card-link")].map((a) => a.getAttribute("href"));
    assert.equal(
      home,
      site.data.articles.slice(0, 3).map((a) => a.url),
    );
  });
});
