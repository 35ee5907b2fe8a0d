/**
 * Validation of the quote forms (spec section 5): what is wrong with each field, as a kind the
 * form turns into words in the visitor's language (client/messages/quote-form.ts).
 */
import { normalizeBelgianPhone } from "./phone.ts";

export type Problem = "required" | "email" | "phone";

// The WHATWG definition of a valid e-mail address (what input[type=email] checks).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Every field to correct, in the order of `values` (the form's): a `required` one left blank,
 * an e-mail address or a Belgian phone number that is not one. Empty when the values can be sent.
 */
export function validateQuote(values: Record<string, string>, required: readonly string[]) {
  const problems: Partial<Record<string, Problem>> = {};
  for (const name in values) {
    const value = values[name]!.trim();
    const problem = !value
      ? required.includes(name) && "required"
      : name === "email"
        ? !EMAIL.test(value) && name
        : name === "phone" && !normalizeBelgianPhone(value) && name;
    if (problem) problems[name] = problem;
  }
  return problems;
}
