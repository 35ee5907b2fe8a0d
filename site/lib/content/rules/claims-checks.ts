/**
 * Figures that must not contradict each other (issue 17, « Claims that cannot contradict each
 * other »; one price model): the rate card, the price range and the examples of
 * content/claims.yaml; the volumes written in prose against that range (the client and review
 * figures: figures.ts). Each rule reports the file and field at fault.
 */
import { scalePrice, volumeCovered } from "../../../../client/lib/estimate.ts";
import { ESTIMATE_TEXT } from "../../text/estimator-words.ts";
import type { Claims } from "../../../../content/schema.ts";
import { formatEuros, formatNumber } from "../../text/format.ts";
import type { Issues } from "../issues.ts";

type Prices = Claims["prices"];
type Example = Prices["examples"][number];

/**
 * The largest volume the top price covers at the card's highest rates, in steps of 5 m³
 * (2 500 € → 60 m³): the « maison complète d’au plus 60 m³ » of /tarifs. A page may associate
 * a larger volume with a dwelling only by saying it is priced « sur devis ».
 */
export function volumeCeiling(prices: Prices): number {
  return volumeCovered(prices.perCubicMetre, prices.upTo);
}

/** The card's price for `volume` m³, at its lowest and highest rates, never below the minimum price. */
export function cardRange(prices: Prices, volume: number): { low: number; high: number } {
  const price = (end: "min" | "max") => Math.max(prices.from, scalePrice(prices.perCubicMetre, volume, end));
  return { low: price("min"), high: price("max") };
}

/** Why an example contradicts the rate card, or null when its price is inside the card's range for its volume. */
export function cardContradiction(prices: Prices, example: Pick<Example, "volume" | "price">): string | null {
  const { low, high } = cardRange(prices, example.volume);
  if (example.price >= low && example.price <= high) return null;
  const perCubicMetre = Math.round((example.price / example.volume) * 10) / 10;
  return (
    `${formatEuros(example.price)} pour ${formatNumber(example.volume)} m³ (${formatEuros(perCubicMetre)} par m³) ` +
    `hors du barème, qui donne ${formatNumber(low)} à ${formatEuros(high)} pour ce volume (prices.perCubicMetre : ${ESTIMATE_TEXT.fr.scalePhrase(prices.perCubicMetre)})`
  );
}

/**
 * The price range, the rate card and the examples agree: every example lies inside the card's
 * range for its volume, and the top price is at least the dearest example and covers the largest
 * one at the card's highest rates. (Each example must also fall inside the estimator's range for
 * its volume: site/lib/content/estimator.ts.)
 */
export function checkPrices(prices: Prices, file: string, issues: Issues): void {
  const { from, upTo, examples } = prices;
  if (from > upTo)
    issues.add(
      file,
      "prices.from",
      `${formatEuros(from)} dépasse le prix d’une maison complète (prices.upTo : ${formatEuros(upTo)})`,
    );
  examples.forEach((example, i) => {
    const problem = cardContradiction(prices, example);
    if (problem) issues.add(file, `prices.examples.${i}.price`, problem);
  });
  const largestIndex = (key: "price" | "volume") =>
    examples.reduce((best, example, i) => (example[key] > examples[best]![key] ? i : best), 0);
  const dearest = largestIndex("price");
  if (examples[dearest]!.price > upTo) {
    issues.add(
      file,
      "prices.upTo",
      `${formatEuros(upTo)} est sous l’exemple le plus cher (prices.examples.${dearest} : ${formatEuros(examples[dearest]!.price)}) ; relevez le plafond ou corrigez l’exemple`,
    );
  }
  const largest = largestIndex("volume");
  const { volume } = examples[largest]!;
  const highest = scalePrice(prices.perCubicMetre, volume, "max");
  if (highest > upTo) {
    issues.add(
      file,
      "prices.upTo",
      `${formatEuros(upTo)} ne couvre pas le plus grand exemple (prices.examples.${largest} : ${formatNumber(volume)} m³) ` +
        `au prix du m³ le plus haut du barème, qui donne ${formatEuros(highest)} ; relevez le plafond ou baissez le haut du barème`,
    );
  }
}

/** « 60 m³ », « 60 à 100 m³ », « 2,5 m³ », « 40–50 m3 », « 10 mètres cubes »: the largest number of each. */
const VOLUME =
  /(\d+(?:,\d+)?)(?:\s*(?:à|-|–|et|tot|en)\s*(\d+(?:,\d+)?))?[\s\u00A0\u202F]*(?:m³|m3\b|mètres? cubes?|kubieke meter)/g;
/** « sur devis », and its Dutch edition's « op offerte » (issue 37). */
const ON_QUOTE = /sur devis|op offerte/i;
const SENTENCE_END = /(?<=[.!?])\s+|\n{2,}/;

const largestOf = (volume: RegExpMatchArray) => Number((volume[2] ?? volume[1]!).replace(",", "."));

/**
 * Whether a text may have a problem: a volume above `ceiling`, or one that runs over an empty
 * line (the only sentence end a volume can hold). When it has neither, its sentences, cut apart,
 * hold the same volumes as the whole text, all within the ceiling: most texts are not cut (this
 * runs on every article).
 */
function mayExceed(text: string, ceiling: number): boolean {
  for (const volume of text.matchAll(VOLUME))
    if (largestOf(volume) > ceiling || volume[0].includes("\n\n")) return true;
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
            `(${formatNumber(ceiling)} m³ jusqu’à ${formatEuros(prices.upTo)} au barème) ; ` +
            "précisez « sur devis » dans la même phrase ou ramenez le volume dans la fourchette",
        );
      }
    }
  }
  return problems;
}
