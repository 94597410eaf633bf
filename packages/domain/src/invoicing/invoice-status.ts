import { amountText } from '../documents/amount-text.js';
import { toMoney, sumMoney, type MoneyInput } from '../money/money.js';
import { latestDate } from '../periods/calendar-days.js';

/**
 * The status of an invoice, derived from its documents and payments and never stored. A credit
 * note is a document of its own with no payment life: its status is always CREDIT_NOTE (what it
 * credits shows on the invoice it refers to).
 */
export const INVOICE_STATUSES = ['OPEN', 'PARTLY_PAID', 'PAID', 'OVERDUE', 'CREDITED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const CREDIT_NOTE_STATUS = 'CREDIT_NOTE';
export type SalesDocumentStatus = InvoiceStatus | typeof CREDIT_NOTE_STATUS;

/** An overdue notice as the status needs it: the new due date it set and the fee it charged. */
export type NoticeForStatus = { dueDate: string; charge: string };

export type InvoiceStatusInput = {
  /** The invoice's payable amount (after the unit's rounding). */
  payableAmount: MoneyInput;
  /** The sum of its credit notes' payable amounts, as a positive amount. */
  creditedAmount: MoneyInput;
  /** The sum of the payments registered on it. */
  paidAmount: MoneyInput;
  /** The invoice's own due date (YYYY-MM-DD). */
  dueDate: string;
  /** Its overdue notices: each moves the due date and may add a fee. */
  notices?: readonly NoticeForStatus[];
  /**
   * Or, where they are kept summed (the invoices table): the fees and interest of its notices, and
   * the due date of the latest (then `dueDate` is that one already).
   */
  feesAmount?: MoneyInput;
  /** The calendar day in Norway (osloDate()). */
  today: string;
};

/**
 * The part of the status no date enters: settled (CREDITED, PAID) or owing, with something paid
 * (PART_PAID) or nothing (UNPAID). An owing invoice is OVERDUE, PARTLY_PAID or OPEN by the day.
 * The invoices table keeps it as a generated column, so the list counts a status from an index.
 */
export const INVOICE_STANDINGS = ['CREDITED', 'PAID', 'PART_PAID', 'UNPAID'] as const;
export type InvoiceStanding = (typeof INVOICE_STANDINGS)[number];

export type InvoiceState = {
  status: InvoiceStatus;
  standing: InvoiceStanding;
  /** The latest of the invoice's due date and its notices' new due dates. */
  dueDate: string;
  /** The reminder fees its notices charged. */
  feesAmount: string;
  /** payable − credited − paid: what is left of the invoice itself (negative when paid too much). */
  remainingAmount: string;
  /** remainingAmount + the reminder fees: what the customer still owes. */
  remainingWithFeesAmount: string;
};

/**
 * Decisions (issue #13):
 * - CREDITED when credit notes cover the whole payable amount, whatever was paid (a payment on a
 *   credited invoice is a refund matter, not a status).
 * - Reminder fees are owed on top of the invoice, so "paid" means the invoice and its fees are
 *   paid: PAID when remainingWithFeesAmount ≤ 0 (an invoice of 0, or credited in part and paid
 *   for the rest, is PAID too).
 * - OVERDUE when something is owed and today is after the (latest) due date; due today is not
 *   overdue. OVERDUE wins over PARTLY_PAID: an overdue invoice needs action (a notice) whether or
 *   not some of it was paid; `paidAmount` tells the two apart where a screen needs to.
 * - PARTLY_PAID when something was paid and something is still owed, before the due date.
 * - OPEN otherwise (including an invoice credited in part and not paid).
 */
export function invoiceState(input: InvoiceStatusInput): InvoiceState {
  const payable = toMoney(input.payableAmount);
  const credited = toMoney(input.creditedAmount);
  const paid = toMoney(input.paidAmount);
  const notices = input.notices ?? [];
  const fees = sumMoney([...notices.map((notice) => notice.charge), input.feesAmount ?? 0]);
  const remaining = payable.minus(credited).minus(paid);
  const remainingWithFees = remaining.plus(fees);
  const dueDate = latestDate(input.dueDate, ...notices.map((notice) => notice.dueDate));
  const standing: InvoiceStanding =
    credited.greaterThan(0) && credited.greaterThanOrEqualTo(payable)
      ? 'CREDITED'
      : !remainingWithFees.greaterThan(0)
        ? 'PAID'
        : paid.greaterThan(0)
          ? 'PART_PAID'
          : 'UNPAID';
  return {
    status: statusOfStanding(standing, dueDate, input.today),
    standing,
    dueDate,
    feesAmount: amountText(fees),
    remainingAmount: amountText(remaining),
    remainingWithFeesAmount: amountText(remainingWithFees),
  };
}

/** The status of an invoice of this standing whose (latest) due date is `dueDate`, on `today`. */
export function statusOfStanding(standing: InvoiceStanding, dueDate: string, today: string): InvoiceStatus {
  if (standing === 'CREDITED' || standing === 'PAID') return standing;
  if (today > dueDate) return 'OVERDUE';
  return standing === 'PART_PAID' ? 'PARTLY_PAID' : 'OPEN';
}

export function invoiceStatus(input: InvoiceStatusInput): InvoiceStatus {
  return invoiceState(input).status;
}

/**
 * Why a payment of `amount` cannot be registered on the invoice, or null: an amount above 0
 * (`greater_than`, count 0), and never more than the invoice and its fees still owe
 * (`less_than_or_equal_to` with that amount as count): an overpayment is refused.
 */
export function paymentAmountProblem(
  state: Pick<InvoiceState, 'remainingWithFeesAmount'>,
  amount: MoneyInput,
): { attribute: 'amount'; type: 'greater_than' | 'less_than_or_equal_to'; params: { count: string } } | null {
  const value = toMoney(amount);
  if (!value.greaterThan(0)) return { attribute: 'amount', type: 'greater_than', params: { count: '0' } };
  if (value.greaterThan(state.remainingWithFeesAmount))
    return { attribute: 'amount', type: 'less_than_or_equal_to', params: { count: state.remainingWithFeesAmount } };
  return null;
}
