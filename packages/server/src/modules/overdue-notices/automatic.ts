import { and, eq, lte, sql } from 'drizzle-orm';
import { addDays, dueAutomaticOverdueNotice, osloDate, type DeliveryChannel } from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { AppError } from '../../errors/app-error.js';
import { defineJob } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import { customers } from '../customers/tables.js';
import { invoiceDeliveryService } from '../invoice-deliveries/send.js';
import { stateOf } from '../invoices/standing.js';
import { invoices } from '../invoices/tables.js';
import { readUnitInvoiceSetting } from '../unit-settings/invoice-setting.js';
import { unitInvoiceSettings } from '../unit-settings/tables.js';
import { noticesOfInvoice } from './repository.js';
import { overdueNoticeService } from './service.js';

/**
 * The channels an automatic notice tries, in order, by the customer's method. EHF falls back to
 * e-mail when the EHF channel refuses: Peppol BIS Billing has no reminder document, so an overdue
 * notice is refused by EHF today (ehfNotForOverdueNotice), as is a buyer the network does not know. Post needs a person to print and post it, so a customer billed by post gets no
 * automatic notice: its overdue invoices stay for the user to remind by hand.
 */
const CHANNELS_BY_METHOD: Record<DeliveryChannel, DeliveryChannel[]> = {
  EHF: ['EHF', 'EMAIL'],
  EMAIL: ['EMAIL'],
  MAIL: [],
};

/** Thrown inside an invoice's transaction when its notice could not be sent: the notice is rolled back. */
class NotSent extends Error {}

export type AutomaticNoticesOptions = {
  /** The Oslo date of the run. */
  today: string;
  /** Called after each invoice's transaction committed (tests run two runs side by side here). */
  afterEach?: (sent: { invoiceId: string; noticeId: string }) => void;
};

/**
 * The invoices that may have a notice due, across the units that send notices automatically: still
 * owed and at least 14 days past their current due date. Read as the table owner; each is checked
 * again under its row's lock.
 */
async function candidates(services: Services, today: string) {
  return services.transactions.system((tx) =>
    tx
      .select({ id: invoices.id, unitId: invoices.unitId, savedById: unitInvoiceSettings.updatedById })
      .from(invoices)
      .innerJoin(unitInvoiceSettings, eq(unitInvoiceSettings.unitId, invoices.unitId))
      .where(
        and(
          eq(unitInvoiceSettings.sendsOverdueNoticesAutomatically, true),
          eq(unitInvoiceSettings.usesOverdueNotices, true),
          eq(invoices.kind, 'INVOICE'),
          sql`${invoices.standing} not in ('PAID', 'CREDITED')`,
          lte(invoices.currentDueDate, addDays(today, -14)),
        ),
      )
      .orderBy(invoices.unitId, invoices.currentDueDate, invoices.id),
  );
}

/**
 * Issues and sends the invoice's due notice, in one transaction with the invoice's row held
 * (FOR UPDATE): a second run, here or on another server, waits for the row and then finds the
 * notice sent, so nothing is due (dueAutomaticOverdueNotice) and nothing is issued twice. The notice
 * is made through overdueNoticeService.create (the same rules as by hand) and sent through
 * sendInvoice's service; if no channel takes it, the transaction rolls back and no notice (and no
 * fee) exists that the customer was not sent. Answers the notice's id, or null when none was due.
 */
async function sendDueNotice(
  tx: Tx,
  services: Services,
  actor: Actor,
  invoiceId: string,
  today: string,
): Promise<string | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice || invoice.kind !== 'INVOICE') return null;
  const settings = await readUnitInvoiceSetting(tx, actor.unitId);
  if (!settings.sendsOverdueNoticesAutomatically) return null;
  const notices = await noticesOfInvoice(tx, invoiceId);
  const due = dueAutomaticOverdueNotice({
    invoiceDueDate: invoice.dueDate,
    notices,
    today,
    unitCharge: settings.overdueNoticeCharge,
    usesOverdueNotices: settings.usesOverdueNotices,
    status: stateOf(invoice, today).status,
  });
  if (!due) return null;
  const [customer] = await tx
    .select({ method: customers.invoiceDeliveryMethod })
    .from(customers)
    .where(eq(customers.id, invoice.customerId));
  const channels = CHANNELS_BY_METHOD[customer?.method ?? 'EMAIL'];
  if (channels.length === 0) return null;

  const notice = await overdueNoticeService.create(tx, actor, invoiceId, {
    issueDate: due.issueDate,
    dueDate: due.dueDate,
    charge: due.charge,
    includeInterest: false,
  });
  for (const channel of channels) {
    try {
      // A savepoint: a channel that refuses leaves nothing behind for the next one.
      await tx.transaction((attempt) =>
        invoiceDeliveryService.send(attempt, actor, invoiceId, { channel, overdueNoticeId: notice.id }, services),
      );
      return notice.id;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'VALIDATION')) throw error;
    }
  }
  throw new NotSent(`no channel took the notice of invoice ${invoice.number}`);
}

/**
 * Automatic reminders for every unit that turned them on: each owed invoice whose notice has become
 * due gets it, issued with the unit's fee and sent by the customer's channel, each invoice in a
 * transaction of its own. The notices are made in the name of whoever last saved the invoice
 * settings (the user who turned the reminders on). Answers how many were sent; an invoice that
 * could not be sent (no e-mail address, say) is logged and skipped, to be reminded by hand.
 */
export async function sendDueOverdueNotices(services: Services, options: AutomaticNoticesOptions): Promise<number> {
  let sent = 0;
  for (const { id, unitId, savedById } of await candidates(services, options.today)) {
    if (!savedById) continue;
    const actor: Actor = { unitId, userId: savedById, at: services.clock.now() };
    let noticeId: string | null;
    try {
      noticeId = await services.transactions.tenant(unitId, (tx) =>
        sendDueNotice(tx, services, actor, id, options.today),
      );
    } catch (error) {
      if (!(error instanceof NotSent || (error instanceof AppError && error.code === 'VALIDATION'))) throw error;
      services.log.warn({ invoiceId: id, unitId, err: error.message }, 'an automatic overdue notice was not sent');
      continue;
    }
    if (!noticeId) continue;
    sent += 1;
    options.afterEach?.({ invoiceId: id, noticeId });
  }
  return sent;
}

/** Automatic reminders, once a day (DAILY_SCHEDULES); running again, or on two servers at once, sends nothing twice. */
export const automaticOverdueNoticesJob = defineJob<Record<string, never>>({
  kind: 'overdue-notices.automatic',
  maxAttempts: 5,
  backoffMs: 5 * 60_000,
  async run({ services }) {
    await sendDueOverdueNotices(services, { today: osloDate(services.clock.now()) });
  },
});
