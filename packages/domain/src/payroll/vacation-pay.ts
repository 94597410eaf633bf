import { amountText } from '../documents/amount-text.js';
import { Decimal } from '../decimal.js';
import { roundMoney, sumMoney, toMoney, type MoneyInput } from '../money/money.js';
import { isoDateParts, requireIsoDate } from '../periods/periods.js';
import { grunnbelopOn } from './rates/grunnbelop.js';

/** Vacation pay by law (ferieloven § 10), and the usual rate with a fifth week by agreement. */
export const STATUTORY_VACATION_PAY_PERCENT = '10.2';
export const AGREEMENT_VACATION_PAY_PERCENT = '12';
/**
 * The extra of employees with the extra vacation week from 60: 2.3 points, on the basis up to 6 G, accrued
 * in the earning year the employee turns 59 and every year after (ferieloven § 10 (3)).
 */
export const SENIOR_VACATION_PAY_EXTRA_PERCENT = '2.3';
export const SENIOR_VACATION_PAY_FROM_AGE = 59;
export const SENIOR_VACATION_PAY_G_CAP = 6;
/** Vacation pay up to 21 % above the statutory rate is free of table withholding (skattebetalingsforskriften § 5-7-1). */
export const WITHHOLDING_FREE_VACATION_PAY_FACTOR = '1.21';

export type VacationPayAccrualInput = {
  earningYear: number;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** The employee's percentage in the earning year ('10.2', '12'), without the senior extra. */
  percentage: MoneyInput;
  /** Each paycheck's vacation-pay basis in the earning year, NOK (corrections may be negative; the sum may not). */
  bases: readonly MoneyInput[];
  /** The date the employee left, when in the earning year: G is then the G of that date. */
  leavingDate?: string | null;
};

/**
 * A year's accrued vacation pay, amounts with two decimals: the basis (the sum of the paychecks'),
 * the ordinary part, the senior extra with the basis it is computed on (capped at 6 G) and the G used,
 * and the total.
 */
export type VacationPayAccrual = {
  basis: string;
  ordinary: string;
  seniorBasis: string;
  senior: string;
  grunnbelop: string | null;
  total: string;
};

/**
 * Vacation pay accrued in a year (paid in the next): the year's basis × the employee's percentage, and
 * from the year the employee turns 59 also 2.3 % of the basis up to 6 G, with G at 31 December of the
 * earning year (or at the leaving date). Each part is rounded half up to øre, the total is their sum:
 * 500,000 at 10.2 % = 51,000.00; turning 59 in 2026 also 2.3 % of min(900,000, 6 × 136,549 = 819,294).
 * Throws a RangeError for a negative year's basis, or when a senior extra needs a G the table does not have.
 */
export function vacationPayAccrual(input: VacationPayAccrualInput): VacationPayAccrual {
  const birthYear = isoDateParts(input.birthDate).year;
  const basis = sumMoney(input.bases);
  if (basis.isNegative()) throw new RangeError(`A negative vacation-pay basis: ${basis.toFixed()}`);
  const ordinary = roundMoney(basis.times(toMoney(input.percentage)).dividedBy(100));
  const senior = birthYear + SENIOR_VACATION_PAY_FROM_AGE <= input.earningYear;
  if (!senior) return accrual(basis, ordinary, new Decimal(0), null);

  const yearEnd = `${input.earningYear}-12-31`;
  const leaving = input.leavingDate ? requireIsoDate(input.leavingDate) : null;
  const gDate = leaving && isoDateParts(leaving).year === input.earningYear ? leaving : yearEnd;
  const g = grunnbelopOn(gDate);
  if (!g) throw new RangeError(`No G (grunnbeløp) on ${gDate}`);
  const seniorBasis = Decimal.min(basis, g.times(SENIOR_VACATION_PAY_G_CAP));
  return accrual(basis, ordinary, seniorBasis, g);
}

function accrual(basis: Decimal, ordinary: Decimal, seniorBasis: Decimal, g: Decimal | null): VacationPayAccrual {
  const senior = roundMoney(seniorBasis.times(SENIOR_VACATION_PAY_EXTRA_PERCENT).dividedBy(100));
  return {
    basis: amountText(basis),
    ordinary: amountText(ordinary),
    seniorBasis: amountText(seniorBasis),
    senior: amountText(senior),
    grunnbelop: g === null ? null : amountText(g),
    total: amountText(ordinary.plus(senior)),
  };
}

/** Working days a month counts for the holiday deduction; vacation days in six-day weeks. */
export const HOLIDAY_DEDUCTION_DAYS_PER_MONTH = 26;
/** Four weeks and a day (ferieloven § 5). */
export const STATUTORY_VACATION_DAYS = 25;
/** Five weeks by agreement. */
export const FIVE_WEEKS_VACATION_DAYS = 30;

/**
 * The holiday deduction of monthly pay (practice, not law; norway-facts.md "Vacation pay"): a month counts
 * 26 working days, and the pay of the vacation days is deducted — 25 statutory days deduct 25/26 of the
 * month's pay; five weeks (30 days) deduct the month and 4/26 more, 30/26. The senior extra week adds its
 * 6 days. Rounded half up to øre.
 */
export function holidayDeduction(monthlyPay: MoneyInput, vacationDays: number): string {
  if (!Number.isInteger(vacationDays) || vacationDays < 0)
    throw new RangeError(`Not a number of days: ${vacationDays}`);
  const pay = toMoney(monthlyPay);
  if (pay.isNegative()) throw new RangeError(`A negative monthly pay: ${pay.toFixed()}`);
  return amountText(roundMoney(pay.times(vacationDays).dividedBy(HOLIDAY_DEDUCTION_DAYS_PER_MONTH)));
}

/**
 * Vacation pay is free of table withholding when paid in the vacation year (the year after the earning
 * year) at no more than 21 % above the statutory rate: 10.2 × 1.21 = 12.342 %, so 10.2 and the contractual
 * 12 (and 12.3) qualify. `percentage` is the employee's rate without the senior extra (statutory itself).
 * Otherwise — paid in the earning year (a final settlement) or at a higher rate — it is withheld like pay.
 */
export function isVacationPayWithholdingFree(input: {
  percentage: MoneyInput;
  earningYear: number;
  payDate: string;
}): boolean {
  const limit = toMoney(STATUTORY_VACATION_PAY_PERCENT).times(WITHHOLDING_FREE_VACATION_PAY_FACTOR);
  return isoDateParts(input.payDate).year === input.earningYear + 1 && toMoney(input.percentage).lte(limit);
}

/**
 * The June paycheck's vacation-pay lines for monthly pay: the accrued vacation pay paid out, the holiday
 * deduction from the month's pay, and whether the vacation pay stays out of table withholding.
 */
export function vacationPayPayout(input: {
  accrued: MoneyInput;
  monthlyPay: MoneyInput;
  vacationDays: number;
  percentage: MoneyInput;
  earningYear: number;
  payDate: string;
}): { vacationPay: string; holidayDeduction: string; withholdingFree: boolean } {
  return {
    vacationPay: amountText(roundMoney(input.accrued)),
    holidayDeduction: holidayDeduction(input.monthlyPay, input.vacationDays),
    withholdingFree: isVacationPayWithholdingFree(input),
  };
}
