/**
 * The company's facts (content/brand.yaml) and marketing figures (content/claims.yaml),
 * validated, with the values derived from them computed once here: the VAT number, the
 * E.164 phone, the chat link, the hours label. Pages read them from SiteData, never elsewhere.
 */
import {
  brandSchema,
  brandTranslationSchema,
  claimsSchema,
  claimsTranslationSchema,
  type Brand,
  type BrandTranslation,
  type Claims,
  type ClaimsTranslation,
} from "../../../content/schema.ts";
import { normalizeBelgianPhone } from "../../../client/lib/phone.ts";
import { vatNumberOf } from "../text/enterprise-number.ts";
import { checkPrices } from "./rules/claims-checks.ts";
import { checkDelays } from "./rules/delays.ts";
import { readYamlFile } from "./files.ts";
import type { Issues } from "./issues.ts";

export interface BrandFacts extends Brand {
  /** "société à responsabilité limitée": the legal form in full, for the legal notice. */
  legalFormName: string;
  vatNumber: string;
  /** "+3225884120", for tel: links and structured data. */
  phoneE164: string;
  chatUrl: string;
  /** "8 h", "20 h" */
  opensAt: string;
  closesAt: string;
  /** "de 8 h à 20 h" */
  hoursRange: string;
  /** "7 j/7, de 8 h à 20 h" */
  hoursLabel: string;
  /** "Avenue Louis Bertrand 54, 1030 Schaerbeek" */
  fullAddress: string;
}

export function loadBrand(root: string, issues: Issues): BrandFacts | null {
  const raw = readYamlFile(root, "brand.yaml", issues);
  const brand = raw && issues.parse(raw.file, brandSchema, raw.data);
  if (!brand) return null;
  const opensAt = spokenTime(brand.hours.opens);
  const closesAt = spokenTime(brand.hours.closes);
  const hoursRange = `de ${opensAt} à ${closesAt}`;
  const chatDigits = normalizeBelgianPhone(brand.chatPhone)!.slice(1);
  return {
    ...brand,
    legalFormName: LEGAL_FORM_NAMES[brand.legalForm],
    vatNumber: vatNumberOf(brand.enterpriseNumber),
    phoneE164: normalizeBelgianPhone(brand.phone)!,
    chatUrl: `https://wa.me/${chatDigits}?text=${encodeURIComponent(brand.chatGreeting)}`,
    opensAt,
    closesAt,
    hoursRange,
    hoursLabel: `${brand.hours.days}, ${hoursRange}`,
    fullAddress: `${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`,
  };
}

export function loadClaims(root: string, issues: Issues): Claims | null {
  const raw = readYamlFile(root, "claims.yaml", issues);
  const claims = raw && issues.parse(raw.file, claimsSchema, raw.data);
  if (!claims) return null;
  checkPrices(claims.prices, raw.file, issues);
  checkDelays(claims.delays, raw.file, issues);
  const { examples } = claims.prices;
  issues.unique(
    examples.map((e, i) => ({ file: `${raw.file} › prices.examples.${i}`, key: e.id })),
    "id",
  );
  return claims;
}

/** "08:00" -> "8 h", "08:30" -> "8 h 30" (French way of writing times). */
export function spokenTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, "0")}`;
}

/** Belgian legal forms in full (Code des sociétés et des associations). */
const LEGAL_FORM_NAMES: Record<Brand["legalForm"], string> = {
  SRL: "société à responsabilité limitée",
  SA: "société anonyme",
  SC: "société coopérative",
  SNC: "société en nom collectif",
  SComm: "société en commandite",
  "entreprise individuelle": "entreprise individuelle",
};

/** The same forms as the Dutch edition names them, short and in full (Wetboek van vennootschappen en verenigingen). */
const DUTCH_LEGAL_FORMS: Record<Brand["legalForm"], { short: string; name: string }> = {
  SRL: { short: "BV", name: "besloten vennootschap" },
  SA: { short: "NV", name: "naamloze vennootschap" },
  SC: { short: "CV", name: "coöperatieve vennootschap" },
  SNC: { short: "VOF", name: "vennootschap onder firma" },
  SComm: { short: "CommV", name: "commanditaire vennootschap" },
  "entreprise individuelle": { short: "eenmanszaak", name: "eenmanszaak" },
};

/** "08:00" -> "8", "08:30" -> "8.30" (the Dutch way: « van 8 tot 20 uur »). */
function dutchTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return m === 0 ? String(h) : `${h}.${String(m).padStart(2, "0")}`;
}

/**
 * The company's facts as the Dutch edition states them (issue 37): the same facts, with the
 * texts of content/brand.nl.yaml and the labels derived in Dutch.
 */
export function dutchBrand(brand: BrandFacts, texts: BrandTranslation): BrandFacts {
  const opensAt = `${dutchTime(brand.hours.opens)} uur`;
  const closesAt = `${dutchTime(brand.hours.closes)} uur`;
  const hoursRange = `van ${dutchTime(brand.hours.opens)} tot ${closesAt}`;
  const chatDigits = normalizeBelgianPhone(brand.chatPhone)!.slice(1);
  return {
    ...brand,
    legalForm: DUTCH_LEGAL_FORMS[brand.legalForm].short as Brand["legalForm"],
    legalFormName: DUTCH_LEGAL_FORMS[brand.legalForm].name,
    address: { ...brand.address, street: texts.address.street, city: texts.address.city },
    rpm: texts.rpm,
    wasteRegistrations: brand.wasteRegistrations.map((r, i) => ({ ...r, ...texts.wasteRegistrations[i] })),
    insurer: { ...brand.insurer, address: texts.insurerAddress, coverage: texts.insurerCoverage },
    mediation: { ...brand.mediation, ...texts.mediation },
    hazardousWaste: texts.hazardousWaste,
    chatGreeting: texts.chatGreeting,
    hours: { ...brand.hours, days: texts.hoursDays },
    chatUrl: `https://wa.me/${chatDigits}?text=${encodeURIComponent(texts.chatGreeting)}`,
    opensAt,
    closesAt,
    hoursRange,
    hoursLabel: `${texts.hoursDays}, ${hoursRange}`,
    fullAddress: `${texts.address.street}, ${brand.address.postalCode} ${texts.address.city}`,
  };
}

/** The figures as the Dutch edition states them: the texts of content/claims.nl.yaml. */
export function dutchClaims(claims: Claims, texts: ClaimsTranslation): Claims {
  return {
    ...claims,
    recyclingBasis: texts.recyclingBasis,
    regions: Object.fromEntries(
      Object.entries(claims.regions).map(([id, region]) => [
        id,
        { ...region, summary: texts.regions[id as keyof typeof texts.regions] },
      ]),
    ) as Claims["regions"],
    prices: {
      ...claims.prices,
      examples: claims.prices.examples.map((e) => ({
        ...e,
        title: texts.examples.find((t) => t.id === e.id)?.title ?? e.title,
      })),
    },
  };
}

/** The Dutch texts of brand.yaml and claims.yaml, checked; null when a file is missing or wrong. */
export function loadDutchFacts(
  root: string,
  brand: BrandFacts,
  claims: Claims,
  issues: Issues,
): { brand: BrandFacts; claims: Claims } | null {
  const brandFile = readYamlFile(root, "brand.nl.yaml", issues);
  const claimsFile = readYamlFile(root, "claims.nl.yaml", issues);
  const brandTexts = brandFile && issues.parse(brandFile.file, brandTranslationSchema, brandFile.data);
  const claimsTexts = claimsFile && issues.parse(claimsFile.file, claimsTranslationSchema, claimsFile.data);
  if (!brandTexts || !claimsTexts) return null;
  if (brandTexts.wasteRegistrations.length !== brand.wasteRegistrations.length) {
    issues.add(
      brandFile.file,
      "wasteRegistrations",
      `${brand.wasteRegistrations.length} enregistrements attendus, comme dans brand.yaml`,
    );
  }
  for (const e of claims.prices.examples.filter((e) => !claimsTexts.examples.some((t) => t.id === e.id))) {
    issues.add(claimsFile.file, `examples.${e.id}`, `nom néerlandais de l’exemple « ${e.id} » de claims.yaml manquant`);
  }
  return { brand: dutchBrand(brand, brandTexts), claims: dutchClaims(claims, claimsTexts) };
}
