/**
 * Generic environmental claims (directive (EU) 2024/825) are refused in the company's texts;
 * what is specific passes: what becomes of the goods, a figure with its basis, and the words
 * that only look alike (« responsable de », « déchets verts », « feu vert »).
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { genericEnvironmentalClaims } from "../../../site/lib/content/rules/green-claims.ts";

const claimed = (text: string) => genericEnvironmentalClaims(text).map((p) => p.match(/^« (.*?) »/)![1]);

test("labels that promise without measuring are refused, each named", () => {
  for (const [text, claim] of [
    ["Tri et recyclage éthique", "recyclage éthique"],
    ["Devis gratuit, tri et recyclage responsables.", "recyclage responsables"],
    ["Recyclage responsable", "Recyclage responsable"],
    ["Un débarras éco-responsable, étape par étape.", "éco-responsable"],
    ["une démarche écoresponsable", "écoresponsable"],
    ["Tout l’enjeu écologique se joue au tri.", "écologique"],
    ["Une entreprise respectueuse de l’environnement", "respectueuse de l’environnement"],
    ["Un geste pour la planète", "geste pour la planète"],
    ["Le reste est trié par filière. Très peu finit à l’incinérateur.", "Très peu finit à l’incinérateur"],
    ["presque rien ne part en décharge", "presque rien ne part en décharge"],
    ["Une gestion durable des déchets", "gestion durable"],
  ]) {
    assert.equal(claimed(text!), [claim], text);
  }
});

test("the message says what to write instead", () => {
  const [problem] = genericEnvironmentalClaims("Recyclage éthique");
  assert.match(problem!, "2024/825");
  assert.match(problem!, "{{recyclingBasis}}");
});

test("facts, figures with their basis and look-alike words pass", () => {
  for (const text of [
    "85 % de ce que nous évacuons est réemployé ou recyclé, en poids, d’après les bons de pesée de 2025.",
    "Le reste part vers des centres de tri agréés ; la fraction résiduelle va à l’incinération avec récupération d’énergie.",
    "L’entreprise reste responsable des dommages causés pendant l’intervention.",
    "Nous y déposons les déchets verts et le bois.",
    "Rien ne quitte le logement sans le feu vert du notaire.",
    "Le responsable du traitement est la société.",
    "Un responsable d’équipe dirige chaque chantier.",
    "Des meubles durables, en chêne massif.",
    "Catégorie : Environnement",
  ]) {
    assert.equal(claimed(text), [], text);
  }
});

test.run();
