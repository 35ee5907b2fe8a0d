/** The facts behind the {{tokens}}: each written once, in brand.yaml or claims.yaml. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spokenTime } from "../../../site/lib/content/facts.ts";
import type { PriceModel } from "../../../client/lib/estimate.ts";
import { priceModel } from "../../../site/lib/content/estimator.ts";
import { factTokens, type Token } from "../../../site/lib/content/tokens.ts";
import { brand, claims, settings } from "./fixtures.ts";

const NARROW = "\u202F";
const NBSP = "\u00A0";

test("fact tokens are read from the company facts and figures, formatted the fr-BE way", () => {
  const tokens = factTokens(brand, claims, settings, null);
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
  const examplePrice = tokens.examplePrice as (id: string) => string | null;
  assert.is(examplePrice("studio-namur"), `400${NBSP}€`);
  assert.is(examplePrice("inconnu"), null);
  for (const [name, value] of Object.entries(tokens)) {
    if (typeof value === "string") assert.ok(value.trim().length > 0, name);
  }
});

/** The fixture's estimator: only the hoarding surcharge and the rounding matter to the tokens. */
const estimator: PriceModel = priceModel(
  {
    roundTo: 50,
    rooms: [{ name: "Chambre", volume: 5 }],
    fullness: { light: 0.5, normal: 1, packed: 1.5 },
    access: { perFloorWithoutLift: 3, perFloorWithLift: 1, carrying: [{ perCubicMetre: 0 }] },
    situation: { hoarding: 50 },
    resale: { some: 10, many: 20 },
  },
  claims.prices,
);
const call = (token: Token | undefined, argument: string) => (token as (argument: string) => string | null)(argument);

test("price tokens are computed from the rate card, band by band, and from the estimator", () => {
  const tokens = factTokens(brand, claims, settings, estimator);
  assert.is(
    tokens.priceScale,
    `35 à 45${NBSP}€ par m³ pour les 20 premiers${NBSP}m³, puis 20 à 25${NBSP}€ par m³ au-delà`,
  );
  // 10 m³ in the first band; 30 m³ is 20 m³ of the first band and 10 of the second.
  assert.is(call(tokens.priceForVolume, "10"), `350 à 450${NBSP}€`);
  assert.is(call(tokens.priceForVolume, "30"), `900 à 1${NARROW}150${NBSP}€`);
  assert.is(call(tokens.priceForVolume, "10-30"), `350 à 1${NARROW}150${NBSP}€`);
  assert.is(call(tokens.priceForVolume, "30:-100"), `800 à 1${NARROW}050${NBSP}€`);
  // Never below the minimum price, then a single amount, not « 90 à 90 € ».
  assert.is(call(tokens.priceForVolume, "1"), `90${NBSP}€`);
  assert.is(call(tokens.priceForVolume, "trente"), null);
  // 3 200 € at the highest rates: 20 m³ × 45 € + 90 m³ × 25 € = 3 150 €; 115 m³ would be 3 275 €.
  assert.is(tokens.volumeUpTo, `110${NBSP}m³`);
  assert.is(tokens.hoardingSurcharge, `50${NBSP}%`);
  // 10 m³: 350 à 450 €, plus 50 %: 525 à 675 €, rounded outwards to 50 €.
  assert.is(call(tokens.hoardingPriceForVolume, "10"), `500 à 700${NBSP}€`);
  assert.is(call(tokens.hoardingPriceForVolume, "500"), null, "beyond the covered volume: no range");
  assert.is(call(factTokens(brand, claims, settings, null).hoardingPriceForVolume, "10"), null);
});

test("opening hours are spoken the French way", () => {
  assert.is(spokenTime("08:00"), "8 h");
  assert.is(spokenTime("07:30"), "7 h 30");
  assert.is(spokenTime("20:05"), "20 h 05");
});

test.run();
