import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { CREATE_INVOICE, credit, issued, MIXED_LINES, rowsOf, setUp } from '../../test/credit-note-fixtures.js';

const UPDATE_ORDER = `mutation ($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id } }`;
const LOCK_ORDER = `mutation ($id: ID!) { lockOrder(id: $id, createDifference: true) { order { id } } }`;
const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { id } }`;

describe.each(TEST_DATABASES)('issued means immutable (%s)', (database) => {
  const t = useTestApp(database);

  it('refuses every mutation that could change an issued invoice, a credit note or the orders they bill, and nothing changes', async () => {
    const setup = await setUp(t);
    const invoice = await issued(t, setup);
    const note = await credit(t, setup.me, invoice.id, {
      lines: [{ lineId: invoice.creditableLines[0].lineId, quantity: '1' }],
    });
    const billed = [invoice.orders[0].id, note.orders[0].id];
    const before = await rowsOf(t, setup.me.unitId);

    for (const orderId of billed) {
      const changed = {
        customerId: setup.customerId,
        date: '2026-03-02',
        reference: 'Endret',
        lines: [{ itemName: 'Annet', quantity: '9', priceAmount: '1', vatRateSymbol: 'STANDARD' }],
      };
      for (const [query, variables] of [
        [UPDATE_ORDER, { id: orderId, input: changed }],
        [LOCK_ORDER, { id: orderId }],
        [CANCEL_ORDER, { id: orderId }],
      ] as const) {
        const refused = await gqlValidations(t, setup.me, query, variables);
        expect(refused.map(({ model, attribute }) => [model, attribute])).toEqual([['order', 'base']]);
      }
      // Invoicing a billed order again, with any other content, is refused as already invoiced.
      const again = await gqlValidations(t, setup.me, CREATE_INVOICE, {
        input: {
          orderIds: [orderId],
          issueDate: '2026-04-01',
          dueDate: '2026-04-15',
          paymentMethods: [{ name: 'Kontant', amount: '1.00' }],
          customNote: 'Ny tekst',
        },
      });
      expect(again).toContainEqual({ model: 'invoice', attribute: 'orderIds', type: 'already_invoiced' });
    }
    // A credit note cannot itself be credited: its content is final too.
    expect(
      await gqlValidations(
        t,
        setup.me,
        'mutation ($id: ID!, $input: CreateCreditNoteInput!) { createCreditNote(invoiceId: $id, input: $input) { id } }',
        {
          id: note.id,
          input: { issueDate: '2026-03-12', reason: 'Endre kreditnotaen' },
        },
      ),
    ).toEqual([{ model: 'creditNote', attribute: 'base', type: 'not_an_invoice' }]);

    expect(await rowsOf(t, setup.me.unitId)).toEqual(before);
  });

  it('has no mutation that updates or deletes an invoice or a credit note (schema introspection)', async () => {
    const setup = await setUp(t);
    const { __schema } = await gqlOk(t, setup.me, '{ __schema { mutationType { fields { name } } } }');
    const names: string[] = __schema.mutationType.fields.map((field: { name: string }) => field.name);
    expect(names).toContain('createInvoice');
    expect(names).toContain('createCreditNote');
    expect(
      names.filter((name) => /^(update|delete|edit|remove|replace|change)\w*(Invoice|CreditNote)s?$/.test(name)),
    ).toEqual([]);
  });

  it('still refuses an issued invoice after another order of the customer is invoiced', async () => {
    // The billed order stays bound to its invoice: a second invoice cannot take it along with a new one.
    const setup = await setUp(t);
    const invoice = await issued(t, setup, MIXED_LINES);
    const other = await gqlOk(t, setup.me, 'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }', {
      input: { customerId: setup.customerId, date: '2026-03-02', reference: 'Ola', ...MIXED_LINES },
    });
    await gqlOk(t, setup.me, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', {
      id: other.createOrder.id,
    });
    const before = await rowsOf(t, setup.me.unitId);
    const refused = await gqlValidations(t, setup.me, CREATE_INVOICE, {
      input: {
        orderIds: [other.createOrder.id, invoice.orders[0].id],
        issueDate: '2026-03-06',
        dueDate: '2026-03-20',
        paymentMethods: [{ name: 'Bankoverføring', amount: '4228.00' }],
      },
    });
    expect(refused).toContainEqual({ model: 'invoice', attribute: 'orderIds', type: 'already_invoiced' });
    expect(await rowsOf(t, setup.me.unitId)).toEqual(before);
  });
});
