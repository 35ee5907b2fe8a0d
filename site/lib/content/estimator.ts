/**
 * content/estimator.yaml: the figures of the price estimator on /tarifs, validated, with its
 * prices taken from claims.yaml (one home per fact): the rate card (prices.perCubicMetre), the
 * minimum price (prices.from), the top price (prices.upTo) and the largest volume it covers
 * (volumeCeiling). The page must not state two contradictory prices, so the build fails, naming
 * the field, when a price example of claims.yaml falls outside the range the estimator gives for
 * its volume.
 */
import { estimateForVolume, type PriceModel } from "../../../client/lib/estimate.ts";
import { estimatorSchema, estimatorTranslationSchema, type Claims } from "../../../content/schema.ts";
import { formatEuroRange, formatEuros, formatNumber } from "../text/format.ts";
import { cardContradiction, volumeCeiling } from "./rules/claims-checks.ts";
import { readYamlFile } from "./files.ts";
import type { Issues } from "./issues.ts";

export const ESTIMATOR_FILE = "estimator.yaml";
const CLAIMS_FILE = "claims.yaml";

export function loadEstimator(root: string, issues: Issues, claims: Claims): PriceModel | null {
  const raw = readYamlFile(root, ESTIMATOR_FILE, issues);
  const parsed = raw && issues.parse(raw.file, estimatorSchema, raw.data);
  if (!parsed) return null;
  const { sample: _mark, ...figures } = parsed;
  const model = priceModel(figures, claims.prices);
  claims.prices.examples.forEach((example, i) => {
    // Reported once, by checkPrices (claims-checks.ts): an example outside the card, or beyond the
    // volume the top price covers (prices.upTo).
    if (cardContradiction(claims.prices, example) || example.volume > model.visitOnlyAbove) return;
    const problem = exampleContradiction(model, example);
    if (problem) issues.add(CLAIMS_FILE, `prices.examples.${i}.price`, problem);
  });
  return model;
}

/** The estimator of the Dutch edition (issue 37): the same figures, its rooms named in content/estimator.nl.yaml. */
export function loadDutchEstimator(root: string, issues: Issues, model: PriceModel | null): PriceModel | null {
  const raw = readYamlFile(root, "estimator.nl.yaml", issues);
  const texts = raw && issues.parse(raw.file, estimatorTranslationSchema, raw.data);
  // Without valid figures (reported already), only the texts are checked.
  if (!texts || !model) return null;
  if (texts.rooms.length !== model.rooms.length) {
    issues.add(raw.file, "rooms", `${model.rooms.length} pièces attendues, comme dans ${ESTIMATOR_FILE}`);
    return null;
  }
  return { ...model, rooms: model.rooms.map((room, i) => ({ ...room, name: texts.rooms[i]!.name })) };
}

/** The estimator's figures joined to the prices of claims.yaml. */
export function priceModel(
  figures: Omit<PriceModel, "scale" | "minimumPrice" | "maximumPrice" | "visitOnlyAbove">,
  prices: Claims["prices"],
): PriceModel {
  return {
    ...figures,
    scale: prices.perCubicMetre,
    minimumPrice: prices.from,
    maximumPrice: prices.upTo,
    visitOnlyAbove: volumeCeiling(prices),
  };
}

/** Why a price example contradicts the estimator, or null when it falls inside its range. */
export function exampleContradiction(model: PriceModel, example: { volume: number; price: number }): string | null {
  const result = estimateForVolume(model, example.volume);
  const stated = `${formatEuros(example.price)} pour ${formatNumber(example.volume)} m³`;
  if (result.kind === "visit") {
    const beyond =
      result.reason === "volume"
        ? `${formatNumber(model.visitOnlyAbove)} m³, le plus grand volume que prices.upTo couvre au barème`
        : `${formatEuros(model.maximumPrice)}, prices.upTo`;
    return `${stated}, mais l’estimateur ne chiffre ce volume que sur devis (au-delà de ${beyond})`;
  }
  if (result.kind === "range" && (example.price < result.low || example.price > result.high)) {
    return `${stated} hors de la fourchette de l’estimateur (${formatEuroRange(result.low, result.high)}) : corrigez l’exemple, le barème ou l’arrondi de ${ESTIMATOR_FILE}`;
  }
  return null;
}
