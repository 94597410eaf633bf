import { Decimal } from '../decimal.js';
import { toMoney, type Money, type MoneyInput } from './money.js';

export type ContributionMargin = {
  /** salePrice − purchasePrice, exact. */
  amount: Money;
  /** The amount as a percentage of the sale price, two decimals half up; null when the sale price is 0. */
  percent: Money | null;
};

/** A product price's contribution margin. */
export function contributionMargin(salePrice: MoneyInput, purchasePrice: MoneyInput): ContributionMargin {
  const sale = toMoney(salePrice);
  const amount = sale.minus(toMoney(purchasePrice));
  const percent = sale.isZero() ? null : amount.times(100).dividedBy(sale).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { amount, percent };
}
