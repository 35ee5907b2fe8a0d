/**
 * The company's facts (content/brand.yaml) and marketing figures (content/claims.yaml),
 * validated, with the values derived from them computed once here: the VAT number, the
 * E.164 phone, the chat link, the hours label. Pages read them from SiteData, never elsewhere.
 */
import { brandSchema, claimsSchema, type Brand, type Claims } from "../../../content/schema.ts";
import { normalizeBelgianPhone } from "../../../client/lib/phone.ts";
import { vatNumberOf } from "../text/enterprise-number.ts";
import { checkPrices } from "./rules/claims-checks.ts";
import { checkDelays } from "./rules/delays.ts";
import { readYamlFile } from "./files.ts";
import type { Issues } from "./issues.ts";

export interface BrandFacts extends Brand {
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
  issues.unique(examples.map((e, i) => ({ file: `${raw.file} › prices.examples.${i}`, key: e.id })), "id");
  return claims;
}

/** "08:00" -> "8 h", "08:30" -> "8 h 30" (French way of writing times). */
export function spokenTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, "0")}`;
}
