/**
 * A drawing carried inside a page as a data URL: whitespace collapsed, and every character a
 * URL may not hold as it is percent-encoded, the others kept (RFC 3986's unreserved and
 * sub-delimiter characters, : @ and /).
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { svgDataUrl } from "../../../site/lib/assets/svg-data-url.ts";

const PREFIX = "data:image/svg+xml,";
const KEPT = /[\w\-.~!$&()*+,;=:@/']/;

/** The rule, one character at a time. */
const expected = (compact: string) =>
  PREFIX + [...compact].map((character) => (KEPT.test(character) ? character : encodeURIComponent(character))).join("");

test("every character outside a URL's own is percent-encoded, the others are kept", () => {
  const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
  for (const text of [ascii, "%24%3D%%2F", "Déménagement « 30 m³ » – 1 500 €", '<svg a="1"><g>#x</g></svg>']) {
    assert.is(svgDataUrl(text), expected(text.trim()), text);
  }
});

test("whitespace is collapsed, and removed between tags", () => {
  const svg = '<svg viewBox="0 0 10 10">\n  <rect width="10"\n height="10"/>\n  <path d="M0 0h10"/>\n</svg>\n';
  const url = svgDataUrl(svg);
  assert.ok(url.startsWith(PREFIX));
  assert.is(
    decodeURIComponent(url.slice(PREFIX.length)),
    '<svg viewBox="0 0 10 10"><rect width="10" height="10"/><path d="M0 0h10"/></svg>',
  );
});

test.run();
