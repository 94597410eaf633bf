import { DECIMAL_KINDS } from '../money/decimal-kinds.js';
import { roundMoney, type Money } from '../money/money.js';
import { readDecimal } from './amount-text.js';
import { TAX_CATEGORY_CODES, taxCategoryHasRate, type TaxCategoryCode } from './tax-categories.js';

/** An amount that belongs to one VAT category and rate, with its sign towards the taxable amount. */
export type TaxedAmount = { taxCategory: TaxCategoryCode; taxPercent: string; amount: Money };

export type TaxSubtotal = {
  taxCategory: TaxCategoryCode;
  taxPercent: Money;
  /** Σ line nets − Σ allowances + Σ charges of this category and rate (BR-S-08, BR-Z-08, BR-E-08 …). */
  taxableAmount: Money;
  /** taxableAmount × percent / 100, rounded once per subtotal, never per line (BR-CO-17). */
  taxAmount: Money;
};

/**
 * A rate of the category as an exact decimal. A rate the category does not allow (S at 0 %, any
 * other category above 0 %) is refused: the forms' TAX_CATEGORY_RULES refuse it first.
 */
export function readTaxPercent(taxCategory: TaxCategoryCode, taxPercent: string): Money {
  const percent = readDecimal(taxPercent, 'taxPercent', DECIMAL_KINDS.percentage.scale);
  if (taxCategoryHasRate(taxCategory) ? !percent.greaterThan(0) : !percent.isZero())
    throw new RangeError(`VAT category ${taxCategory} does not allow ${taxPercent} %`);
  return percent;
}

/** The key of a VAT breakdown: "25" and "25.00" are one rate. */
export function taxKeyOf(taxCategory: TaxCategoryCode, taxPercent: string): string {
  return `${taxCategory} ${readTaxPercent(taxCategory, taxPercent).toFixed(2)}`;
}

/**
 * One subtotal per category and rate that occurs, in the order of TAX_CATEGORY_CODES and then by
 * rate, highest first. A category whose amounts cancel out still gets its subtotal of 0: the
 * document names every category its lines use.
 */
export function taxSubtotals(amounts: readonly TaxedAmount[]): TaxSubtotal[] {
  const groups = new Map<string, TaxSubtotal>();
  for (const { taxCategory, taxPercent, amount } of amounts) {
    const key = taxKeyOf(taxCategory, taxPercent);
    const group = groups.get(key);
    if (group) group.taxableAmount = group.taxableAmount.plus(amount);
    else
      groups.set(key, {
        taxCategory,
        taxPercent: readTaxPercent(taxCategory, taxPercent),
        taxableAmount: amount,
        taxAmount: roundMoney(0),
      });
  }
  const subtotals = [...groups.values()].map((group) => ({
    ...group,
    taxAmount: roundMoney(group.taxableAmount.times(group.taxPercent).dividedBy(100)),
  }));
  const rank = (code: TaxCategoryCode) => TAX_CATEGORY_CODES.indexOf(code);
  return subtotals.sort((a, b) => rank(a.taxCategory) - rank(b.taxCategory) || b.taxPercent.comparedTo(a.taxPercent));
}
