/**
 * French prepositions before municipality names (site/lib/text/place-names.ts), checked on every
 * name of the 565-commune reference list: « d’ » before every vowel sound, « de » before a
 * consonant, and before h whatever the commune's content says (no elision when it says nothing).
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { atPlace, elides, ofPlace } from "../../../site/lib/text/place-names.ts";
import { projectRoot } from "../../helpers/paths.ts";

const names: string[] = JSON.parse(
  fs.readFileSync(path.join(projectRoot, "content", "data", "belgian-municipalities.json"), "utf8"),
).map((m: { name: string }) => m.name);

const startsWithVowelSound = (name: string) => /^[aeiouéèêëàâîïôöûüœ]/i.test(name) || /^y[^aeiouy]/i.test(name);
const withArticle = (name: string) => /^(Le|Les) /.test(name);

test("« d’ » before every name that starts with a vowel sound, never a space after it", () => {
  const vowelNames = names.filter((n) => startsWithVowelSound(n));
  assert.ok(vowelNames.length > 0);
  for (const name of vowelNames) {
    assert.is(ofPlace({ name }), `d’${name}`, name);
    assert.is(atPlace({ name }), `à ${name}`, name);
  }
});

test("« de » before consonants, and before h unless the content asks for elision", () => {
  for (const name of names.filter((n) => !startsWithVowelSound(n) && !withArticle(n))) {
    assert.is(ofPlace({ name }), `de ${name}`, name);
    if (/^h/i.test(name)) {
      assert.is(ofPlace({ name, elision: true }), `d’${name}`, name);
      assert.is(ofPlace({ name, elision: false }), `de ${name}`, name);
    } else {
      assert.is(ofPlace({ name, elision: true }), `de ${name}`, `${name}: elision only matters before h`);
    }
  }
});

test("names beginning with « Le » or « Les » contract the article; « La » stays", () => {
  for (const name of names.filter(withArticle)) {
    const rest = name.replace(/^Les? /, "");
    const plural = name.startsWith("Les ");
    assert.is(ofPlace({ name }), `${plural ? "des" : "du"} ${rest}`, name);
    assert.is(atPlace({ name }), `${plural ? "aux" : "au"} ${rest}`, name);
  }
  for (const name of names.filter((n) => n.startsWith("La "))) {
    assert.is(ofPlace({ name }), `de ${name}`, name);
    assert.is(atPlace({ name }), `à ${name}`, name);
  }
});

test("elides() agrees with ofPlace()", () => {
  for (const name of names) assert.is(elides({ name }), ofPlace({ name }).startsWith("d’"), name);
});

test.run();
