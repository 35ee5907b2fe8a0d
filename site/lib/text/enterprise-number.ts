/**
 * Belgian enterprise (BCE/KBO) numbers: ten digits starting with 0 or 1, whose last two digits
 * equal 97 minus the first eight modulo 97. The VAT number is "BE" followed by the same digits.
 */
export function isValidEnterpriseNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** "0123.456.749" -> "BE 0123.456.749" (the form shown on the site). */
export function vatNumberOf(enterpriseNumber: string): string {
  return `BE ${enterpriseNumber}`;
}
