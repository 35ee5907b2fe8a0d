/**
 * {{token}} placeholders in markdown and YAML prose, replaced by the company's facts and
 * figures so that a fact written in a text still has one home. Unknown tokens are errors.
 */
import { CONSENT_DATE_KEY, CONSENT_KEY, CONSENT_VALIDITY_MONTHS } from "../../../client/layout/consent.ts";
import { INSTALL_SESSION_KEY } from "../../../client/layout/install-prompt.ts";
import { PENDING_LIFETIME_DAYS, PENDING_NAME } from "../../../client/lib/pending-store.ts";
import type { Claims } from "../../../content/schema.ts";
import type { Settings } from "../../config.ts";
import { formatEuros, formatNumber } from "../format.ts";
import { volumeCeiling } from "./claims-checks.ts";
import type { BrandFacts } from "./facts.ts";

export function factTokens(brand: BrandFacts, claims: Claims, settings: Settings): Record<string, string> {
  const { prices } = claims;
  return {
    tradeName: brand.tradeName,
    legalName: brand.legalName,
    legalForm: brand.legalForm,
    address: brand.fullAddress,
    enterpriseNumber: brand.enterpriseNumber,
    vatNumber: brand.vatNumber,
    rpm: brand.rpm,
    phone: brand.phone,
    email: brand.email,
    hours: brand.hoursLabel,
    founded: String(brand.founded),
    siteUrl: settings.siteUrl,
    insurer: `${brand.insurer.name}, police ${brand.insurer.policy}`,
    insurerName: brand.insurer.name,
    insurerPolicy: brand.insurer.policy,
    insurerAddress: brand.insurer.address,
    insurerCoverage: brand.insurer.coverage,
    hazardousWaste: brand.hazardousWaste,
    mediationName: brand.mediation.name,
    mediationAddress: brand.mediation.address,
    /** A markdown link showing the address without its scheme. */
    mediationWebsite: `[${brand.mediation.website.replace(/^https:\/\//, "")}](${brand.mediation.website})`,
    // What the browser keeps (privacy policy): the names the code uses, so the text cannot drift.
    consentKey: CONSENT_KEY,
    consentDateKey: CONSENT_DATE_KEY,
    consentValidity: `${CONSENT_VALIDITY_MONTHS} mois`,
    installPromptKey: INSTALL_SESSION_KEY,
    pendingDatabase: PENDING_NAME,
    pendingLifetime: `${PENDING_LIFETIME_DAYS} jours`,
    wasteRegistrations: brand.wasteRegistrations
      .map((r) => `${r.region} : ${r.body}, n° ${r.number}`)
      .join(" ; "),
    satisfiedClients: formatNumber(claims.satisfiedClients),
    citiesServed: formatNumber(claims.citiesServed),
    interventionDelay: claims.interventionDelay,
    pricingDelay: claims.pricingDelay,
    commercialDelay: claims.commercialDelay,
    priceFrom: formatEuros(prices.from),
    priceUpTo: formatEuros(prices.upTo),
    pricePerCubicMetreMin: formatEuros(prices.perCubicMetre.min),
    pricePerCubicMetreMax: formatEuros(prices.perCubicMetre.max),
    /** "40 à 50 €" */
    pricePerCubicMetre: `${formatNumber(prices.perCubicMetre.min)} à ${formatEuros(prices.perCubicMetre.max)}`,
    /** "60 m³": the largest volume the price range covers; beyond it, « sur devis ». */
    volumeUpTo: `${formatNumber(volumeCeiling(prices))}\u00A0m³`,
  };
}

export function fillTokens(
  source: string,
  tokens: Record<string, string>,
  onUnknown: (name: string) => void,
): string {
  return source.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      onUnknown(name);
      return whole;
    }
    return value;
  });
}
