/** The facts behind the {{tokens}}: each written once, in brand.yaml or claims.yaml. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spokenTime } from "../../site/lib/content/facts.ts";
import { factTokens } from "../../site/lib/content/tokens.ts";
import { brand, claims, settings } from "./fixtures.ts";

const NARROW = "\u202F";
const NBSP = "\u00A0";

test("fact tokens are read from the company facts and figures, formatted the fr-BE way", () => {
  const tokens = factTokens(brand, claims, settings);
  assert.is(tokens.phone, brand.phone);
  assert.is(tokens.email, brand.email);
  assert.is(tokens.hours, brand.hoursLabel);
  assert.is(tokens.vatNumber, brand.vatNumber);
  assert.is(tokens.address, brand.fullAddress);
  assert.is(tokens.founded, "2019");
  assert.is(tokens.siteUrl, settings.siteUrl);
  assert.is(tokens.mediationWebsite, "[mediation.essai.test](https://mediation.essai.test)");
  assert.is(tokens.clients, `1${NARROW}200`);
  assert.is(tokens.priceFrom, `90${NBSP}€`);
  assert.is(tokens.priceUpTo, `3${NARROW}200${NBSP}€`);
  assert.is(tokens.pricePerCubicMetre, `35 à 45${NBSP}€`);
  assert.is(tokens.quoteDelay, "48 h");
  assert.is(tokens.clearanceDelay, "72 à 96 h");
  assert.is(tokens.withdrawalPeriod, "30 jours");
  assert.is(tokens.recyclingBasis, claims.recyclingBasis);
  assert.is(tokens.wasteRegistrations, "Région wallonne : SPW, n° W-1 ; Région flamande : OVAM, n° F-2");
  assert.is(tokens.pricePerCubicMetre, `35 à 45${NBSP}€`);
  const examplePrice = tokens.examplePrice as (id: string) => string | null;
  assert.is(examplePrice("studio-namur"), `400${NBSP}€`);
  assert.is(examplePrice("inconnu"), null);
  for (const [name, value] of Object.entries(tokens)) {
    if (typeof value === "string") assert.ok(value.trim().length > 0, name);
  }
});

test("opening hours are spoken the French way", () => {
  assert.is(spokenTime("08:00"), "8 h");
  assert.is(spokenTime("07:30"), "7 h 30");
  assert.is(spokenTime("20:05"), "20 h 05");
});

test.run();
