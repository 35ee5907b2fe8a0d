/**
 * The Dutch edition's spelling (issue 37): every Dutch page's text, checked with hunspell's
 * Belgian Dutch dictionary (nl_BE, Debian's hunspell-nl) and the project's word list of names
 * the dictionary does not know (dutch-words.txt: places, companies, bodies). At most one unknown
 * word per 1 000, so a typo or a French word left in a Dutch text fails the tier.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import * as assert from "uvu/assert";
import { siteSuites } from "../../helpers/html-sites.ts";
import { textInLanguage } from "../../helpers/text.ts";

const WORD_LIST = path.join(import.meta.dirname, "dutch-words.txt");
const MAX_UNKNOWN_PER_THOUSAND = 1;
const WORD = /\p{L}+(?:[’'-]\p{L}+)*/gu;

/** The words hunspell does not know among `words`, each with how often it occurs. */
function unknownWords(text: string): Map<string, number> {
  let output: string;
  try {
    output = execFileSync("hunspell", ["-d", "nl_BE", "-p", WORD_LIST, "-l"], { input: text, encoding: "utf8" });
  } catch (error) {
    throw new Error(
      `hunspell et son dictionnaire nl_BE sont requis : apt-get install -y hunspell hunspell-nl (${error})`,
    );
  }
  const unknown = new Map<string, number>();
  for (const word of output.split("\n").filter(Boolean)) unknown.set(word, (unknown.get(word) ?? 0) + 1);
  return unknown;
}

siteSuites("Dutch spelling", (test) => {
  test("the Dutch pages have at most one word in a thousand that the nl_BE dictionary does not know", ({ site }) => {
    const urls = site.urlsOf("nl");
    assert.ok(urls.length > 0, "the Dutch edition is published");
    // The names the owner gives in the content are names, not Dutch words.
    const { brand, partners } = site.edition(urls[0]!);
    const names = [
      brand.tradeName,
      brand.legalName,
      brand.address.street,
      brand.insurer.name,
      ...partners.partners.map((p) => p.name),
    ];
    let text = urls.map((url) => textInLanguage(site.page(url).body, "nl", "\n")).join("\n");
    for (const name of names.sort((a, b) => b.length - a.length)) text = text.replaceAll(name, " ");
    // Addresses, codes and figures are not words; quotation marks are not apostrophes.
    text = text
      .replace(/\S+@\S+|\b[\w-]+(\.[a-z]{2,})+\b/g, " ")
      .replace(/\S*\d\S*/g, " ")
      .replace(/[‘“”]|’(?!\p{L})|(?<!\p{L})’/gu, " ")
      .replace(/’/g, "'");
    const words = text.match(WORD)?.length ?? 0;
    const unknown = unknownWords(text);
    const count = [...unknown.values()].reduce((a, b) => a + b, 0);
    const listed = [...unknown].sort((a, b) => b[1] - a[1]).map(([w, n]) => `${w} (${n})`);
    assert.ok(
      count * 1000 <= words * MAX_UNKNOWN_PER_THOUSAND,
      `${count} unknown words in ${words}: ${listed.slice(0, 60).join(", ")}`,
    );
  });
});
