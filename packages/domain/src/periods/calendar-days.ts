import { isIsoDate } from '../validation/values.js';

const DAY_MS = 86_400_000;

function utcDay(date: string, name: string): number {
  if (!isIsoDate(date)) throw new RangeError(`${name} is not a date: ${date}`);
  const [year, month, day] = date.trim().split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The calendar date `days` after (or, negative, before) a YYYY-MM-DD date; no time zone is involved. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date, 'date') + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD): 1 from a day to the next, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to, 'to') - utcDay(from, 'from')) / DAY_MS);
}

/** The later of YYYY-MM-DD dates (they compare as text). */
export function latestDate(first: string, ...others: readonly string[]): string {
  return others.reduce((latest, date) => (date > latest ? date : latest), first);
}
