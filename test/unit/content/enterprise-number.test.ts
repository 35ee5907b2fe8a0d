/** Belgian enterprise (BCE/KBO) numbers: modulo-97 check digits; the VAT number derives from it. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { isValidEnterpriseNumber, vatNumberOf } from "../../../site/lib/text/enterprise-number.ts";

test("valid numbers: 97 minus the first eight digits modulo 97 gives the last two", () => {
  for (const number of ["0123.456.749", "0123456749", "0403.170.701", "1000.000.021"])
    assert.ok(isValidEnterpriseNumber(number), number);
});

test("invalid numbers: wrong check digits, wrong length, wrong first digit", () => {
  for (const number of ["0123.456.748", "0123.456.74", "2123.456.749", "0123.456.7490", "", "abc"]) {
    assert.not.ok(isValidEnterpriseNumber(number), number);
  }
});

test("the VAT number is BE followed by the enterprise number", () => {
  assert.is(vatNumberOf("0123.456.749"), "BE 0123.456.749");
});

test.run();
