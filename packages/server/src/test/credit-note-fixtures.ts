/** What the credit-note tests share: an invoice settings save, a customer, and issued invoices. */
import { eq } from 'drizzle-orm';
import type { TestApp } from './app.js';
import { ORDER_CUSTOMER } from './customer-fixture.js';
import { userWithUnit, type Fixture } from './fixtures.js';
import { gqlOk } from './sweeps.js';
import { INVOICE_SETTING as SWEEP_INVOICE_SETTING } from './sweep-fixtures/invoices.js';
import { invoiceOrders, invoicePaymentMethods, invoices } from '../modules/invoices/tables.js';
import { orderAllowanceCharges, orderLines, orders } from '../modules/orders/tables.js';

export const LINE_FIELDS = `number itemName quantity priceAmount vatRateSymbol taxCategory taxPercent
  allowanceCharge { chargeIndicator percent amount } lineExtensionAmount`;
export const INVOICE_FIELDS = `id kind number issueDate dueDate paymentTerm kid status payableAmount payableRoundingAmount
  taxAmount taxExclusiveAmount creditedAmount remainingAmount creditReason customNote bban
  customer { id } supplierParty { name } customerParty { name }
  paymentMethods { name amount } taxSubtotals { taxCategory taxPercent taxableAmount taxAmount }
  creditedInvoice { id number } creditNotes { number payableAmount }
  creditableLines { lineId number itemName quantity creditedQuantity remainingQuantity }
  orders { id number status invoiced date note lines { ${LINE_FIELDS} }
    allowanceCharges { chargeIndicator percent fixedAmount vatRateSymbol taxPercent amount } }`;
export const CREATE_INVOICE = `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE_FIELDS} } }`;
export const CREDIT = `mutation ($invoiceId: ID!, $input: CreateCreditNoteInput!) {
  createCreditNote(invoiceId: $invoiceId, input: $input) { ${INVOICE_FIELDS} } }`;
export const READ = `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`;
export const DUPLICATE = `mutation ($id: ID!) { duplicateInvoice(id: $id) { id number status invoiced date customerId
  lines { ${LINE_FIELDS} } allowanceCharges { percent vatRateSymbol } } }`;

/** The sweep's invoice settings, rounding payable amounts to whole kroner (NEAREST) unless a test says otherwise. */
export const INVOICE_SETTING = { ...SWEEP_INVOICE_SETTING, taxInclusiveAmountRounding: 'NEAREST' };

/** Three rates, a line allowance of 10 % and an allowance of 5 % on the 25 % lines: payable 2114.00. */
export const MIXED_LINES = {
  lines: [
    { itemName: 'Telt', quantity: '2', priceAmount: '549', vatRateSymbol: 'STANDARD' },
    {
      itemName: 'Kaffe',
      quantity: '3',
      priceAmount: '99.90',
      vatRateSymbol: 'REDUCED',
      allowanceCharge: { chargeIndicator: false, percent: '10' },
    },
    {
      itemName: 'Kurs',
      quantity: '1',
      priceAmount: '500',
      vatRateSymbol: 'EXEMPT',
      taxExemptionReason: 'Undervisning',
    },
  ],
  allowanceCharges: [{ chargeIndicator: false, percent: '5', vatRateSymbol: 'STANDARD' }],
};

type Content = { date?: string; lines: unknown[]; allowanceCharges?: unknown[] };

export async function setUp(t: TestApp, settings: Record<string, unknown> = {}) {
  const me = await userWithUnit(t);
  await gqlOk(
    t,
    me,
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    {
      input: { ...INVOICE_SETTING, ...settings },
    },
  );
  const customer = await gqlOk(t, me, 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', {
    input: ORDER_CUSTOMER,
  });
  return { me, customerId: customer.createCustomer.id as string };
}

export type Setup = Awaited<ReturnType<typeof setUp>>;

export async function lockedOrder(t: TestApp, setup: Setup, content: Content) {
  const order = await gqlOk(
    t,
    setup.me,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id payableAmount } }',
    {
      input: { customerId: setup.customerId, date: '2026-03-02', reference: 'Ola Nordmann', ...content },
    },
  );
  await gqlOk(t, setup.me, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id: order.createOrder.id });
  return order.createOrder as { id: string; payableAmount: string };
}

/** An issued invoice of one order with the given content, dated 2026-03-05. */
export async function issued(t: TestApp, setup: Setup, content: Content = MIXED_LINES, issueDate = '2026-03-05') {
  const order = await lockedOrder(t, setup, content);
  const result = await gqlOk(t, setup.me, CREATE_INVOICE, {
    input: {
      orderIds: [order.id],
      issueDate,
      dueDate: '2026-03-19',
      paymentMethods: [{ name: 'Bankoverføring', amount: order.payableAmount }],
    },
  });
  return result.createInvoice;
}

export const credit = async (t: TestApp, who: Fixture, invoiceId: string, input: Record<string, unknown> = {}) =>
  (await gqlOk(t, who, CREDIT, { invoiceId, input: { issueDate: '2026-03-10', reason: 'Returnert', ...input } }))
    .createCreditNote;

export const read = async (t: TestApp, who: Fixture, id: string) => (await gqlOk(t, who, READ, { id })).invoice;

/** Every invoice, order and their parts in the unit, to prove a refusal changed nothing. */
export const rowsOf = (t: TestApp, unitId: string) =>
  t.app.services.transactions.tenant(unitId, async (tx) => ({
    invoices: await tx.select().from(invoices).where(eq(invoices.unitId, unitId)).orderBy(invoices.sequence),
    orders: await tx.select().from(orders).where(eq(orders.unitId, unitId)).orderBy(orders.sequence),
    lines: await tx.select().from(orderLines).where(eq(orderLines.unitId, unitId)).orderBy(orderLines.id),
    allowanceCharges: await tx.select().from(orderAllowanceCharges).orderBy(orderAllowanceCharges.id),
    invoiceOrders: await tx.select().from(invoiceOrders).orderBy(invoiceOrders.id),
    paymentMethods: await tx.select().from(invoicePaymentMethods).orderBy(invoicePaymentMethods.id),
  }));
