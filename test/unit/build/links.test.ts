/** The build's link check (site/lib/build/links.ts): every internal link resolves, on every page. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { findBrokenLinks, linksIn, linksOfHtml, type SiteLinks } from "../../../site/lib/build/links.ts";

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

/** A site written to a temporary folder with one stylesheet, removed after `check`. */
function withOutDir(check: (out: string) => void): void {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "links-"));
  try {
    fs.mkdirSync(path.join(out, "assets"));
    fs.writeFileSync(path.join(out, "assets", "site.css"), "");
    check(out);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

const described = (out: string, site: SiteLinks) =>
  findBrokenLinks(out, site)
    .map((b) => `${b.page} → ${b.href} : ${b.reason}`)
    .sort();

test("a link to a missing page or anchor is reported on every page that has it; others pass", () => {
  withOutDir((out) => {
    const footer = '<a href="/contact#formulaire">Devis</a><a href="/absente">?</a><link href="/assets/site.css">';
    const pages = new Map([
      ["/", page(`<h1 id="haut">Accueil</h1><a href="#haut">haut</a><a href="#ailleurs">x</a>${footer}`)],
      ["/contact", page(`<form id="formulaire"></form><a href="/#haut">accueil</a><a href="/#top">top</a>${footer}`)],
      ["/blog", page(`<a href="/contact#nulle-part">?</a><a href="/contact?source=blog">ok</a>${footer}`)],
    ]);
    assert.equal(described(out, linksOfHtml(pages)), [
      "/ → #ailleurs : ancre #ailleurs absente de /",
      "/ → /absente : cible introuvable",
      "/blog → /absente : cible introuvable",
      "/blog → /contact#nulle-part : ancre #nulle-part absente de /contact",
      "/contact → /absente : cible introuvable",
    ]);
  });
});

test("a part's links and ids count on every page that contains it, its #anchors against that page", () => {
  withOutDir((out) => {
    const header =
      '<nav id="menu"><a href="/">Accueil</a><a href="#contenu">Aller au contenu</a><a href="/x">?</a></nav>';
    const own = (body: string) => ({ ...linksIn(body), parts: ["header"] });
    const site: SiteLinks = {
      pages: new Map([
        ["/", own('<main id="contenu"><a href="/blog#menu">blog</a></main>')],
        ["/blog", own("<main><p>Pas d’ancre ici</p></main>")],
      ]),
      parts: new Map([["header", linksIn(header)]]),
    };
    assert.equal(described(out, site), [
      "/ → /x : cible introuvable",
      "/blog → #contenu : ancre #contenu absente de /blog",
      "/blog → /x : cible introuvable",
    ]);
  });
});

test("only internal links are read, with their entities decoded", () => {
  const links = linksIn(
    '<a href="https://example.be/">x</a><a href="//cdn.example/">y</a><a href="/contact?a=1&amp;b=2">z</a><img src="/i.svg" id="logo">',
  );
  assert.equal(links, { hrefs: ["/contact?a=1&b=2", "/i.svg"], ids: ["logo"] });
});

test.run();
