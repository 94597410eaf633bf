import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app.js';
import { createOrderCustomer } from '../../test/customer-fixture.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { INVOICE_SETTING } from '../../test/sweep-fixtures/invoices.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const SAVE_INVOICE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) {
  bban } }`;
const CREATE_ORDER = 'mutation ($input: OrderInput!) { createOrder(input: $input) { id payableAmount } }';
const LOCK = 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }';
const PREVIEW = `query ($orderIds: [ID!]!) { invoicePreview(orderIds: $orderIds) { currencyCode lineExtensionAmount
  taxExclusiveAmount taxAmount taxInclusiveAmount payableRoundingAmount payableAmount
  taxSubtotals { taxCategory taxPercent taxableAmount taxAmount } } }`;
const CREATE_INVOICE = `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number
  payableAmount } }`;
const ORDER_INVOICE = 'query ($id: ID!) { order(id: $id) { invoice { id number } } }';

// Each order rounds its payable amount to whole kroner, and so does the invoice, once.
const ROUNDED_SETTING = { ...INVOICE_SETTING, usesKid: false, taxInclusiveAmountRounding: 'NEAREST' };

type Setup = { me: Fixture; customerId: string };

async function setUp(t: TestApp): Promise<Setup> {
  const me = await userWithUnit(t);
  await gqlOk(t, me, SAVE_INVOICE_SETTING, { input: ROUNDED_SETTING });
  return { me, customerId: await createOrderCustomer(t, me) };
}

/** An order of one line of 10.10 + 25 % VAT = 12.63, payable 13.00 rounded; locked unless asked not to. */
async function order(t: TestApp, setup: Setup, lock = true): Promise<{ id: string; payableAmount: string }> {
  const { createOrder } = await gqlOk(t, setup.me, CREATE_ORDER, {
    input: {
      customerId: setup.customerId,
      date: '2026-03-02',
      reference: 'Ola',
      lines: [{ itemName: 'Kaffe', quantity: '1', priceAmount: '10.10', vatRateSymbol: 'STANDARD' }],
    },
  });
  if (lock) await gqlOk(t, setup.me, LOCK, { id: createOrder.id });
  return createOrder;
}

describe.each(TEST_DATABASES)('invoice preview and an order’s invoice (%s)', (database) => {
  const t = useTestApp(database);

  it('previews the one VAT breakdown createInvoice stores, which differs from the sum of the orders', async () => {
    const setup = await setUp(t);
    const first = await order(t, setup);
    const second = await order(t, setup);
    expect([first.payableAmount, second.payableAmount]).toEqual(['13.00', '13.00']);
    const { invoicePreview } = await gqlOk(t, setup.me, PREVIEW, { orderIds: [first.id, second.id] });
    expect(invoicePreview).toEqual({
      currencyCode: 'NOK',
      lineExtensionAmount: '20.20',
      taxExclusiveAmount: '20.20',
      taxAmount: '5.05',
      taxInclusiveAmount: '25.25',
      payableRoundingAmount: '-0.25',
      payableAmount: '25.00',
      taxSubtotals: [{ taxCategory: 'S', taxPercent: '25.00', taxableAmount: '20.20', taxAmount: '5.05' }],
    });
    const { createInvoice } = await gqlOk(t, setup.me, CREATE_INVOICE, {
      input: {
        orderIds: [first.id, second.id],
        issueDate: '2026-03-02',
        dueDate: '2026-03-16',
        paymentMethods: [{ name: 'Bankoverføring', amount: invoicePreview.payableAmount }],
      },
    });
    expect(createInvoice.payableAmount).toBe(invoicePreview.payableAmount);
  });

  it('refuses orders an invoice could not bill, on orderIds as createInvoice does', async () => {
    const setup = await setUp(t);
    const open = await order(t, setup, false);
    expect(await gqlValidations(t, setup.me, PREVIEW, { orderIds: [open.id] })).toEqual([
      { model: 'invoice', attribute: 'orderIds', type: 'unlocked_orders' },
    ]);
    expect(await gqlValidations(t, setup.me, PREVIEW, { orderIds: [] })).toEqual([
      { model: 'invoice', attribute: 'orderIds', type: 'blank' },
    ]);
  });

  it('links an order to the invoice that billed it, and none before', async () => {
    const setup = await setUp(t);
    const locked = await order(t, setup);
    expect((await gqlOk(t, setup.me, ORDER_INVOICE, { id: locked.id })).order.invoice).toBeNull();
    const { createInvoice } = await gqlOk(t, setup.me, CREATE_INVOICE, {
      input: {
        orderIds: [locked.id],
        issueDate: '2026-03-02',
        dueDate: '2026-03-16',
        paymentMethods: [{ name: 'Bankoverføring', amount: '13.00' }],
      },
    });
    expect((await gqlOk(t, setup.me, ORDER_INVOICE, { id: locked.id })).order.invoice).toEqual({
      id: createInvoice.id,
      number: createInvoice.number,
    });
  });
});
