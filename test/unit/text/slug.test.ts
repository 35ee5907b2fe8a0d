/** Heading anchors: ASCII kebab case from French text. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { slugify } from "../../../site/lib/text/slug.ts";

test("accents dropped, apostrophes and punctuation become single hyphens", () => {
  assert.is(slugify("Qu’est-ce qu’un débarras ?"), "qu-est-ce-qu-un-debarras");
  assert.is(slugify("Désinfection & remise en état"), "desinfection-remise-en-etat");
  assert.is(slugify("  Œuvres d'art — 2025  "), "oeuvres-d-art-2025");
  assert.is(slugify("Main-d’œuvre"), "main-d-oeuvre");
  assert.is(slugify("Étape 1 : l’inventaire"), "etape-1-l-inventaire");
});

test.run();
