import { amountText } from '../documents/amount-text.js';
import { roundMoney, sumMoney, toMoney, type MoneyInput } from '../money/money.js';
import { addDays, daysBetween } from '../periods/calendar-days.js';

/**
 * Forsinkelsesrente (forsinkelsesrenteloven § 3): Norges Bank's policy rate on 1 January and 1 July
 * plus 8 points, set by the Ministry of Finance for each half-year. Source: norway-facts.md
 * ("Overdue notices and late payment"), from the Ministry's yearly regulations; the rate from
 * 2026-07-01 is from secondary sources there (confirm). A new half-year is one line here.
 */
export const LATE_PAYMENT_INTEREST_RATES: readonly { from: string; percent: string }[] = [
  { from: '2025-01-01', percent: '12.50' },
  { from: '2025-07-01', percent: '12.25' },
  { from: '2026-01-01', percent: '12.00' },
  { from: '2026-07-01', percent: '12.25' },
];

/** Interest counts actual days over a year of 365 days, leap years included (the usual Norwegian practice). */
export const LATE_PAYMENT_INTEREST_DAYS_IN_YEAR = 365;

export type LatePaymentInterestPeriod = { from: string; to: string; days: number; percent: string };

export type LatePaymentInterest = {
  /** Σ amount × percent / 100 × days / 365 over the periods, rounded to øre once, at the end. */
  interest: string;
  /** The days of each rate, for the notice's specification. */
  periods: LatePaymentInterestPeriod[];
};

/**
 * The late-payment interest on `amount` due on `dueDate`, up to and including `toDate`: interest
 * runs from the day after the due date (paid on the due date is on time), each day at the rate of
 * that day, so a span over 1 January or 1 July is split at the change. Nothing is owed when
 * `toDate` is not after the due date, or on an amount of 0 or less. Throws a RangeError for a day
 * before the first rate of the table, which it does not know.
 */
export function latePaymentInterest(amount: MoneyInput, dueDate: string, toDate: string): LatePaymentInterest {
  const principal = toMoney(amount);
  const first = addDays(dueDate, 1);
  if (toDate < first || !principal.greaterThan(0)) return { interest: amountText(roundMoney(0)), periods: [] };
  if (first < LATE_PAYMENT_INTEREST_RATES[0]!.from)
    throw new RangeError(
      `No late-payment interest rate is known before ${LATE_PAYMENT_INTEREST_RATES[0]!.from}: ${first}`,
    );
  const periods: LatePaymentInterestPeriod[] = [];
  LATE_PAYMENT_INTEREST_RATES.forEach((rate, index) => {
    const next = LATE_PAYMENT_INTEREST_RATES[index + 1];
    const from = first > rate.from ? first : rate.from;
    const lastOfRate = next ? addDays(next.from, -1) : toDate;
    const to = toDate < lastOfRate ? toDate : lastOfRate;
    if (from <= to) periods.push({ from, to, days: daysBetween(from, to) + 1, percent: rate.percent });
  });
  const exact = sumMoney(
    periods.map((period) =>
      principal
        .times(period.percent)
        .times(period.days)
        .dividedBy(100 * LATE_PAYMENT_INTEREST_DAYS_IN_YEAR),
    ),
  );
  return { interest: amountText(roundMoney(exact)), periods };
}
