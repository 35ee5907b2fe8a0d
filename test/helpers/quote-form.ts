/** Filling and reading the quote forms in Chromium, shared by the form test files. */
import type { Page } from "playwright-core";

export const STANDALONE = "#devis-contact";
export const QUICK = "#devis-accueil";

export const TYPED = {
  fullName: "Anne Dubois",
  email: "anne.dubois@exemple.be",
  phone: "0470 12 34 56",
  city: "Namur",
  serviceType: "succession",
  message: "Maison trois façades, 40 m³ environ.",
};

export async function fillStandalone(page: Page, values: Partial<typeof TYPED> = {}, form = STANDALONE) {
  const v = { ...TYPED, ...values };
  await page.fill(`${form}-fullName`, v.fullName);
  await page.fill(`${form}-email`, v.email);
  await page.fill(`${form}-phone`, v.phone);
  await page.fill(`${form}-city`, v.city);
  await page.selectOption(`${form}-serviceType`, v.serviceType);
  await page.fill(`${form}-message`, v.message);
  return v;
}

export async function fillQuick(page: Page, values: Partial<typeof TYPED> = {}) {
  const v = { ...TYPED, ...values };
  for (const field of ["fullName", "email", "phone", "city"] as const) await page.fill(`${QUICK}-${field}`, v[field]);
  return v;
}

/** Text of an element with no-break spaces made ordinary. */
export const textIn = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el.textContent ?? "").replace(/[\u00A0\u202F]/g, " "));
