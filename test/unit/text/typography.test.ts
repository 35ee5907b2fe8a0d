/**
 * French typography is applied once, to the finished page: the text people read (head and
 * body, text attributes, JSON-LD strings), never the markup islands hydrate nor scripts.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadBrand } from "../../../site/lib/content/facts.ts";
import { Issues } from "../../../site/lib/content/issues.ts";
import { frenchTypography, typesetDocument } from "../../../site/lib/text/typography.ts";
import { contentRoot } from "../../helpers/paths.ts";

const NARROW = "\u202F";
const NBSP = "\u00A0";

test("text: apostrophe, spaces before ; ! ? : and inside « », thousands, units", () => {
  assert.is(
    frenchTypography("L'offre ? Oui ! « Devis » : 2 500 € en 24 h ; 98 %"),
    `L’offre${NARROW}? Oui${NARROW}! «${NARROW}Devis${NARROW}»${NBSP}: 2${NARROW}500${NBSP}€ en 24${NBSP}h${NARROW}; 98${NBSP}%`,
  );
  assert.is(frenchTypography(frenchTypography("L'offre : 24 h ?")), frenchTypography("L'offre : 24 h ?"), "idempotent");
});

test("thousands: a narrow no-break space between groups of three digits, never inside a phone number", () => {
  for (const [text, typeset] of [
    ["2 500 €", `2${NARROW}500${NBSP}€`],
    ["12 000 clients", `12${NARROW}000 clients`],
    ["1 234 567 tonnes", `1${NARROW}234${NARROW}567 tonnes`],
    ["de 1 500 à 3 000 €", `de 1${NARROW}500 à 3${NARROW}000${NBSP}€`],
  ] as const) {
    assert.is(frenchTypography(text), typeset, text);
  }
  // Digit groups that start with 0 or end with a group shorter than three are phone numbers.
  for (const phone of ["02 588 41 20", "+32 2 588 41 20", "0800 12 345", "0470 123 456", "0470 12 34 56"]) {
    assert.is(frenchTypography(`Appelez le ${phone} ou écrivez-nous`), `Appelez le ${phone} ou écrivez-nous`);
  }
});

test("the company's phone numbers are shown as written", () => {
  const brand = loadBrand(contentRoot, new Issues())!;
  for (const phone of [brand.phone, brand.chatPhone]) {
    assert.is(frenchTypography(`Appelez le ${phone}.`), `Appelez le ${phone}.`);
    assert.match(typesetDocument(`<p>Appelez le ${phone} ou dès 2 500 €</p>`), `${phone} ou dès 2${NARROW}500`);
  }
});

test("a document: head, body, text attributes and JSON-LD are typeset; islands, scripts and URLs are not", () => {
  const json = JSON.stringify({ name: "Vide-maison : l'essentiel", url: "https://exemple.be/a:b" });
  const html =
    "<html><head><title>Tarifs : dès 150 €</title>" +
    '<meta name="description" content="Devis gratuit ? Oui"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    `<script type="application/ld+json">${json}</script><script type="module" src="/a.js"></script></head>` +
    '<body><p title="L&#x27;équipe : ici">Nous venons : 24 h</p><img alt="Vue d&#x27;ensemble"/>' +
    '<div class="island" data-island="X" data-props="{&quot;t&quot;:&quot;a : b&quot;}"><div><p>Nom : </p></div><p>Reste : brut</p></div>' +
    "<p>Après l'îlot : typé</p></body></html>";
  const out = typesetDocument(html);
  assert.match(out, `<title>Tarifs${NBSP}: dès 150${NBSP}€</title>`);
  assert.match(out, `content="Devis gratuit${NARROW}? Oui"`);
  assert.match(out, 'content="width=device-width, initial-scale=1"');
  assert.match(out, JSON.stringify({ name: `Vide-maison${NBSP}: l’essentiel`, url: "https://exemple.be/a:b" }));
  assert.match(out, `title="L’équipe${NBSP}: ici">Nous venons${NBSP}: 24${NBSP}h</p>`);
  assert.match(out, 'alt="Vue d’ensemble"');
  assert.match(out, 'data-props="{&quot;t&quot;:&quot;a : b&quot;}"><div><p>Nom : </p></div><p>Reste : brut</p></div>');
  assert.match(out, `<p>Après l’îlot${NBSP}: typé</p>`);
  assert.match(out, '<script type="module" src="/a.js"></script>');
});

test("a tag runs from < to the next >; a < with no > after it, or <>, is text and is typeset", () => {
  assert.is(typesetDocument("<p>Et 3 : oui</p>x < y : z"), `<p>Et 3${NBSP}: oui</p>x < y${NBSP}: z`);
  assert.is(typesetDocument("<p>a <> b : c</p>"), `<p>a <> b${NBSP}: c</p>`);
  assert.is(typesetDocument("Prix : <b>bas</b> ; <i"), `Prix${NBSP}: <b>bas</b>${NARROW}; <i`);
});

test.run();
