/** Validation shared by every quote form; messages are the spec's (section 5). */
import { normalizeBelgianPhone } from "./phone.ts";

export const MESSAGES = {
  required: "Tous les champs obligatoires doivent être remplis.",
  phone: "Veuillez entrer un numéro de téléphone belge valide.",
  email: "Veuillez entrer une adresse e-mail valide.",
} as const;

// The WHATWG definition of a valid e-mail address (what input[type=email] checks).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type Invalid = { field: string; message: string };

/**
 * Checks required fields (in form order), then the e-mail, then the phone. Returns the first
 * problem so focus can move to that field, or null when the values can be sent.
 */
export function validateQuote(values: Record<string, string>, required: string[]): Invalid | null {
  const missing = required.find((name) => !values[name]?.trim());
  if (missing) return { field: missing, message: MESSAGES.required };
  if (values.email !== undefined && !EMAIL.test(values.email.trim()))
    return { field: "email", message: MESSAGES.email };
  if (values.phone !== undefined && !normalizeBelgianPhone(values.phone))
    return { field: "phone", message: MESSAGES.phone };
  return null;
}
