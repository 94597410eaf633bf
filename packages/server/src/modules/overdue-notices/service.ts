import { eq } from 'drizzle-orm';
import {
  LATE_PAYMENT_INTEREST_RATES,
  OVERDUE_NOTICE_MAX_CHARGED,
  amountText,
  defaultOverdueNotice,
  earliestOverdueNoticeDate,
  latePaymentInterest,
  latestDate,
  maxOverdueNoticeCharge,
  overdueNoticeProblems,
  sumMoney,
  toMoney,
  type OverdueNoticeProblem,
} from '@fjord/domain';
import { osloDate } from '../../clock.js';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { findOwn } from '../../db/records.js';
import { refuseInvalid, type Validation } from '../../errors/app-error.js';
import { remainingOf, stateOf } from '../invoices/standing.js';
import { publishInvoiceChanged } from '../invoices/changes.js';
import type { InvoiceRow } from '../invoices/repository.js';
import { invoices, overdueNotices } from '../invoices/tables.js';
import { readUnitInvoiceSetting } from '../unit-settings/invoice-setting.js';
import { noticesOfInvoice, type OverdueNoticeRow } from './repository.js';

const MODEL = 'overdueNotice';

export type CreateOverdueNoticeInput = {
  issueDate: string;
  dueDate: string;
  charge: string;
  includeInterest: boolean;
};

type Problem = { attribute: string; type: string; params?: Validation['params'] };

/** Why no notice can be sent on the invoice at all (its kind, the setting, paid or credited), or null. */
export type OverdueNoticeRefusal = 'not_an_invoice' | 'not_used' | 'invoice_paid' | 'invoice_credited';

/** The domain names the fee by the spec's word (additionalCharge); the API's input calls it charge. */
const apiProblem = (problem: OverdueNoticeProblem): Problem =>
  problem.attribute === 'additionalCharge' ? { ...problem, attribute: 'charge' } : problem;

export type NoticeInterest = { amount: string; from: string | null; to: string | null };

/**
 * The late-payment interest a notice of `issueDate` claims: on what remains of the invoice itself,
 * from the day after the invoice's due date to the notice's date (both included), at the dated
 * rates of latePaymentInterest. A later notice claims only the days after those an earlier
 * notice already claimed, so no day is charged twice. Null when a day of the span precedes the
 * first known rate.
 */
export function noticeInterest(
  invoice: InvoiceRow,
  notices: readonly OverdueNoticeRow[],
  issueDate: string,
): NoticeInterest | null {
  const claimedTo = latestDate(
    invoice.dueDate,
    ...notices.flatMap((notice) => (notice.interestTo ? [notice.interestTo] : [])),
  );
  try {
    const { interest, periods } = latePaymentInterest(remainingOf(invoice), claimedTo, issueDate);
    return { amount: interest, from: periods[0]?.from ?? null, to: periods.at(-1)?.to ?? null };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const sentNotices = (notices: readonly OverdueNoticeRow[]) =>
  notices.map((notice) => ({ issueDate: notice.issueDate, dueDate: notice.dueDate, charge: notice.charge }));

/** The base refusal of any notice on the invoice, in the order the domain checks them. */
function refusalOf(invoice: InvoiceRow, usesOverdueNotices: boolean, today: string): OverdueNoticeRefusal | null {
  if (invoice.kind !== 'INVOICE') return 'not_an_invoice';
  const [problem] = overdueNoticeProblems({
    invoiceDueDate: invoice.dueDate,
    notices: [],
    issueDate: today,
    newDueDate: today,
    charge: '0',
    usesOverdueNotices,
    status: domainStatus(invoice, today),
  });
  return problem?.attribute === 'base' ? problem.type : null;
}

/** The invoice's status as the notice rules read it (a credit note never gets here). */
function domainStatus(invoice: InvoiceRow, today: string) {
  return stateOf(invoice, today).status;
}

export type OverdueNoticeSuggestion = {
  refusal: OverdueNoticeRefusal | null;
  earliestDate: string;
  issueDate: string;
  dueDate: string;
  charge: string;
  maxCharge: string;
  unitCharge: string | null;
  chargedCount: number;
  maxChargedCount: number;
  interestAmount: string | null;
  interestFrom: string | null;
  interestTo: string | null;
};

export const overdueNoticeService = {
  /**
   * What the new-notice dialog opens with: the domain's defaultOverdueNotice for `date` (sent on
   * that day or the earliest allowed one, due 14 days later, the unit's fee capped by the legal
   * maximum, 0 after two fees) and the interest such a notice would claim; `refusal` says why none
   * can be sent at all.
   */
  async suggestion(
    tx: Tx,
    invoice: InvoiceRow,
    notices: readonly OverdueNoticeRow[],
    date: string,
  ): Promise<OverdueNoticeSuggestion> {
    const settings = await readUnitInvoiceSetting(tx, invoice.unitId);
    const sent = sentNotices(notices);
    const suggested = defaultOverdueNotice({
      invoiceDueDate: invoice.dueDate,
      notices: sent,
      today: date,
      unitCharge: settings.overdueNoticeCharge,
    });
    const interest = noticeInterest(invoice, notices, suggested.issueDate);
    return {
      refusal: refusalOf(invoice, settings.usesOverdueNotices, date),
      earliestDate: earliestOverdueNoticeDate(invoice.dueDate, sent),
      ...suggested,
      maxCharge: maxOverdueNoticeCharge(suggested.issueDate),
      unitCharge: settings.overdueNoticeCharge,
      chargedCount: notices.filter((notice) => toMoney(notice.charge).greaterThan(0)).length,
      maxChargedCount: OVERDUE_NOTICE_MAX_CHARGED,
      interestAmount: interest?.amount ?? null,
      interestFrom: interest?.from ?? null,
      interestTo: interest?.to ?? null,
    };
  },

  /**
   * Sends (records) an overdue notice on an invoice, with the invoice's row held for the
   * transaction so two notices of one invoice run one after the other. The domain's
   * overdueNoticeProblems decide the dates, the legal maximum and the two fees; the server adds
   * the invoice's kind, the unit's own fee as a ceiling and the interest rates' range. Every
   * problem at once, nothing saved on refusal. The notice's due date becomes the invoice's
   * current due date, so the invoice is no longer overdue until that date has passed.
   */
  async create(tx: Tx, actor: Actor, invoiceId: string, input: CreateOverdueNoticeInput): Promise<OverdueNoticeRow> {
    await findOwn(tx, invoices, invoiceId, 'invoice');
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    const today = osloDate(actor.at);
    if (invoice!.kind !== 'INVOICE') refuseInvalid(MODEL, [{ attribute: 'base', type: 'not_an_invoice' }]);
    const settings = await readUnitInvoiceSetting(tx, actor.unitId);
    const notices = await noticesOfInvoice(tx, invoiceId);
    const problems: Problem[] = overdueNoticeProblems({
      invoiceDueDate: invoice!.dueDate,
      notices: sentNotices(notices),
      issueDate: input.issueDate,
      newDueDate: input.dueDate,
      charge: input.charge,
      usesOverdueNotices: settings.usesOverdueNotices,
      status: domainStatus(invoice!, today),
    }).map(apiProblem);
    refuseInvalid(
      MODEL,
      problems.filter((problem) => problem.attribute === 'base'),
    );

    const unitCharge = toMoney(settings.overdueNoticeCharge ?? '0');
    if (!problems.some((problem) => problem.attribute === 'charge') && unitCharge.lessThan(input.charge))
      problems.push({
        attribute: 'charge',
        type: 'charge_above_unit_charge',
        params: { count: amountText(unitCharge) },
      });
    const interest: NoticeInterest | null = input.includeInterest
      ? noticeInterest(invoice!, notices, input.issueDate)
      : { amount: '0.00', from: null, to: null };
    if (!interest)
      problems.push({
        attribute: 'includeInterest',
        type: 'no_interest_rate',
        params: { date: LATE_PAYMENT_INTEREST_RATES[0]!.from },
      });
    refuseInvalid(MODEL, problems);

    const [notice] = await tx
      .insert(overdueNotices)
      .values({
        unitId: actor.unitId,
        invoiceId,
        sequence: notices.length + 1,
        issueDate: input.issueDate,
        dueDate: input.dueDate,
        charge: amountText(toMoney(input.charge.trim())),
        interestAmount: interest!.amount,
        interestFrom: interest!.from,
        interestTo: interest!.to,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .returning();
    // The invoice keeps its notices' fees and interest summed, and the latest due date, for its status.
    await tx
      .update(invoices)
      .set({
        currentDueDate: input.dueDate,
        feesAmount: amountText(sumMoney([invoice!.feesAmount, notice!.charge, notice!.interestAmount])),
      })
      .where(eq(invoices.id, invoiceId));
    await recordAudit(tx, actor, 'create', MODEL, notice!.id, {
      invoiceId,
      invoiceNumber: invoice!.number,
      sequence: notice!.sequence,
      issueDate: notice!.issueDate,
      dueDate: notice!.dueDate,
      charge: notice!.charge,
      interestAmount: notice!.interestAmount,
    });
    await publishInvoiceChanged(tx, actor.unitId, invoiceId);
    return notice!;
  },
};

/** What the customer owes with the notices: what remains of the invoice, plus every notice's fee and interest. */
export function amountDueWithFees(invoice: InvoiceRow, notices: readonly OverdueNoticeRow[]): string {
  return amountText(
    sumMoney([remainingOf(invoice), ...notices.flatMap((notice) => [notice.charge, notice.interestAmount])]),
  );
}
