import { daysInMonth, isIsoDate } from '../validation/values.js';
import { RECURRING_INTERVAL_UNITS, type RecurringInterval } from './recurring-intervals.js';

export type RecurringDateOptions = {
  /** The last date an order may carry, included; null or absent: no end. */
  endDate?: string | null;
  /** Days before its date that an order is created (0: on the day; negative: after it). */
  dateOffset?: number;
  /** Only dates after this one (the last created order's date), to find what comes next. */
  after?: string | null;
};

/** One order of the schedule: the date it carries and the day it is to be created. */
export type RecurringOccurrence = { date: string; createOn: string };

type Day = { year: number; month: number; day: number };

function parse(date: string, name: string): Day {
  if (!isIsoDate(date)) throw new RangeError(`${name} is not a date: ${date}`);
  const [year, month, day] = date.trim().split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const text = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const canonical = ({ year, month, day }: Day) => text(year, month, day);

function addDays({ year, month, day }: Day, days: number): string {
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The start's day of month in the month `months` later, or that month's last day when it is shorter. */
function addMonths({ year, month, day }: Day, months: number): string {
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return text(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/**
 * The k-th date counted from the start, never from the date before: monthly from January 31 gives
 * February 28 (29 in a leap year), March 31, April 30, May 31 — the clamp of a short month does not
 * carry on. Yearly from February 29 gives February 28 in common years.
 */
function occurrence(start: Day, { unit, count }: RecurringInterval, k: number): string {
  switch (unit) {
    case 'DAILY':
      return addDays(start, k * count);
    case 'WEEKLY':
      return addDays(start, k * count * 7);
    case 'MONTHLY':
      return addMonths(start, k * count);
    case 'YEARLY':
      return addMonths(start, k * count * 12);
  }
}

/**
 * The next `count` orders of a recurring order from its start date, stopping at the end date. Each
 * is created `dateOffset` days before the date it carries.
 */
export function nextDates(
  start: string,
  interval: RecurringInterval,
  count: number,
  { endDate = null, dateOffset = 0, after = null }: RecurringDateOptions = {},
): RecurringOccurrence[] {
  const first = parse(start, 'start');
  // Compared as canonical text, so " 2026-12-31" ends the schedule where "2026-12-31" does.
  const last = endDate === null ? null : canonical(parse(endDate, 'endDate'));
  const since = after === null ? null : canonical(parse(after, 'after'));
  if (!RECURRING_INTERVAL_UNITS.includes(interval.unit) || !Number.isSafeInteger(interval.count) || interval.count < 1)
    throw new RangeError(`Not an interval: ${JSON.stringify(interval)}`);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Not a count: ${count}`);
  if (!Number.isSafeInteger(dateOffset)) throw new RangeError(`Not a whole number of days: ${dateOffset}`);

  const found: RecurringOccurrence[] = [];
  for (let k = 0; found.length < count; k += 1) {
    const date = occurrence(first, interval, k);
    if (last !== null && date > last) break;
    if (since === null || date > since) found.push({ date, createOn: addDays(parse(date, 'date'), -dateOffset) });
  }
  return found;
}

/** The day before `date`: the boundary for "on or after" with nextDates' `after`. */
const dayBefore = (date: string) => addDays(parse(date, 'date'), -1);

/**
 * What a recurring order saved on `today` will still create: the dates after the last created
 * one whose creation day is today or later. An order whose day passed while the recurring order
 * did not exist (or was edited) is not made afterwards; the daily job, which advances from the
 * stored next date, catches up the days it missed itself.
 */
export function upcomingDates(
  start: string,
  interval: RecurringInterval,
  count: number,
  { today, endDate = null, dateOffset = 0, after = null }: RecurringDateOptions & { today: string },
): RecurringOccurrence[] {
  // createOn = date − dateOffset ≥ today  ⇔  date > today + dateOffset − 1.
  const firstCreatable = dayBefore(addDays(parse(today, 'today'), dateOffset));
  const since = after !== null && canonical(parse(after, 'after')) > firstCreatable ? after : firstCreatable;
  return nextDates(start, interval, count, { endDate, dateOffset, after: since });
}
