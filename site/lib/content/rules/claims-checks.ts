/**
 * Figures that must not contradict each other (issue 17, « Claims that cannot contradict each
 * other »): the price range, the rate per m³ and the examples of content/claims.yaml; the
 * volumes written in prose against that range (the client and review figures: figures.ts).
 * Each rule reports the file and field at fault.
 */
import type { Claims } from "../../../../content/schema.ts";
import { formatEuros, formatNumber } from "../../text/format.ts";
import type { Issues } from "../issues.ts";

type Prices = Claims["prices"];

/**
 * The largest volume the stated range covers: the top price at the lowest rate per m³
 * (2 500 € at 40 €/m³ → 62,5 m³), rounded down to 5 m³ so it reads naturally (60 m³). A page
 * may associate a larger volume with a dwelling only by saying it is priced « sur devis ».
 */
export function volumeCeiling(prices: Prices): number {
  return Math.floor(prices.upTo / prices.perCubicMetre.min / 5) * 5;
}

/**
 * The price range and the rate agree, and every example lies inside the range. An example is
 * not held to the rate per m³: large volumes cost less per m³ (the spec's 60 m³ for 2 300 € is
 * 38 € the m³); each example must instead fall inside the estimator's range for its volume
 * (site/lib/content/estimator.ts), whose scale is held to the stated rate.
 */
export function checkPrices(prices: Prices, file: string, issues: Issues): void {
  const { from, upTo, perCubicMetre: rate } = prices;
  if (from > upTo) issues.add(file, "prices.from", `${formatEuros(from)} dépasse prices.upTo (${formatEuros(upTo)})`);
  if (rate.min > rate.max) {
    issues.add(file, "prices.perCubicMetre.min", `${formatEuros(rate.min)} dépasse prices.perCubicMetre.max (${formatEuros(rate.max)})`);
  }
  prices.examples.forEach((example, i) => {
    if (example.price < from || example.price > upTo) {
      issues.add(file, `prices.examples.${i}.price`, `${formatEuros(example.price)} sort de la fourchette affichée (${formatEuros(from)} à ${formatEuros(upTo)})`);
    }
  });
}

/** « 60 m³ », « 60 à 100 m³ », « 2,5 m³ », « 40–50 m3 », « 10 mètres cubes »: the largest number of each. */
const VOLUME = /(\d+(?:,\d+)?)(?:\s*(?:à|-|–|et)\s*(\d+(?:,\d+)?))?[\s\u00A0\u202F]*(?:m³|m3\b|mètres? cubes?)/g;
const ON_QUOTE = /sur devis/i;
const SENTENCE_END = /(?<=[.!?])\s+|\n{2,}/;

const largestOf = (volume: RegExpMatchArray) => Number((volume[2] ?? volume[1]!).replace(",", "."));

/**
 * Whether a text may have a problem: a volume above `ceiling`, or one that runs over an empty
 * line (the only sentence end a volume can hold). When it has neither, its sentences, cut apart,
 * hold the same volumes as the whole text, all within the ceiling: most texts are not cut (this
 * runs on every article).
 */
function mayExceed(text: string, ceiling: number): boolean {
  for (const volume of text.matchAll(VOLUME)) if (largestOf(volume) > ceiling || volume[0].includes("\n\n")) return true;
  return false;
}

/**
 * Problems in a text: every volume above volumeCeiling() whose sentence does not say the
 * price is « sur devis ».
 */
export function volumeProblems(text: string, prices: Prices): string[] {
  const ceiling = volumeCeiling(prices);
  const problems: string[] = [];
  if (!mayExceed(text, ceiling)) return problems;
  for (const sentence of text.split(SENTENCE_END)) {
    if (ON_QUOTE.test(sentence)) continue;
    for (const match of sentence.matchAll(VOLUME)) {
      if (largestOf(match) > ceiling) {
        problems.push(
          `« ${match[0].trim()} » dépasse le plus grand volume que couvrent les prix affichés ` +
            `(${formatNumber(ceiling)} m³ : ${formatEuros(prices.upTo)} à ${formatEuros(prices.perCubicMetre.min)} le m³) ; ` +
            "précisez « sur devis » dans la même phrase ou ramenez le volume dans la fourchette",
        );
      }
    }
  }
  return problems;
}
