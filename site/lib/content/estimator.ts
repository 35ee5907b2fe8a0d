/**
 * content/estimator.yaml: the figures of the price estimator on /tarifs, validated, with the
 * minimum price taken from claims.yaml (one home per fact). The price examples of claims.yaml
 * must fall inside the range the estimator gives for their volume: otherwise the owner would
 * publish two contradictory prices on one page, so the build fails and names the example.
 */
import { estimateForVolume, type PriceModel } from "../../../client/lib/estimate.ts";
import { estimatorSchema, type Claims } from "../../../content/schema.ts";
import { formatEuroRange, formatEuros, formatNumber } from "../format.ts";
import { readYamlFile } from "./files.ts";
import type { Issues } from "./issues.ts";

export const ESTIMATOR_FILE = "estimator.yaml";
const CLAIMS_FILE = "claims.yaml";

export function loadEstimator(root: string, issues: Issues, claims: Claims): PriceModel | null {
  const raw = readYamlFile(root, ESTIMATOR_FILE, issues);
  const figures = raw && issues.parse(raw.file, estimatorSchema, raw.data);
  if (!figures) return null;
  const model: PriceModel = { ...figures, minimumPrice: claims.prices.from };
  claims.prices.examples.forEach((example, i) => {
    const problem = exampleContradiction(model, example);
    if (problem) issues.add(CLAIMS_FILE, `prices.examples.${i}.price`, problem);
  });
  return model;
}

/** Why a price example contradicts the estimator, or null when it falls inside its range. */
export function exampleContradiction(model: PriceModel, example: { volume: number; price: number }): string | null {
  const result = estimateForVolume(model, example.volume);
  const stated = `${formatEuros(example.price)} pour ${formatNumber(example.volume)} m³`;
  if (result.kind === "visit") {
    return `${stated}, mais ${ESTIMATOR_FILE} (visitOnlyAbove : ${formatNumber(model.visitOnlyAbove)}) ne chiffre ce volume qu’après visite`;
  }
  if (result.kind === "range" && (example.price < result.low || example.price > result.high)) {
    return `${stated} hors de la fourchette de l’estimateur (${formatEuroRange(result.low, result.high)}) : corrigez l’exemple ou les tarifs de ${ESTIMATOR_FILE}`;
  }
  return null;
}
