/** French typography applied by the build (research notes, section 3.1). */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { frenchTypography } from "../../site/lib/typography.ts";

const NARROW = "\u202F";
const NBSP = "\u00A0";

test("apostrophes between letters become ’, accented letters included", () => {
  assert.is(frenchTypography("l'été d'Ixelles"), "l’été d’Ixelles");
  assert.is(frenchTypography("L'Œuvre"), "L’Œuvre");
  assert.is(frenchTypography("'Ici'"), "'Ici'", "quotes are not apostrophes");
});

test("narrow no-break space before ; ! ? » and after «, no-break space before :", () => {
  assert.is(frenchTypography("Vraiment ? Oui ! Bien ; voilà"), `Vraiment${NARROW}? Oui${NARROW}! Bien${NARROW}; voilà`);
  assert.is(frenchTypography("« Bonjour »"), `«${NARROW}Bonjour${NARROW}»`);
  assert.is(frenchTypography("Horaires : 8 h"), `Horaires${NBSP}: 8${NBSP}h`);
  assert.is(frenchTypography("Déjà bien?"), "Déjà bien?", "no space is added where none was typed");
});

test("numbers: thousands and units keep to their figure", () => {
  assert.is(frenchTypography("de 150 € à 2 500 €"), `de 150${NBSP}€ à 2${NARROW}500${NBSP}€`);
  assert.is(frenchTypography("98 % en 24 h, 35 m³"), `98${NBSP}% en 24${NBSP}h, 35${NBSP}m³`);
  assert.is(frenchTypography("7 j/7"), `7${NBSP}j/7`);
  assert.is(frenchTypography("en 2024 hommes"), "en 2024 hommes", "no unit, no change");
});

test.run();
