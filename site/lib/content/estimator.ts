/**
 * content/estimator.yaml: the figures of the price estimator on /tarifs, validated, with its
 * bounds taken from claims.yaml (one home per fact): the minimum price (prices.from), the top
 * price (prices.upTo) and the largest volume they cover (volumeCeiling, issue 17). The page
 * must not state two contradictory prices, so the build fails, naming the field, when a price
 * example of claims.yaml falls outside the range the estimator gives for its volume, or when
 * the scale leaves the rate per m³ the page states.
 */
import { bandedPrice, estimateForVolume, type PriceModel } from "../../../client/lib/estimate.ts";
import { estimatorSchema, type Claims } from "../../../content/schema.ts";
import { formatEuroRange, formatEuros, formatNumber } from "../text/format.ts";
import { volumeCeiling } from "./rules/claims-checks.ts";
import { readYamlFile } from "./files.ts";
import type { Issues } from "./issues.ts";

export const ESTIMATOR_FILE = "estimator.yaml";
const CLAIMS_FILE = "claims.yaml";

export function loadEstimator(root: string, issues: Issues, claims: Claims): PriceModel | null {
  const raw = readYamlFile(root, ESTIMATOR_FILE, issues);
  const parsed = raw && issues.parse(raw.file, estimatorSchema, raw.data);
  if (!parsed) return null;
  const { sample: _mark, ...figures } = parsed;
  const { prices } = claims;
  const model: PriceModel = { ...figures, minimumPrice: prices.from, maximumPrice: prices.upTo, visitOnlyAbove: volumeCeiling(prices) };
  prices.examples.forEach((example, i) => {
    const problem = exampleContradiction(model, example);
    if (problem) issues.add(CLAIMS_FILE, `prices.examples.${i}.price`, problem);
  });
  const rate = rateContradiction(model, prices.perCubicMetre);
  if (rate) issues.add(ESTIMATOR_FILE, "pricePerCubicMetre", rate);
  return model;
}

/** Why a price example contradicts the estimator, or null when it falls inside its range. */
export function exampleContradiction(model: PriceModel, example: { volume: number; price: number }): string | null {
  const result = estimateForVolume(model, example.volume);
  const stated = `${formatEuros(example.price)} pour ${formatNumber(example.volume)} m³`;
  if (result.kind === "visit") {
    return `${stated}, mais l’estimateur ne chiffre ce volume que sur devis (au-delà de ${result.reason === "volume"
      ? `${formatNumber(model.visitOnlyAbove)} m³` : formatEuros(model.maximumPrice)})`;
  }
  if (result.kind === "range" && (example.price < result.low || example.price > result.high)) {
    return `${stated} hors de la fourchette de l’estimateur (${formatEuroRange(result.low, result.high)}) : corrigez l’exemple ou les tarifs de ${ESTIMATOR_FILE}`;
  }
  return null;
}

/**
 * Why the scale contradicts the stated rate per m³, or null: with no surcharge, the price of
 * every volume the stated prices cover, divided by that volume, stays within the rate (where
 * the minimum price does not apply).
 */
export function rateContradiction(model: PriceModel, rate: { min: number; max: number }): string | null {
  for (let volume = 1; volume <= model.visitOnlyAbove; volume++) {
    const price = bandedPrice(model.pricePerCubicMetre, volume);
    if (price <= model.minimumPrice) continue;
    const perCubicMetre = price / volume;
    if (perCubicMetre < rate.min || perCubicMetre > rate.max) {
      return `pour ${formatNumber(volume)} m³, le barème donne ${formatEuros(Math.round(price))}, soit ` +
        `${formatEuros(Math.round(perCubicMetre * 10) / 10)} par m³, hors du prix au m³ affiché (${formatNumber(rate.min)} à ${formatEuros(rate.max)}, claims.yaml)`;
    }
  }
  return null;
}
