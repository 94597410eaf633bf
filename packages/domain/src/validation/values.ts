/**
 * What the rules need to know about a form value: whether it is empty, and what a list, a date
 * and a text look like. Values come from inputs (strings), pickers (dates, lists) and file inputs.
 */
export type ListLike = { readonly length: number };

/** Arrays and FileLists (the domain has no DOM types, so a FileList is recognised by its `item`). */
export function isList(value: unknown): value is ListLike {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { length?: unknown; item?: unknown };
  return typeof candidate.length === 'number' && typeof candidate.item === 'function';
}

/** Null, undefined, blank text and empty lists: an optional field with such a value passes every rule. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (isList(value)) return value.length === 0;
  return false;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days of a month (1–12), February 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** A strictly valid YYYY-MM-DD ("2024-02-29" yes, "2023-02-29" and "2024-2-1" no). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value.trim());
  return !!match && isValidCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A comparable YYYY-MM-DD for a date string or a Date (its local calendar day, which is what the
 * date pickers show), or null. YYYY-MM-DD strings compare correctly as text.
 */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return isIsoDate(value) ? value.trim() : null;
}
