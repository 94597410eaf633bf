/**
 * An invoice in another currency than NOK states its VAT in NOK (bokføringsforskriften § 5-1-1,
 * EHF BT-111): createInvoice takes the exchange rate, each refusal a type of its own with nothing
 * saved, and a credit note carries the invoice's rate.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app.js';
import { credit, CREATE_INVOICE, lockedOrder, rowsOf, setUp, type Setup } from '../../test/credit-note-fixtures.js';
import { TEST_DATABASES } from '../../test/database.js';
import { pdfText } from '../../test/pdf-text.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const LINES = [{ itemName: 'Konsulenttime', quantity: '10', priceAmount: '120', vatRateSymbol: 'STANDARD' }];
const READ = 'query ($id: ID!) { invoice(id: $id) { currencyCode exchangeRate taxAmount taxAmountInNok } }';

async function order(t: TestApp, setup: Setup, currencyCode: string) {
  return lockedOrder(t, setup, { lines: LINES, currencyCode } as never);
}

const input = (orderId: string, payableAmount: string, exchangeRate?: string | null) => ({
  orderIds: [orderId],
  issueDate: '2026-03-05',
  dueDate: '2026-03-19',
  paymentMethods: [{ name: 'Bankoverføring', amount: payableAmount }],
  ...(exchangeRate === undefined ? {} : { exchangeRate }),
});

describe.each(TEST_DATABASES)('invoice exchange rates (%s)', { timeout: 30_000 }, (kind) => {
  const t = useTestApp(kind);

  it('an invoice in EUR keeps its rate and states its VAT in NOK, rounded once to øre; its credit note has the same rate', async () => {
    const setup = await setUp(t);
    const eur = await order(t, setup, 'EUR');
    const created = (await gqlOk(t, setup.me, CREATE_INVOICE, { input: input(eur.id, eur.payableAmount, '11.4535') }))
      .createInvoice;
    // 1200.00 EUR, VAT 300.00 EUR × 11.4535 = 3436.05 NOK.
    expect((await gqlOk(t, setup.me, READ, { id: created.id })).invoice).toEqual({
      currencyCode: 'EUR',
      exchangeRate: '11.453500',
      taxAmount: '300.00',
      taxAmountInNok: '3436.05',
    });
    const pdf = await fetch(`${t.url}/pdf/invoices/${created.id}?type=invoice`, {
      headers: { authorization: `Bearer ${setup.me.token}`, 'x-unit-id': setup.me.unitId },
    });
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Mva. i NOK (kurs 11,4535 NOK/EUR) 3 436,05');
    const note = await credit(t, setup.me, created.id);
    expect((await gqlOk(t, setup.me, READ, { id: note.id })).invoice).toEqual({
      currencyCode: 'EUR',
      exchangeRate: '11.453500',
      taxAmount: '-300.00',
      taxAmountInNok: '-3436.05',
    });
  });

  it('a NOK invoice has no rate and no separate VAT in NOK', async () => {
    const setup = await setUp(t);
    const nok = await order(t, setup, 'NOK');
    const created = (await gqlOk(t, setup.me, CREATE_INVOICE, { input: input(nok.id, nok.payableAmount) }))
      .createInvoice;
    expect((await gqlOk(t, setup.me, READ, { id: created.id })).invoice).toMatchObject({
      exchangeRate: null,
      taxAmountInNok: null,
    });
  });

  describe('refusals, each its own type on exchangeRate, nothing saved', () => {
    const refused = async (currencyCode: string, exchangeRate: string | null | undefined, type: string) => {
      const setup = await setUp(t);
      const picked = await order(t, setup, currencyCode);
      const before = await rowsOf(t, setup.me.unitId);
      expect(
        await gqlValidations(t, setup.me, CREATE_INVOICE, {
          input: input(picked.id, picked.payableAmount, exchangeRate),
        }),
      ).toEqual([{ model: 'invoice', attribute: 'exchangeRate', type }]);
      expect(await rowsOf(t, setup.me.unitId)).toEqual(before);
    };

    it('required in another currency than NOK (blank)', () => refused('EUR', undefined, 'blank'));
    it('refused for a NOK invoice, which has nothing to convert (present)', () => refused('NOK', '1', 'present'));
    it('above 0 (greater_than)', () => refused('SEK', '0', 'greater_than'));
    it('at most six decimals (invalid)', () => refused('JPY', '0.0698751', 'invalid'));
    it('at most ten digits before the point (less_than_or_equal_to)', () =>
      refused('EUR', '12345678901', 'less_than_or_equal_to'));
  });
});
