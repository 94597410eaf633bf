import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { units } from '../../db/schema-core.js';
import { formatAmount, formatDate } from '../../pdf/format.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { pdfText } from '../../test/pdf-text.js';
import { INVOICE_SETTING } from '../../test/sweep-fixtures/invoices.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { files } from '../files/tables.js';
import { issueNumber } from '../number-series/service.js';
import { totalColumns } from '../orders/repository.js';
import { orders } from '../orders/tables.js';
import { seriesStartOf } from '../unit-settings/invoice-setting.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoiceTotals } from './service.js';
import { invoiceAttachments, invoiceOrders, invoicePayments, invoices, overdueNotices } from './tables.js';

const SAVE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }`;
const CREATE_CUSTOMER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`;
const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { id } }`;
const LOCK = `mutation ($id: ID!) { lockOrder(id: $id) { order { id number payableAmount } } }`;
const CREATE_INVOICE = `mutation ($input: CreateInvoiceInput!) {
  createInvoice(input: $input) { id number kid payableAmount attachments { signedBlobId fileName contentType size url } } }`;
const PDF_TYPES = `query ($id: ID!, $maxDate: Date) { invoice(id: $id) { pdfTypes(maxDate: $maxDate) } }`;
const READ_ATTACHMENTS = `query ($id: ID!) { invoice(id: $id) { attachments { fileName size contentType url } } }`;

const SETTING = {
  ...INVOICE_SETTING,
  displaySettings: { showTaxAmount: true },
  legalNotes: ['Salgspant til full betaling.'],
  taxInclusiveAmountRounding: 'NEAREST',
};

/** A minimal PDF (the upload checks the first bytes), a real 1×1 PNG. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Setup = { me: Fixture; customerId: string };

async function setUp(t: TestApp): Promise<Setup> {
  const me = await userWithUnit(t, { unitName: 'Fjordhandel AS' });
  await t.app.services.transactions.system((tx) =>
    tx
      .update(units)
      .set({ organizationNumber: '912345678', vatRegulation: 'VAT_REGISTERED', address: 'Strandgata 12', zip: '5013' })
      .where(eq(units.id, me.unitId)),
  );
  await gqlOk(t, me, SAVE_SETTING, { input: SETTING });
  const { createCustomer } = await gqlOk(t, me, CREATE_CUSTOMER, {
    input: {
      isCompany: true,
      name: 'Ærlig Øl AS',
      organizationNumber: '923 609 016',
      invoiceDeliveryMethod: 'EHF',
      creditDays: 14,
      deliveryLocations: [{ address: 'Kjøpmannsgata 7', zip: '7013', city: 'Trondheim', countryCode: 'NO' }],
    },
  });
  return { me, customerId: createCustomer.id };
}

type Lines = { itemName: string; quantity: string; priceAmount: string; vatRateSymbol: string }[];

/** 3 × 54.90 at 15 % and 2 × 950 at 25 %: 164.70 + 24.71 + 1 900.00 + 475.00 = 2 564.41, payable 2 564.00. */
const LINES: Lines = [
  { itemName: 'Blåbærsyltetøy', quantity: '3', priceAmount: '54.90', vatRateSymbol: 'REDUCED' },
  { itemName: 'Montering', quantity: '2', priceAmount: '950', vatRateSymbol: 'STANDARD' },
];

async function lockedOrder(t: TestApp, setup: Setup, lines: Lines = LINES) {
  const { createOrder } = await gqlOk(t, setup.me, CREATE_ORDER, {
    input: { customerId: setup.customerId, date: '2026-03-02', reference: 'Åse Bjørnstad', lines },
  });
  return (await gqlOk(t, setup.me, LOCK, { id: createOrder.id })).lockOrder.order as {
    id: string;
    number: string;
    payableAmount: string;
  };
}

async function issue(t: TestApp, setup: Setup, extra: Record<string, unknown> = {}) {
  const order = await lockedOrder(t, setup);
  const { createInvoice } = await gqlOk(t, setup.me, CREATE_INVOICE, {
    input: {
      orderIds: [order.id],
      issueDate: '2026-03-05',
      dueDate: '2026-03-19',
      paymentMethods: [{ name: 'Bankoverføring', amount: order.payableAmount }],
      ...extra,
    },
  });
  return createInvoice as { id: string; number: string; kid: string; payableAmount: string; attachments: any[] };
}

const inUnit = <T>(
  t: TestApp,
  setup: Setup,
  work: Parameters<TestApp['app']['services']['transactions']['tenant']>[1],
) => t.app.services.transactions.tenant(setup.me.unitId, work) as Promise<T>;

/** A payment as the payments module writes it (this branch has no payment service). */
const pay = (t: TestApp, setup: Setup, invoiceId: string, paymentDate: string, amount: string) =>
  inUnit(t, setup, (tx) =>
    tx.insert(invoicePayments).values({ unitId: setup.me.unitId, invoiceId, paymentDate, amount }),
  );

/**
 * A credit note as the credit-notes module writes it: a locked order of the credited line at the
 * negative quantity, billed by a CREDIT_NOTE of the invoice series that refers to the invoice.
 */
async function creditNote(t: TestApp, setup: Setup, invoiceId: string, issueDate: string) {
  const order = await lockedOrder(t, setup, [
    { itemName: 'Montering', quantity: '-1', priceAmount: '950', vatRateSymbol: 'STANDARD' },
  ]);
  return inUnit<{ id: string; number: string; payableAmount: string }>(t, setup, async (tx) => {
    const actor = actorFor(t, setup.me);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    const totals = await invoiceTotals(tx, actor.unitId, [order.id], 'NEAREST');
    const issued = await issueNumber(tx, actor, 'invoice', () => seriesStartOf(tx, actor.unitId, 'invoice'));
    const [created] = await tx
      .insert(invoices)
      .values({
        ...invoice!,
        ...issued,
        ...totalColumns(totals),
        id: undefined,
        kind: 'CREDIT_NOTE',
        kid: null,
        issueDate,
        dueDate: issueDate,
        currentDueDate: issueDate,
        creditedInvoiceId: invoiceId,
        paidAmount: '0',
        creditedAmount: '0',
      })
      .returning();
    await tx
      .insert(invoiceOrders)
      .values({ unitId: actor.unitId, invoiceId: created!.id, orderId: order.id, position: 0 });
    await tx.update(orders).set({ invoiced: true }).where(eq(orders.id, order.id));
    return created!;
  });
}

const notice = (t: TestApp, setup: Setup, invoiceId: string, values: Partial<typeof overdueNotices.$inferInsert>) =>
  inUnit<{ id: string }[]>(t, setup, (tx) =>
    tx
      .insert(overdueNotices)
      .values({
        unitId: setup.me.unitId,
        invoiceId,
        sequence: 1,
        issueDate: '2026-04-05',
        dueDate: '2026-04-19',
        charge: '37.50',
        ...values,
      })
      .returning({ id: overdueNotices.id }),
  );

const render = (t: TestApp, setup: Setup, id: string, type: 'invoice' | 'creditNote' | 'overdueNotice', options = {}) =>
  inUnit<{ fileName: string; bytes: Buffer }>(t, setup, (tx) => renderInvoicePdf(tx, id, type, options));

/** As pdfText reads it: the thousands separator as a plain space. */
const money = (value: string) => formatAmount(value, 'nb').replace(/\s/g, ' ');
const date = (value: string) => formatDate(value, 'nb');

/** GET /pdf/invoices/:id as the web app asks for it: the session's bearer token and the unit. */
const getPdf = (t: TestApp, who: { token: string; unitId: string }, id: string, query = '', language = 'nb') =>
  fetch(`${t.url}/pdf/invoices/${id}${query}`, {
    headers: { authorization: `Bearer ${who.token}`, 'x-unit-id': who.unitId, 'accept-language': language },
  });

async function upload(t: TestApp, who: Fixture, body: Buffer, type: string, name: string) {
  const response = await fetch(`${t.url}/files?kind=invoice_attachment`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-unit-id': who.unitId,
      'content-type': type,
      'x-file-name': encodeURIComponent(name),
    },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** The unit's invoicing rows, to prove a refusal saved nothing. */
const rowsOf = (t: TestApp, setup: Setup) =>
  inUnit<{ invoices: number; attachments: number; invoiced: number }>(t, setup, async (tx) => ({
    invoices: (await tx.select().from(invoices)).length,
    attachments: (await tx.select().from(invoiceAttachments)).length,
    invoiced: (await tx.select().from(orders).where(eq(orders.invoiced, true))).length,
  }));

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe.each(TEST_DATABASES)('invoice PDFs (%s)', (database) => {
  const t = useTestApp(database);

  describe('renderInvoicePdf', () => {
    it('an invoice shows its number, KID, account, the stored amount to pay on the slip and the legal note', async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      expect(invoice.payableAmount).toBe('2564.00');
      const { fileName, bytes } = await render(t, setup, invoice.id, 'invoice');
      expect(fileName).toBe('Faktura-10001.pdf');
      const text = await pdfText(bytes);
      for (const shown of [
        'Faktura',
        '10001',
        `KID ${invoice.kid}`,
        'Ærlig Øl AS',
        'Kontonr. 1503.27.14452',
        'Salgspant til full betaling.',
        `Forfallsdato ${date('2026-03-19')}`,
        `NOK ${money(invoice.payableAmount)}`,
      ])
        expect(text, shown).toContain(shown);
      expect(text).not.toContain('Gjenstår å betale');
      // The unit's rounding changed since: the PDF still states the stored amount.
      await gqlOk(t, setup.me, SAVE_SETTING, { input: { ...SETTING, taxInclusiveAmountRounding: 'DISABLED' } });
      const later = await pdfText((await render(t, setup, invoice.id, 'invoice')).bytes);
      expect(later).toContain(`Å betale NOK ${money('2564.00')}`);
      expect(later).toContain(`Øreavrunding ${money('-0.41')}`);
    });

    it('maxDate leaves out a later payment and credit note: the slip asks for what remained that day', async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      await pay(t, setup, invoice.id, '2026-03-10', '1000.00');
      await pay(t, setup, invoice.id, '2026-03-20', '300.00');
      const credit = await creditNote(t, setup, invoice.id, '2026-03-21');
      const asOf = await pdfText((await render(t, setup, invoice.id, 'invoice', { maxDate: '2026-03-15' })).bytes);
      expect(asOf).toContain(`Innbetaling ${date('2026-03-10')}`);
      expect(asOf).not.toContain(date('2026-03-20'));
      expect(asOf).not.toContain(`Kreditnota ${credit.number}`);
      expect(asOf).toContain(`Gjenstår å betale NOK ${money('1564.00')}`);
      // Everything to date: both payments and the credit note of 1 188.00 (950 + 25 %, rounded to whole kroner).
      const now = await pdfText((await render(t, setup, invoice.id, 'invoice')).bytes);
      expect(now).toContain(`Innbetaling ${date('2026-03-20')}`);
      expect(now).toContain(`Kreditnota ${credit.number} av ${date('2026-03-21')} ${money('-1188.00')}`);
      expect(now).toContain(`Gjenstår å betale NOK ${money('76.00')}`);
    });

    it('a credit note names the invoice it credits and states its stored amount as credited', async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      const credit = await creditNote(t, setup, invoice.id, '2026-03-21');
      expect(credit.payableAmount).toBe('-1188.00');
      const { fileName, bytes } = await render(t, setup, credit.id, 'creditNote');
      expect(fileName).toBe(`Kreditnota-${credit.number}.pdf`);
      const text = await pdfText(bytes);
      expect(text).toContain('Kreditnota');
      expect(text).toContain(`Krediterer faktura ${invoice.number} av ${date('2026-03-05')}`);
      expect(text).toContain(`Sum kreditert NOK ${money('1188.00')}`);
      expect(text).not.toContain(money('-1188.00'));
      // A credit note is not an invoice, nor the other way round.
      await expect(render(t, setup, credit.id, 'invoice')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(render(t, setup, invoice.id, 'creditNote')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it("an overdue notice shows its fee, interest and new due date, and the payments as of the notice's date", async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      await pay(t, setup, invoice.id, '2026-03-25', '564.00');
      await pay(t, setup, invoice.id, '2026-04-10', '100.00');
      await expect(render(t, setup, invoice.id, 'overdueNotice')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await notice(t, setup, invoice.id, {
        interestAmount: '9.21',
        interestFrom: '2026-03-20',
        interestTo: '2026-04-05',
      });
      const { fileName, bytes } = await render(t, setup, invoice.id, 'overdueNotice');
      expect(fileName).toBe('Purring-10001.pdf');
      const text = await pdfText(bytes);
      for (const shown of [
        '1. purring',
        `KID ${invoice.kid}`,
        `Purregebyr ${money('37.50')}`,
        `Forsinkelsesrente 12 % p.a. ${date('2026-03-20')}–${date('2026-04-05')} ${money('9.21')}`,
        `Ny betalingsfrist: ${date('2026-04-19')}`,
        `Innbetaling ${date('2026-03-25')}`,
        // 2 564.00 − 564.00 + 37.50 + 9.21
        `NOK ${money('2046.71')}`,
      ])
        expect(text, shown).toContain(shown);
      expect(text).not.toContain(date('2026-04-10'));
    });

    it('the latest notice up to maxDate, or the one asked for by id', async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      const [first] = await notice(t, setup, invoice.id, {});
      await notice(t, setup, invoice.id, { sequence: 2, issueDate: '2026-04-25', dueDate: '2026-05-09', charge: '0' });
      const latest = await render(t, setup, invoice.id, 'overdueNotice');
      expect(latest.fileName).toBe('Purring-2-10001.pdf');
      expect(await pdfText(latest.bytes)).toContain(`Ny betalingsfrist: ${date('2026-05-09')}`);
      const asOf = await render(t, setup, invoice.id, 'overdueNotice', { maxDate: '2026-04-20' });
      expect(asOf.fileName).toBe('Purring-10001.pdf');
      const byId = await render(t, setup, invoice.id, 'overdueNotice', { noticeId: first!.id });
      expect(await pdfText(byId.bytes)).toContain(`Ny betalingsfrist: ${date('2026-04-19')}`);
      await expect(render(t, setup, invoice.id, 'overdueNotice', { maxDate: '2026-04-01' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it("another unit's invoice is NOT_FOUND, like any unknown id (row-level security)", async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      const other = await userWithUnit(t);
      await expect(
        t.app.services.transactions.tenant(other.unitId, (tx) => renderInvoicePdf(tx, invoice.id, 'invoice')),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('GET /pdf/invoices/:id', () => {
    it('answers the invoice by default, a notice by type, inline or as a download', async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      const types = async (id: string, maxDate?: string) =>
        (await gqlOk(t, setup.me, PDF_TYPES, { id, maxDate })).invoice.pdfTypes;
      expect(await types(invoice.id)).toEqual(['invoice']);
      await notice(t, setup, invoice.id, {});
      expect(await types(invoice.id)).toEqual(['invoice', 'overdueNotice']);
      expect(await types(invoice.id, '2026-04-04')).toEqual(['invoice']);
      expect(await types((await creditNote(t, setup, invoice.id, '2026-03-21')).id)).toEqual(['creditNote']);
      const plain = await getPdf(t, setup.me, invoice.id);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-type')).toBe('application/pdf');
      expect(plain.headers.get('content-disposition')).toBe(
        `inline; filename="Faktura-10001.pdf"; filename*=UTF-8''Faktura-10001.pdf`,
      );
      expect(await pdfText(Buffer.from(await plain.arrayBuffer()))).toContain(`KID ${invoice.kid}`);
      const download = await getPdf(t, setup.me, invoice.id, '?type=overdueNotice&maxDate=2026-04-30&download=1');
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Purring-10001\.pdf"/);
    });

    it('an unknown type or a bad maxDate is 400; a type of the other kind is 404', async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      const unknown = await getPdf(t, setup.me, invoice.id, '?type=order');
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({
        error: 'unknown_invoice_pdf_type',
        message: 'Ukjent PDF-type. Typene er invoice, creditNote og overdueNotice.',
        allowed: ['invoice', 'creditNote', 'overdueNotice'],
      });
      for (const bad of ['2026-02-30', '05.03.2026', ''])
        expect((await getPdf(t, setup.me, invoice.id, `?maxDate=${bad}`)).status, bad).toBe(400);
      expect((await getPdf(t, setup.me, invoice.id, '?type=creditNote')).status).toBe(404);
      expect((await getPdf(t, setup.me, invoice.id, '?type=overdueNotice')).status).toBe(404);
    });

    it("another unit's invoice is 404; a member without canViewSales is 403; no session is 401", async () => {
      const setup = await setUp(t);
      const invoice = await issue(t, setup);
      const other = await userWithUnit(t);
      expect((await getPdf(t, other, invoice.id)).status).toBe(404);
      expect((await getPdf(t, setup.me, 'not-an-id')).status).toBe(404);
      const payroll = await userWithUnit(t);
      await addMember(t, payroll.userId, setup.me.unitId, 'payroll');
      expect((await getPdf(t, { token: payroll.token, unitId: setup.me.unitId }, invoice.id)).status).toBe(403);
      expect((await fetch(`${t.url}/pdf/invoices/${invoice.id}`)).status).toBe(401);
    });
  });

  describe('attachments', () => {
    it('are stored once with the invoice, named in its PDF, and served by a signed link that must be intact and fresh', async () => {
      const setup = await setUp(t);
      const pdf = await upload(t, setup.me, PDF, 'application/pdf', 'Timeliste mars.pdf');
      const png = await upload(t, setup.me, PNG, 'image/png', 'Bilde av ø.png');
      expect([pdf.status, png.status]).toEqual([201, 201]);
      const invoice = await issue(t, setup, {
        attachmentIds: [pdf.body.signedBlobId, png.body.signedBlobId, pdf.body.signedBlobId],
      });
      expect(invoice.attachments.map((file) => [file.fileName, file.contentType, file.size])).toEqual([
        ['Timeliste mars.pdf', 'application/pdf', PDF.length],
        ['Bilde av ø.png', 'image/png', PNG.length],
      ]);
      expect((await rowsOf(t, setup)).attachments).toBe(2);
      const text = await pdfText((await render(t, setup, invoice.id, 'invoice')).bytes);
      expect(text).toContain('Vedlegg: Timeliste mars.pdf, Bilde av ø.png');

      const { invoice: read } = await gqlOk(t, setup.me, READ_ATTACHMENTS, { id: invoice.id });
      const link = pathOf(read.attachments[0].url);
      const served = await fetch(`${t.url}${link}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
      const altered = link.replace(/signature=(.)/, (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
      expect((await fetch(`${t.url}${altered}`)).status).toBe(404);
      const otherFile = link.replace(pdf.body.signedBlobId, png.body.signedBlobId);
      expect((await fetch(`${t.url}${otherFile}`)).status).toBe(404);
      t.clock.advance(3 * 60 * 60 * 1000);
      expect((await fetch(`${t.url}${link}`)).status).toBe(404);
      // Another unit does not see the invoice, so it gets no link.
      const other = await userWithUnit(t);
      const foreign = await gql(t, READ_ATTACHMENTS, { id: invoice.id }, { token: other.token, unitId: other.unitId });
      expect(errorCode(foreign)).toBe('NOT_FOUND');
    });

    it('a type the content does not match, or not PDF, PNG or JPEG, is refused at upload', async () => {
      const setup = await setUp(t);
      expect((await upload(t, setup.me, PNG, 'application/pdf', 'falsk.pdf')).status).toBe(422);
      expect((await upload(t, setup.me, Buffer.from('a;b\n1;2\n'), 'text/csv', 'liste.csv')).status).toBe(422);
      expect((await upload(t, setup.me, Buffer.from('GIF89a'), 'image/gif', 'bilde.gif')).status).toBe(422);
    });

    it('more than 15 MB together is refused with nothing saved; so is a file of another kind or another unit', async () => {
      const setup = await setUp(t);
      // The rule adds the sizes stored at upload; two uploads of 8 MB each are written as such rows
      // (with a few bytes of content, so the test does not move 16 MB through the database).
      const EIGHT_MB = 8 * 1024 * 1024;
      const [first, second, logo] = await inUnit<{ id: string }[]>(t, setup, (tx) =>
        tx
          .insert(files)
          .values(
            (
              [
                ['a.pdf', 'invoice_attachment', EIGHT_MB],
                ['b.pdf', 'invoice_attachment', EIGHT_MB],
                ['logo.pdf', 'logo', PDF.length],
              ] as const
            ).map(([fileName, kind, size]) => ({
              unitId: setup.me.unitId,
              kind,
              fileName,
              contentType: 'application/pdf',
              size,
              sha256: 'x',
              data: PDF,
            })),
          )
          .returning({ id: files.id }),
      );
      const other = await userWithUnit(t);
      const foreign = await upload(t, other, PDF, 'application/pdf', 'fremmed.pdf');
      const before = await rowsOf(t, setup);
      const order = await lockedOrder(t, setup);
      const input = (attachmentIds: string[]) => ({
        input: {
          orderIds: [order.id],
          issueDate: '2026-03-05',
          dueDate: '2026-03-19',
          paymentMethods: [{ name: 'Bankoverføring', amount: order.payableAmount }],
          attachmentIds,
        },
      });
      expect(await gqlValidations(t, setup.me, CREATE_INVOICE, input([first!.id, second!.id]))).toEqual([
        { model: 'invoice', attribute: 'attachmentIds', type: 'total_file_size_not_less_than_or_equal_to' },
      ]);
      for (const ids of [[logo!.id], [foreign.body.signedBlobId as string], ['not-an-id']])
        expect(await gqlValidations(t, setup.me, CREATE_INVOICE, input(ids)), ids[0]).toEqual([
          { model: 'invoice', attribute: 'attachmentIds', type: 'invalid' },
        ]);
      expect(await rowsOf(t, setup)).toEqual(before);
      // One of them alone is within the limit, and the number refused before is the one issued.
      const { createInvoice } = await gqlOk(t, setup.me, CREATE_INVOICE, input([first!.id]));
      expect(createInvoice.number).toBe('10001');
      expect(createInvoice.attachments[0].size).toBe(EIGHT_MB);
    });
  });
});
