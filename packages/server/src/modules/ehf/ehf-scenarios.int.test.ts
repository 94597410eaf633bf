/**
 * The EHF scenario set (issue #14): invoices and credit notes made through the product (GraphQL),
 * each fetched from GET /ehf/invoices/:id and validated against the UBL schema and the Peppol BIS
 * Billing 3.0 rules with no fatal finding, and its key content checked against what the product
 * stored.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app.js';
import { credit, CREATE_INVOICE, INVOICE_FIELDS, lockedOrder, type Setup } from '../../test/credit-note-fixtures.js';
import { ORDER_CUSTOMER } from '../../test/customer-fixture.js';
import { TEST_DATABASES } from '../../test/database.js';
import { SELLER_ORGANIZATION_NUMBER, seller, validEhf } from '../../test/ehf-fixtures.js';
import { gqlOk } from '../../test/sweeps.js';

type Content = Record<string, unknown> & { lines: unknown[] };

const text = (node: any): string | undefined => (node === undefined ? undefined : (node['#text'] ?? node));
const line = (itemName: string, quantity: string, priceAmount: string, vatRateSymbol: string, more = {}) => ({
  itemName,
  quantity,
  priceAmount,
  vatRateSymbol,
  ...more,
});

/** The VAT breakdown an EHF states, in the stored invoice's form. */
const subtotalsOf = (document: any) =>
  document['cac:TaxTotal'][0]['cac:TaxSubtotal'].map((item: any) => ({
    taxCategory: item['cac:TaxCategory']['cbc:ID'],
    taxPercent: item['cac:TaxCategory']['cbc:Percent'] ?? '0.00',
    taxableAmount: text(item['cbc:TaxableAmount']),
    taxAmount: text(item['cbc:TaxAmount']),
  }));
const reasonOf = (document: any, category: string) =>
  document['cac:TaxTotal'][0]['cac:TaxSubtotal'].find((item: any) => item['cac:TaxCategory']['cbc:ID'] === category)?.[
    'cac:TaxCategory'
  ]['cbc:TaxExemptionReason'];
const totalsOf = (document: any) =>
  Object.fromEntries(
    Object.entries(document['cac:LegalMonetaryTotal']).map(([name, value]) => [name.slice(4), text(value)]),
  );

/** The stored amounts an EHF of a credit note states positive. */
const positive = (amount: string) => amount.replace(/^-/, '');

async function customer(t: TestApp, setup: Setup, changes: Record<string, unknown>): Promise<string> {
  const created = await gqlOk(
    t,
    setup.me,
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    {
      input: { ...ORDER_CUSTOMER, ...changes },
    },
  );
  return created.createCustomer.id;
}

/** An invoice of one locked order per content, issued 2026-03-05 and due 2026-03-19, paid by bank at the previewed amount. */
async function invoiceOf(t: TestApp, setup: Setup, contents: Content[], extra: Record<string, unknown> = {}) {
  const orders = [];
  for (const content of contents) orders.push(await lockedOrder(t, setup, content as never));
  const orderIds = orders.map((order) => order.id);
  const preview = await gqlOk(
    t,
    setup.me,
    'query ($ids: [ID!]!) { invoicePreview(orderIds: $ids) { payableAmount } }',
    { ids: orderIds },
  );
  const result = await gqlOk(t, setup.me, CREATE_INVOICE.replace(INVOICE_FIELDS, `${INVOICE_FIELDS} ${MORE_FIELDS}`), {
    input: {
      orderIds,
      issueDate: '2026-03-05',
      dueDate: '2026-03-19',
      paymentMethods: [{ name: 'Bankoverføring', amount: preview.invoicePreview.payableAmount }],
      ...extra,
    },
  });
  return result.createInvoice;
}

const MORE_FIELDS =
  'currencyCode exchangeRate lineExtensionAmount allowanceTotalAmount chargeTotalAmount taxInclusiveAmount';

/** The check character of a KID base by MOD10 (Luhn) or MOD11, as norway-facts.md states them. */
function checkDigit(base: string, method: 'MOD10' | 'MOD11'): string {
  const digits = [...base].reverse().map(Number);
  if (method === 'MOD10') {
    const sum = digits
      .map((digit, index) => (index % 2 === 0 ? digit * 2 : digit))
      .reduce((total, product) => total + Math.floor(product / 10) + (product % 10), 0);
    return String((10 - (sum % 10)) % 10);
  }
  const sum = digits.reduce((total, digit, index) => total + digit * ((index % 6) + 2), 0);
  const check = 11 - (sum % 11);
  return check === 11 ? '0' : check === 10 ? '-' : String(check);
}

/** The sweep settings' account 1503.27.14452 as IBAN, with a BIC: what a transfer in another currency needs. */
const EUR_SETTINGS = { iban: 'NO5815032714452', swift: 'DNBANOKKXXX' };

describe.each(TEST_DATABASES)('EHF scenarios through the product (%s)', { timeout: 120_000 }, (kind) => {
  const t = useTestApp(kind);

  it('mixed rates 25, 15, 12 and 0 % and an exempt line: one VAT subtotal per category and rate (BR-CO-17), E with its reason (BR-E-10)', async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      {
        lines: [
          line('Telt', '2', '549', 'STANDARD'),
          line('Kaffe', '3', '99.90', 'REDUCED'),
          line('Hotellnatt', '1', '1290', 'LOW'),
          line('Avis', '4', '35', 'ZERO'),
          line('Kurs', '1', '500', 'EXEMPT', { taxExemptionReason: 'Undervisning' }),
        ],
      },
    ]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    expect(subtotalsOf(document)).toEqual([
      { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '1098.00', taxAmount: '274.50' },
      { taxCategory: 'S', taxPercent: '15.00', taxableAmount: '299.70', taxAmount: '44.96' },
      { taxCategory: 'S', taxPercent: '12.00', taxableAmount: '1290.00', taxAmount: '154.80' },
      { taxCategory: 'Z', taxPercent: '0.00', taxableAmount: '140.00', taxAmount: '0.00' },
      { taxCategory: 'E', taxPercent: '0.00', taxableAmount: '500.00', taxAmount: '0.00' },
    ]);
    expect(reasonOf(document, 'E')).toBe('Undervisning');
    expect(reasonOf(document, 'Z')).toBeUndefined();
    expect(text(document['cac:TaxTotal'][0]['cbc:TaxAmount'])).toBe(invoice.taxAmount);
    expect(document['cac:TaxTotal']).toHaveLength(1);
    expect(document['cbc:TaxCurrencyCode']).toBeUndefined();
  });

  it('zero-rated and exempt lines only: no VAT, the exempt reasons of the lines and of an exempt charge', async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      {
        lines: [
          line('Bok', '2', '249', 'ZERO'),
          line('Legetime', '1', '800', 'EXEMPT', { taxExemptionReason: 'Helsetjenester, mval. § 3-2' }),
        ],
        allowanceCharges: [
          {
            chargeIndicator: true,
            amount: '50',
            reason: 'Journalkopi',
            vatRateSymbol: 'EXEMPT',
            taxExemptionReason: 'Helsetjenester, mval. § 3-2',
          },
        ],
      },
    ]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    expect(invoice.taxAmount).toBe('0.00');
    expect(subtotalsOf(document)).toEqual([
      { taxCategory: 'Z', taxPercent: '0.00', taxableAmount: '498.00', taxAmount: '0.00' },
      { taxCategory: 'E', taxPercent: '0.00', taxableAmount: '850.00', taxAmount: '0.00' },
    ]);
    expect(reasonOf(document, 'E')).toBe('Helsetjenester, mval. § 3-2');
    expect(text(document['cac:LegalMonetaryTotal']['cbc:PayableAmount'])).toBe('1348.00');
  });

  it('line and document allowances and charges, by percent and by amount (BR-CO-13, BR-41/43), and their full credit note', async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      {
        lines: [
          line('Telt', '2', '549', 'STANDARD', { allowanceCharge: { chargeIndicator: false, percent: '10' } }),
          line('Sovepose', '1', '899', 'STANDARD', { allowanceCharge: { chargeIndicator: false, amount: '100' } }),
          line('Montering', '3', '450', 'STANDARD', { allowanceCharge: { chargeIndicator: true, percent: '5' } }),
          line('Kaffe', '2', '99.90', 'REDUCED', { allowanceCharge: { chargeIndicator: true, amount: '15' } }),
        ],
        allowanceCharges: [
          { chargeIndicator: false, percent: '5', vatRateSymbol: 'STANDARD', reason: 'Kvantumsrabatt' },
          { chargeIndicator: true, amount: '150', vatRateSymbol: 'STANDARD', reason: 'Frakt' },
          { chargeIndicator: false, amount: '20', vatRateSymbol: 'REDUCED' },
        ],
      },
    ]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    const totals = totalsOf(document);
    expect(totals).toMatchObject({
      LineExtensionAmount: invoice.lineExtensionAmount,
      AllowanceTotalAmount: invoice.allowanceTotalAmount,
      ChargeTotalAmount: invoice.chargeTotalAmount,
      TaxExclusiveAmount: invoice.taxExclusiveAmount,
      PayableAmount: invoice.payableAmount,
    });
    const documentLevel = document['cac:AllowanceCharge'].map((item: any) => [
      item['cbc:ChargeIndicator'],
      item['cbc:AllowanceChargeReason'],
      text(item['cbc:Amount']),
    ]);
    expect(documentLevel.map((item: string[]) => item.slice(0, 2))).toEqual([
      ['false', 'Kvantumsrabatt'],
      ['true', 'Frakt'],
      ['false', 'Rabatt'],
    ]);
    const lineCharges = document['cac:InvoiceLine'].map((item: any) =>
      item['cac:AllowanceCharge'].map((charge: any) => [
        charge['cbc:ChargeIndicator'],
        charge['cbc:MultiplierFactorNumeric'],
        text(charge['cbc:Amount']),
      ]),
    );
    expect(lineCharges).toEqual([
      [['false', '10.00', '109.80']],
      [['false', undefined, '100.00']],
      [['true', '5.00', '67.50']],
      [['true', undefined, '15.00']],
    ]);

    const note = await credit(t, setup.me, invoice.id);
    const credited = (await validEhf(t, setup.me, note.id)).document;
    expect(totalsOf(credited)).toMatchObject({
      TaxExclusiveAmount: invoice.taxExclusiveAmount,
      PayableAmount: invoice.payableAmount,
    });
    expect(credited['cac:BillingReference']['cac:InvoiceDocumentReference']['cbc:ID']).toBe(invoice.number);
  });

  it.each([
    ['NEAREST', '-0.38', '125.00'],
    ['UP', '0.62', '126.00'],
    ['DOWN', '-0.38', '125.00'],
  ])('payable rounding %s: PayableRoundingAmount %s, PayableAmount %s (BR-CO-16)', async (mode, rounding, payable) => {
    const setup = await seller(t, { taxInclusiveAmountRounding: mode });
    const invoice = await invoiceOf(t, setup, [{ lines: [line('Tau', '1', '100.30', 'STANDARD')] }]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    expect(totalsOf(document)).toMatchObject({
      TaxInclusiveAmount: '125.38',
      PayableRoundingAmount: rounding,
      PayableAmount: payable,
    });
    expect(invoice.payableAmount).toBe(payable);
  });

  it.each(['MOD10', 'MOD11'] as const)(
    'KID %s: the customer number and invoice number with their check digit as PaymentID of a domestic transfer (30)',
    async (method) => {
      const setup = await seller(t, { usesKid: true, kidLength: 10, kidModDigit: method });
      const invoice = await invoiceOf(t, setup, [{ lines: [line('Telt', '1', '549', 'STANDARD')] }]);
      const { document } = await validEhf(t, setup.me, invoice.id);
      // The first customer is 10000, the first invoice 10001.
      const kid = `1000010001${checkDigit('1000010001', method)}`;
      expect(invoice.kid).toBe(kid);
      expect(document['cac:PaymentMeans']['cbc:PaymentID']).toBe(kid);
      expect(document['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('30');
      expect(document['cac:PaymentMeans']['cac:PayeeFinancialAccount']['cbc:ID']).toBe('15032714452');
    },
  );

  it('export to a foreign buyer: zero-rated lines, the buyer in its country', async () => {
    const setup = await seller(t);
    const customerId = await customer(t, setup, {
      name: 'Göteborgs Fjällsport AB NUF',
      organizationNumber: '988542148',
      deliveryLocations: [{ address: 'Drottninggatan 5', zip: '111 51', city: 'Stockholm', countryCode: 'SE' }],
    });
    const invoice = await invoiceOf(t, setup, [
      {
        customerId,
        isExport: true,
        lines: [line('Kajakk', '2', '8990', 'ZERO'), line('Åre', '2', '790', 'ZERO')],
      },
    ]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    const buyer = document['cac:AccountingCustomerParty']['cac:Party'];
    expect(buyer['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('SE');
    expect(buyer['cac:PostalAddress']['cbc:CityName']).toBe('Stockholm');
    expect(subtotalsOf(document)).toEqual([
      { taxCategory: 'Z', taxPercent: '0.00', taxableAmount: '19560.00', taxAmount: '0.00' },
    ]);
    expect(text(document['cac:LegalMonetaryTotal']['cbc:PayableAmount'])).toBe('19560.00');
  });

  it('foreign currency: the document in EUR, its VAT in NOK as a second tax total at the exchange rate (BR-53, PEPPOL-EN16931-R053), and a partial credit note at the same rate', async () => {
    const setup = await seller(t, EUR_SETTINGS);
    const invoice = await invoiceOf(
      t,
      setup,
      [
        {
          currencyCode: 'EUR',
          lines: [line('Konsulenttime', '7.5', '120', 'STANDARD'), line('Reise', '1', '85.40', 'LOW')],
        },
      ],
      { exchangeRate: '11.4535' },
    );
    expect(invoice).toMatchObject({ currencyCode: 'EUR', exchangeRate: '11.453500', taxAmount: '235.25' });
    const { document } = await validEhf(t, setup.me, invoice.id);
    expect(document['cbc:DocumentCurrencyCode']).toBe('EUR');
    expect(document['cbc:TaxCurrencyCode']).toBe('NOK');
    const [main, inNok] = document['cac:TaxTotal'];
    expect(main['cbc:TaxAmount']).toEqual({ '#text': '235.25', '@currencyID': 'EUR' });
    // 235.25 EUR × 11.4535 NOK/EUR = 2694.435875, rounded to øre half away from zero.
    expect(inNok).toEqual({ 'cbc:TaxAmount': { '#text': '2694.44', '@currencyID': 'NOK' } });
    expect(document['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('58');
    expect(document['cac:PaymentMeans']['cac:PayeeFinancialAccount']['cbc:ID']).toBe('NO5815032714452');

    const read = await gqlOk(t, setup.me, 'query ($id: ID!) { invoice(id: $id) { creditableLines { lineId } } }', {
      id: invoice.id,
    });
    const note = await credit(t, setup.me, invoice.id, {
      lines: [{ lineId: read.invoice.creditableLines[0].lineId, quantity: '2.5' }],
    });
    const credited = (await validEhf(t, setup.me, note.id)).document;
    expect(credited['cbc:TaxCurrencyCode']).toBe('NOK');
    // 2.5 × 120 = 300.00 EUR, VAT 75.00 EUR × 11.4535 = 859.0125 NOK.
    expect(credited['cac:TaxTotal'][1]).toEqual({ 'cbc:TaxAmount': { '#text': '859.01', '@currencyID': 'NOK' } });
    const stored = await gqlOk(t, setup.me, 'query ($id: ID!) { invoice(id: $id) { exchangeRate currencyCode } }', {
      id: note.id,
    });
    expect(stored.invoice).toEqual({ exchangeRate: '11.453500', currencyCode: 'EUR' });
  });

  it('a partial credit note: the credited quantity of one line, the invoice as billing reference (BR-55)', async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      { lines: [line('Telt', '4', '549', 'STANDARD'), line('Kaffe', '3', '99.90', 'REDUCED')] },
    ]);
    const read = await gqlOk(t, setup.me, 'query ($id: ID!) { invoice(id: $id) { creditableLines { lineId } } }', {
      id: invoice.id,
    });
    const note = await credit(t, setup.me, invoice.id, {
      lines: [{ lineId: read.invoice.creditableLines[0].lineId, quantity: '1' }],
    });
    const { document } = await validEhf(t, setup.me, note.id);
    expect(document['cbc:CreditNoteTypeCode']).toBe('381');
    expect(document['cac:BillingReference']['cac:InvoiceDocumentReference']).toEqual({
      'cbc:ID': invoice.number,
      'cbc:IssueDate': '2026-03-05',
    });
    expect(document['cac:CreditNoteLine']).toHaveLength(1);
    expect(document['cac:CreditNoteLine'][0]['cbc:CreditedQuantity']).toEqual({ '#text': '1.0000', '@unitCode': 'EA' });
    expect(text(document['cac:LegalMonetaryTotal']['cbc:PayableAmount'])).toBe(positive(note.payableAmount));
    // 1 × 549.00 + 25 % = 686.25, rounded to whole kroner (NEAREST) as the invoice settings ask.
    expect(text(document['cac:LegalMonetaryTotal']['cbc:PayableAmount'])).toBe('686.00');
  });

  it('an invoice of 150 lines: every line stated, the totals the sum of them (BR-CO-10)', async () => {
    const setup = await seller(t);
    const symbols = ['STANDARD', 'REDUCED', 'LOW', 'ZERO'];
    // Prices in øre that no binary double holds exactly (12.39, 10.01 …): the zero-rated lines' sum is
    // compared exactly (the validator computes decimals as decimals), so BR-Z-08 and BR-CO-10 hold.
    const lines = Array.from({ length: 150 }, (_, index) =>
      line(
        `Vare ${index + 1}`,
        String((index % 7) + 1),
        `${10 + index}.${String((index * 37) % 100).padStart(2, '0')}`,
        symbols[index % 4]!,
      ),
    );
    const invoice = await invoiceOf(t, setup, [{ lines }]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    expect(document['cac:InvoiceLine']).toHaveLength(150);
    expect(document['cac:InvoiceLine'][149]['cbc:ID']).toBe('150');
    expect(text(document['cac:LegalMonetaryTotal']['cbc:LineExtensionAmount'])).toBe(invoice.lineExtensionAmount);
    expect(text(document['cac:LegalMonetaryTotal']['cbc:PayableAmount'])).toBe(invoice.payableAmount);
  });

  it('an invoice of three orders: their lines in order, their references as BuyerReference, their allowances, the latest order date as delivery date', async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      { date: '2026-03-01', reference: 'Ola Nordmann', lines: [line('Telt', '1', '549', 'STANDARD')] },
      {
        date: '2026-03-03',
        reference: 'Kari Nordmann',
        lines: [line('Kaffe', '2', '99.90', 'REDUCED')],
        allowanceCharges: [{ chargeIndicator: false, percent: '10', vatRateSymbol: 'REDUCED' }],
      },
      {
        date: '2026-03-02',
        reference: 'Ola Nordmann',
        lines: [line('Frakt', '1', '150', 'STANDARD')],
        allowanceCharges: [{ chargeIndicator: true, amount: '25', vatRateSymbol: 'STANDARD', reason: 'Gebyr' }],
      },
    ]);
    expect(invoice.orders).toHaveLength(3);
    const { document } = await validEhf(t, setup.me, invoice.id);
    expect(document['cbc:BuyerReference']).toBe('Ola Nordmann, Kari Nordmann');
    expect(document['cac:InvoiceLine'].map((item: any) => item['cac:Item']['cbc:Name'])).toEqual([
      'Telt',
      'Kaffe',
      'Frakt',
    ]);
    expect(document['cac:AllowanceCharge']).toHaveLength(2);
    expect(document['cac:Delivery']['cbc:ActualDeliveryDate']).toBe('2026-03-03');
    expect(text(document['cac:LegalMonetaryTotal']['cbc:PayableAmount'])).toBe(invoice.payableAmount);
  });

  it('attachments: a PDF and a PNG embedded with their MIME codes and file names (PEPPOL-EN16931-CL001)', async () => {
    const setup = await seller(t);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (data: Buffer, type: string, name: string) => {
      const response = await fetch(`${t.url}/files?kind=invoice_attachment`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${setup.me.token}`,
          'x-unit-id': setup.me.unitId,
          'content-type': type,
          'x-file-name': name,
        },
        body: new Uint8Array(data),
      });
      return ((await response.json()) as { signedBlobId: string }).signedBlobId;
    };
    const attachmentIds = [
      await upload(pdf, 'application/pdf', 'Timeliste.pdf'),
      await upload(png, 'image/png', 'Skisse.png'),
    ];
    const invoice = await invoiceOf(t, setup, [{ lines: [line('Telt', '1', '549', 'STANDARD')] }], { attachmentIds });
    const { document } = await validEhf(t, setup.me, invoice.id);
    const attached = document['cac:AdditionalDocumentReference'].map((item: any) => {
      const binary = item['cac:Attachment']['cbc:EmbeddedDocumentBinaryObject'];
      return [item['cbc:ID'], binary['@mimeCode'], binary['@filename'], binary['#text']];
    });
    expect(attached).toEqual([
      ['1', 'application/pdf', 'Timeliste.pdf', pdf.toString('base64')],
      ['2', 'image/png', 'Skisse.png', png.toString('base64')],
    ]);
  });

  it('a private person as buyer: no organisation number stated as legal id; the document still has a buyer address to validate', async () => {
    const setup = await seller(t);
    const customerId = await customer(t, setup, {
      isCompany: false,
      name: 'Kari Nordmann',
      organizationNumber: null,
      invoiceDeliveryMethod: 'EMAIL',
      customEmail: 'kari@example.no',
      deliveryLocations: [{ address: 'Bakkegata 3', zip: '7010', city: 'Trondheim', countryCode: 'NO' }],
    });
    const invoice = await invoiceOf(t, setup, [{ customerId, lines: [line('Sykkel', '1', '7990', 'STANDARD')] }]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    const buyer = document['cac:AccountingCustomerParty']['cac:Party'];
    expect(buyer['cac:PartyLegalEntity']).toEqual({ 'cbc:RegistrationName': 'Kari Nordmann' });
    expect(buyer['cac:PartyName']['cbc:Name']).toBe('Kari Nordmann');
    expect(buyer['cbc:EndpointID']).toEqual({ '#text': SELLER_ORGANIZATION_NUMBER, '@schemeID': '0192' });
  });

  it("the buyer's reference: BuyerReference is the order's reference, no order reference is invented (PEPPOL-EN16931-R003)", async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      { reference: 'Innkjøp 4711', lines: [line('Telt', '1', '549', 'STANDARD')] },
    ]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    expect(document['cbc:BuyerReference']).toBe('Innkjøp 4711');
    expect(document['cac:OrderReference']).toBeUndefined();
  });

  it('a negative line (a return) on an invoice: its quantity and amount negative, the price positive (BR-27)', async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      { lines: [line('Telt', '3', '549', 'STANDARD'), line('Retur telt', '-1', '549', 'STANDARD')] },
    ]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    const returned = document['cac:InvoiceLine'][1];
    expect(returned['cbc:InvoicedQuantity']['#text']).toBe('-1.0000');
    expect(text(returned['cbc:LineExtensionAmount'])).toBe('-549.00');
    expect(text(returned['cac:Price']['cbc:PriceAmount'])).toBe('549.0000');
    expect(totalsOf(document)).toMatchObject({ LineExtensionAmount: '1098.00', PayableAmount: invoice.payableAmount });
  });

  it('quantities with four decimals: stated as stored, the line amount rounded to øre (BR-DEC-23)', async () => {
    const setup = await seller(t);
    const invoice = await invoiceOf(t, setup, [
      {
        lines: [
          line('Konsulenttime', '2.3456', '850', 'STANDARD', { unitOfMeasureCode: 'HUR' }),
          line('Kabel', '12.0625', '19.9', 'STANDARD', { unitOfMeasureCode: 'MTR' }),
        ],
      },
    ]);
    const { document } = await validEhf(t, setup.me, invoice.id);
    const [hours, cable] = document['cac:InvoiceLine'];
    expect(hours['cbc:InvoicedQuantity']).toEqual({ '#text': '2.3456', '@unitCode': 'HUR' });
    // 2.3456 × 850 = 1993.76; 12.0625 × 19.90 = 240.04375.
    expect(text(hours['cbc:LineExtensionAmount'])).toBe('1993.76');
    expect(cable['cbc:InvoicedQuantity']).toEqual({ '#text': '12.0625', '@unitCode': 'MTR' });
    expect(text(cable['cbc:LineExtensionAmount'])).toBe('240.04');
  });
});
