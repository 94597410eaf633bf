/**
 * Date entry: "2024-1-5" is corrected to "2024-01-05", the compact "20240105" is
 * accepted, and only dates that exist in the calendar are accepted (2024-02-30 is not).
 */
export type DateParse = { kind: 'empty' } | { kind: 'valid'; value: string } | { kind: 'invalid' };

const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
// Year first, as the stored value; the separator is what people type in a hurry.
const SEPARATED = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving surprises.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDateParts(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function formatDateParts(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseDate(text: string): DateParse {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = COMPACT.exec(trimmed) ?? SEPARATED.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isValidDateParts(year, month, day)) return { kind: 'invalid' };
  return { kind: 'valid', value: formatDateParts(year, month, day) };
}

/** The year of a "YYYY-MM-DD" value. */
export function yearOf(value: string): number {
  return Number(value.slice(0, 4));
}
