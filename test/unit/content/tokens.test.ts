/** {{tokens}}: facts by name, figures computed from the claims, and clear errors. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fillTokens, type Token } from "../../../site/lib/content/tokens.ts";

const tokens: Record<string, Token> = {
  phone: "02 588 41 20",
  double: (argument) => (/^\d+$/.test(argument) ? String(Number(argument) * 2) : null),
};

function fill(source: string): { text: string; errors: string[] } {
  const errors: string[] = [];
  return { text: fillTokens(source, tokens, (message) => errors.push(message)), errors };
}

test("a token is replaced by its value, a function token by its value for the argument", () => {
  assert.equal(fill("Appelez le {{phone}} ou le {{ phone }}."), {
    text: "Appelez le 02 588 41 20 ou le 02 588 41 20.",
    errors: [],
  });
  assert.equal(fill("{{double:21}} et {{double: 4 }}"), { text: "42 et 8", errors: [] });
});

test("an unknown token, a missing, extra or wrong argument is reported and left in place", () => {
  for (const [source, error] of [
    ["{{fax}}", "jeton inconnu {{fax}}"],
    ["{{double}}", "jeton {{double}} : argument attendu"],
    ["{{phone:2}}", "jeton {{phone:2}} : argument « 2 » invalide"],
    ["{{double:x}}", "jeton {{double:x}} : argument « x » invalide"],
  ]) {
    assert.equal(fill(`a ${source} b`), { text: `a ${source} b`, errors: [error] });
  }
});

test.run();
