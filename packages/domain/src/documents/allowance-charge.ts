import { DECIMAL_KINDS } from '../money/decimal-kinds.js';
import { roundMoney, type Money } from '../money/money.js';
import { readDecimal } from './amount-text.js';

/** An allowance (a discount, subtracted) or a charge (added), on a line or on the whole document. */
export type AllowanceChargeInput = {
  /** true for a charge, false for an allowance. */
  chargeIndicator: boolean;
  /** Percent of the base ("10" is 10 %); when given, the amount follows from it. */
  percent?: string | null;
  /** A fixed amount in kroner with at most two decimals, used when no percent is given. */
  amount?: string | null;
};

export type AllowanceChargeAmount = {
  chargeIndicator: boolean;
  /** The amount the percent was taken of; null for a fixed amount. */
  baseAmount: Money | null;
  amount: Money;
};

const isGiven = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value !== '';

/**
 * A percent allowance or charge is base × percent / 100 rounded to øre, half away from zero
 * (PEPPOL-EN16931-R040 with the base stated, BR-DEC-01/05: two decimals). The base is itself an
 * øre amount (BR-DEC-02/06).
 */
export function allowanceChargeAmount(input: AllowanceChargeInput, base: Money): AllowanceChargeAmount {
  if (isGiven(input.percent)) {
    const percent = readDecimal(input.percent, 'percent', DECIMAL_KINDS.percentage.scale);
    return {
      chargeIndicator: input.chargeIndicator,
      baseAmount: base,
      amount: roundMoney(base.times(percent).dividedBy(100)),
    };
  }
  if (!isGiven(input.amount)) throw new RangeError('An allowance or charge needs a percent or an amount');
  const amount = readDecimal(input.amount, 'amount', DECIMAL_KINDS.amount.scale);
  return { chargeIndicator: input.chargeIndicator, baseAmount: null, amount };
}

/** Σ charges − Σ allowances: what the allowances and charges add to their base. */
export function allowanceChargeEffect(list: readonly AllowanceChargeAmount[]): Money {
  return list.reduce(
    (sum, { chargeIndicator, amount }) => (chargeIndicator ? sum.plus(amount) : sum.minus(amount)),
    roundMoney(0),
  );
}
