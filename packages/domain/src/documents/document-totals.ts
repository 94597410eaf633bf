import { roundInvoiceTotal, type InvoiceRoundingMode } from '../money/invoice-rounding.js';
import { sumMoney, type Money } from '../money/money.js';
import { allowanceChargeAmount, type AllowanceChargeInput } from './allowance-charge.js';
import { amountText } from './amount-text.js';
import { lineNet, type DocumentLineInput } from './line-net.js';
import type { TaxCategoryCode } from './tax-categories.js';
import { readTaxPercent, taxKeyOf, taxSubtotals, type TaxedAmount } from './tax-subtotals.js';

/** A document-level allowance or charge; a percent is of the line nets of its own category and rate. */
export type DocumentAllowanceChargeInput = AllowanceChargeInput & { taxCategory: TaxCategoryCode; taxPercent: string };

export type DocumentInput = {
  lines: readonly DocumentLineInput[];
  allowanceCharges?: readonly DocumentAllowanceChargeInput[];
  /** The unit's rounding of the payable amount to whole kroner (UnitInvoiceSetting.taxInclusiveAmountRounding). */
  rounding: InvoiceRoundingMode;
};

type AllowanceChargeText = { chargeIndicator: boolean; baseAmount: string | null; amount: string };

/** Every amount with exactly two decimals (BR-DEC-*), as the document states them. */
export type DocumentTotals = {
  lines: { grossAmount: string; allowanceCharges: AllowanceChargeText[]; lineExtensionAmount: string }[];
  allowanceCharges: (AllowanceChargeText & { taxCategory: TaxCategoryCode; taxPercent: string })[];
  taxSubtotals: { taxCategory: TaxCategoryCode; taxPercent: string; taxableAmount: string; taxAmount: string }[];
  lineExtensionAmount: string;
  allowanceTotalAmount: string;
  chargeTotalAmount: string;
  taxExclusiveAmount: string;
  taxAmount: string;
  taxInclusiveAmount: string;
  payableRoundingAmount: string;
  payableAmount: string;
};

const textOf = (item: { chargeIndicator: boolean; baseAmount: Money | null; amount: Money }): AllowanceChargeText => ({
  chargeIndicator: item.chargeIndicator,
  baseAmount: item.baseAmount === null ? null : amountText(item.baseAmount),
  amount: amountText(item.amount),
});

/**
 * The amounts of an order, invoice or credit note by EN 16931: every step rounds to øre half away
 * from zero, and each total is an exact sum of rounded parts, so BR-CO-10 to BR-CO-16 hold exactly,
 * not just within the validators' slack.
 */
export function documentTotals(input: DocumentInput): DocumentTotals {
  const lines = input.lines.map(lineNet);
  const lineAmounts: TaxedAmount[] = input.lines.map((line, index) => ({
    taxCategory: line.taxCategory,
    taxPercent: line.taxPercent,
    amount: lines[index]!.lineExtensionAmount,
  }));
  const lineNetOf = (key: string) =>
    sumMoney(
      lineAmounts.filter((line) => taxKeyOf(line.taxCategory, line.taxPercent) === key).map((line) => line.amount),
    );
  const documentItems = (input.allowanceCharges ?? []).map((item) => ({
    ...item,
    ...allowanceChargeAmount(item, lineNetOf(taxKeyOf(item.taxCategory, item.taxPercent))),
  }));
  const subtotals = taxSubtotals([
    ...lineAmounts,
    ...documentItems.map((item) => ({
      taxCategory: item.taxCategory,
      taxPercent: item.taxPercent,
      amount: item.chargeIndicator ? item.amount : item.amount.negated(),
    })),
  ]);
  const lineExtensionAmount = sumMoney(lineAmounts.map((line) => line.amount));
  const allowanceTotal = sumMoney(documentItems.filter((item) => !item.chargeIndicator).map((item) => item.amount));
  const chargeTotal = sumMoney(documentItems.filter((item) => item.chargeIndicator).map((item) => item.amount));
  const taxExclusive = lineExtensionAmount.minus(allowanceTotal).plus(chargeTotal);
  const taxAmount = sumMoney(subtotals.map((subtotal) => subtotal.taxAmount));
  const taxInclusive = taxExclusive.plus(taxAmount);
  const payable = roundInvoiceTotal(taxInclusive, input.rounding);
  return {
    lines: lines.map((line) => ({
      grossAmount: amountText(line.grossAmount),
      allowanceCharges: line.allowanceCharges.map(textOf),
      lineExtensionAmount: amountText(line.lineExtensionAmount),
    })),
    allowanceCharges: documentItems.map((item) => ({
      ...textOf(item),
      taxCategory: item.taxCategory,
      taxPercent: readTaxPercent(item.taxCategory, item.taxPercent).toFixed(2),
    })),
    taxSubtotals: subtotals.map((subtotal) => ({
      taxCategory: subtotal.taxCategory,
      taxPercent: subtotal.taxPercent.toFixed(2),
      taxableAmount: amountText(subtotal.taxableAmount),
      taxAmount: amountText(subtotal.taxAmount),
    })),
    lineExtensionAmount: amountText(lineExtensionAmount),
    allowanceTotalAmount: amountText(allowanceTotal),
    chargeTotalAmount: amountText(chargeTotal),
    taxExclusiveAmount: amountText(taxExclusive),
    taxAmount: amountText(taxAmount),
    taxInclusiveAmount: amountText(taxInclusive),
    payableRoundingAmount: amountText(payable.roundingAmount),
    payableAmount: amountText(payable.rounded),
  };
}
