/**
 * Dates as a Belgian owner types and reads them (14/10/2025), and as the content files keep
 * them (2025-10-14, content/schema.ts). No Date object: a day has no time zone.
 */

/** « 2025-10-14 » → « 14/10/2025 »; anything else as it is (a text being typed). */
export function belgianDate(value: unknown): string {
  if (value instanceof Date) return belgianDate(value.toISOString().slice(0, 10));
  const text = value === undefined || value === null ? "" : String(value);
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

/** « 14/10/2025 » (or 14-10-2025, 14.10.2025, 4/3/2025) → « 2025-10-14 »; null unless a real day. */
export function isoDate(text: string): string | null {
  const parts = text.trim().match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
