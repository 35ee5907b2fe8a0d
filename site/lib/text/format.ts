/** fr-BE formatting, done at build time so every visitor sees the same text. */
import { formatNumber } from "../../../client/lib/number-format.ts";

export { formatEuroRange, formatEuros, formatNumber } from "../../../client/lib/number-format.ts";

const dateFormat = new Intl.DateTimeFormat("fr-BE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Formatted dates: a page shows a dozen, most of them on thousands of pages. */
const formattedDates = new Map<string, string>();

/** "2025-05-20" -> "20 mai 2025" */
export function formatDate(iso: string): string {
  let formatted = formattedDates.get(iso);
  if (formatted === undefined) {
    formatted = dateFormat.format(new Date(`${iso}T00:00:00Z`));
    formattedDates.set(iso, formatted);
  }
  return formatted;
}

/** 500 -> "500+" (a marketing count stated as a minimum). */
export function formatAtLeast(count: number): string {
  return `${formatNumber(count)}+`;
}

/** 98 -> "98 %" (no-break space before %, French typography). */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}\u00A0%`;
}

/** 4.9 -> "4,9/5" */
export function formatRating(value: number): string {
  return `${formatNumber(value)}/5`;
}
