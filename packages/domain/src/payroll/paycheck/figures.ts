import { amountText } from '../../documents/amount-text.js';
import { Decimal } from '../../decimal.js';
import { roundMoney, sumMoney, toMoney, type Money, type MoneyInput } from '../../money/money.js';
import type { EmployerTaxZone, HalfTaxMonth, PaycheckLineCalculationType } from '../enums.js';
import { employerTax, type EmployerTax } from '../employer-tax.js';
import {
  paycheckWithholding,
  withholdingWarning,
  type PaycheckTaxCard,
  type PaycheckWithholdingError,
} from '../paycheck-withholding.js';
import type { PaycheckLineWithholding } from './line-treatment.js';

/** A paycheck line as the figures need it. */
export type PaycheckFigureLine = {
  sum: MoneyInput;
  calculationType: PaycheckLineCalculationType;
  withholding: PaycheckLineWithholding;
  employerTax: boolean;
  vacationPayBasis: boolean;
  /** An extra amount withheld as tax (a positive sum is deducted from the pay). */
  taxDeduction: boolean;
  /** A garnishment or other deduction from the net pay (a positive sum is deducted); not income. */
  garnishment: boolean;
};

export type PaycheckFiguresInput = {
  /** The paid date, YYYY-MM-DD. */
  payDate: string;
  card: PaycheckTaxCard;
  halfTaxMonth: HalfTaxMonth;
  lines: readonly PaycheckFigureLine[];
  prepayments: readonly MoneyInput[];
  /** The withholding typed on an advanced paycheck; null: the card's. */
  manualTaxDeduction: MoneyInput | null;
  /** The employee's vacation-pay percentage (without the senior extra, which the yearly accrual adds). */
  vacationPayPercentage: MoneyInput;
  /** The zone of the sub-unit's municipality; null when the sub-unit has none. */
  employerTaxZone: EmployerTaxZone | null;
  /** The company's zone 1a basis already taxed at the reduced rate this year (see employerTax). */
  zone1aBasisUsed: MoneyInput;
};

/** A paycheck's figures, amounts with two decimals. */
export type PaycheckFigures = {
  grossPay: string;
  withholdingBasis: string;
  extraWithholdingBasis: string;
  /** What the card implies, whole kroner; null when it cannot be computed (taxError). */
  expectedTaxDeduction: string | null;
  taxError: PaycheckWithholdingError | null;
  /** The tax withheld: the card's (or the typed one) plus the lines withheld as extra tax. */
  taxDeduction: string;
  taxWarning: 'TOO_LOW' | 'TOO_HIGH' | null;
  halfTax: boolean;
  vacationPayBasis: string;
  vacationPay: string;
  employerTaxBasis: string;
  /** Null without a zone. */
  employerTax: EmployerTax | null;
  deductions: string;
  prepaid: string;
  netPay: string;
};

const isIncome = (line: PaycheckFigureLine) => !line.taxDeduction && !line.garnishment;
const sumOf = (lines: readonly PaycheckFigureLine[], keep: (line: PaycheckFigureLine) => boolean): Money =>
  sumMoney(lines.filter(keep).map((line) => line.sum));

/**
 * Employer tax of a basis that may be negative (a correction paycheck): a negative basis is taxed at the
 * zone's rate as a negative amount and leaves the 1a allowance as it was.
 */
function employerTaxOf(date: string, zone: EmployerTaxZone, basis: Money, zone1aBasisUsed: MoneyInput): EmployerTax {
  if (!basis.isNegative()) return employerTax({ date, zone, basis }, zone1aBasisUsed);
  const positive = employerTax({ date, zone, basis: basis.negated() }, zone1aBasisUsed);
  return {
    parts: positive.parts.map((part) => ({
      ...part,
      basis: amountText(toMoney(part.basis).negated()),
      tax: amountText(toMoney(part.tax).negated()),
    })),
    tax: amountText(toMoney(positive.tax).negated()),
    zone1aBasisUsed: amountText(toMoney(zone1aBasisUsed)),
  };
}

/**
 * A paycheck's figures (spec 001 §5.4, §9; norway-facts.md):
 * - gross pay: the paid-out (CASHEDOUT) income lines; benefits in kind are taxed, not paid;
 * - the withholding bases: the income lines counting toward withholding by the table and by percentage;
 *   the card's deduction (paycheckWithholding, monthly periods), or the typed one on an advanced
 *   paycheck, which is then checked against the card's (TOO_LOW / TOO_HIGH); lines flagged as tax
 *   deduction add to what is withheld;
 * - vacation pay accrued: the vacation-pay basis × the employee's percentage, to øre;
 * - employer tax on the employer-tax basis by the zone;
 * - net pay: gross − tax − deductions (garnishments) − prepayments.
 * A negative paycheck (gross pay below zero) with a negative basis gets no tax computed (NEGATIVE_PAYCHECK)
 * and withholds nothing unless typed. In a paycheck that is not negative a basis below zero is withheld as
 * zero: the June paycheck of five weeks' holiday, whose holiday deduction (30/26 of the month) exceeds the
 * month's pay while the vacation pay is free of withholding, withholds nothing by the table and is no error.
 */
export function paycheckFigures(input: PaycheckFiguresInput): PaycheckFigures {
  const { lines } = input;
  const grossPay = sumOf(lines, (line) => isIncome(line) && line.calculationType === 'CASHEDOUT');
  const withholdingBasis = sumOf(lines, (line) => isIncome(line) && line.withholding === 'TABLE');
  const extraWithholdingBasis = sumOf(lines, (line) => isIncome(line) && line.withholding === 'PERCENTAGE');
  // Only a negative paycheck has no tax computed; in one that pays something a basis below zero withholds nothing.
  const withheldOn = (basis: Money): Money => (grossPay.isNegative() ? basis : Decimal.max(0, basis));
  const withheld = paycheckWithholding({
    payDate: input.payDate,
    period: 'MONTH',
    card: input.card,
    regularBasis: withheldOn(withholdingBasis),
    extraBasis: withheldOn(extraWithholdingBasis),
    halfTaxMonth: input.halfTaxMonth,
  });
  const expected = 'error' in withheld ? null : toMoney(withheld.deduction);
  const cardOrTyped = input.manualTaxDeduction === null ? (expected ?? toMoney(0)) : toMoney(input.manualTaxDeduction);
  const taxDeduction = cardOrTyped.plus(sumOf(lines, (line) => line.taxDeduction));
  const deductions = sumOf(lines, (line) => line.garnishment);
  const prepaid = sumMoney(input.prepayments);
  const vacationPayBasis = sumOf(lines, (line) => isIncome(line) && line.vacationPayBasis);
  const employerTaxBasis = sumOf(lines, (line) => isIncome(line) && line.employerTax);
  return {
    grossPay: amountText(grossPay),
    withholdingBasis: amountText(withholdingBasis),
    extraWithholdingBasis: amountText(extraWithholdingBasis),
    expectedTaxDeduction: expected === null ? null : amountText(expected),
    taxError: 'error' in withheld ? withheld.error : null,
    taxDeduction: amountText(taxDeduction),
    taxWarning: expected === null ? null : withholdingWarning(taxDeduction, expected),
    halfTax: 'error' in withheld ? false : withheld.halfTax,
    vacationPayBasis: amountText(vacationPayBasis),
    vacationPay: amountText(roundMoney(vacationPayBasis.times(toMoney(input.vacationPayPercentage)).dividedBy(100))),
    employerTaxBasis: amountText(employerTaxBasis),
    employerTax:
      input.employerTaxZone === null
        ? null
        : employerTaxOf(input.payDate, input.employerTaxZone, employerTaxBasis, input.zone1aBasisUsed),
    deductions: amountText(deductions),
    prepaid: amountText(prepaid),
    netPay: amountText(grossPay.minus(taxDeduction).minus(deductions).minus(prepaid)),
  };
}
