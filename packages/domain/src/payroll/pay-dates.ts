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

/**
 * The a-melding deadline of a month of payment (YYYY-MM): the 5th of the following month, or the next
 * working day when the 5th is a weekend day or public holiday (norway-facts.md "A-melding, 2026").
 */
export function ameldingDeadline(month: string): string {
  const match = MONTH.exec(month.trim());
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  const [year, number] = [Number(match[1]), Number(match[2])];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return workingDayOnOrAfter(`${next}-05`);
}
