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

/**
 * (850, 1050) -> "850 € – 1 050 € TVAC" (no-break spaces keep the dash and "TVAC" on the line);
 * (150, 150) -> "150 € TVAC".
 */
export function formatEuroRange(low: number, high: number): string {
  if (low === high) return `${formatEuros(low)}\u00A0TVAC`;
  return `${formatEuros(low)}\u00A0– ${formatEuros(high)}\u00A0TVAC`;
}
