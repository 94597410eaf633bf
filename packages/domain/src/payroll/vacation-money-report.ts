import { amountText } from '../documents/amount-text.js';
import { Decimal } from '../decimal.js';
import { roundMoney, toMoney, type MoneyInput } from '../money/money.js';
import type { EmployerTaxZone } from './enums.js';
import { employerTaxRatesOn } from './rates/employer-tax-rates.js';
import { SENIOR_VACATION_PAY_EXTRA_PERCENT, vacationPayAccrual } from './vacation-pay.js';

export type VacationMoneyFiguresInput = {
  earningYear: number;
  birthDate: string;
  /** The employee's percentage ('10.2', '12'), without the senior extra. */
  percentage: MoneyInput;
  /** The employee's vacation-pay basis of the earning year's locked paychecks. */
  basis: MoneyInput;
  /** Vacation pay paid out in the vacation year (the year after) so far. */
  paid: MoneyInput;
  /** The zone the employee was last paid in during the earning year; null when unknown. */
  employerTaxZone: EmployerTaxZone | null;
};

/** One employee's row of the vacation-money report; amounts with two decimals. */
export type VacationMoneyFigures = {
  basis: string;
  percentage: string;
  /** The senior extra's percentage (2.3) from the year the employee turns 59, else null. */
  seniorPercentage: string | null;
  ordinary: string;
  senior: string;
  accrued: string;
  paid: string;
  /** Accrued − paid: what is still owed (negative when more was paid). */
  remaining: string;
  /** The zone's rate at the end of the earning year (zone 1a: its reduced rate); null without a zone. */
  employerTaxRate: string | null;
  /** The employer tax on the accrued vacation pay, rounded to øre: what the accountant accrues with it. */
  employerTax: string;
};

/**
 * An employee's vacation pay of an earning year (feriepengeliste): the accrual as the vacation payout
 * computes it (vacationPayAccrual: the basis at the employee's percentage, with the senior extra of 2.3 %
 * up to 6 G from the year the employee turns 59), what has been paid of it, what remains, and the employer
 * tax on the accrual at the zone's rate — the amount accountants book as accrued employer tax on vacation pay
 * (5405 / 2781) at year end, since it falls due only when the vacation pay is paid.
 */
export function vacationMoneyFigures(input: VacationMoneyFiguresInput): VacationMoneyFigures {
  const accrual = vacationPayAccrual({
    earningYear: input.earningYear,
    birthDate: input.birthDate,
    percentage: input.percentage,
    // A year's basis below zero (corrections larger than the pay) earns nothing; the accrual refuses it.
    bases: [Decimal.max(0, toMoney(input.basis))],
  });
  const rate = input.employerTaxZone
    ? (employerTaxRatesOn(`${input.earningYear}-12-31`)?.percent[input.employerTaxZone] ?? null)
    : null;
  const employerTax = rate === null ? toMoney(0) : roundMoney(toMoney(accrual.total).times(rate).dividedBy(100));
  return {
    basis: accrual.basis,
    percentage: toMoney(input.percentage).toFixed(),
    seniorPercentage: accrual.grunnbelop === null ? null : SENIOR_VACATION_PAY_EXTRA_PERCENT,
    ordinary: accrual.ordinary,
    senior: accrual.senior,
    accrued: accrual.total,
    paid: amountText(toMoney(input.paid)),
    remaining: amountText(toMoney(accrual.total).minus(input.paid)),
    employerTaxRate: rate,
    employerTax: amountText(employerTax),
  };
}
