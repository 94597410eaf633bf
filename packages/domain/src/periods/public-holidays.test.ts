import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days.js';
import {
  easterSunday,
  firstWorkingDayAfter,
  isNorwegianPublicHoliday,
  isNorwegianWorkingDay,
  norwegianPublicHolidays,
  workingDayOnOrAfter,
} from './public-holidays.js';

describe('Easter by the Gregorian computus', () => {
  it.each([
    [2024, '2024-03-31'], // Easter in March
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'], // Easter in March
    [2028, '2028-04-16'],
    [2008, '2008-03-23'],
    [2285, '2285-03-22'], // the earliest possible date
    [2038, '2038-04-25'], // the latest possible date
    [2000, '2000-04-23'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('Easter Sunday is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const date = easterSunday(year);
        expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(date.slice(5) >= '03-22' && date.slice(5) <= '04-25').toBe(true);
      }),
    );
  });

  it('refuses a year outside the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });
});

describe('Norwegian public holidays', () => {
  it('2026 (Easter 5 April): the twelve helligdager in date order', () => {
    expect(norwegianPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', holiday: 'NEW_YEARS_DAY' },
      { date: '2026-04-02', holiday: 'MAUNDY_THURSDAY' },
      { date: '2026-04-03', holiday: 'GOOD_FRIDAY' },
      { date: '2026-04-05', holiday: 'EASTER_SUNDAY' },
      { date: '2026-04-06', holiday: 'EASTER_MONDAY' },
      { date: '2026-05-01', holiday: 'LABOUR_DAY' },
      { date: '2026-05-14', holiday: 'ASCENSION_DAY' }, // Easter + 39
      { date: '2026-05-17', holiday: 'CONSTITUTION_DAY' },
      { date: '2026-05-24', holiday: 'WHIT_SUNDAY' }, // Easter + 49
      { date: '2026-05-25', holiday: 'WHIT_MONDAY' }, // Easter + 50
      { date: '2026-12-25', holiday: 'CHRISTMAS_DAY' },
      { date: '2026-12-26', holiday: 'BOXING_DAY' },
    ]);
  });

  it('2024 (Easter in March, 31 March): Maundy Thursday 28 March, Easter Monday 1 April', () => {
    expect(isNorwegianPublicHoliday('2024-03-28')).toBe(true);
    expect(isNorwegianPublicHoliday('2024-03-29')).toBe(true);
    expect(isNorwegianPublicHoliday('2024-04-01')).toBe(true);
    expect(isNorwegianPublicHoliday('2024-04-02')).toBe(false);
  });

  it('Christmas Eve and New Year’s Eve are working days when they fall on a weekday', () => {
    expect(isNorwegianWorkingDay('2025-12-24')).toBe(true);
    expect(isNorwegianWorkingDay('2025-12-31')).toBe(true);
  });

  it('weekends are never working days; an ordinary Tuesday is', () => {
    expect(isNorwegianWorkingDay('2026-03-07')).toBe(false); // Saturday
    expect(isNorwegianWorkingDay('2026-03-08')).toBe(false); // Sunday
    expect(isNorwegianWorkingDay('2026-03-10')).toBe(true);
  });

  it('refuses a malformed date', () => {
    expect(() => isNorwegianWorkingDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('working days', () => {
  it('on or after: a working day is itself; Easter 2026 (Thursday 2 April) moves to Tuesday 7 April', () => {
    expect(workingDayOnOrAfter('2026-03-31')).toBe('2026-03-31');
    expect(workingDayOnOrAfter('2026-04-02')).toBe('2026-04-07');
  });

  it('strictly after: Friday 22 May 2026 before Whit Monday → Tuesday 26 May', () => {
    expect(firstWorkingDayAfter('2026-05-22')).toBe('2026-05-26');
  });

  it('strictly after: Wednesday 23 December 2026 → Thursday 24 December (not a holiday); 24 Dec → 28 Dec', () => {
    expect(firstWorkingDayAfter('2026-12-23')).toBe('2026-12-24');
    expect(firstWorkingDayAfter('2026-12-24')).toBe('2026-12-28');
  });

  it('the answer is a working day after the date, and every day between is not', () => {
    const date = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2010-01-01', offset));
    fc.assert(
      fc.property(date, (day) => {
        const next = firstWorkingDayAfter(day);
        expect(next > day && isNorwegianWorkingDay(next)).toBe(true);
        for (let between = addDays(day, 1); between < next; between = addDays(between, 1)) {
          expect(isNorwegianWorkingDay(between)).toBe(false);
        }
      }),
    );
  });
});
