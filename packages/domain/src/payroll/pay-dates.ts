import { firstWorkingDayAfter, workingDayOnOrAfter } from '../periods/public-holidays.js';

/**
 * The date withheld tax of a pay date is due: from 2026 there is no withheld-tax account, and it is paid
 * to Skatteetaten no later than the first working day after the pay date (weekends and Norwegian public
 * holidays skipped; norway-facts.md "Withholding").
 */
export function withheldTaxDueDate(payDate: string): string {
  return firstWorkingDayAfter(payDate);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Year and month (1–12) of a YYYY-MM month; throws a RangeError for anything else. */
function monthParts(month: string): { year: number; number: number } {
  const match = MONTH.exec(month.trim());
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  return { year: Number(match[1]), number: Number(match[2]) };
}

/** The day `day` of the month `months` after (year, number), as YYYY-MM-DD. */
function dayOfMonthAfter(year: number, number: number, months: number, day: number): string {
  const index = year * 12 + (number - 1) + months;
  const [nextYear, nextNumber] = [Math.floor(index / 12), (index % 12) + 1];
  return `${nextYear}-${String(nextNumber).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The a-melding deadline of a month of payment (YYYY-MM): the 5th of the following month, or the next
 * working day when the 5th is a weekend day or public holiday (norway-facts.md "A-melding, 2026").
 */
export function ameldingDeadline(month: string): string {
  const { year, number } = monthParts(month);
  return workingDayOnOrAfter(dayOfMonthAfter(year, number, 1, 5));
}

/**
 * The date the employer tax of a month of payment (YYYY-MM) is due: employer tax is paid per two-month term
 * (January–February, March–April, …, November–December; norway-facts.md), on the 15th of the month after the
 * term, or the next working day — January → 15 March, June → 15 July, December → 15 January.
 */
export function employerTaxDueDate(month: string): string {
  const { year, number } = monthParts(month);
  const termEnd = number % 2 === 0 ? number : number + 1;
  return workingDayOnOrAfter(dayOfMonthAfter(year, termEnd, 1, 15));
}
