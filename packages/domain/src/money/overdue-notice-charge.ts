import { toDecimal } from '../validation/decimal.js';

/**
 * The largest reminder fee (purregebyr) a creditor may charge on an overdue notice, by the date it
 * applies from. Inkassoforskriften §§ 1-2 and 1-3 cap the fee at a share of the inkassosats: 1/10
 * until 2020-09-30 and 1/20 from 2020-10-01; the inkassosats was NOK 700 from 2017 to 2025 and is
 * NOK 750 from 2026-01-01. Kept as the dated amounts the regulation gives rather than computed, so
 * a new year's figure is one line here.
 */
export const OVERDUE_NOTICE_CHARGE_MAXIMA: readonly { from: string; max: string }[] = [
  { from: '2017-01-01', max: '70.00' },
  { from: '2020-10-01', max: '35.00' },
  { from: '2026-01-01', max: '37.50' },
];

/** The legal maximum on a date (YYYY-MM-DD); dates before the first entry get the first amount. */
export function maxOverdueNoticeCharge(date: string): string {
  let max = OVERDUE_NOTICE_CHARGE_MAXIMA[0]!.max;
  for (const entry of OVERDUE_NOTICE_CHARGE_MAXIMA) if (entry.from <= date) max = entry.max;
  return max;
}

/**
 * A charge above the maximum of the date, as the server's less_than_or_equal_to with the maximum
 * as count (the message names it); null when the charge is allowed, blank or not a number.
 */
export function overdueNoticeChargeProblem(
  charge: string | null,
  date: string,
): { attribute: 'overdueNoticeCharge'; type: 'less_than_or_equal_to'; params: { count: string } } | null {
  const amount = toDecimal(charge);
  if (amount === null) return null;
  const max = maxOverdueNoticeCharge(date);
  return amount.greaterThan(max)
    ? { attribute: 'overdueNoticeCharge', type: 'less_than_or_equal_to', params: { count: max } }
    : null;
}
