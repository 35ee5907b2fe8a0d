/**
 * One home per fact: the extended content changes the phone number, the starting price, the
 * number of clients and the delay for a visit or a quote in brand.yaml and claims.yaml only. In
 * its build, the old values must appear nowhere (pages, JSON-LD, feed, manifest, _headers,
 * scripts…) and the new ones must appear in every file where the real build had the old ones. A value still there
 * was written a second time somewhere: in code, or in a text that should use a {{token}}.
 */
import fs from "node:fs";
import path from "node:path";
import { suite } from "../../helpers/suite.ts";
import * as assert from "uvu/assert";
import { normalizeBelgianPhone } from "../../../client/lib/phone.ts";
import type { ChangedFact } from "../../helpers/extended-content.ts";
import { extendedBuild, realBuild } from "../../helpers/html-sites.ts";

/** What may stand between two digits of a number: spaces of every kind, as text or escaped. */
const SEP = String.raw`(?:[\s\u00A0\u202F./-]|%20|%C2%A0|%E2%80%AF|&nbsp;|&#160;|&#xa0;)`;
/** Not a piece of a longer number: no digit, nor a digit group ("2 150"), on either side. */
const BEFORE = String.raw`(?<!\d)(?<!\d[\s\u00A0\u202F.,])`;
const AFTER = String.raw`(?!\d)(?![\s\u00A0\u202F.,]\d)`;

/** 2500 -> "2 500" with any thousands separator or none. */
const figure = (value: number) =>
  String(value)
    .replace(/\B(?=(\d{3})+$)/g, "\u0000")
    .split("\u0000")
    .join(`${SEP}?`);

/**
 * How each changed fact can be written in a built file. The patterns carry the context that
 * makes a number that fact (a phone's digits, an amount in euros, a count of clients), so an
 * unrelated "150" (a region's commune count) is not taken for a price.
 */
const PATTERNS: Record<string, (value: string | number) => RegExp> = {
  // The national number, whatever the prefix (0, +32, 0032) and separators.
  phone: (value) => {
    const digits = normalizeBelgianPhone(String(value))!.slice(3);
    return new RegExp(`${digits.split("").join(`${SEP}?`)}(?!\\d)`, "g");
  },
  "prices.from": (value) => {
    const amount = `${BEFORE}${figure(Number(value))}${AFTER}`;
    return new RegExp(
      [
        `${amount}${SEP}?(?:€|euros?\\b|EUR\\b)`, // 150 €
        `${amount}${SEP}?(?:à|-|–|—)${SEP}?\\d[\\d\\s\\u00A0\\u202F.,]*${SEP}?(?:€|euros?\\b)`, // de 150 à 2 500 €
        `"(?:minPrice|maxPrice|price|lowPrice|highPrice)"\\s*:\\s*"?${figure(Number(value))}(?!\\d)`, // JSON-LD
      ].join("|"),
      "giu",
    );
  },
  clients: (value) => {
    const count = `${BEFORE}${figure(Number(value))}${AFTER}`;
    // A stat band writes the count and its label in two spans (« 500+ » « clients depuis 2022 »).
    const between = `(?:${SEP}+|</span>\\s*<span[^>]*>)`;
    return new RegExp(
      `${count}\\+?(?:${SEP}+[\\p{L}’'-]+){0,2}?${between}clients?|clients?[^<\\d]{0,30}?${count}`,
      "giu",
    );
  },
  // A delay in hours: « 24 h », « 24 heures »; not the start of a range (« 24 à 48 h »), not « 24 h/24 ».
  "delays.quote": (value) => new RegExp(`${BEFORE}${value}${SEP}?(?:h|heures)(?![\\p{L}\\d/])`, "gu"),
};

const BINARY = /\.(png|jpe?g|webp|gif|ico|woff2?|ttf|mp4|webm)$/;

/** Text files of a build by path, hashed asset names made comparable between two builds. */
function textFiles(dist: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || BINARY.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(dist, file).replace(/-[A-Z0-9]{8}(?=\.(?:js|css)$)/, "");
    files.set(key, (files.get(key) ?? "") + fs.readFileSync(file, "utf8"));
  }
  return files;
}

function occurrences(files: Map<string, string>, pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, text] of files) {
    const matches = [...text.matchAll(pattern)].map((m) =>
      text.slice(Math.max(0, m.index! - 40), m.index! + m[0].length + 20),
    );
    if (matches.length > 0) found.set(file, matches);
  }
  return found;
}

/** One line per file: the file and the first place the value is written, in context. */
const describe = (found: Map<string, string[]>) =>
  [...found].map(([file, contexts]) => `${file} : « ${contexts[0]!.replace(/\s+/g, " ")} »`);

type Ctx = { real: Map<string, string>; extended: Map<string, string>; facts: ChangedFact[] };
const oneHome = suite<Ctx>("one home per fact");
oneHome.before(async (ctx) => {
  const [real, extended] = await Promise.all([realBuild(), extendedBuild()]);
  ctx.real = textFiles(real.site.dist);
  ctx.extended = textFiles(extended.site.dist);
  ctx.facts = extended.content.facts;
});

const key = (fact: ChangedFact) => fact.path.join(".");
const label = (fact: ChangedFact) => `${fact.file} › ${key(fact)}`;

oneHome("every changed fact is one the test knows how to find", ({ facts }) => {
  for (const fact of facts) assert.ok(PATTERNS[key(fact)], label(fact));
});

oneHome(
  "the new values appear nowhere in the real build (they cannot be mistaken for other text)",
  ({ real, facts }) => {
    for (const fact of facts) {
      const found = occurrences(real, PATTERNS[key(fact)]!(fact.after));
      assert.equal(describe(found), [], `${label(fact)} = ${fact.after} is already in the real build`);
    }
  },
);

oneHome("the old values appear nowhere once the facts are changed", ({ real, extended, facts }) => {
  for (const fact of facts) {
    const pattern = PATTERNS[key(fact)]!(fact.before);
    assert.ok(occurrences(real, pattern).size > 0, `${label(fact)} = ${fact.before} is found in the real build`);
    const left = occurrences(extended, pattern);
    assert.equal(
      describe(left),
      [],
      `${label(fact)} changed from ${fact.before} to ${fact.after}, but ${fact.before} is still written there`,
    );
  }
});

oneHome("the new values appear in every file where the old ones were", ({ real, extended, facts }) => {
  for (const fact of facts) {
    const before = occurrences(real, PATTERNS[key(fact)]!(fact.before));
    const after = occurrences(extended, PATTERNS[key(fact)]!(fact.after));
    const missing = [...before.keys()].filter((file) => !after.has(file));
    assert.equal(missing, [], `${label(fact)}: ${fact.after} missing where ${fact.before} was`);
  }
});

oneHome.run();
