/**
 * The visitor's answer to the cookie banner, kept in localStorage with the moment it was given.
 * The spec fixes the value ("accepted" / "declined") and its key; the date lives under a second
 * key so that the answer lapses after CONSENT_VALIDITY_MONTHS, as the privacy policy promises
 * (content/pages/politique-de-confidentialite.md, "Cookies et stockage local").
 */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const CONSENT_VALIDITY_MONTHS = 12;

export type ConsentChoice = "accepted" | "declined";

/** The stored choice while it is still valid; an expired or undated choice is erased. */
export function readConsent(now: Date = new Date()): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    if (value !== "accepted" && value !== "declined") return null;
    const given = new Date(localStorage.getItem(CONSENT_DATE_KEY) ?? "");
    // No date (a choice stored before dates were kept) counts as expired: we cannot prove its age.
    if (Number.isNaN(given.getTime()) || now >= consentExpiry(given)) {
      clearConsent();
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

export function writeConsent(value: ConsentChoice, now: Date = new Date()): void {
  try {
    localStorage.setItem(CONSENT_KEY, value);
    localStorage.setItem(CONSENT_DATE_KEY, now.toISOString());
  } catch {
    // Storage disabled: the banner simply shows again next time.
  }
}

/** Same day and time, CONSENT_VALIDITY_MONTHS calendar months later. */
export function consentExpiry(given: Date): Date {
  const expiry = new Date(given.getTime());
  expiry.setMonth(expiry.getMonth() + CONSENT_VALIDITY_MONTHS);
  return expiry;
}

function clearConsent(): void {
  localStorage.removeItem(CONSENT_KEY);
  localStorage.removeItem(CONSENT_DATE_KEY);
}
