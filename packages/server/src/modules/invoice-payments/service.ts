import { eq } from 'drizzle-orm';
import { invoicePaymentProblems, paymentDeletionProblem, paymentSource } from '@fjord/domain';
import { recordAudit, type Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { findOwn, isUuid } from '../../db/records.js';
import { notFound, refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { publishInvoiceChanged } from '../invoices/changes.js';
import { invoicePayments } from '../invoices/tables.js';
import {
  addToPaidAmounts,
  invoiceStates,
  listBankImports,
  lockInvoices,
  type BankImportFilters,
  type BankImportOrderBy,
  type BankPaymentImportRow,
  type InvoicePaymentRow,
} from './repository.js';

const MODEL = 'invoicePayment';

export type RegisterPaymentInput = {
  paymentDate: string | null;
  amount: string | null;
  note?: string | null;
};

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const invoicePaymentService = {
  /**
   * Registers a payment typed in by hand: the invoice is locked first, then what it owes is read
   * and the domain's rules checked (partial payments allowed, no overpayment, not on a credit note,
   * not dated in the future); the payment and the invoice's paid sum are written together.
   */
  async register(
    tx: Tx,
    actor: Actor,
    invoiceId: string,
    input: RegisterPaymentInput,
    today: string,
  ): Promise<InvoicePaymentRow> {
    if (!isUuid(invoiceId)) throw notFound('invoice');
    const [invoice] = await lockInvoices(tx, [invoiceId]);
    if (!invoice) throw notFound('invoice');
    const state = (await invoiceStates(tx, actor.unitId, [invoice], today)).get(invoice.id)!;
    const values = { paymentDate: text(input.paymentDate), amount: text(input.amount), note: text(input.note) };
    refuseInvalid(MODEL, invoicePaymentProblems(values, { kind: invoice.kind, state }, today));
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        unitId: actor.unitId,
        invoiceId: invoice.id,
        paymentDate: values.paymentDate!,
        amount: values.amount!,
        kid: null,
        note: values.note,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .returning();
    await addToPaidAmounts(tx, actor, [{ id: invoice.id, amount: payment!.amount }]);
    await recordAudit(tx, actor, 'create', MODEL, payment!.id, {
      invoice: invoice.number,
      paymentDate: payment!.paymentDate,
      amount: payment!.amount,
    });
    await publishInvoiceChanged(tx, actor.unitId, invoice.id);
    return payment!;
  },

  /**
   * Deletes a payment typed in by hand (a typing mistake) and takes its amount back from the
   * invoice's paid sum; an imported payment stays (paymentDeletionProblem).
   */
  async remove(tx: Tx, actor: Actor, id: string): Promise<InvoicePaymentRow> {
    const payment = await findOwn(tx, invoicePayments, id, MODEL);
    refuseInvalid(
      MODEL,
      [paymentDeletionProblem({ source: paymentSource(payment) })].filter((p) => p !== null),
    );
    await lockInvoices(tx, [payment.invoiceId]);
    // Deleted only once: a second delete of the same payment, waiting on the lock, finds nothing.
    const [deleted] = await tx.delete(invoicePayments).where(eq(invoicePayments.id, payment.id)).returning();
    if (!deleted) throw notFound(MODEL);
    await addToPaidAmounts(tx, actor, [{ id: deleted.invoiceId, amount: `-${deleted.amount}` }]);
    await recordAudit(tx, actor, 'delete', MODEL, deleted.id, {
      invoiceId: deleted.invoiceId,
      paymentDate: deleted.paymentDate,
      amount: deleted.amount,
    });
    await publishInvoiceChanged(tx, actor.unitId, deleted.invoiceId);
    return deleted;
  },

  listImports(
    tx: Tx,
    unitId: string,
    request: ListRequest<BankImportOrderBy, BankImportFilters>,
  ): Promise<Page<BankPaymentImportRow>> {
    return listBankImports(tx, unitId, request);
  },
};
