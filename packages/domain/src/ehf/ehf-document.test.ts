import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { documentTotals } from '../documents/document-totals.js';
import type { DocumentLineInput } from '../documents/line-net.js';
import { ehfDocument, EHF_CUSTOMIZATION_ID, type EhfDocumentInput, type EhfLine } from './ehf-document.js';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

const LINES: (DocumentLineInput & { name: string })[] = [
  { name: 'Telt', quantity: '2', priceAmount: '549.00', taxCategory: 'S', taxPercent: '25' },
  {
    name: 'Tau',
    quantity: '12.5',
    priceAmount: '79.90',
    taxCategory: 'S',
    taxPercent: '25',
    allowanceCharges: [{ chargeIndicator: false, percent: '10' }],
  },
  { name: 'Kaffe', quantity: '3', priceAmount: '99.90', taxCategory: 'S', taxPercent: '15' },
  { name: 'Kurs', quantity: '1', priceAmount: '500', taxCategory: 'E', taxPercent: '0' },
];

/** An invoice of the lines through the domain's arithmetic, as the server will hand it over. */
function documentOf(
  kind: EhfDocumentInput['kind'],
  lines = LINES,
  currencyCode = 'NOK',
  discountPercent: string | null = '5',
): EhfDocumentInput {
  const totals = documentTotals({
    lines: lines,
    allowanceCharges: discountPercent
      ? [{ chargeIndicator: false, percent: discountPercent, taxCategory: 'S', taxPercent: '25' }]
      : [],
    rounding: 'NEAREST',
  });
  const { lines: lineTotals, allowanceCharges, ...rest } = totals;
  return {
    kind,
    number: kind === 'INVOICE' ? '10001' : '10002',
    issueDate: '2026-11-25',
    dueDate: kind === 'INVOICE' ? '2026-12-09' : null,
    currencyCode,
    note: null,
    buyerReference: 'Ola Nordmann',
    orderReference: null,
    billingReference: kind === 'CREDIT_NOTE' ? { number: '10001', issueDate: '2026-11-25' } : null,
    attachments: [],
    seller: {
      name: 'Fjordhandel AS',
      organizationNumber: '923609016',
      endpointId: '923609016',
      vatRegistered: true,
      inEnterpriseRegister: true,
      address: { street: 'Storgata 1', additionalStreet: null, city: 'Oslo', zip: '0155', countryCode: 'NO' },
      contact: { name: 'Kari Nordmann', phone: null, email: 'kari@fjordhandel.no' },
    },
    buyer: {
      name: 'Fjellvang Bygg AS',
      organizationNumber: '974760673',
      endpointId: '974760673',
      vatRegistered: true,
      address: { street: 'Bryggen 2', additionalStreet: null, city: 'Bergen', zip: '5003', countryCode: 'NO' },
      contact: null,
    },
    delivery: { date: '2026-11-24', address: null },
    payment: { kid: '0001000100016', bban: '1503.27.14452', iban: null, bic: null, terms: '14 dager netto' },
    allowanceCharges: allowanceCharges.map((item) => ({
      ...item,
      reason: 'Rabatt',
      percent: discountPercent,
    })),
    totals: rest,
    exemptionReasons: { E: 'Undervisning' },
    taxCurrency: null,
    lines: lines.map((line, index): EhfLine => ({
      id: String(index + 1),
      note: null,
      quantity: line.quantity,
      unitCode: 'EA',
      lineExtensionAmount: lineTotals[index]!.lineExtensionAmount,
      allowanceCharges: lineTotals[index]!.allowanceCharges.map((item) => ({
        ...item,
        reason: 'Rabatt',
        percent: '10',
      })),
      name: line.name,
      description: null,
      sellersItemId: null,
      taxCategory: line.taxCategory,
      taxPercent: line.taxPercent,
      priceAmount: line.priceAmount,
      baseQuantity: null,
    })),
  };
}

const parsed = (input: EhfDocumentInput) => parser.parse(ehfDocument(input)) as Record<string, any>;

describe('EHF document (Peppol BIS Billing 3.0, UBL 2.1)', () => {
  it('names the BIS 3 specification and process, the invoice type 380 and the UBL Invoice namespace', () => {
    const { Invoice } = parsed(documentOf('INVOICE'));
    expect(Invoice['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(Invoice['cbc:CustomizationID']).toBe(EHF_CUSTOMIZATION_ID);
    expect(Invoice['cbc:ProfileID']).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(Invoice['cbc:InvoiceTypeCode']).toBe('380');
    expect(Invoice['cbc:DueDate']).toBe('2026-12-09');
  });

  it('writes the elements in the order of the UBL schema sequence', () => {
    const xml = ehfDocument(documentOf('INVOICE'));
    const order = [
      'cbc:CustomizationID',
      'cbc:ID',
      'cbc:IssueDate',
      'cbc:DueDate',
      'cbc:InvoiceTypeCode',
      'cbc:DocumentCurrencyCode',
      'cbc:BuyerReference',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:Delivery',
      'cac:PaymentMeans',
      'cac:PaymentTerms',
      'cac:AllowanceCharge',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:InvoiceLine',
    ];
    const positions = order.map((name) => xml.indexOf(`<${name}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('identifies the seller by organisation number (0192), NO…MVA and Foretaksregisteret (NO-R-001, NO-R-002)', () => {
    const party = parsed(documentOf('INVOICE')).Invoice['cac:AccountingSupplierParty']['cac:Party'];
    expect(party['cbc:EndpointID']).toEqual({ '#text': '923609016', '@schemeID': '0192' });
    expect(party['cac:PartyTaxScheme']).toEqual([
      { 'cbc:CompanyID': 'NO923609016MVA', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      { 'cbc:CompanyID': 'Foretaksregisteret', 'cac:TaxScheme': { 'cbc:ID': 'TAX' } },
    ]);
    expect(party['cac:PartyLegalEntity']['cbc:CompanyID']).toEqual({ '#text': '923609016', '@schemeID': '0192' });
  });

  it('addresses a buyer without organisation number by the endpoint given, with no legal id (PEPPOL-EN16931-R010)', () => {
    const input = documentOf('INVOICE');
    const buyer = { ...input.buyer, name: 'Kari Nordmann', organizationNumber: null, endpointId: '923609016' };
    const party = parsed({ ...input, buyer }).Invoice['cac:AccountingCustomerParty']['cac:Party'];
    expect(party['cbc:EndpointID']).toEqual({ '#text': '923609016', '@schemeID': '0192' });
    expect(party['cac:PartyLegalEntity']).toEqual({ 'cbc:RegistrationName': 'Kari Nordmann' });
  });

  it('puts the KID in PaymentID and the Norwegian account, digits only, as a domestic transfer (30)', () => {
    const means = parsed(documentOf('INVOICE')).Invoice['cac:PaymentMeans'];
    expect(means['cbc:PaymentMeansCode']).toBe('30');
    expect(means['cbc:PaymentID']).toBe('0001000100016');
    expect(means['cac:PayeeFinancialAccount']['cbc:ID']).toBe('15032714452');
  });

  it('states the figures of the domain arithmetic: sums, VAT per category and rate, the exemption reason of E', () => {
    const input = documentOf('INVOICE');
    const { Invoice } = parsed(input);
    const total = Invoice['cac:LegalMonetaryTotal'];
    expect(total['cbc:PayableAmount']['#text']).toBe(input.totals.payableAmount);
    expect(total['cbc:TaxExclusiveAmount']['#text']).toBe(input.totals.taxExclusiveAmount);
    expect(total['cbc:AllowanceTotalAmount']['#text']).toBe(input.totals.allowanceTotalAmount);
    expect(total['cbc:ChargeTotalAmount']).toBeUndefined();
    const subtotals = Invoice['cac:TaxTotal']['cac:TaxSubtotal'] as any[];
    expect(subtotals.map((item) => [item['cac:TaxCategory']['cbc:ID'], item['cbc:TaxAmount']['#text']])).toEqual(
      input.totals.taxSubtotals.map((item) => [item.taxCategory, item.taxAmount]),
    );
    const exempt = subtotals.find((item) => item['cac:TaxCategory']['cbc:ID'] === 'E');
    expect(exempt['cac:TaxCategory']['cbc:TaxExemptionReason']).toBe('Undervisning');
    const standard = subtotals.find((item) => item['cac:TaxCategory']['cbc:ID'] === 'S');
    expect(standard['cac:TaxCategory']['cbc:TaxExemptionReason']).toBeUndefined();
  });

  it('writes a credit note as UBL CreditNote: type 381, CreditedQuantity, the credited invoice as billing reference', () => {
    const input = documentOf('CREDIT_NOTE');
    const { CreditNote } = parsed(input);
    expect(CreditNote['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(CreditNote['cbc:CreditNoteTypeCode']).toBe('381');
    expect(CreditNote['cbc:DueDate']).toBeUndefined();
    expect(CreditNote['cac:BillingReference']['cac:InvoiceDocumentReference']['cbc:ID']).toBe('10001');
    expect(CreditNote['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#text']).toBe(input.totals.payableAmount);
    const first = CreditNote['cac:CreditNoteLine'][0];
    expect(first['cbc:CreditedQuantity']).toEqual({ '#text': '2', '@unitCode': 'EA' });
    expect(first['cac:Price']['cbc:PriceAmount']['#text']).toBe('549.00');
  });

  it('leaves the rate out for O, not subject to VAT (BR-O-05), and gives its reason (BR-O-10)', () => {
    const lines = [{ name: 'Gebyr', quantity: '1', priceAmount: '100', taxCategory: 'O' as const, taxPercent: '0' }];
    const input = documentOf('INVOICE', lines, 'NOK', null);
    const { Invoice } = parsed(input);
    const category = Invoice['cac:TaxTotal']['cac:TaxSubtotal']['cac:TaxCategory'];
    expect(category['cbc:Percent']).toBeUndefined();
    expect(category['cbc:TaxExemptionReason']).toBe('Utenfor merverdiavgiftsloven');
    expect(Invoice['cac:InvoiceLine']['cac:Item']['cac:ClassifiedTaxCategory']['cbc:Percent']).toBeUndefined();
  });

  it('in a foreign currency pays by IBAN and BIC (58) and states the VAT in NOK as a second tax total (BR-53)', () => {
    const input = documentOf('INVOICE', LINES, 'EUR');
    input.payment = { ...input.payment, iban: 'NO9386011117947', bic: 'DNBANOKK' };
    input.taxCurrency = { code: 'NOK', taxAmount: '3456.78' };
    const { Invoice } = parsed(input);
    expect(Invoice['cbc:TaxCurrencyCode']).toBe('NOK');
    expect(Invoice['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('58');
    expect(Invoice['cac:PaymentMeans']['cac:PayeeFinancialAccount']['cac:FinancialInstitutionBranch']['cbc:ID']).toBe(
      'DNBANOKK',
    );
    const [main, nok] = Invoice['cac:TaxTotal'];
    expect(main['cbc:TaxAmount']['@currencyID']).toBe('EUR');
    expect(nok).toEqual({ 'cbc:TaxAmount': { '#text': '3456.78', '@currencyID': 'NOK' } });
  });

  it('escapes what XML reserves and embeds attachments with their file name and MIME code', () => {
    const input = documentOf('INVOICE');
    input.buyer = { ...input.buyer, name: 'Berg & Sønn <AS>' };
    input.attachments = [
      { id: '1', description: 'Timeliste', fileName: 'timer.pdf', mimeCode: 'application/pdf', base64: 'JVBERi0=' },
    ];
    const xml = ehfDocument(input);
    expect(xml).toContain('<cbc:Name>Berg &amp; Sønn &lt;AS&gt;</cbc:Name>');
    const reference = parser.parse(xml).Invoice['cac:AdditionalDocumentReference'];
    expect(reference['cac:Attachment']['cbc:EmbeddedDocumentBinaryObject']).toEqual({
      '#text': 'JVBERi0=',
      '@mimeCode': 'application/pdf',
      '@filename': 'timer.pdf',
    });
  });
});
