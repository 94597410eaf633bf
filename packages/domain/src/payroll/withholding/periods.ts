/**
 * The seven withholding periods of the tables (trekkperioder), the same in every year. What a period
 * means in numbers (its step, factors, divisors, the whole table's last basis) is a constant of the
 * year: see `WithholdingPeriodConstants` in year.ts.
 */
export const WITHHOLDING_PERIODS = [
  'MONTH',
  'FOURTEEN_DAYS',
  'WEEK',
  'FOUR_DAYS',
  'THREE_DAYS',
  'TWO_DAYS',
  'ONE_DAY',
] as const;
export type WithholdingPeriod = (typeof WITHHOLDING_PERIODS)[number];

export function isWithholdingPeriod(value: unknown): value is WithholdingPeriod {
  return typeof value === 'string' && (WITHHOLDING_PERIODS as readonly string[]).includes(value);
}
