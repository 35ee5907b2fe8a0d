/**
 * The editor's date field (client/admin/belgian-date.ts) reads and writes days the Belgian way,
 * 14/10/2025, and keeps them in the files as the schema wants them, 2025-10-14.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { belgianDate, isoDate } from "../../../client/admin/dates.ts";

test("a day typed the Belgian way is written AAAA-MM-JJ", () => {
  assert.is(isoDate("14/10/2025"), "2025-10-14");
  assert.is(isoDate("4/3/2025"), "2025-03-04");
  assert.is(isoDate(" 29.02.2024 "), "2024-02-29");
  assert.is(isoDate("01-12-2025"), "2025-12-01");
});

test("a text that is not a real day stays as typed (the field's check refuses it)", () => {
  for (const text of [
    "",
    "14/10",
    "2025-10-14",
    "10/14/2025",
    "31/04/2025",
    "29/02/2025",
    "00/01/2025",
    "aa/bb/cccc",
  ]) {
    assert.is(isoDate(text), null, text);
  }
});

test("a day from a file is shown the Belgian way, and a typed text as it is", () => {
  assert.is(belgianDate("2025-10-14"), "14/10/2025");
  assert.is(belgianDate(new Date("2024-02-29T00:00:00Z")), "29/02/2024");
  assert.is(belgianDate(undefined), "");
  assert.is(belgianDate("14/10"), "14/10");
  for (const day of ["2025-01-31", "2024-02-29", "2025-12-01"]) assert.is(isoDate(belgianDate(day)), day);
});

test.run();
