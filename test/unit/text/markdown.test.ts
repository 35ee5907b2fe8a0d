/** Markdown of the content: anchors, the table of contents, links and images to check, typography. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  countWords,
  removeTocSection,
  renderMarkdown,
  splitAtFirstSubheading,
} from "../../../site/lib/text/markdown.ts";

const ARTICLE = `Introduction.

## Sommaire
- Un
- Deux

## Première étape
Texte avec un [lien](/contact) et un [autre](https://exemple.be).

### Détail {#detail}
Encore.

## Première étape
Fin.`;

test("headings get anchors (explicit or from their text, made unique) and are listed", () => {
  const { html, headings } = renderMarkdown(ARTICLE, { dropToc: true });
  assert.equal(
    headings.map((h) => [h.id, h.level]),
    [
      ["premiere-etape", 2],
      ["detail", 3],
      ["premiere-etape-2", 2],
    ],
  );
  assert.ok(html.includes('<h2 id="premiere-etape">Première étape</h2>'));
  assert.ok(html.includes('<h3 id="detail">Détail</h3>'));
});

test("the summary section is removed, up to the next heading of its level", () => {
  assert.not.match(removeTocSection(ARTICLE), /Sommaire|- Un/);
  assert.match(removeTocSection(ARTICLE), /## Première étape/);
  assert.match(renderMarkdown(ARTICLE).html, /Sommaire/, "kept unless asked");
  const named = "Avant.\n\n## TABLE DES MATIÈRES {#toc}\n- Un\n\n## Suite\nFin.";
  assert.is(removeTocSection(named), "Avant.\n\n## Suite\nFin.", "whatever its case, with an explicit id");
  const none = "Un tri sommaire.\n\n## Suite\nFin.";
  assert.is(removeTocSection(none), none);
});

test("links are collected for checking; outside links open safely", () => {
  const { html, links } = renderMarkdown(ARTICLE);
  assert.equal(links, ["/contact", "https://exemple.be"]);
  assert.ok(html.includes('<a href="https://exemple.be" rel="noopener noreferrer">autre</a>'));
});

test("images are collected for the photo checks, each written in the one form the pages replace", () => {
  const { html, images } = renderMarkdown(
    'Avant.\n\n![La cave « vidée » & balayée](/images/uploads/cave.jpg "titre")\n\n![](/images/x.svg)',
  );
  assert.equal(images, [
    { src: "/images/uploads/cave.jpg", alt: "La cave « vidée » & balayée" },
    { src: "/images/x.svg", alt: "" },
  ]);
  assert.ok(html.includes('<p><img src="/images/uploads/cave.jpg" alt="La cave « vidée » &amp; balayée"></p>'), html);
});

test("service pages are split at the first sub-heading", () => {
  const { html } = renderMarkdown("Le principe.\n\n## Suite\nTexte.");
  const { lead, rest } = splitAtFirstSubheading(html);
  assert.ok(lead.includes("Le principe.") && !lead.includes("<h2"));
  assert.ok(rest.startsWith("<h2"));
});

test("words are counted without markdown signs", () => {
  assert.is(countWords("## Un titre\n- **deux** mots [ici](/x)"), 6);
});

test("a word is a run of characters that are neither markdown signs nor what \\s matches (every space of Unicode)", () => {
  const WORD = /[^\s#*_>\-[\]()`]+/g;
  const spaces = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter((c) => /\s/.test(c));
  const texts = [...spaces.map((space) => `un${space}deux${space}${space}trois`), "l’été à 20\u202f°C", "a\u00adb", ""];
  for (const text of texts) assert.is(countWords(text), text.match(WORD)?.length ?? 0, JSON.stringify(text));
});

test.run();
