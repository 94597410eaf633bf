import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVOICE_DISPLAY_FLAGS } from '@fjord/domain';
import { units } from '../../db/schema-core.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { gqlOk } from '../../test/sweeps.js';
import { renderOrderPdf } from './order-pdf.js';
import { orderPdfView } from './pdf-view.js';

const SAVE_INVOICE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) {
  saveUnitInvoiceSetting(input: $input) { startingOrderNumber } }`;
const CREATE_CUSTOMER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`;
const UPDATE_CUSTOMER = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id } }`;
const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { id number payableAmount } }`;
const LOCK_ORDER = `mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }`;

const invoiceSetting = (overrides: Record<string, unknown> = {}) => ({
  bban: '1503.27.14452',
  iban: null,
  swift: null,
  currencyCode: 'NOK',
  customerCountry: 'NO',
  customerCreditDays: 14,
  defaultProductUnitOfMeasureCode: 'EA',
  displaySettings: { showTaxAmount: true, showInvoiceAllowance: true },
  exports: false,
  invoiceEmailCopy: [],
  usesKid: false,
  kidModDigit: 'MOD10',
  legalNotes: ['Salgspant til full betaling.'],
  usesOverdueNotices: false,
  paymentMethods: false,
  productGroups: false,
  startingInvoiceNumber: '1',
  startingOrderNumber: '10023',
  supplierPartyReferenceSetting: 'FULL_NAME',
  taxInclusiveAmountRounding: 'NEAREST',
  ...overrides,
});

const customer = (name: string) => ({
  isCompany: true,
  name,
  organizationNumber: '923 609 016',
  invoiceDeliveryMethod: 'EHF',
  creditDays: 10,
  deliveryLocations: [{ address: 'Kjøpmannsgata 7', zip: '7013', city: 'Trondheim', countryCode: 'NO' }],
});

type Setup = { me: Fixture; customerId: string; orderId: string; number: string; payableAmount: string };

/** A VAT-registered AS with an order of two rates, a line allowance and an order allowance. */
async function setUp(t: TestApp): Promise<Setup> {
  const me = await userWithUnit(t, { unitName: 'Fjordhandel AS' });
  await t.app.services.transactions.system((tx) =>
    tx
      .update(units)
      .set({ organizationNumber: '912345678', vatRegulation: 'VAT_REGISTERED', address: 'Strandgata 12', zip: '5013' })
      .where(eq(units.id, me.unitId)),
  );
  await gqlOk(t, me, SAVE_INVOICE_SETTING, { input: invoiceSetting() });
  const { createCustomer } = await gqlOk(t, me, CREATE_CUSTOMER, { input: customer('Ærlig Øl AS') });
  const { createOrder } = await gqlOk(t, me, CREATE_ORDER, {
    input: {
      customerId: createCustomer.id,
      date: '2026-03-02',
      reference: 'Åse Bjørnstad',
      lines: [
        {
          itemName: 'Blåbærsyltetøy',
          sellersItemIdentification: 'BLÅ-1',
          quantity: '3',
          priceAmount: '54.90',
          vatRateSymbol: 'REDUCED',
        },
        {
          itemName: 'Montering',
          quantity: '2',
          orderedQuantity: '4',
          priceAmount: '950',
          vatRateSymbol: 'STANDARD',
          allowanceCharge: { chargeIndicator: false, percent: '10' },
        },
      ],
      allowanceCharges: [{ chargeIndicator: false, percent: '5', vatRateSymbol: 'STANDARD', reason: 'Kunderabatt' }],
    },
  });
  return { me, customerId: createCustomer.id, orderId: createOrder.id, ...createOrder };
}

const pdfOf = (t: TestApp, setup: Setup, type: 'offer' | 'order' | 'orderConfirmation' | 'packingSlip') =>
  t.app.services.transactions.tenant(setup.me.unitId, (tx) => renderOrderPdf(tx, setup.orderId, type));

/** GET /pdf/orders/:id as the web app asks for it: the session's bearer token and the unit. */
const getPdf = (t: TestApp, who: { token: string; unitId: string }, id: string, query = '', language = 'nb') =>
  fetch(`${t.url}/pdf/orders/${id}${query}`, {
    headers: { authorization: `Bearer ${who.token}`, 'x-unit-id': who.unitId, 'accept-language': language },
  });

describe.each(TEST_DATABASES)('order PDFs (%s)', (database) => {
  const t = useTestApp(database);

  describe('renderOrderPdf', () => {
    it('an order confirmation: parties, lines, the stored totals, bank account, MVA, Foretaksregisteret, legal note', async () => {
      const setup = await setUp(t);
      const { fileName, bytes } = await pdfOf(t, setup, 'orderConfirmation');
      expect(fileName).toBe('ordrebekreftelse-10023.pdf');
      const text = await pdfText(bytes);
      for (const shown of [
        'Ordrebekreftelse',
        'Ordrenr. 10023',
        'Fjordhandel AS',
        'Strandgata 12',
        'Ærlig Øl AS',
        'Kjøpmannsgata 7 7013 Trondheim',
        'Deres ref. Åse Bjørnstad',
        'Vår ref. Kari Nordmann',
        'BLÅ-1 Blåbærsyltetøy',
        'Kunderabatt 5 %',
        'Org.nr. 912 345 678 MVA · Foretaksregisteret',
        'Kontonr. 1503.27.14452',
        'Salgspant til full betaling.',
        'Betalingsbetingelser: 10 dager netto',
      ])
        expect(text, shown).toContain(shown);
      // 164.70 at 15 %; 1 710.00 at 25 % less 5 % = 1 624.50: VAT 24.71 + 406.13, payable 2 220.04 → 2 220.00.
      expect(setup.payableAmount).toBe('2220.00');
      expect(text).toContain('Totalt NOK 2 220,00');
    });

    it('the packing slip lists what to pack and no price, VAT or amount', async () => {
      const setup = await setUp(t);
      const { fileName, bytes } = await pdfOf(t, setup, 'packingSlip');
      expect(fileName).toBe('pakkseddel-10023.pdf');
      const text = await pdfText(bytes);
      expect(text).toContain('Pakkseddel');
      expect(text).toContain('Blåbærsyltetøy');
      expect(text).toContain('Montering');
      for (const price of ['54,90', '950', '2 220,00', 'Totalt', 'Mva', 'Pris', 'Beløp', 'Kunderabatt'])
        expect(text, price).not.toContain(price);
    });

    it('an open order shows the customer as it is now; a locked one its party frozen at lock', async () => {
      const setup = await setUp(t);
      await gqlOk(t, setup.me, UPDATE_CUSTOMER, { id: setup.customerId, input: customer('Ærlig Øl og Mat AS') });
      expect(await pdfText((await pdfOf(t, setup, 'order')).bytes)).toContain('Ærlig Øl og Mat AS');
      await gqlOk(t, setup.me, LOCK_ORDER, { id: setup.orderId });
      await gqlOk(t, setup.me, UPDATE_CUSTOMER, { id: setup.customerId, input: customer('Nytt Navn AS') });
      const locked = await pdfText((await pdfOf(t, setup, 'order')).bytes);
      expect(locked).toContain('Ærlig Øl og Mat AS');
      expect(locked).not.toContain('Nytt Navn AS');
    });

    it('an order of another unit is NOT_FOUND, like any unknown id (row-level security)', async () => {
      const setup = await setUp(t);
      const other = await userWithUnit(t);
      await expect(
        t.app.services.transactions.tenant(other.unitId, (tx) => renderOrderPdf(tx, setup.orderId, 'order')),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it("applies the unit's ten display flags as saved", async () => {
      const setup = await setUp(t);
      for (const flag of INVOICE_DISPLAY_FLAGS) {
        const only = Object.fromEntries(INVOICE_DISPLAY_FLAGS.map((name) => [name, name === flag]));
        await gqlOk(t, setup.me, SAVE_INVOICE_SETTING, { input: invoiceSetting({ displaySettings: only }) });
        const view = await t.app.services.transactions.tenant(setup.me.unitId, (tx) =>
          orderPdfView(tx, setup.orderId, 'order'),
        );
        expect(
          Object.entries(view.display)
            .filter(([, on]) => on)
            .map(([name]) => name),
          flag,
        ).toEqual([flag]);
      }
      await gqlOk(t, setup.me, SAVE_INVOICE_SETTING, {
        input: invoiceSetting({
          displaySettings: { showOrderedQuantity: true, showLineAllowance: true, showTaxAmount: false },
        }),
      });
      const text = await pdfText((await pdfOf(t, setup, 'order')).bytes);
      expect(text).toContain('Bestilt');
      expect(text).toContain('Rabatt');
      expect(text).toContain('Sum mva.');
    });

    it('states the amounts the order was stored with after the unit changes its rounding', async () => {
      const setup = await setUp(t);
      await gqlOk(t, setup.me, SAVE_INVOICE_SETTING, {
        input: invoiceSetting({ taxInclusiveAmountRounding: 'DISABLED' }),
      });
      const text = await pdfText((await pdfOf(t, setup, 'orderConfirmation')).bytes);
      expect(text).toContain('Totalt NOK 2 220,00');
      expect(text).toContain('Øreavrunding -0,04');
    });

    it("is written in the unit's language, or the one asked for", async () => {
      const setup = await setUp(t);
      await t.app.services.transactions.system((tx) =>
        tx.update(units).set({ locale: 'en' }).where(eq(units.id, setup.me.unitId)),
      );
      const english = await pdfOf(t, setup, 'orderConfirmation');
      expect(english.fileName).toBe('order-confirmation-10023.pdf');
      expect(await pdfText(english.bytes)).toContain('Total NOK 2,220.00');
      const norwegian = await t.app.services.transactions.tenant(setup.me.unitId, (tx) =>
        renderOrderPdf(tx, setup.orderId, 'offer', { locale: 'nb' }),
      );
      expect(norwegian.fileName).toBe('tilbud-10023.pdf');
      expect(await pdfText(norwegian.bytes)).toContain('Tilbudsnr. 10023');
    });
  });

  describe('GET /pdf/orders/:id', () => {
    it('answers application/pdf, inline by default and as an attachment with download=1', async () => {
      const setup = await setUp(t);
      const inline = await getPdf(t, setup.me, setup.orderId, '?type=orderConfirmation');
      expect(inline.status).toBe(200);
      expect(inline.headers.get('content-type')).toBe('application/pdf');
      expect(inline.headers.get('content-disposition')).toBe(
        `inline; filename="ordrebekreftelse-10023.pdf"; filename*=UTF-8''ordrebekreftelse-10023.pdf`,
      );
      const bytes = Buffer.from(await inline.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(bytes)).toContain('Ordrebekreftelse');
      const download = await getPdf(t, setup.me, setup.orderId, '?type=packingSlip&download=1');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="pakkseddel-10023\.pdf"/);
      // Without a type: the order (spec §2).
      const plain = await getPdf(t, setup.me, setup.orderId);
      expect(plain.headers.get('content-disposition')).toContain('filename="ordre-10023.pdf"');
    });

    it('an unknown type is 400 with a message in the reader’s language, naming the types', async () => {
      const setup = await setUp(t);
      const refused = await getPdf(t, setup.me, setup.orderId, '?type=invoice');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: 'unknown_pdf_type',
        message: 'Ukjent PDF-type. Typene er offer, order, orderConfirmation og packingSlip.',
        allowed: ['offer', 'order', 'orderConfirmation', 'packingSlip'],
      });
      const english = await getPdf(t, setup.me, setup.orderId, '?type=invoice', 'en');
      expect((await english.json()).message).toContain('Unknown PDF type');
    });

    it("another unit's order is 404; a member without canViewSales is 403; no session is 401", async () => {
      const setup = await setUp(t);
      const other = await userWithUnit(t);
      expect((await getPdf(t, other, setup.orderId)).status).toBe(404);
      expect((await getPdf(t, setup.me, 'not-an-id')).status).toBe(404);
      const payroll = await userWithUnit(t);
      await addMember(t, payroll.userId, setup.me.unitId, 'payroll');
      const forbidden = await getPdf(t, { token: payroll.token, unitId: setup.me.unitId }, setup.orderId);
      expect(forbidden.status).toBe(403);
      const reader = await userWithUnit(t);
      await addMember(t, reader.userId, setup.me.unitId, 'readOnly');
      expect((await getPdf(t, { token: reader.token, unitId: setup.me.unitId }, setup.orderId)).status).toBe(200);
      expect((await fetch(`${t.url}/pdf/orders/${setup.orderId}`)).status).toBe(401);
    });
  });
});
