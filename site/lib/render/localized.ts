/**
 * The words of a component in every edition, beside its markup. The Dutch must have exactly the
 * French shape, so the compiler names any text left untranslated (issue 37).
 */
import type { Locale } from "../../../content/locales.ts";
import { useSite } from "./site-context.tsx";
import { FORMATS, type Formats } from "../text/format.ts";

export const localized = <T>(copy: { fr: T; nl: NoInfer<T> }): Record<Locale, T> => copy;

/** The words of the page's edition. */
export function useCopy<T>(copy: Record<Locale, T>): T {
  return copy[useSite().data.locale];
}

/** The number, price and date formats of the page's edition. */
export const useFormat = (): Formats => FORMATS[useSite().data.locale];
