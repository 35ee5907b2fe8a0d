/** fr-BE formatting of dates, amounts and figures (research notes on French typography). */
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  formatAtLeast,
  formatDate,
  formatEuros,
  formatNumber,
  formatPercent,
  formatRating,
} from "../../../site/lib/text/format.ts";

const NARROW = "\u202F";
const NBSP = "\u00A0";

test("dates are written the Belgian French way, whatever the time zone", () => {
  assert.is(formatDate("2025-05-20"), "20 mai 2025");
  assert.is(formatDate("2024-03-01"), "1 mars 2024");
  assert.is(formatDate("2024-12-31"), "31 décembre 2024");
  assert.is(formatDate("2025-08-15"), "15 août 2025");
});

test("thousands take a narrow no-break space; amounts a no-break space before €", () => {
  assert.is(formatNumber(950), "950");
  assert.is(formatNumber(2500), `2${NARROW}500`);
  assert.is(formatNumber(114_648), `114${NARROW}648`);
  assert.is(formatNumber(4.9), "4,9");
  assert.is(formatEuros(150), `150${NBSP}€`);
  assert.is(formatEuros(2500), `2${NARROW}500${NBSP}€`);
});

test("counts stated as a minimum, percentages and ratings", () => {
  assert.is(formatAtLeast(500), "500+");
  assert.is(formatAtLeast(1000), `1${NARROW}000+`);
  assert.is(formatPercent(98), `98${NBSP}%`);
  assert.is(formatRating(4.9), "4,9/5");
  assert.is(formatRating(5), "5/5");
});

test.run();
