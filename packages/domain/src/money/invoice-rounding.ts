import { Decimal, type DecimalRounding } from '../decimal.js';
import { toMoney, type Money, type MoneyInput } from './money.js';

/** UnitInvoiceSetting.taxInclusiveAmountRounding. */
export const INVOICE_ROUNDING_MODES = ['DISABLED', 'NEAREST', 'UP', 'DOWN'] as const;
export type InvoiceRoundingMode = (typeof INVOICE_ROUNDING_MODES)[number];

export function isInvoiceRoundingMode(value: unknown): value is InvoiceRoundingMode {
  return typeof value === 'string' && (INVOICE_ROUNDING_MODES as readonly string[]).includes(value);
}

/**
 * Rounding works on the magnitude, so a credit note (negative total) mirrors the invoice it credits:
 * NEAREST rounds .50 away from zero, UP away from zero, DOWN towards zero. For positive totals that
 * is half up, ceiling and floor; crediting an invoice of 10.20 rounded UP to 11 gives −11, not −10.
 */
const DECIMAL_ROUNDING: Record<Exclude<InvoiceRoundingMode, 'DISABLED'>, DecimalRounding> = {
  NEAREST: Decimal.ROUND_HALF_UP,
  UP: Decimal.ROUND_UP,
  DOWN: Decimal.ROUND_DOWN,
};

export type RoundedInvoiceTotal = {
  /** The payable amount. */
  rounded: Money;
  /** rounded − total: EHF's PayableRoundingAmount, shown as "Øreavrunding" on the invoice. */
  roundingAmount: Money;
};

/**
 * The payable amount of an invoice with its tax-inclusive total: whole kroner when the unit has
 * rounding on, the total itself when DISABLED (its lines and VAT are already rounded to øre).
 */
export function roundInvoiceTotal(total: MoneyInput, mode: InvoiceRoundingMode): RoundedInvoiceTotal {
  const exact = toMoney(total);
  const rounded = mode === 'DISABLED' ? exact : exact.toDecimalPlaces(0, DECIMAL_ROUNDING[mode]);
  return { rounded, roundingAmount: rounded.minus(exact) };
}
