import { DECIMAL_KINDS } from '../money/decimal-kinds.js';
import { roundMoney, type Money } from '../money/money.js';
import {
  allowanceChargeAmount,
  allowanceChargeEffect,
  type AllowanceChargeAmount,
  type AllowanceChargeInput,
} from './allowance-charge.js';
import { readDecimal } from './amount-text.js';
import type { TaxCategoryCode } from './tax-categories.js';

/** One line of an order, invoice or credit note, as the arithmetic needs it. */
export type DocumentLineInput = {
  /** How many, at most four decimals; negative on a line that takes something back. */
  quantity: string;
  /** The net price of `baseQuantity` units, at most four decimals. */
  priceAmount: string;
  /** The quantity the price is for ("price per 100 pieces"); 1 when absent, otherwise above 0. */
  baseQuantity?: string | null;
  /** Line allowances and charges; a percent is of the line's quantity × price. */
  allowanceCharges?: readonly AllowanceChargeInput[];
  taxCategory: TaxCategoryCode;
  /** Percent as an exact decimal string: above 0 for S, 0 for the others. */
  taxPercent: string;
};

export type LineNet = {
  /** quantity × price / baseQuantity, rounded to øre: the base of the line's percent allowances and charges. */
  grossAmount: Money;
  allowanceCharges: AllowanceChargeAmount[];
  /** The line net amount (BT-131). */
  lineExtensionAmount: Money;
};

/**
 * The line net amount (BT-131): quantity × price / base quantity, rounded to two decimals half away
 * from zero (so a credit line mirrors the line it credits), minus the line's allowances plus its
 * charges, each already in øre (BR-DEC-23/24/27). PEPPOL-EN16931-R120 allows 0.02 of slack; this is
 * within half an øre of the exact product.
 */
export function lineNet(line: DocumentLineInput): LineNet {
  const quantity = readDecimal(line.quantity, 'quantity', DECIMAL_KINDS.quantity.scale);
  const price = readDecimal(line.priceAmount, 'priceAmount', DECIMAL_KINDS.unitPrice.scale);
  const baseQuantity =
    line.baseQuantity === null || line.baseQuantity === undefined || line.baseQuantity === ''
      ? null
      : readDecimal(line.baseQuantity, 'baseQuantity', DECIMAL_KINDS.quantity.scale);
  if (baseQuantity !== null && !baseQuantity.greaterThan(0))
    throw new RangeError(`baseQuantity must be above 0: ${line.baseQuantity}`);
  const exact = quantity.times(price);
  const grossAmount = roundMoney(baseQuantity === null ? exact : exact.dividedBy(baseQuantity));
  const allowanceCharges = (line.allowanceCharges ?? []).map((item) => allowanceChargeAmount(item, grossAmount));
  return {
    grossAmount,
    allowanceCharges,
    lineExtensionAmount: grossAmount.plus(allowanceChargeEffect(allowanceCharges)),
  };
}
