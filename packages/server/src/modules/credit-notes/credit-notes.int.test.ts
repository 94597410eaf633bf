import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import {
  CREATE_INVOICE,
  CREDIT,
  credit,
  DUPLICATE,
  issued,
  lockedOrder,
  MIXED_LINES,
  read,
  rowsOf,
  setUp,
} from '../../test/credit-note-fixtures.js';

describe.each(TEST_DATABASES)('credit notes (%s)', (database) => {
  const t = useTestApp(database);

  it('credits a whole invoice: a CREDIT_NOTE from the invoice series referencing it, mirroring every amount, and the invoice is CREDITED', async () => {
    const setup = await setUp(t);
    const invoice = await issued(t, setup);
    expect([invoice.number, invoice.payableAmount, invoice.taxAmount]).toEqual(['10001', '2114.00', '301.24']);

    const note = await credit(t, setup.me, invoice.id, { customNote: 'Beklager' });
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      number: '10002',
      status: 'CREDIT_NOTE',
      issueDate: '2026-03-10',
      dueDate: '2026-03-10',
      paymentTerm: 0,
      kid: null,
      bban: invoice.bban,
      customer: { id: setup.customerId },
      supplierParty: invoice.supplierParty,
      customerParty: invoice.customerParty,
      creditedInvoice: { id: invoice.id, number: '10001' },
      creditReason: 'Returnert',
      customNote: 'Beklager',
      payableAmount: '-2114.00',
      payableRoundingAmount: '0.07',
      taxAmount: '-301.24',
      taxExclusiveAmount: '-1812.83',
      paymentMethods: [{ name: 'Bankoverføring', amount: '-2114.00' }],
      taxSubtotals: invoice.taxSubtotals.map((subtotal: Record<string, string>) => ({
        ...subtotal,
        taxableAmount: `-${subtotal.taxableAmount}`,
        taxAmount: subtotal.taxAmount === '0.00' ? '0.00' : `-${subtotal.taxAmount}`,
      })),
      creditableLines: [],
    });
    // The credit note's order: the invoice's lines at negative quantities, the allowance as a charge.
    const [order] = note.orders;
    expect(order).toMatchObject({ status: 'LOCKED', invoiced: true, date: '2026-03-10', note: 'Returnert' });
    expect(
      order.lines.map((line: Record<string, unknown>) => [
        line.itemName,
        line.quantity,
        line.priceAmount,
        line.taxPercent,
      ]),
    ).toEqual([
      ['Telt', '-2.0000', '549.0000', '25.00'],
      ['Kaffe', '-3.0000', '99.9000', '15.00'],
      ['Kurs', '-1.0000', '500.0000', '0.00'],
    ]);
    expect(order.lines[1].allowanceCharge).toEqual({ chargeIndicator: false, percent: '10.00', amount: null });
    expect(order.allowanceCharges).toEqual([
      {
        chargeIndicator: true,
        percent: null,
        fixedAmount: '54.90',
        vatRateSymbol: 'STANDARD',
        taxPercent: '25.00',
        amount: '54.90',
      },
    ]);

    const after = await read(t, setup.me, invoice.id);
    expect(after).toMatchObject({
      status: 'CREDITED',
      creditedAmount: '2114.00',
      remainingAmount: '0.00',
      creditNotes: [{ number: '10002', payableAmount: '-2114.00' }],
    });
    expect(
      after.creditableLines.map((line: Record<string, string>) => [line.creditedQuantity, line.remainingQuantity]),
    ).toEqual([
      ['2.0000', '0.0000'],
      ['3.0000', '0.0000'],
      ['1.0000', '0.0000'],
    ]);
    // Nothing remains: a second whole credit is refused, and nothing changes.
    const before = await rowsOf(t, setup.me.unitId);
    expect(
      await gqlValidations(t, setup.me, CREDIT, {
        invoiceId: invoice.id,
        input: { issueDate: '2026-03-11', reason: 'Igjen' },
      }),
    ).toEqual([{ model: 'creditNote', attribute: 'base', type: 'already_credited' }]);
    expect(await rowsOf(t, setup.me.unitId)).toEqual(before);
  });

  it('credits chosen lines and quantities, then the rest, never more than remains of a line, and the last credit takes exactly the uncredited amount', async () => {
    const setup = await setUp(t);
    const invoice = await issued(t, setup);
    const [tent, coffee, course] = invoice.creditableLines;
    expect(tent).toMatchObject({
      number: 1,
      itemName: 'Telt',
      quantity: '2.0000',
      creditedQuantity: '0.0000',
      remainingQuantity: '2.0000',
    });

    // One tent: 549 + 25 % = 686.25, rounded to 686 (NEAREST); no part of the invoice's allowance.
    const first = await credit(t, setup.me, invoice.id, { lines: [{ lineId: tent.lineId, quantity: '1' }] });
    expect([first.number, first.payableAmount, first.orders[0].allowanceCharges]).toEqual(['10002', '-686.00', []]);
    let now = await read(t, setup.me, invoice.id);
    expect([now.status, now.creditedAmount, now.remainingAmount]).toEqual(['OVERDUE', '686.00', '1428.00']);
    expect(now.creditableLines[0]).toMatchObject({ creditedQuantity: '1.0000', remainingQuantity: '1.0000' });

    // More than remains of a line, per line: refused with what remains, nothing saved, no number used.
    const before = await rowsOf(t, setup.me.unitId);
    expect(
      await gqlValidations(t, setup.me, CREDIT, {
        invoiceId: invoice.id,
        input: {
          issueDate: '2026-03-10',
          reason: 'For mye',
          lines: [
            { lineId: tent.lineId, quantity: '2' },
            { lineId: coffee.lineId, quantity: '0' },
            { lineId: tent.lineId, quantity: '1' },
          ],
        },
      }),
    ).toEqual([
      { model: 'creditNote', attribute: 'lines.0.quantity', type: 'exceeds_remaining' },
      { model: 'creditNote', attribute: 'lines.1.quantity', type: 'greater_than' },
      { model: 'creditNote', attribute: 'lines.2.lineId', type: 'taken' },
    ]);
    expect(await rowsOf(t, setup.me.unitId)).toEqual(before);

    // A second partial credit of all that remains closes the invoice: the allowance goes with it.
    const second = await credit(t, setup.me, invoice.id, {
      lines: [
        { lineId: course.lineId, quantity: '1' },
        { lineId: tent.lineId, quantity: '1' },
        { lineId: coffee.lineId, quantity: '3' },
      ],
    });
    expect([second.number, second.payableAmount]).toEqual(['10003', '-1428.00']);
    expect(second.orders[0].allowanceCharges).toHaveLength(1);
    now = await read(t, setup.me, invoice.id);
    expect([now.status, now.creditedAmount, now.remainingAmount]).toEqual(['CREDITED', '2114.00', '0.00']);
    expect(now.creditNotes.map((note: { number: string }) => note.number)).toEqual(['10002', '10003']);
    expect(
      await gqlValidations(t, setup.me, CREDIT, {
        invoiceId: invoice.id,
        input: { issueDate: '2026-03-10', reason: 'Igjen', lines: [{ lineId: coffee.lineId, quantity: '1' }] },
      }),
    ).toEqual([{ model: 'creditNote', attribute: 'lines.0.quantity', type: 'exceeds_remaining' }]);
  });

  it('never credits more than the uncredited amount in total (a large allowance on the whole invoice)', async () => {
    const setup = await setUp(t, { taxInclusiveAmountRounding: 'DISABLED' });
    // 2 × 1000 − 1500 = 500 + 25 % = 625.00; one line alone would credit 1250.00.
    const invoice = await issued(t, setup, {
      lines: [{ itemName: 'Bil', quantity: '2', priceAmount: '1000', vatRateSymbol: 'STANDARD' }],
      allowanceCharges: [{ chargeIndicator: false, amount: '1500', vatRateSymbol: 'STANDARD' }],
    });
    expect(invoice.payableAmount).toBe('625.00');
    const before = await rowsOf(t, setup.me.unitId);
    const lineId = invoice.creditableLines[0].lineId;
    expect(
      await gqlValidations(t, setup.me, CREDIT, {
        invoiceId: invoice.id,
        input: { issueDate: '2026-03-10', reason: 'Feil', lines: [{ lineId, quantity: '1' }] },
      }),
    ).toEqual([{ model: 'creditNote', attribute: 'payableAmount', type: 'exceeds_remaining' }]);
    // The order the refused credit note wrote went with its transaction, and so did its number.
    expect(await rowsOf(t, setup.me.unitId)).toEqual(before);
    const whole = await credit(t, setup.me, invoice.id);
    expect([whole.number, whole.payableAmount]).toEqual(['10002', '-625.00']);
  });

  it('credits a fixed line allowance in proportion, the last credit of the line taking its rest', async () => {
    const setup = await setUp(t, { taxInclusiveAmountRounding: 'DISABLED' });
    const invoice = await issued(t, setup, {
      lines: [
        {
          itemName: 'Sekk',
          quantity: '3',
          priceAmount: '100',
          vatRateSymbol: 'EXEMPT',
          taxExemptionReason: 'Unntatt',
          allowanceCharge: { chargeIndicator: false, amount: '10' },
        },
      ],
    });
    expect(invoice.payableAmount).toBe('290.00');
    const lineId = invoice.creditableLines[0].lineId;
    const amounts = [];
    for (let step = 0; step < 3; step++) {
      const note = await credit(t, setup.me, invoice.id, { lines: [{ lineId, quantity: '1' }] });
      amounts.push([note.orders[0].lines[0].allowanceCharge, note.payableAmount]);
    }
    expect(amounts).toEqual([
      [{ chargeIndicator: true, percent: null, amount: '3.33' }, '-96.67'],
      [{ chargeIndicator: true, percent: null, amount: '3.33' }, '-96.67'],
      [{ chargeIndicator: true, percent: null, amount: '3.34' }, '-96.66'],
    ]);
    expect((await read(t, setup.me, invoice.id)).status).toBe('CREDITED');
  });

  it("keeps the invoice's VAT rates, not those of the credit note's date (food 14 % in 2011, 15 % from 2012)", async () => {
    const setup = await setUp(t, { taxInclusiveAmountRounding: 'DISABLED' });
    const invoice = await issued(
      t,
      setup,
      {
        date: '2011-12-20',
        lines: [{ itemName: 'Brød', quantity: '1', priceAmount: '100', vatRateSymbol: 'REDUCED' }],
      },
      '2011-12-31',
    );
    expect(invoice.payableAmount).toBe('114.00');
    const note = await credit(t, setup.me, invoice.id, { issueDate: '2012-01-15' });
    expect([note.orders[0].lines[0].taxPercent, note.payableAmount, note.taxAmount]).toEqual([
      '14.00',
      '-114.00',
      '-14.00',
    ]);
  });

  it('refuses crediting a credit note, a credit without reason and a credit dated before its invoice, each with its own type', async () => {
    const setup = await setUp(t);
    const invoice = await issued(t, setup);
    const before = await rowsOf(t, setup.me.unitId);
    expect(
      await gqlValidations(t, setup.me, CREDIT, {
        invoiceId: invoice.id,
        input: { issueDate: '2026-03-01', reason: '  ', lines: [{ lineId: invoice.id, quantity: '1' }] },
      }),
    ).toEqual([
      { model: 'creditNote', attribute: 'reason', type: 'required_on_credit_notes' },
      { model: 'creditNote', attribute: 'issueDate', type: 'date_after_or_equal_to' },
      { model: 'creditNote', attribute: 'lines.0.lineId', type: 'invalid' },
    ]);
    expect(await rowsOf(t, setup.me.unitId)).toEqual(before);
    const note = await credit(t, setup.me, invoice.id);
    const afterNote = await rowsOf(t, setup.me.unitId);
    expect(
      await gqlValidations(t, setup.me, CREDIT, {
        invoiceId: note.id,
        input: { issueDate: '2026-03-12', reason: 'Kreditere kreditnota' },
      }),
    ).toEqual([{ model: 'creditNote', attribute: 'base', type: 'not_an_invoice' }]);
    expect(await rowsOf(t, setup.me.unitId)).toEqual(afterNote);
  });

  it('duplicates an invoice into new open orders with the same lines as each of its orders', async () => {
    const setup = await setUp(t, { taxInclusiveAmountRounding: 'DISABLED' });
    const first = await lockedOrder(t, setup, MIXED_LINES);
    const second = await lockedOrder(t, setup, {
      lines: [{ itemName: 'Plugg', quantity: '5', priceAmount: '10', vatRateSymbol: 'STANDARD' }],
    });
    const invoice = (
      await gqlOk(t, setup.me, CREATE_INVOICE, {
        input: {
          orderIds: [first.id, second.id],
          issueDate: '2026-03-05',
          dueDate: '2026-03-19',
          paymentMethods: [{ name: 'Bankoverføring', amount: '2176.57' }],
        },
      })
    ).createInvoice;
    const copies = (await gqlOk(t, setup.me, DUPLICATE, { id: invoice.id })).duplicateInvoice;
    expect(copies.map((order: Record<string, unknown>) => [order.number, order.status, order.invoiced])).toEqual([
      ['3', 'OPEN', false],
      ['4', 'OPEN', false],
    ]);
    const strip = (lines: Record<string, unknown>[]) => lines.map(({ taxPercent: _rate, ...line }) => line);
    expect(strip(copies[0].lines)).toEqual(strip(invoice.orders[0].lines));
    expect(strip(copies[1].lines)).toEqual(strip(invoice.orders[1].lines));
    expect(copies[0].allowanceCharges).toEqual([{ percent: '5.00', vatRateSymbol: 'STANDARD' }]);
    // The invoice itself is untouched.
    expect(await read(t, setup.me, invoice.id)).toEqual(invoice);
  });
});
