/** The build's link check (site/lib/build/links.ts): every internal link resolves, on every page. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { findBrokenLinks, linksOfSplitPage, pageLinks } from "../../site/lib/build/links.ts";
import { TYPESET_PART, typesetPage } from "../../site/lib/text/typography.ts";

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

test("a link to a missing page or anchor is reported on every page that has it; others pass", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "links-"));
  try {
    fs.mkdirSync(path.join(out, "assets"));
    fs.writeFileSync(path.join(out, "assets", "site.css"), "");
    const footer = '<a href="/contact#formulaire">Devis</a><a href="/absente">?</a><link href="/assets/site.css">';
    const pages = new Map([
      ["/", page(`<h1 id="haut">Accueil</h1><a href="#haut">haut</a><a href="#ailleurs">x</a>${footer}`)],
      ["/contact", page(`<form id="formulaire"></form><a href="/#haut">accueil</a><a href="/#top">top</a>${footer}`)],
      ["/blog", page(`<a href="/contact#nulle-part">?</a><a href="/contact?source=blog">ok</a>${footer}`)],
    ]);
    const broken = findBrokenLinks(out, pages).map((b) => `${b.page} → ${b.href} : ${b.reason}`);
    assert.equal(broken.sort(), [
      "/ → #ailleurs : ancre #ailleurs absente de /",
      "/ → /absente : cible introuvable",
      "/blog → /absente : cible introuvable",
      "/blog → /contact#nulle-part : ancre #nulle-part absente de /contact",
      "/contact → /absente : cible introuvable",
    ]);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test("links read once from parts many pages share are the page's links, in the same order", () => {
  const header = '<nav id="menu"><a href="/">Accueil</a><a href="/contact#formulaire">Devis</a></nav>';
  const footer = '<footer id="pied"><a href="/blog">Blog</a><a href="#menu">Menu</a></footer>';
  for (const html of [
    page(`${header}<main id="contenu"><a href="/services">Services</a></main>${footer}`),
    page(`<main id="contenu">${footer}<a href="/tarifs">Tarifs</a></main>`),
    page('<main id="contenu"><a href="/faq">FAQ</a></main>'),
  ]) {
    assert.equal(pageLinks(html, [footer, header]), pageLinks(html));
  }
});

test("a page typeset around its parts gives the links of the finished page", () => {
  const header = '<nav id="menu"><a href="/">Accueil</a><a href="/contact#formulaire">Devis : ici</a></nav>';
  const footer = '<footer id="pied"><a href="/blog" title="Le blog : conseils">Blog</a></footer>';
  const html = page(
    `${TYPESET_PART}${header}</div><main id="contenu"><a href="/services" title="Nos services : tout">Services : tout</a>` +
      `<img src="/illustrations/a.svg" alt="L'équipe"/></main>${TYPESET_PART}${footer}</div>`,
  );
  const { pieces, ...split } = typesetPage(html, [footer, header]);
  const finished = pieces.join("");
  assert.equal(linksOfSplitPage(split), pageLinks(finished));
  assert.equal(linksOfSplitPage(split).hrefs, [
    "/",
    "/contact#formulaire",
    "/services",
    "/illustrations/a.svg",
    "/blog",
  ]);
});

test.run();
