/**
 * The one Belgian phone rule of every form (DECISIONS, "Forms"): +32, 0032 or 0, then a digit
 * 1-9 and 7 or 8 more digits (9-digit landlines such as 02 123 45 67 and 10-digit mobiles such
 * as 0470 12 34 56), with spaces, dots, slashes or dashes as separators.
 */
const SEPARATORS = /[\s./-]/g;
const BELGIAN = /^(?:\+32|0032|0)([1-9]\d{7,8})$/;

/** The E.164 form ("+32470123456") of a valid Belgian number, or null. */
export function normalizeBelgianPhone(input: string): string | null {
  const match = input.trim().replace(SEPARATORS, "").match(BELGIAN);
  return match ? `+32${match[1]}` : null;
}
