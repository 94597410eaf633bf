/** Sweep fixtures of invoices: a locked order of one product line (2 × 1000 + 25 % VAT = 2500.00), invoiced. */
import { created, upload } from './make.js';
import { ref, type Kinds, type OperationFixture, type Unit } from './refs.js';

/** Invoice settings with a bank account and KID, invoices numbered from 10001 (also the ledger fixture's). */
export const INVOICE_SETTING = {
  bban: '1503.27.14452',
  currencyCode: 'NOK',
  customerCountry: 'NO',
  customerCreditDays: 14,
  defaultProductUnitOfMeasureCode: 'EA',
  displaySettings: {},
  exports: false,
  invoiceEmailCopy: [],
  usesKid: true,
  kidLength: 10,
  kidModDigit: 'MOD10',
  legalNotes: [],
  usesOverdueNotices: true,
  paymentMethods: false,
  productGroups: false,
  startingInvoiceNumber: '10001',
  startingOrderNumber: '1',
  supplierPartyReferenceSetting: 'FULL_NAME',
  taxInclusiveAmountRounding: 'DISABLED',
};

export const PAYABLE = '2500.00';

/** A locked order of the unit, with the bank account an invoice needs saved in the settings. */
async function lockedOrder(unit: Unit): Promise<string> {
  await unit.call(
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    { input: INVOICE_SETTING },
  );
  const orderId = await created(unit, 'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }', {
    input: {
      customerId: await unit.id('customer'),
      date: '2026-03-02',
      reference: 'Sveip',
      lines: [{ itemName: 'Telt', quantity: '2', priceAmount: '1000', vatRateSymbol: 'STANDARD' }],
    },
  });
  await unit.call('mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id: orderId });
  return orderId;
}

export const invoiceInput = (orderIds: unknown[]) => ({
  orderIds,
  issueDate: '2026-03-02',
  dueDate: '2026-03-16',
  paymentMethods: [{ name: 'Bankoverføring', amount: PAYABLE }],
});

export const INVOICE_KINDS = {
  lockedOrder: { create: lockedOrder },
  invoice: {
    // Its own locked order: the unit's lockedOrder stays uninvoiced for createInvoice.
    create: async (unit) =>
      created(unit, 'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
        input: invoiceInput([await lockedOrder(unit)]),
      }),
  },
  invoiceAttachment: { create: (unit) => upload(unit, 'invoice_attachment') },
} satisfies Kinds;

export const INVOICE_OPERATIONS: Record<string, OperationFixture> = {
  invoice: { variables: { id: ref('invoice') } },
  invoices: { variables: { filters: { customerId: ref('customer') } }, foreign: ['invoice'] },
  invoicePreview: { variables: { orderIds: [ref('lockedOrder')] } },
  createInvoice: {
    variables: { input: { ...invoiceInput([ref('lockedOrder')]), attachmentIds: [ref('invoiceAttachment')] } },
  },
  invoiceChanged: {
    variables: { invoiceId: ref('invoice') },
    noControl: 'a subscription to an own invoice waits for changes; invoices.int.test.ts receives one',
  },
};
