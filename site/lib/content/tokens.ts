/**
 * {{token}} placeholders in markdown and YAML prose, replaced by the company's facts and
 * figures so that a fact written in a text still has one home. Unknown tokens are errors.
 * A few tokens take an argument after a colon: {{examplePrice:maison-namur}} (a price
 * example of content/claims.yaml by its id), {{priceForVolume:30}} (the price range of a
 * volume in m³ on the rate card; "20-30" for a range of volumes, ":-350" to deduct an amount,
 * e.g. the resale value of objects), {{hoardingPriceForVolume:12}} (the estimator's range for
 * a volume with the hoarding surcharge).
 */
import { CONSENT_DATE_KEY, CONSENT_KEY, CONSENT_VALIDITY_MONTHS } from "../../../client/shell/consent.ts";
import { INSTALL_SESSION_KEY } from "../../../client/shell/install-prompt.ts";
import { defaultInput, estimate, scalePrice, type PriceModel } from "../../../client/lib/estimate.ts";
import { PENDING_LIFETIME_DAYS, PENDING_NAME } from "../../../client/lib/pending-store.ts";
import type { Claims } from "../../../content/schema.ts";
import type { Settings } from "../../config.ts";
import { FORMATS } from "../text/format.ts";
import { ESTIMATE_TEXT } from "../text/estimator-words.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../content/locales.ts";
import { volumeCeiling } from "./rules/claims-checks.ts";
import { clearanceDelay, quoteDelay, withdrawalPeriod } from "./rules/delays.ts";
import type { BrandFacts } from "./facts.ts";

/** A token's value, or a function of its argument returning null when the argument is wrong. */
export type Token = string | ((argument: string) => string | null);

/**
 * `estimator` is null when content/estimator.yaml is invalid: its tokens then report an error
 * beside the one naming its field.
 */
export function factTokens(
  brand: BrandFacts,
  claims: Claims,
  settings: Settings,
  estimator: PriceModel | null,
  locale: Locale = DEFAULT_LOCALE,
): Record<string, Token> {
  const { prices } = claims;
  const format = FORMATS[locale];
  const words = WORDS[locale];
  const formatEuros = format.euros;
  const formatNumber = format.number;
  const formatPercent = format.percent;
  const cubicMetres = (volume: number) => `${formatNumber(volume)}\u00A0m³`;
  const text = ESTIMATE_TEXT[locale];
  /** 40, 50 -> "40 à 50 €", as the rate card writes a band's rates. */
  const priceRange = (min: number, max: number) => text.rateRange({ min, max });
  const example = (id: string) => prices.examples.find((e) => e.id === id);
  const [firstBand] = prices.perCubicMetre;
  return {
    tradeName: brand.tradeName,
    legalName: brand.legalName,
    legalForm: brand.legalForm,
    /** "société à responsabilité limitée" */
    legalFormName: brand.legalFormName,
    address: brand.fullAddress,
    enterpriseNumber: brand.enterpriseNumber,
    vatNumber: brand.vatNumber,
    rpm: brand.rpm,
    phone: brand.phone,
    email: brand.email,
    hours: brand.hoursLabel,
    /** "7 j/7" */
    hoursDays: brand.hours.days,
    /** "de 8 h à 20 h" */
    hoursRange: brand.hoursRange,
    /** "8 h" */
    opensAt: brand.opensAt,
    /** "20 h" */
    closesAt: brand.closesAt,
    founded: String(brand.founded),
    siteUrl: settings.siteUrl,
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
    consentValidity: `${CONSENT_VALIDITY_MONTHS} ${words.months}`,
    installPromptKey: INSTALL_SESSION_KEY,
    pendingDatabase: PENDING_NAME,
    pendingLifetime: `${PENDING_LIFETIME_DAYS} ${words.days}`,
    wasteRegistrations: brand.wasteRegistrations.map(words.registration).join(words.listSeparator),
    clients: formatNumber(claims.clients),
    /** Municipality pages' default recycling rate: "85 %". */
    recyclingRate: formatPercent(claims.municipalityDefaults.recyclingRate),
    /** "24 h", "24 à 48 h", "14 jours" (delays.ts: what each is the delay of). */
    quoteDelay: quoteDelay(claims.delays, locale),
    clearanceDelay: clearanceDelay(claims.delays, locale),
    withdrawalPeriod: withdrawalPeriod(claims.delays, locale),
    /** What the recycling rate measures: "en poids, d’après les bons de pesée…". */
    recyclingBasis: claims.recyclingBasis,
    priceFrom: formatEuros(prices.from),
    priceUpTo: formatEuros(prices.upTo),
    /** "40 à 50 €": the rate of the card's first band, the one of every volume up to its end. */
    pricePerCubicMetre: text.rateRange(firstBand!),
    /** "40 à 50 € par m³ pour les 35 premiers m³, puis 25 à 30 € par m³ au-delà" */
    priceScale: text.scalePhrase(prices.perCubicMetre),
    /** "60 m³": the largest volume the price range covers; beyond it, « sur devis ». */
    volumeUpTo: cubicMetres(volumeCeiling(prices)),
    examplePrice: (id) => {
      const e = example(id);
      return e ? formatEuros(e.price) : null;
    },
    exampleVolume: (id) => {
      const e = example(id);
      return e ? cubicMetres(e.volume) : null;
    },
    priceForVolume: (argument) => {
      const match = argument.match(/^(\d+)(?:-(\d+))?(?::-(\d+))?$/);
      if (!match) return null;
      const smallest = Number(match[1]);
      const largest = Number(match[2] ?? match[1]);
      const deducted = Number(match[3] ?? 0);
      const price = (volume: number, end: "min" | "max") =>
        Math.max(prices.from, scalePrice(prices.perCubicMetre, volume, end)) - deducted;
      return priceRange(price(smallest, "min"), price(largest, "max"));
    },
    /** "40 %" */
    hoardingSurcharge: estimator ? formatPercent(estimator.situation.hoarding) : () => null,
    /** The estimator's range for a volume in a hoarder's home (no other surcharge): "650 à 850 €". */
    hoardingPriceForVolume: (argument) => {
      if (!estimator || !/^\d+$/.test(argument)) return null;
      const input = { ...defaultInput(estimator), method: "volume" as const, knownVolume: Number(argument) };
      const result = estimate(estimator, { ...input, situation: "hoarding" });
      return result.kind === "range" ? priceRange(result.low, result.high) : null;
    },
  };
}

/** How each edition words what the tokens say (issue 37). */
const WORDS = {
  fr: {
    months: "mois",
    days: "jours",
    registration: (r: BrandFacts["wasteRegistrations"][number]) => `${r.region} : ${r.body}, n° ${r.number}`,
    listSeparator: " ; ",
  },
  nl: {
    months: "maanden",
    days: "dagen",
    registration: (r: BrandFacts["wasteRegistrations"][number]) => `${r.region}: ${r.body}, nr. ${r.number}`,
    listSeparator: "; ",
  },
};

/** Replaces every {{token}}; `onError` gets a French message for an unknown token or argument. */
export function fillTokens(source: string, tokens: Record<string, Token>, onError: (message: string) => void): string {
  // Whole article bodies go through here: most hold no token at all.
  if (!source.includes("{{")) return source;
  return source.replace(/\{\{\s*([a-zA-Z]+)(?::([^{}]*?))?\s*\}\}/g, (whole, name: string, argument?: string) => {
    const token = tokens[name];
    if (token === undefined) {
      onError(`jeton inconnu ${whole}`);
      return whole;
    }
    const value =
      typeof token === "string"
        ? argument === undefined
          ? token
          : null
        : argument === undefined
          ? null
          : token(argument.trim());
    if (value === null) {
      onError(`jeton ${whole} : ${argument === undefined ? "argument attendu" : `argument « ${argument} » invalide`}`);
      return whole;
    }
    return value;
  });
}
