import { osloDate } from '@fjord/domain';

/** A month of a year, 1 … 12: what an a-melding reports (the month of payment). */
export type YearMonth = { year: number; month: number };

const MONTH_PARAMETER = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "Juni 2026" / "June 2026": a month by name in the user's language, capitalised as a title. */
export function monthName({ year, month }: YearMonth, locale: string): string {
  const name = new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The month of a day (YYYY-MM-DD), e.g. today in Norway. */
export function monthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** This month in Norway. */
export const currentMonth = (now: Date = new Date()): YearMonth => monthOf(osloDate(now));

/** "2026-06": a month as the URL and the API's `period` write it. */
export const periodText = ({ year, month }: YearMonth): string => `${year}-${String(month).padStart(2, '0')}`;

/** A `?month=YYYY-MM` parameter, or null when it is missing or not a month. */
export function parsePeriod(value: string | null): YearMonth | null {
  const match = value ? MONTH_PARAMETER.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** A `?year=` parameter: a plausible year, or null. */
export function parseYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}

/** A `?month=` of a year (1 … 12), or null. */
export function parseMonth(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : null;
}

/**
 * The years a page offers: from five years back to this year, and the shown year if it lies
 * outside (a link to an old message's month). Newest first.
 */
export function yearChoices(thisYear: number, shown: number): number[] {
  const years = Array.from({ length: 6 }, (_, index) => thisYear - index);
  if (!years.includes(shown)) years.push(shown);
  return years.sort((a, b) => b - a);
}
