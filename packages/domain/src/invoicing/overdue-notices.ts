import { amountText } from '../documents/amount-text.js';
import { maxOverdueNoticeCharge } from '../money/overdue-notice-charge.js';
import { toMoney, type Money } from '../money/money.js';
import { addDays, latestDate } from '../periods/calendar-days.js';
import { isCanonicalDecimal } from '../money/canonical-decimal.js';
import type { InvoiceStatus } from './invoice-status.js';

/**
 * Inkassoforskriften § 1-2: a reminder fee only on a written reminder sent at least 14 days after
 * the due date, giving a new deadline of at least 14 days; § 1-3 with inkassoloven § 17: at most
 * two reminder fees for one claim. The maximum fee of a date is `maxOverdueNoticeCharge`.
 */
export const OVERDUE_NOTICE_MIN_DAYS_AFTER_DUE = 14;
export const OVERDUE_NOTICE_MIN_DAYS_TO_PAY = 14;
export const OVERDUE_NOTICE_MAX_CHARGED = 2;

/** An overdue notice already sent on the invoice (spec 000 §3: issueDate, dueDate, additionalCharge). */
export type SentOverdueNotice = { issueDate: string; dueDate: string; charge: string };

export type OverdueNoticeInput = {
  invoiceDueDate: string;
  notices: readonly SentOverdueNotice[];
  /** The new notice. */
  issueDate: string;
  newDueDate: string;
  charge: string;
  usesOverdueNotices: boolean;
  status: InvoiceStatus;
};

/** A problem of a new notice as a server validation: the field, the type and its params. */
export type OverdueNoticeProblem =
  | { attribute: 'base'; type: 'not_used' | 'invoice_paid' | 'invoice_credited' }
  | { attribute: 'issueDate'; type: 'too_early'; params: { date: string } }
  | { attribute: 'dueDate'; type: 'due_date_too_soon'; params: { date: string } }
  | { attribute: 'additionalCharge'; type: 'not_a_number' }
  | { attribute: 'additionalCharge'; type: 'greater_than_or_equal_to'; params: { count: string } }
  | { attribute: 'additionalCharge'; type: 'too_many_charges'; params: { count: number } }
  | { attribute: 'additionalCharge'; type: 'charge_above_maximum'; params: { count: string } };

/**
 * The first day a (next) notice may be sent: 14 days after the latest due date, the invoice's or
 * the one the last notice set. For a second notice that is stricter than the regulation's minimum
 * (which only asks that the first notice's deadline has passed), on purpose: it never charges a
 * fee too early and gives the customer the same 14 days each time.
 */
export function earliestOverdueNoticeDate(invoiceDueDate: string, notices: readonly SentOverdueNotice[]): string {
  return addDays(
    latestDate(invoiceDueDate, ...notices.map((notice) => notice.dueDate)),
    OVERDUE_NOTICE_MIN_DAYS_AFTER_DUE,
  );
}

const chargedCount = (notices: readonly SentOverdueNotice[]) =>
  notices.filter((notice) => toMoney(notice.charge).greaterThan(0)).length;

function readCharge(value: string): Money | null {
  const text = value.trim();
  return isCanonicalDecimal(text) && toMoney(text).decimalPlaces() <= 2 ? toMoney(text) : null;
}

/**
 * Every problem of a new overdue notice (empty when it may be sent): the unit uses notices; the
 * invoice is neither paid nor credited; the notice is not sent before `earliestOverdueNoticeDate`;
 * its new due date is at least 14 days after it; a fee is at most the legal maximum of the notice's
 * date and only on the first two charged notices (a third notice is allowed, with charge 0).
 */
export function overdueNoticeProblems(input: OverdueNoticeInput): OverdueNoticeProblem[] {
  if (!input.usesOverdueNotices) return [{ attribute: 'base', type: 'not_used' }];
  if (input.status === 'PAID') return [{ attribute: 'base', type: 'invoice_paid' }];
  if (input.status === 'CREDITED') return [{ attribute: 'base', type: 'invoice_credited' }];
  const problems: OverdueNoticeProblem[] = [];
  const earliest = earliestOverdueNoticeDate(input.invoiceDueDate, input.notices);
  if (input.issueDate < earliest)
    problems.push({ attribute: 'issueDate', type: 'too_early', params: { date: earliest } });
  const earliestDue = addDays(input.issueDate, OVERDUE_NOTICE_MIN_DAYS_TO_PAY);
  if (input.newDueDate < earliestDue)
    problems.push({ attribute: 'dueDate', type: 'due_date_too_soon', params: { date: earliestDue } });
  const charge = readCharge(input.charge);
  if (charge === null) problems.push({ attribute: 'additionalCharge', type: 'not_a_number' });
  else if (charge.isNegative())
    problems.push({ attribute: 'additionalCharge', type: 'greater_than_or_equal_to', params: { count: '0' } });
  else if (charge.greaterThan(0)) {
    const max = maxOverdueNoticeCharge(input.issueDate);
    if (chargedCount(input.notices) >= OVERDUE_NOTICE_MAX_CHARGED)
      problems.push({
        attribute: 'additionalCharge',
        type: 'too_many_charges',
        params: { count: OVERDUE_NOTICE_MAX_CHARGED },
      });
    else if (charge.greaterThan(max))
      problems.push({ attribute: 'additionalCharge', type: 'charge_above_maximum', params: { count: max } });
  }
  return problems;
}

/**
 * What the new-notice form suggests: sent today, or on the earliest allowed day if that is later;
 * due 14 days after; the unit's charge capped by the legal maximum of that date, and 0 once two
 * notices have charged a fee (or when the unit set no charge).
 */
export function defaultOverdueNotice(input: {
  invoiceDueDate: string;
  notices: readonly SentOverdueNotice[];
  today: string;
  unitCharge: string | null;
}): { issueDate: string; dueDate: string; charge: string } {
  const issueDate = latestDate(input.today, earliestOverdueNoticeDate(input.invoiceDueDate, input.notices));
  const unitCharge = input.unitCharge === null ? null : readCharge(input.unitCharge);
  const max = toMoney(maxOverdueNoticeCharge(issueDate));
  const allowed =
    chargedCount(input.notices) < OVERDUE_NOTICE_MAX_CHARGED && unitCharge !== null && unitCharge.greaterThan(0);
  return {
    issueDate,
    dueDate: addDays(issueDate, OVERDUE_NOTICE_MIN_DAYS_TO_PAY),
    charge: amountText(allowed ? (unitCharge.lessThan(max) ? unitCharge : max) : toMoney(0)),
  };
}

/**
 * Automatic reminders send at most this many notices of one invoice: the two that may carry a fee.
 * After them the next step (a debt-collection warning, inkassovarsel) is a person's decision.
 */
export const AUTOMATIC_OVERDUE_NOTICES_MAX = OVERDUE_NOTICE_MAX_CHARGED;

/**
 * The notice automatic reminders send today, or null when none is due: the unit uses notices, the
 * invoice is still owed, fewer than AUTOMATIC_OVERDUE_NOTICES_MAX notices were sent, and today is
 * at least the earliest allowed day (14 days after the latest due date). The notice is
 * defaultOverdueNotice's for today (the unit's fee within the legal maximum, due 14 days later),
 * checked by overdueNoticeProblems like one made by hand, so a second run the same day (its
 * notice now sent) finds nothing due.
 */
export function dueAutomaticOverdueNotice(input: {
  invoiceDueDate: string;
  notices: readonly SentOverdueNotice[];
  today: string;
  unitCharge: string | null;
  usesOverdueNotices: boolean;
  status: InvoiceStatus;
}): { issueDate: string; dueDate: string; charge: string } | null {
  if (input.notices.length >= AUTOMATIC_OVERDUE_NOTICES_MAX) return null;
  const notice = defaultOverdueNotice(input);
  if (notice.issueDate !== input.today) return null;
  const problems = overdueNoticeProblems({
    invoiceDueDate: input.invoiceDueDate,
    notices: input.notices,
    issueDate: notice.issueDate,
    newDueDate: notice.dueDate,
    charge: notice.charge,
    usesOverdueNotices: input.usesOverdueNotices,
    status: input.status,
  });
  return problems.length === 0 ? notice : null;
}
