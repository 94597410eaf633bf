import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../periods/calendar-days.js';
import { isNorwegianWorkingDay } from '../periods/public-holidays.js';
import { ameldingDeadline, employerTaxDueDate, withheldTaxDueDate } from './pay-dates.js';

describe('withheld tax due date: the first working day after the pay date (2026, no withheld-tax account)', () => {
  it.each([
    ['2026-03-20', '2026-03-23', 'a Friday → Monday'],
    ['2026-03-24', '2026-03-25', 'a Tuesday → Wednesday'],
    ['2026-05-22', '2026-05-26', 'the Friday before Whit Monday → Tuesday'],
    ['2026-04-01', '2026-04-07', 'Wednesday before Easter (5 April) → Tuesday after Easter Monday'],
    ['2027-03-24', '2027-03-30', 'Easter in March 2027 (28 March): Wednesday 24 → Tuesday 30'],
    ['2026-04-30', '2026-05-04', 'Thursday 30 April, 1 May a Friday → Monday 4 May'],
    ['2026-05-13', '2026-05-15', 'the day before Ascension (14 May) → Friday 15'],
    ['2026-12-23', '2026-12-24', 'Christmas Eve is a working day'],
    ['2026-12-24', '2026-12-28', 'Christmas Eve → Monday 28 December'],
    ['2026-12-31', '2027-01-04', 'New Year’s Eve → after New Year’s Day (Friday) and the weekend'],
    ['2026-03-21', '2026-03-23', 'a Saturday pay date → Monday'],
  ])('%s → %s (%s)', (payDate, due) => {
    expect(withheldTaxDueDate(payDate)).toBe(due);
  });
});

describe('a-melding deadline: the 5th of the next month, or the next working day', () => {
  it.each([
    ['2026-01', '2026-02-05', 'Thursday 5 February'],
    ['2026-03', '2026-04-07', 'Easter 2026: the 5th is Easter Sunday, the 6th Easter Monday'],
    ['2026-08', '2026-09-07', 'Saturday 5 September → Monday 7'],
    ['2026-12', '2027-01-05', 'December → 5 January of the next year (a Tuesday)'],
    ['2027-03', '2027-04-05', 'Easter in March 2027: Monday 5 April is a working day'],
    ['2025-04', '2025-05-05', 'Monday 5 May 2025'],
    ['2012-03', '2012-04-10', 'the longest wait: the 5th Maundy Thursday (Easter 8 April 2012) → Tuesday 10'],
  ])('%s → %s (%s)', (month, deadline) => {
    expect(ameldingDeadline(month)).toBe(deadline);
  });

  it('is always a working day from the 5th to at most five days later (Maundy Thursday → Tuesday)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const deadline = ameldingDeadline(`${year}-${String(month).padStart(2, '0')}`);
        const fifth = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-05`;
        expect(isNorwegianWorkingDay(deadline)).toBe(true);
        expect(deadline >= fifth && deadline <= addDays(fifth, 5)).toBe(true);
      }),
    );
  });

  it('refuses anything but YYYY-MM', () => {
    expect(() => ameldingDeadline('2026-13')).toThrow(RangeError);
    expect(() => ameldingDeadline('2026-03-01')).toThrow(RangeError);
  });
});

describe('employer tax due date: the 15th of the month after the two-month term, or the next working day', () => {
  it.each([
    ['2026-01', '2026-03-16', 'January–February → 15 March, a Sunday → Monday 16'],
    ['2026-02', '2026-03-16', 'the second month of the term has the same due date'],
    ['2026-03', '2026-05-15', 'March–April → Friday 15 May'],
    ['2026-06', '2026-07-15', 'May–June → Wednesday 15 July'],
    ['2026-08', '2026-09-15', 'July–August → Tuesday 15 September'],
    ['2026-10', '2026-11-16', 'September–October → 15 November, a Sunday → Monday 16'],
    ['2026-11', '2027-01-15', 'November–December → 15 January of the next year'],
    ['2026-12', '2027-01-15', 'December → Friday 15 January 2027'],
    ['2025-05', '2025-07-15', 'May 2025 → Tuesday 15 July'],
  ])('%s → %s (%s)', (month, due) => {
    expect(employerTaxDueDate(month)).toBe(due);
  });

  it('is a working day from the 15th to at most three days later, after the term’s last month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const due = employerTaxDueDate(`${year}-${String(month).padStart(2, '0')}`);
        const termEnd = month % 2 === 0 ? month : month + 1;
        const fifteenth = `${termEnd === 12 ? year + 1 : year}-${String((termEnd % 12) + 1).padStart(2, '0')}-15`;
        expect(isNorwegianWorkingDay(due)).toBe(true);
        expect(due >= fifteenth && due <= addDays(fifteenth, 3)).toBe(true);
      }),
    );
  });

  it('refuses anything but YYYY-MM', () => {
    expect(() => employerTaxDueDate('2026-00')).toThrow(RangeError);
  });
});
