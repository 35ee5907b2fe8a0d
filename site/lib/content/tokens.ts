/** Replaces {{token}} placeholders in markdown with brand facts; unknown tokens are errors. */
import { brand, formatAddress } from "../../../content/brand.ts";
import type { Settings } from "../../config.ts";

export function brandTokens(settings: Settings): Record<string, string> {
  return {
    tradeName: brand.tradeName,
    legalName: brand.legalName,
    legalForm: brand.legalForm,
    address: formatAddress(),
    enterpriseNumber: brand.enterpriseNumber,
    vatNumber: brand.vatNumber,
    rpm: brand.rpm,
    phone: brand.phone.display,
    email: brand.email,
    hours: brand.hours.label,
    siteUrl: settings.siteUrl,
    managementHost: new URL(settings.prospectApiUrl).host,
    insurer: brand.insurer,
    wasteRegistrations: brand.wasteRegistrations
      .map((r) => `${r.region} : ${r.body}, n° ${r.number}`)
      .join(" ; "),
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
