import { addDays } from './calendar-days.js';
import { isoDateParts, requireIsoDate } from './periods.js';

/**
 * Norway's public holidays (helligdager, lov om helligdager og helligdagsfred § 1, and 1 and 17 May by
 * lov om 1. og 17. mai som høgtidsdagar), computed for any Gregorian year: the fixed days and the days
 * that follow Easter. Easter Sunday and Whit Sunday are listed too, though a Sunday is never a working
 * day anyway. Christmas Eve and New Year's Eve are not public holidays.
 */
export const NORWEGIAN_PUBLIC_HOLIDAYS = [
  'NEW_YEARS_DAY',
  'MAUNDY_THURSDAY',
  'GOOD_FRIDAY',
  'EASTER_SUNDAY',
  'EASTER_MONDAY',
  'LABOUR_DAY',
  'CONSTITUTION_DAY',
  'ASCENSION_DAY',
  'WHIT_SUNDAY',
  'WHIT_MONDAY',
  'CHRISTMAS_DAY',
  'BOXING_DAY',
] as const;
export type NorwegianPublicHoliday = (typeof NORWEGIAN_PUBLIC_HOLIDAYS)[number];

/** Days after Easter Sunday of the movable holidays. */
const EASTER_OFFSETS = {
  MAUNDY_THURSDAY: -3,
  GOOD_FRIDAY: -2,
  EASTER_SUNDAY: 0,
  EASTER_MONDAY: 1,
  ASCENSION_DAY: 39,
  WHIT_SUNDAY: 49,
  WHIT_MONDAY: 50,
} as const satisfies Partial<Record<NorwegianPublicHoliday, number>>;

const FIXED_DAYS = {
  NEW_YEARS_DAY: '01-01',
  LABOUR_DAY: '05-01',
  CONSTITUTION_DAY: '05-17',
  CHRISTMAS_DAY: '12-25',
  BOXING_DAY: '12-26',
} as const satisfies Partial<Record<NorwegianPublicHoliday, string>>;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function requireYear(year: number): void {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`Not a Gregorian year: ${year}`);
}

/**
 * Easter Sunday of a Gregorian year (YYYY-MM-DD) by the anonymous Gregorian computus (Meeus/Jones/
 * Butcher): 2024-03-31, 2025-04-20, 2026-04-05, 2285-03-22 (the earliest possible), 2038-04-25 (the latest).
 */
export function easterSunday(year: number): string {
  requireYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The year's public holidays, in date order, as YYYY-MM-DD with their names. */
export function norwegianPublicHolidays(year: number): { date: string; holiday: NorwegianPublicHoliday }[] {
  const easter = easterSunday(year);
  const fixed = Object.entries(FIXED_DAYS).map(([holiday, day]) => ({ date: `${pad(year, 4)}-${day}`, holiday }));
  const movable = Object.entries(EASTER_OFFSETS).map(([holiday, offset]) => ({
    date: addDays(easter, offset),
    holiday,
  }));
  return ([...fixed, ...movable] as { date: string; holiday: NorwegianPublicHoliday }[]).sort((x, y) =>
    x.date.localeCompare(y.date),
  );
}

/** The date is a Norwegian public holiday. */
export function isNorwegianPublicHoliday(date: string): boolean {
  const day = requireIsoDate(date);
  return norwegianPublicHolidays(isoDateParts(day).year).some((holiday) => holiday.date === day);
}

/** A working day in Norway: Monday to Friday and not a public holiday. */
export function isNorwegianWorkingDay(date: string): boolean {
  const day = requireIsoDate(date);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return weekday !== 0 && weekday !== 6 && !isNorwegianPublicHoliday(day);
}

/** The date itself when it is a working day, otherwise the next working day ("next working day if it falls on a weekend or holiday"). */
export function workingDayOnOrAfter(date: string): string {
  let day = requireIsoDate(date);
  while (!isNorwegianWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The first working day strictly after the date. */
export function firstWorkingDayAfter(date: string): string {
  return workingDayOnOrAfter(addDays(requireIsoDate(date), 1));
}
