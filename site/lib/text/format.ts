/** Formatting per edition (fr-BE, nl-BE), done at build time so every visitor sees the same text. */
import type { Locale } from "../../../content/locales.ts";
import { formatNumber, formatNumberNl, NUMBER_FORMATS } from "../../../client/lib/number-format.ts";

export { formatEuroRange, formatEuros, formatNumber } from "../../../client/lib/number-format.ts";

export interface Formats {
  number: (value: number) => string;
  euros: (amount: number) => string;
  euroRange: (low: number, high: number) => string;
  /** "2025-05-20" -> "20 mai 2025", "20 mei 2025" */
  date: (iso: string) => string;
  /** 98 -> "98 %", "98%" */
  percent: (value: number) => string;
  /** 4.9 -> "4,9/5" */
  rating: (value: number) => string;
  /** 500 -> "500+" (a marketing count stated as a minimum). */
  atLeast: (count: number) => string;
}

/** Formatted dates: a page shows a dozen, most of them on thousands of pages. */
function dateFormatter(tag: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const formatted = new Map<string, string>();
  return (iso) => {
    let text = formatted.get(iso);
    if (text === undefined) {
      text = format.format(new Date(`${iso}T00:00:00Z`));
      formatted.set(iso, text);
    }
    return text;
  };
}

export const FORMATS: Record<Locale, Formats> = {
  fr: {
    ...NUMBER_FORMATS["fr-BE"],
    date: dateFormatter("fr-BE"),
    rating: (value) => `${formatNumber(value)}/5`,
    atLeast: (count) => `${formatNumber(count)}+`,
  },
  nl: {
    ...NUMBER_FORMATS["nl-BE"],
    date: dateFormatter("nl-BE"),
    rating: (value) => `${formatNumberNl(value)}/5`,
    atLeast: (count) => `${formatNumberNl(count)}+`,
  },
};

export const { date: formatDate, percent: formatPercent, rating: formatRating, atLeast: formatAtLeast } = FORMATS.fr;
