/**
 * fr-BE number and euro formatting, shared by the build (site/lib/text/format.ts) and the islands,
 * so an amount reads the same in the static HTML and in the estimator. French typography:
 * narrow no-break space between thousands, no-break space before €.
 */
const numberFormat = new Intl.NumberFormat("fr-BE");

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 2500 -> "2 500 €" */
export function formatEuros(amount: number): string {
  return `${formatNumber(amount)}\u00A0€`;
}

/** 98 -> "98 %": a no-break space before %, French typography. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}\u00A0%`;
}

/**
 * (850, 1050) -> "850 € – 1 050 € TVAC" (no-break spaces keep the dash and "TVAC" on the line);
 * (150, 150) -> "150 € TVAC".
 */
export function formatEuroRange(low: number, high: number): string {
  if (low === high) return `${formatEuros(low)}\u00A0TVAC`;
  return `${formatEuros(low)}\u00A0– ${formatEuros(high)}\u00A0TVAC`;
}

/**
 * nl-BE, for the Dutch edition (issue 37): a dot between thousands, the euro sign before the
 * amount (Taalunie), « incl. btw » for VAT included.
 */
const dutchNumberFormat = new Intl.NumberFormat("nl-BE");

export function formatNumberNl(value: number): string {
  return dutchNumberFormat.format(value);
}

/** 2500 -> "€ 2.500" */
export function formatEurosNl(amount: number): string {
  return `€\u00A0${formatNumberNl(amount)}`;
}

/** 98 -> "98%" */
export function formatPercentNl(value: number): string {
  return `${formatNumberNl(value)}%`;
}

/** (850, 1050) -> "€ 850 – € 1.050 incl. btw"; (150, 150) -> "€ 150 incl. btw". */
export function formatEuroRangeNl(low: number, high: number): string {
  if (low === high) return `${formatEurosNl(low)} incl.\u00A0btw`;
  return `${formatEurosNl(low)}\u00A0– ${formatEurosNl(high)} incl.\u00A0btw`;
}

/** Each edition's way of writing numbers, amounts and percentages, by language tag. */
export const NUMBER_FORMATS = {
  "fr-BE": { number: formatNumber, euros: formatEuros, euroRange: formatEuroRange, percent: formatPercent },
  "nl-BE": { number: formatNumberNl, euros: formatEurosNl, euroRange: formatEuroRangeNl, percent: formatPercentNl },
};
