import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { credit, issued } from '../../test/credit-note-fixtures.js';
import { ehfParser as parser, getEhf, seller } from '../../test/ehf-fixtures.js';
import { addMember, userWithUnit } from '../../test/fixtures.js';
import { validateEhf } from '../../ehf/validation/validate-ehf.js';

describe.each(TEST_DATABASES)('EHF documents (%s)', { timeout: 30_000 }, (kind) => {
  const t = useTestApp(kind);

  it('an invoice is a BIS 3 Invoice with the stored number, KID and amounts, and the same VAT breakdown', async () => {
    const setup = await seller(t);
    const invoice = await issued(t, setup);
    const response = await getEhf(t, setup.me, invoice.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Faktura-${invoice.number}.xml"`);
    const xml = await response.text();
    const report = await validateEhf(xml);
    expect(report.findings.filter((finding) => finding.flag === 'fatal')).toEqual([]);
    const { Invoice } = parser.parse(xml);
    expect(Invoice['cbc:ID']).toBe(invoice.number);
    expect(Invoice['cbc:DueDate']).toBe('2026-03-19');
    expect(Invoice['cac:PaymentMeans']['cbc:PaymentID']).toBe(invoice.kid ?? undefined);
    expect(Invoice['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#text']).toBe(invoice.payableAmount);
    expect(Invoice['cac:LegalMonetaryTotal']['cbc:TaxExclusiveAmount']['#text']).toBe(invoice.taxExclusiveAmount);
    expect(Invoice['cac:LegalMonetaryTotal']['cbc:PayableRoundingAmount']?.['#text'] ?? '0.00').toBe(
      invoice.payableRoundingAmount,
    );
    const subtotals = Invoice['cac:TaxTotal'][0]['cac:TaxSubtotal'].map((item: any) => ({
      taxCategory: item['cac:TaxCategory']['cbc:ID'],
      taxableAmount: item['cbc:TaxableAmount']['#text'],
      taxAmount: item['cbc:TaxAmount']['#text'],
    }));
    expect(subtotals).toEqual(
      invoice.taxSubtotals.map(({ taxCategory, taxableAmount, taxAmount }: Record<string, string>) => ({
        taxCategory,
        taxableAmount,
        taxAmount,
      })),
    );
    const exempt = Invoice['cac:TaxTotal'][0]['cac:TaxSubtotal'].find(
      (item: any) => item['cac:TaxCategory']['cbc:ID'] === 'E',
    );
    expect(exempt['cac:TaxCategory']['cbc:TaxExemptionReason']).toBe('Undervisning');
    const supplier = Invoice['cac:AccountingSupplierParty']['cac:Party'];
    expect(supplier['cbc:EndpointID']).toEqual({ '#text': '974760673', '@schemeID': '0192' });
    expect(supplier['cac:PartyTaxScheme'][0]['cbc:CompanyID']).toBe('NO974760673MVA');
    expect(Invoice['cbc:BuyerReference']).toBe('Ola Nordmann');
    expect(Invoice['cac:InvoiceLine']).toHaveLength(3);
  });

  it('a credit note is a BIS 3 CreditNote of positive amounts that refers to the invoice it credits', async () => {
    const setup = await seller(t);
    const invoice = await issued(t, setup);
    const note = await credit(t, setup.me, invoice.id);
    const response = await getEhf(t, setup.me, note.id);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Kreditnota-${note.number}.xml"`);
    const xml = await response.text();
    const report = await validateEhf(xml);
    expect(report.findings.filter((finding) => finding.flag === 'fatal')).toEqual([]);
    const { CreditNote } = parser.parse(xml);
    expect(CreditNote['cbc:CreditNoteTypeCode']).toBe('381');
    expect(CreditNote['cac:BillingReference']['cac:InvoiceDocumentReference']).toEqual({
      'cbc:ID': invoice.number,
      'cbc:IssueDate': '2026-03-05',
    });
    expect(note.payableAmount.startsWith('-')).toBe(true);
    expect(CreditNote['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#text']).toBe(note.payableAmount.slice(1));
    for (const line of CreditNote['cac:CreditNoteLine'])
      expect(line['cbc:LineExtensionAmount']['#text'].startsWith('-'), JSON.stringify(line)).toBe(false);
  });

  it("another unit's invoice is 404; a member without canViewSales is 403; no session is 401", async () => {
    const setup = await seller(t);
    const invoice = await issued(t, setup);
    const other = await userWithUnit(t);
    expect((await getEhf(t, other, invoice.id)).status).toBe(404);
    expect((await getEhf(t, setup.me, 'not-an-id')).status).toBe(404);
    const payroll = await userWithUnit(t);
    await addMember(t, payroll.userId, setup.me.unitId, 'payroll');
    expect((await getEhf(t, { token: payroll.token, unitId: setup.me.unitId }, invoice.id)).status).toBe(403);
    expect((await fetch(`${t.url}/ehf/invoices/${invoice.id}`)).status).toBe(401);
  });
});
