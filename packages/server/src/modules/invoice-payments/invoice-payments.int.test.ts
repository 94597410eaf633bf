import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@fjord/domain';
import { osloDate } from '../../clock.js';
import { camt054File, ocrGiroFile, type TestBankPayment } from '../../test/bank-files.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { createOrderCustomer } from '../../test/customer-fixture.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { INVOICE_SETTING } from '../../test/sweep-fixtures/invoices.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { bankPaymentImports, invoicePayments, invoices } from '../invoices/tables.js';

const PAYMENT_FIELDS = 'id paymentDate amount kid archiveReference source note';
const INVOICE_FIELDS = `id number kid status paidAmount remainingAmount payments { ${PAYMENT_FIELDS} }`;
const READ = `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`;
const REGISTER = `mutation ($invoiceId: ID!, $input: RegisterPaymentInput!) {
  registerPayment(invoiceId: $invoiceId, input: $input) { ${PAYMENT_FIELDS} invoice { ${INVOICE_FIELDS} } } }`;
const DELETE = `mutation ($id: ID!) { deletePayment(id: $id) { id invoice { paidAmount status } } }`;
const IMPORT = `mutation ($fileId: ID!) { importBankPayments(fileId: $fileId) {
  import { id fileName format matchedCount matchedAmount duplicateCount }
  matched { amount kid archiveReference source paymentDate invoice { number } }
  unmatched { kid amount paymentDate archiveReference reason invoice { number } }
  duplicates skipped { reason entry detail } } }`;
const IMPORTS = `query { bankPaymentImports { totalCount items { fileName format matchedCount matchedAmount duplicateCount
  unmatched { kid amount reason } } } }`;

type Setup = { me: Fixture; customerId: string; today: string };

async function setUp(t: TestApp): Promise<Setup> {
  const me = await userWithUnit(t);
  await gqlOk(
    t,
    me,
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    {
      input: INVOICE_SETTING,
    },
  );
  return { me, customerId: await createOrderCustomer(t, me), today: osloDate(t.app.services.clock.now()) };
}

/** An invoice of one locked order, 2 × price + 25 % VAT, issued today and due in 14 days. */
async function invoice(t: TestApp, setup: Setup, price = '1000'): Promise<{ id: string; number: string; kid: string }> {
  const order = await gqlOk(
    t,
    setup.me,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id payableAmount } }',
    {
      input: {
        customerId: setup.customerId,
        date: setup.today,
        reference: 'Ola',
        lines: [{ itemName: 'Telt', quantity: '2', priceAmount: price, vatRateSymbol: 'STANDARD' }],
      },
    },
  );
  const { id: orderId, payableAmount } = order.createOrder;
  await gqlOk(t, setup.me, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id: orderId });
  const created = await gqlOk(
    t,
    setup.me,
    'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number kid } }',
    {
      input: {
        orderIds: [orderId],
        issueDate: setup.today,
        dueDate: addDays(setup.today, 14),
        paymentMethods: [{ name: 'Bankoverføring', amount: payableAmount }],
      },
    },
  );
  return created.createInvoice;
}

const read = async (t: TestApp, setup: Setup, id: string) => (await gqlOk(t, setup.me, READ, { id })).invoice;

async function upload(t: TestApp, who: Fixture, content: string, fileName: string, type = 'text/plain') {
  const response = await fetch(`${t.url}/files?kind=bank_file`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-unit-id': who.unitId,
      'content-type': type,
      'x-file-name': encodeURIComponent(fileName),
    },
    body: content,
  });
  const body = (await response.json()) as { signedBlobId: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.signedBlobId;
}

const importFile = async (t: TestApp, setup: Setup, content: string, fileName = 'OCR.20260302.txt') =>
  (await gqlOk(t, setup.me, IMPORT, { fileId: await upload(t, setup.me, content, fileName) })).importBankPayments;

/** The unit's payment, invoice and import rows, to prove a refusal changed nothing. */
const state = (t: TestApp, unitId: string) =>
  t.app.services.transactions.tenant(unitId, async (tx) => ({
    payments: await tx.select().from(invoicePayments),
    invoices: await tx.select({ id: invoices.id, paidAmount: invoices.paidAmount }).from(invoices).orderBy(invoices.id),
    imports: await tx.select().from(bankPaymentImports),
  }));

describe.each(TEST_DATABASES)('invoice payments (%s)', (database) => {
  const t = useTestApp(database);

  describe('registering by hand', () => {
    it('takes partial payments: OPEN → PARTLY_PAID → PAID, each added to the paid sum and listed on the invoice', async () => {
      const setup = await setUp(t);
      const { id } = await invoice(t, setup);
      expect(await read(t, setup, id)).toMatchObject({
        status: 'OPEN',
        paidAmount: '0.00',
        remainingAmount: '2500.00',
      });

      const first = await gqlOk(t, setup.me, REGISTER, {
        invoiceId: id,
        input: { paymentDate: setup.today, amount: '1000', note: ' Delbetaling ' },
      });
      expect(first.registerPayment).toMatchObject({
        amount: '1000.00',
        source: 'MANUAL',
        kid: null,
        archiveReference: null,
        note: 'Delbetaling',
        invoice: { status: 'PARTLY_PAID', paidAmount: '1000.00', remainingAmount: '1500.00' },
      });
      await gqlOk(t, setup.me, REGISTER, {
        invoiceId: id,
        input: { paymentDate: addDays(setup.today, -1), amount: '1500.00' },
      });
      const paid = await read(t, setup, id);
      expect(paid).toMatchObject({ status: 'PAID', paidAmount: '2500.00', remainingAmount: '0.00' });
      // Oldest first.
      expect(paid.payments.map((payment: { amount: string }) => payment.amount)).toEqual(['1500.00', '1000.00']);
    });

    it('refuses an overpayment with what remains as count, and changes nothing', async () => {
      const setup = await setUp(t);
      const { id } = await invoice(t, setup);
      await gqlOk(t, setup.me, REGISTER, { invoiceId: id, input: { paymentDate: setup.today, amount: '500' } });
      const before = await state(t, setup.me.unitId);
      const result = await gql(
        t,
        REGISTER,
        { invoiceId: id, input: { paymentDate: setup.today, amount: '2000.01' } },
        { token: setup.me.token, unitId: setup.me.unitId },
      );
      expect(errorCode(result)).toBe('VALIDATION');
      expect(result.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'invoicePayment', attribute: 'amount', type: 'less_than_or_equal_to', params: { count: '2000.00' } },
      ]);
      expect(await state(t, setup.me.unitId)).toEqual(before);
    });

    it('refuses a payment dated after today, an amount of 0 or below, and one on a paid invoice', async () => {
      const setup = await setUp(t);
      const { id } = await invoice(t, setup);
      const refused = (input: Record<string, unknown>) =>
        gqlValidations(t, setup.me, REGISTER, { invoiceId: id, input });
      expect(await refused({ paymentDate: addDays(setup.today, 1), amount: '10' })).toEqual([
        { model: 'invoicePayment', attribute: 'paymentDate', type: 'date_before_or_equal_to' },
      ]);
      expect(await refused({ paymentDate: setup.today, amount: '-10' })).toEqual([
        { model: 'invoicePayment', attribute: 'amount', type: 'greater_than' },
      ]);
      await gqlOk(t, setup.me, REGISTER, { invoiceId: id, input: { paymentDate: setup.today, amount: '2500' } });
      expect(await refused({ paymentDate: setup.today, amount: '0.01' })).toEqual([
        { model: 'invoicePayment', attribute: 'amount', type: 'less_than_or_equal_to' },
      ]);
    });

    it('refuses any payment of a credit note', async () => {
      const setup = await setUp(t);
      const { id } = await invoice(t, setup);
      await t.app.services.transactions.system((tx) =>
        tx.update(invoices).set({ kind: 'CREDIT_NOTE' }).where(eq(invoices.id, id)),
      );
      expect(
        await gqlValidations(t, setup.me, REGISTER, {
          invoiceId: id,
          input: { paymentDate: setup.today, amount: '1' },
        }),
      ).toEqual([{ model: 'invoicePayment', attribute: 'base', type: 'credit_note_not_payable' }]);
    });

    it('two payments at once cannot together pay too much: the invoice is locked before what it owes is read', async () => {
      const setup = await setUp(t);
      const { id } = await invoice(t, setup);
      const pay = () =>
        gql(
          t,
          REGISTER,
          { invoiceId: id, input: { paymentDate: setup.today, amount: '1500' } },
          { token: setup.me.token, unitId: setup.me.unitId },
        );
      const answers = await Promise.all([pay(), pay(), pay()]);
      expect(answers.map((answer) => errorCode(answer) ?? 'OK').sort()).toEqual(['OK', 'VALIDATION', 'VALIDATION']);
      expect(await read(t, setup, id)).toMatchObject({ paidAmount: '1500.00', remainingAmount: '1000.00' });
    });

    it('deletes a payment typed in by hand and takes it back from the paid sum', async () => {
      const setup = await setUp(t);
      const { id } = await invoice(t, setup);
      const { registerPayment } = await gqlOk(t, setup.me, REGISTER, {
        invoiceId: id,
        input: { paymentDate: setup.today, amount: '2500' },
      });
      const deleted = await gqlOk(t, setup.me, DELETE, { id: registerPayment.id });
      expect(deleted.deletePayment.invoice).toEqual({ paidAmount: '0.00', status: 'OPEN' });
      expect((await read(t, setup, id)).payments).toEqual([]);
      const again = await gql(
        t,
        DELETE,
        { id: registerPayment.id },
        { token: setup.me.token, unitId: setup.me.unitId },
      );
      expect(errorCode(again)).toBe('NOT_FOUND');
    });
  });

  describe('importing a bank file', () => {
    it('registers the matched payments of an OCR giro file and lists the unmatched and duplicates; the same file again imports nothing new', async () => {
      const setup = await setUp(t);
      const [a, b, c] = [await invoice(t, setup), await invoice(t, setup), await invoice(t, setup, '100')];
      const payments: TestBankPayment[] = [
        { kid: a.kid, amount: '2500.00', date: setup.today, archive: '100000001' },
        { kid: b.kid, amount: '700.50', date: setup.today, archive: '100000002' },
        // No invoice has this KID (it is a valid MOD10 KID).
        { kid: '0000000026', amount: '99.00', date: setup.today, archive: '100000003' },
        // More than invoice c's 250.00.
        { kid: c.kid, amount: '250.01', date: setup.today, archive: '100000004' },
      ];
      const file = ocrGiroFile(payments);
      const first = await importFile(t, setup, file);
      expect(first.import).toMatchObject({
        fileName: 'OCR.20260302.txt',
        format: 'OCR',
        matchedCount: 2,
        matchedAmount: '3200.50',
        duplicateCount: 0,
      });
      expect(first.matched).toEqual([
        expect.objectContaining({ amount: '2500.00', kid: a.kid, source: 'BANK_FILE', invoice: { number: a.number } }),
        expect.objectContaining({ amount: '700.50', kid: b.kid, source: 'BANK_FILE', invoice: { number: b.number } }),
      ]);
      expect(first.unmatched).toEqual([
        expect.objectContaining({ kid: '0000000026', amount: '99.00', reason: 'unknown_kid', invoice: null }),
        expect.objectContaining({ kid: c.kid, amount: '250.01', reason: 'overpayment', invoice: { number: c.number } }),
      ]);
      expect(first.duplicates).toBe(0);
      expect(await read(t, setup, a.id)).toMatchObject({ status: 'PAID', paidAmount: '2500.00' });
      expect(await read(t, setup, b.id)).toMatchObject({ status: 'PARTLY_PAID', paidAmount: '700.50' });
      expect(await read(t, setup, c.id)).toMatchObject({ status: 'OPEN', paidAmount: '0.00' });

      const before = await state(t, setup.me.unitId);
      const second = await importFile(t, setup, file, 'OCR.20260302 (1).txt');
      expect(second).toMatchObject({ matched: [], duplicates: 2, import: { matchedCount: 0, duplicateCount: 2 } });
      expect(second.unmatched.map((payment: { reason: string }) => payment.reason)).toEqual([
        'unknown_kid',
        'overpayment',
      ]);
      const after = await state(t, setup.me.unitId);
      expect(after.payments).toEqual(before.payments);
      expect(after.invoices).toEqual(before.invoices);

      const list = await gqlOk(t, setup.me, IMPORTS);
      expect(list.bankPaymentImports.totalCount).toBe(2);
      expect(list.bankPaymentImports.items[1]).toMatchObject({
        fileName: 'OCR.20260302.txt',
        matchedCount: 2,
        unmatched: [
          { kid: '0000000026', amount: '99.00', reason: 'unknown_kid' },
          { kid: c.kid, amount: '250.01', reason: 'overpayment' },
        ],
      });
    });

    it('the same file imported twice at once books each payment once', async () => {
      const setup = await setUp(t);
      const [a, b] = [await invoice(t, setup), await invoice(t, setup)];
      const file = ocrGiroFile([
        { kid: a.kid, amount: '1000.00', date: setup.today, archive: '11' },
        { kid: b.kid, amount: '2000.00', date: setup.today, archive: '12' },
      ]);
      const fileIds = [await upload(t, setup.me, file, 'a.txt'), await upload(t, setup.me, file, 'b.txt')];
      const answers = await Promise.all(
        fileIds.map((fileId) => gql(t, IMPORT, { fileId }, { token: setup.me.token, unitId: setup.me.unitId })),
      );
      // The second waits for the first's locks, then finds the payments imported (or, at worst, the unique index refuses it).
      const matched = answers.map((answer) => answer.body.data?.importBankPayments?.matched.length ?? 0);
      expect(matched.sort()).toEqual([0, 2]);
      expect(await read(t, setup, a.id)).toMatchObject({ paidAmount: '1000.00' });
      expect(await read(t, setup, b.id)).toMatchObject({ paidAmount: '2000.00' });
    });

    it('an imported payment cannot be deleted', async () => {
      const setup = await setUp(t);
      const a = await invoice(t, setup);
      await importFile(t, setup, ocrGiroFile([{ kid: a.kid, amount: '10.00', date: setup.today, archive: '7' }]));
      const [payment] = (await read(t, setup, a.id)).payments;
      expect(await gqlValidations(t, setup.me, DELETE, { id: payment.id })).toEqual([
        { model: 'invoicePayment', attribute: 'base', type: 'imported_payment' },
      ]);
    });

    it('reads a camt.054 file, and leaves a KID that two invoices carry unmatched as ambiguous', async () => {
      const setup = await setUp(t);
      const [a, b, c] = [await invoice(t, setup), await invoice(t, setup), await invoice(t, setup)];
      // KIDs are made from customer and invoice number; a unit that shortened its KID length can repeat one.
      await t.app.services.transactions.system((tx) =>
        tx.update(invoices).set({ kid: b.kid }).where(eq(invoices.id, c.id)),
      );
      const result = await importFile(
        t,
        setup,
        camt054File([
          { kid: a.kid, amount: '1250.00', date: setup.today, archive: 'A-1' },
          { kid: b.kid, amount: '100.00', date: setup.today, archive: 'A-2' },
        ]),
        'camt054.xml',
      );
      expect(result.import).toMatchObject({ format: 'CAMT054', matchedCount: 1, matchedAmount: '1250.00' });
      expect(result.unmatched).toEqual([expect.objectContaining({ kid: b.kid, reason: 'ambiguous_kid' })]);
      expect(await read(t, setup, a.id)).toMatchObject({ status: 'PARTLY_PAID', paidAmount: '1250.00' });
    });

    it('refuses a file that cannot be read with its problems, and changes nothing', async () => {
      const setup = await setUp(t);
      const a = await invoice(t, setup);
      const lines = ocrGiroFile([{ kid: a.kid, amount: '10.00', date: setup.today, archive: '1' }]).split('\r\n');
      // The oppdrag's sum no longer agrees with its transactions.
      lines[4] = `${lines[4]!.slice(0, 24)}${'9'.repeat(17)}${lines[4]!.slice(41)}`;
      const before = await state(t, setup.me.unitId);
      const fileId = await upload(t, setup.me, lines.join('\r\n'), 'broken.txt');
      const result = await gql(t, IMPORT, { fileId }, { token: setup.me.token, unitId: setup.me.unitId });
      expect(errorCode(result)).toBe('VALIDATION');
      expect(result.body.errors![0]!.extensions!.validations).toEqual([
        expect.objectContaining({ model: 'bankPaymentImport', attribute: 'fileId', type: 'sum_mismatch' }),
      ]);
      expect(
        await gqlValidations(t, setup.me, IMPORT, { fileId: await upload(t, setup.me, 'Dato;Beløp;KID\n', 'x.txt') }),
      ).toEqual([{ model: 'bankPaymentImport', attribute: 'fileId', type: 'unknown_format' }]);
      expect(
        await gqlValidations(t, setup.me, IMPORT, {
          fileId: await upload(t, setup.me, '<?xml version="1.0"?><Document><Ntfctn>', 'x.xml', 'application/xml'),
        }),
      ).toEqual([{ model: 'bankPaymentImport', attribute: 'fileId', type: 'malformed_xml' }]);
      const after = await state(t, setup.me.unitId);
      expect(after).toEqual(before);
    });
  });
});
