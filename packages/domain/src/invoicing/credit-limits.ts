import { amountText } from '../documents/amount-text.js';
import type { DocumentLineInput } from '../documents/line-net.js';
import { DECIMAL_KINDS } from '../money/decimal-kinds.js';
import { isCanonicalDecimal } from '../money/canonical-decimal.js';
import { toMoney, type Money, type MoneyInput } from '../money/money.js';

/** A line of the invoice being credited: the arithmetic's line with its id. */
export type CreditableLine = DocumentLineInput & { id: string };

/** Per line id, the quantity earlier credit notes took back (as a positive amount). */
export type CreditedQuantities = Readonly<Record<string, string>>;

/** One line of a credit request: how much of the invoice line to credit (positive). */
export type CreditRequestLine = { lineId: string; quantity: string };

/**
 * Why a requested line cannot be credited, named by its index in the request. `exceeds_remaining`
 * carries what remains as `count`; `blank` (lineId null) is a request without lines.
 */
export type CreditLineProblem =
  | { index: number; lineId: string; type: 'unknown_line' | 'duplicate_line' | 'not_a_number' | 'not_positive' }
  | { index: number; lineId: string; type: 'exceeds_remaining'; params: { count: string } }
  | { index: null; lineId: null; type: 'blank' };

const quantityText = (value: Money) => value.toFixed(DECIMAL_KINDS.quantity.scale);

/**
 * What is left to credit of each line: |quantity| − credited, never below 0, with four decimals.
 * Quantities are magnitudes: a line that itself takes something back (quantity −2) has 2 to credit.
 */
export function creditableQuantities(
  lines: readonly CreditableLine[],
  credited: CreditedQuantities,
): Record<string, string> {
  const remaining: Record<string, string> = {};
  for (const line of lines) {
    const left = toMoney(line.quantity)
      .abs()
      .minus(toMoney(credited[line.id] ?? '0'));
    remaining[line.id] = quantityText(left.isNegative() ? toMoney(0) : left);
  }
  return remaining;
}

/** Crediting the whole invoice: every line with something left, for all that is left. */
export function wholeCreditRequest(
  lines: readonly CreditableLine[],
  credited: CreditedQuantities,
): CreditRequestLine[] {
  const remaining = creditableQuantities(lines, credited);
  return lines
    .filter((line) => toMoney(remaining[line.id]!).greaterThan(0))
    .map((line) => ({ lineId: line.id, quantity: remaining[line.id]! }));
}

function readQuantity(value: string): Money | null {
  if (!isCanonicalDecimal(value)) return null;
  const quantity = toMoney(value);
  return quantity.decimalPlaces() > DECIMAL_KINDS.quantity.scale ? null : quantity;
}

/**
 * Every problem of a credit request (empty when it may be credited): each line must be a line of
 * the invoice, named once, with a quantity above 0 of at most four decimals and never more than
 * remains after the earlier credit notes. Nothing is ever credited twice over.
 */
export function checkCreditRequest(
  lines: readonly CreditableLine[],
  credited: CreditedQuantities,
  request: readonly CreditRequestLine[],
): CreditLineProblem[] {
  if (request.length === 0) return [{ index: null, lineId: null, type: 'blank' }];
  const remaining = creditableQuantities(lines, credited);
  const seen = new Set<string>();
  const problems: CreditLineProblem[] = [];
  request.forEach(({ lineId, quantity }, index) => {
    const left = remaining[lineId];
    const value = readQuantity(quantity);
    if (left === undefined) problems.push({ index, lineId, type: 'unknown_line' });
    else if (seen.has(lineId)) problems.push({ index, lineId, type: 'duplicate_line' });
    else if (value === null) problems.push({ index, lineId, type: 'not_a_number' });
    else if (!value.greaterThan(0)) problems.push({ index, lineId, type: 'not_positive' });
    else if (value.greaterThan(left))
      problems.push({ index, lineId, type: 'exceeds_remaining', params: { count: left } });
    seen.add(lineId);
  });
  return problems;
}

/** Whether the request takes everything that remains, so the invoice is credited in full by it. */
export function creditsAllRemaining(
  lines: readonly CreditableLine[],
  credited: CreditedQuantities,
  request: readonly CreditRequestLine[],
): boolean {
  const remaining = creditableQuantities(lines, credited);
  return lines.every((line) => {
    const asked = request.find((item) => item.lineId === line.id);
    return toMoney(asked?.quantity ?? '0').equals(remaining[line.id]!);
  });
}

/** The part of the invoice's payable amount no credit note has taken yet. */
export function uncreditedAmount(invoicePayableAmount: MoneyInput, creditedAmount: MoneyInput): string {
  return amountText(toMoney(invoicePayableAmount).minus(toMoney(creditedAmount)));
}

/**
 * The amount check beside the quantity check: a credit note's payable amount (positive) never
 * exceeds what remains uncredited (`exceeds_remaining`, count = that amount). Rounding each credit
 * note's lines to øre, or its total to kroner, could otherwise credit a little more than the
 * invoice in several steps. A credit note that takes all that remains (`creditsAllRemaining`)
 * should therefore carry exactly `uncreditedAmount` as its payable amount, its rounding amount
 * taking up the difference, so the last step is never refused for an øre.
 */
export function creditAmountProblem(input: {
  invoicePayableAmount: MoneyInput;
  creditedAmount: MoneyInput;
  creditPayableAmount: MoneyInput;
}): { attribute: 'payableAmount'; type: 'exceeds_remaining'; params: { count: string } } | null {
  const remaining = uncreditedAmount(input.invoicePayableAmount, input.creditedAmount);
  return toMoney(input.creditPayableAmount).greaterThan(remaining)
    ? { attribute: 'payableAmount', type: 'exceeds_remaining', params: { count: remaining } }
    : null;
}
