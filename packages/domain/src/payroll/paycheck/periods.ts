import { addDays } from '../../periods/calendar-days.js';
import { isoDateParts } from '../../periods/periods.js';
import { isNorwegianWorkingDay } from '../../periods/public-holidays.js';

/**
 * How a monthly paycheck period stands against today (spec 000 §4 "Paychecks", spec 001 §9): the current
 * and next month are permitted (CURRENT), the previous two normal (RECENT), earlier ones warned against
 * (OLD); further ahead (FUTURE) no paycheck may be made yet.
 */
export const PAYCHECK_PERIOD_STANDINGS = ['FUTURE', 'CURRENT', 'RECENT', 'OLD'] as const;
export type PaycheckPeriodStanding = (typeof PAYCHECK_PERIOD_STANDINGS)[number];

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

export function paycheckPeriodStanding(year: number, month: number, today: string): PaycheckPeriodStanding {
  const now = isoDateParts(today);
  const ahead = monthIndex(year, month) - monthIndex(now.year, now.month);
  if (ahead > 1) return 'FUTURE';
  if (ahead >= 0) return 'CURRENT';
  return ahead >= -2 ? 'RECENT' : 'OLD';
}

/** Periods are monthly only: the years a unit can open. */
export const PAYCHECK_PERIOD_YEARS = { first: 2000, last: 2099 } as const;

/** The months by name in Bokmål, capitalised as a period is named ("Juni 2026"). */
export const NB_MONTH_NAMES = [
  'Januar',
  'Februar',
  'Mars',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM of a month. */
export const bookkeepingPeriodOf = (year: number, month: number) => `${year}-${pad(month)}`;

/** The last day of a month, YYYY-MM-DD. */
export function lastDayOfMonth(year: number, month: number): string {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return addDays(next, -1);
}

/** The usual Norwegian pay day: the 20th, or the working day before it when the 20th is not one. */
export const DEFAULT_PAY_DAY = 20;

export function defaultPayDate(year: number, month: number): string {
  let date = `${year}-${pad(month)}-${pad(DEFAULT_PAY_DAY)}`;
  while (!isNorwegianWorkingDay(date)) date = addDays(date, -1);
  return date;
}

/** A period as a year opens it: named in Norwegian (company data), booked in its own month, paid and journaled on the pay day. */
export function defaultPaycheckPeriod(year: number, month: number) {
  const payDate = defaultPayDate(year, month);
  return {
    year,
    month,
    name: `${NB_MONTH_NAMES[month - 1]} ${year}`,
    bookkeepingPeriod: bookkeepingPeriodOf(year, month),
    startDate: `${year}-${pad(month)}-01`,
    endDate: lastDayOfMonth(year, month),
    journalDate: payDate,
    payDate,
  };
}

/** A paycheck's date lies inside its period's bookkeeping period (spec 001 §5.4): the YYYY-MM month. */
export function isInBookkeepingPeriod(date: string, bookkeepingPeriod: string): boolean {
  return date.slice(0, 7) === bookkeepingPeriod;
}

export const BOOKKEEPING_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
