import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  canEmailOrder,
  NORWAY,
  orderMailProblems,
  type FieldProblem,
  type Locale,
  type OrderPdfType,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { units } from '../../db/schema-core.js';
import { findOwn } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { enqueueMails } from '../../mail/mailer.js';
import { customerContacts, customers } from '../customers/tables.js';
import { renderOrderPdf } from '../orders/order-pdf.js';
import { mainDeliveryLocation } from '../orders/parties.js';
import { orders } from '../orders/tables.js';
import { mailLogsOf, type OrderMailEntry } from './log.js';
import { orderMailTexts } from './mail-texts.js';
import { orderMails } from './tables.js';

const MODEL = 'orderMail';

export type EmailOrderInput = { recipient?: string | null; pdfType: OrderPdfType; message?: string | null };

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * Where each customer's orders go unless the sender says otherwise: its invoice e-mail, else its
 * first contact's with an address; null when it has neither. One answer per id, in their order.
 */
export async function defaultRecipientsOf(
  tx: Tx,
  _unitId: string,
  customerIds: readonly string[],
): Promise<(string | null)[]> {
  const ids = [...customerIds];
  const invoiceEmails = await tx
    .select({ id: customers.id, email: customers.customEmail })
    .from(customers)
    .where(inArray(customers.id, ids));
  const contacts = await tx
    .select({ customerId: customerContacts.customerId, email: customerContacts.email })
    .from(customerContacts)
    .where(and(inArray(customerContacts.customerId, ids), isNotNull(customerContacts.email)))
    .orderBy(asc(customerContacts.position));
  return ids.map((id) => {
    const invoiceEmail = invoiceEmails.find((customer) => customer.id === id)?.email;
    const contact = contacts.find((row) => row.customerId === id && trimmed(row.email));
    return trimmed(invoiceEmail) ?? trimmed(contact?.email);
  });
}

/**
 * The customer's language: Norwegian (nb) for a customer in Norway, English for one abroad. The
 * country is the one frozen on a locked order, else the customer's main address.
 */
async function customerLocale(tx: Tx, order: typeof orders.$inferSelect): Promise<Locale> {
  const country = order.customerParty?.countryCode ?? (await mainDeliveryLocation(tx, order.customerId))?.countryCode;
  return (country ?? NORWAY) === NORWAY ? 'nb' : 'en';
}

export const orderMailService = {
  /**
   * E-mails an order as one of its PDFs: checks the recipient (the customer's address unless
   * given), the type and the message with the domain's rules, refuses a cancelled order, renders
   * the PDF and enqueues the mail with it attached, all in this transaction, so a refusal or a
   * rollback leaves neither mail nor log entry. The PDF is rendered now and stored with the mail:
   * the customer gets the order as it was when it was sent, and every retry sends the same bytes.
   */
  async email(tx: Tx, actor: Actor, orderId: string, input: EmailOrderInput): Promise<OrderMailEntry> {
    const order = await findOwn(tx, orders, orderId, 'order');
    const values = {
      recipient: trimmed(input.recipient) ?? (await defaultRecipientsOf(tx, actor.unitId, [order.customerId]))[0]!,
      pdfType: input.pdfType,
      message: trimmed(input.message),
    };
    const problems: FieldProblem[] = orderMailProblems(values);
    if (!canEmailOrder({ status: order.status, invoiced: order.invoiced }))
      problems.push({ attribute: 'base', type: 'invalid' });
    refuseInvalid(MODEL, problems);

    const locale = await customerLocale(tx, order);
    const [unit] = await tx.select({ name: units.name }).from(units).where(eq(units.id, actor.unitId));
    const companyName = order.supplierParty?.name ?? unit!.name;
    const pdf = await renderOrderPdf(tx, order.id, values.pdfType, { locale });
    const texts = orderMailTexts({
      locale,
      pdfType: values.pdfType,
      number: order.number,
      companyName,
      message: values.message,
    });
    const [mailId] = await enqueueMails(tx, actor.at, actor.unitId, [
      {
        to: values.recipient!,
        ...texts,
        attachments: [{ fileName: pdf.fileName, contentType: 'application/pdf', data: pdf.bytes }],
      },
    ]);
    await tx.insert(orderMails).values({
      unitId: actor.unitId,
      orderId: order.id,
      mailId: mailId!,
      pdfType: values.pdfType,
      createdById: actor.userId,
      updatedById: actor.userId,
      createdAt: actor.at,
      updatedAt: actor.at,
    });
    await recordAudit(tx, actor, 'email', 'order', order.id, {
      number: order.number,
      pdfType: values.pdfType,
      to: values.recipient!,
      mailId: mailId!,
    });
    const [log] = await mailLogsOf(tx, actor.unitId, [order.id]);
    return log!.find((entry) => entry.id === mailId)!;
  },

  /** The order's mail log (for one order; lists use the loader). */
  log: mailLogsOf,
};
