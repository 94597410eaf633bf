import { eq, sql } from 'drizzle-orm';
import { addDays, toMoney } from '@fjord/domain';
import { invoicePayments, invoices, overdueNotices } from '../modules/invoices/tables.js';
import { issueNumber } from '../modules/number-series/service.js';
import { seriesStartOf } from '../modules/unit-settings/invoice-setting.js';
import type { TestApp } from './app.js';
import { ORDER_CUSTOMER } from './customer-fixture.js';
import { actorFor, userWithUnit, type Fixture, type FixtureHost } from './fixtures.js';
import type { Server } from './http.js';
import { INVOICE_SETTING } from './sweep-fixtures/invoices.js';
import { gqlOk } from './sweeps.js';

/**
 * Invoices with payments, credit notes and overdue notices for the tests of what reads them
 * (statistics, the bookkeeping journal). Invoices are issued through GraphQL; payments, credit
 * notes and notices are written as their own modules write them (rows plus the invoice's
 * paid_amount, credited_amount and current_due_date in one transaction), so these tests do not
 * wait for those modules.
 */

export type Ledger = { who: Fixture; customers: { fjellvang: string; nordlys: string } };

export type IssuedInvoice = { id: string; number: string; payableAmount: string };

/** A unit with invoice settings and two company customers (Fjellvang Bygg AS, Nordlys Elektro AS). */
export async function ledgerUnit(t: Server & FixtureHost): Promise<Ledger> {
  const who = await userWithUnit(t);
  await gqlOk(
    t,
    who,
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    { input: INVOICE_SETTING },
  );
  const create = async (input: Record<string, unknown>) =>
    (await gqlOk(t, who, 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', { input }))
      .createCustomer.id as string;
  return {
    who,
    customers: {
      fjellvang: await create(ORDER_CUSTOMER),
      nordlys: await create({ ...ORDER_CUSTOMER, name: 'Nordlys Elektro AS', organizationNumber: '974 760 673' }),
    },
  };
}

/** Issues an invoice dated `date` (due 14 days later) of one order of lines of `net` each at the given VAT. */
export async function issueInvoice(
  t: Server,
  ledger: Ledger,
  customerId: string,
  date: string,
  lines: { net: string; vat: 'STANDARD' | 'REDUCED' | 'EXEMPT' }[],
): Promise<IssuedInvoice> {
  const order = (
    await gqlOk(t, ledger.who, 'mutation ($input: OrderInput!) { createOrder(input: $input) { id payableAmount } }', {
      input: {
        customerId,
        date,
        reference: 'Ola',
        lines: lines.map((line, index) => ({
          itemName: `Vare ${index + 1}`,
          quantity: '1',
          priceAmount: line.net,
          vatRateSymbol: line.vat,
          ...(line.vat === 'EXEMPT' ? { taxExemptionReason: 'Unntatt' } : {}),
        })),
      },
    })
  ).createOrder;
  await gqlOk(t, ledger.who, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id: order.id });
  return (
    await gqlOk(
      t,
      ledger.who,
      'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number payableAmount } }',
      {
        input: {
          orderIds: [order.id],
          issueDate: date,
          dueDate: addDays(date, 14),
          paymentMethods: [{ name: 'Bankoverføring', amount: order.payableAmount }],
        },
      },
    )
  ).createInvoice;
}

const tenant = <T>(
  t: TestApp,
  ledger: Ledger,
  work: Parameters<TestApp['app']['services']['transactions']['tenant']>[1],
) => t.app.services.transactions.tenant(ledger.who.unitId, work) as Promise<T>;

const authorship = (t: TestApp, ledger: Ledger) => ({
  unitId: ledger.who.unitId,
  createdById: ledger.who.userId,
  updatedById: ledger.who.userId,
  createdAt: t.app.services.clock.now(),
  updatedAt: t.app.services.clock.now(),
});

/** A payment on the invoice, added to its paid amount. */
export async function payInvoice(t: TestApp, ledger: Ledger, invoiceId: string, paymentDate: string, amount: string) {
  await tenant(t, ledger, async (tx) => {
    await tx.insert(invoicePayments).values({ ...authorship(t, ledger), invoiceId, paymentDate, amount });
    await tx
      .update(invoices)
      .set({ paidAmount: sql`${invoices.paidAmount} + ${amount}::numeric` })
      .where(eq(invoices.id, invoiceId));
  });
}

/**
 * A credit note of `net` at 25 % on the invoice, numbered from the invoice series: negative amounts
 * as the credit-note module stores them, added (positive) to the invoice's credited amount.
 */
export async function creditInvoice(
  t: TestApp,
  ledger: Ledger,
  invoiceId: string,
  issueDate: string,
  net: string,
): Promise<IssuedInvoice> {
  const taxable = toMoney(net).negated();
  const tax = taxable.times('0.25');
  const payable = taxable.plus(tax).toFixed(2);
  return tenant(t, ledger, async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    const actor = actorFor(t, ledger.who);
    const issued = await issueNumber(tx, actor, 'invoice', () => seriesStartOf(tx, actor.unitId, 'invoice'));
    const { id: _id, ...copied } = invoice!;
    const [creditNote] = await tx
      .insert(invoices)
      .values({
        ...copied,
        ...authorship(t, ledger),
        ...issued,
        kind: 'CREDIT_NOTE',
        issueDate,
        dueDate: issueDate,
        currentDueDate: issueDate,
        paymentTerm: 0,
        kid: null,
        creditedInvoiceId: invoiceId,
        lineExtensionAmount: taxable.toFixed(2),
        allowanceTotalAmount: '0.00',
        chargeTotalAmount: '0.00',
        taxExclusiveAmount: taxable.toFixed(2),
        taxAmount: tax.toFixed(2),
        taxInclusiveAmount: payable,
        payableRoundingAmount: '0.00',
        payableAmount: payable,
        taxSubtotals: [
          { taxCategory: 'S', taxPercent: '25.00', taxableAmount: taxable.toFixed(2), taxAmount: tax.toFixed(2) },
        ],
        paidAmount: '0',
        creditedAmount: '0',
      })
      .returning();
    await tx
      .update(invoices)
      .set({ creditedAmount: sql`${invoices.creditedAmount} - ${payable}::numeric` })
      .where(eq(invoices.id, invoiceId));
    return { id: creditNote!.id, number: creditNote!.number, payableAmount: creditNote!.payableAmount };
  });
}

/** An overdue notice with its fee and interest, moving the invoice's current due date. */
export async function noticeInvoice(
  t: TestApp,
  ledger: Ledger,
  invoiceId: string,
  notice: { sequence: number; issueDate: string; charge: string; interestAmount: string },
) {
  await tenant(t, ledger, async (tx) => {
    const dueDate = addDays(notice.issueDate, 14);
    await tx.insert(overdueNotices).values({ ...authorship(t, ledger), invoiceId, dueDate, ...notice });
    await tx.update(invoices).set({ currentDueDate: dueDate }).where(eq(invoices.id, invoiceId));
  });
}
