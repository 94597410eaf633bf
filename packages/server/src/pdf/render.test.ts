import { describe, expect, it } from 'vitest';
import { INVOICE_DISPLAY_FLAGS, type InvoiceDisplayFlag, type InvoiceDisplaySettings } from '@fjord/domain';
import { displayFlags, sampleOrderView } from '../test/pdf-views.js';
import { pdfText } from '../test/pdf-text.js';
import { renderDocumentPdf, SALES_DOCUMENT_TYPES } from './render.js';

/** The font names a PDF embeds (subset prefixes stripped). */
const embeddedFonts = (pdf: Buffer) =>
  [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]))].sort();

describe('renderDocumentPdf: the sales documents', () => {
  it.each(SALES_DOCUMENT_TYPES)('renders a %s as a PDF with its title, parties and lines, æøå intact', async (type) => {
    const pdf = await renderDocumentPdf(sampleOrderView(type));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const title = { offer: 'Tilbud', order: 'Ordre', orderConfirmation: 'Ordrebekreftelse', packingSlip: 'Pakkseddel' };
    expect(text).toContain(title[type]);
    expect(text).toContain('Ærlig Øl & Å AS');
    expect(text).toContain('Kjøpmannsgata 7');
    expect(text).toContain('Fjordhandel AS');
    expect(text).toContain('Blåbærsyltetøy 450 g');
    expect(text).toContain('Skøyteslip og ærfugldun');
    expect(text).toContain('10042');
    expect(text).toContain('25.11.2026');
  });

  it('shows the totals of documentTotals: VAT per rate, the allowance, the rounding and the payable amount', async () => {
    const text = await pdfText(await renderDocumentPdf(sampleOrderView('orderConfirmation')));
    // 5 lines: 54.90 + 160.20 (89 × 2 − 10 %) at 15 %; 2 375.00 + 996.00 + 602.50 at 25 %, less 5 % = 198.68.
    expect(text).toContain('Kunderabatt 5 % -198,68');
    expect(text).toContain('Sum eks. mva. 3 989,92');
    expect(text).toContain('Mva 25 % av 3 774,82 943,71');
    expect(text).toContain('Mva 15 % av 215,10 32,27');
    expect(text).toContain('Øreavrunding 0,10');
    expect(text).toContain('Totalt NOK 4 966,00');
    expect(text).toContain('Betalingsbetingelser: 14 dager netto');
  });

  it('the packing slip shows what to pack and no price, VAT or total', async () => {
    const text = await pdfText(await renderDocumentPdf(sampleOrderView('packingSlip')));
    expect(text).toContain('Blåbærsyltetøy 450 g');
    expect(text).toMatch(/BLÅ-100 Blåbærsyltetøy 450 g 1 stk/);
    for (const price of ['54,90', '950,00', '4 966,00', 'Totalt', 'Mva', 'Pris', 'Beløp'])
      expect(text, price).not.toContain(price);
  });

  it('the supplier: org. no. with MVA when VAT registered, Foretaksregisteret, bank account', async () => {
    const registered = await pdfText(await renderDocumentPdf(sampleOrderView('order')));
    expect(registered).toContain('Org.nr. 912 345 678 MVA');
    expect(registered).toContain('Foretaksregisteret');
    expect(registered).toContain('Kontonr. 1234.56.78903');
    const view = sampleOrderView('order');
    const unregistered = await pdfText(
      await renderDocumentPdf({ ...view, supplier: { ...view.supplier, vatRegistered: false } }),
    );
    expect(unregistered).toContain('Org.nr. 912 345 678');
    expect(unregistered).not.toContain('912 345 678 MVA');
  });

  it("is written in the customer's language: English texts and number format", async () => {
    const text = await pdfText(await renderDocumentPdf(sampleOrderView('orderConfirmation', { locale: 'en' })));
    expect(text).toContain('Order confirmation');
    expect(text).toContain('Total NOK 4,966.00');
    expect(text).toContain('VAT 25 % of 3,774.82 943.71');
    expect(text).toContain('25 Nov 2026');
    expect(text).toContain('Payment terms: 14 days net');
  });

  it('the display flags add their columns and rows, and leave them out when off', async () => {
    const plain = await pdfText(await renderDocumentPdf(sampleOrderView('order', { display: displayFlags() })));
    expect(plain).not.toContain('Bestilt');
    expect(plain).not.toContain('Rabatt');
    expect(plain).not.toContain('Kunderabatt');
    expect(plain).not.toContain('Prosjekt');
    expect(plain).toContain('Sum mva. 975,98');
    const all = sampleOrderView('order', {
      display: displayFlags(Object.fromEntries(Object.keys(displayFlags()).map((flag) => [flag, true]))),
    });
    const text = await pdfText(await renderDocumentPdf({ ...all, department: 'Salg', car: 'EL 12345' }));
    for (const shown of ['Bestilt', 'Rabatt', 'Mva-beløp', 'Kunderabatt 5 %', 'Prosjekt Julemarked', 'Avdeling Salg'])
      expect(text, shown).toContain(shown);
    expect(text).toContain('Bil EL 12345');
    // The 10 % allowance on 2 × 89.00, and the VAT of the 2 375.00 line at 25 %.
    expect(text).toContain('17,80');
    expect(text).toContain('593,75');
  });

  // Each of the ten flags alone: what it adds, absent with every flag off (spec 000 §3 UnitInvoiceSetting).
  const FLAG_SHOWS: Record<InvoiceDisplayFlag, string> = {
    showCar: 'Bil EL 12345',
    showProject: 'Prosjekt Julemarked',
    showDepartment: 'Avdeling Salg',
    showOrderedQuantity: 'Bestilt',
    showLineTaxAmount: 'Mva-beløp',
    showTaxAmount: 'Mva 25 % av',
    showLineAllowance: 'Rabatt',
    showLineCharge: 'Tillegg',
    showInvoiceAllowance: 'Kunderabatt 5 %',
    showInvoiceCharge: 'Fraktgebyr',
  };
  const flagView = (display: InvoiceDisplaySettings) => {
    const view = sampleOrderView('order', { display });
    return {
      ...view,
      department: 'Salg',
      car: 'EL 12345',
      allowanceCharges: [
        ...view.allowanceCharges!,
        { chargeIndicator: true, amount: '100', taxCategory: 'S' as const, taxPercent: '25', reason: 'Fraktgebyr' },
      ],
    };
  };

  it.each(INVOICE_DISPLAY_FLAGS)('the display flag %s shows its part only when on', async (flag) => {
    const on = await pdfText(await renderDocumentPdf(flagView(displayFlags({ [flag]: true }))));
    expect(on).toContain(FLAG_SHOWS[flag]);
    const off = await pdfText(await renderDocumentPdf(flagView(displayFlags())));
    expect(off).not.toContain(FLAG_SHOWS[flag]);
  });

  it("places the unit's logo in the letterhead", async () => {
    // A 2 × 2 PNG, red.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAAMMBAF0FAf/jtFtDAAAAAElFTkSuQmCC',
      'base64',
    );
    const withLogo = await renderDocumentPdf({ ...sampleOrderView('order'), logo: { data: png, format: 'png' } });
    const without = await renderDocumentPdf(sampleOrderView('order'));
    expect(withLogo.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(without.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    // With a logo the supplier's name moves beside the address.
    expect(await pdfText(withLogo)).toContain('Fjordhandel AS Strandgata 12');
  });

  it('embeds the bold face only with useAllFonts', async () => {
    const view = sampleOrderView('order');
    expect(embeddedFonts(await renderDocumentPdf(view))).toEqual(['DejaVuSansCondensed']);
    expect(embeddedFonts(await renderDocumentPdf(view, { useAllFonts: true }))).toEqual([
      'DejaVuSansCondensed',
      'DejaVuSansCondensed-Bold',
    ]);
  });

  it('documents rendered one after another keep their text layers true (no glyph carries over from an earlier one)', async () => {
    // The first embeds "å", whose ring is a glyph of its own; the second prints that ring as "˚".
    await renderDocumentPdf(sampleOrderView('orderConfirmation'), { useAllFonts: true });
    await renderDocumentPdf(sampleOrderView('order'));
    const second = await pdfText(await renderDocumentPdf({ ...sampleOrderView('order'), note: 'Lagres ved 4˚C' }));
    expect(second).toContain('Lagres ved 4˚C');
    const english = await pdfText(await renderDocumentPdf(sampleOrderView('offer', { locale: 'en' })));
    for (const word of ['Quotation', 'Item no.', 'Amount', 'Your ref.', 'Skøyteslip og ærfugldun'])
      expect(english, word).toContain(word);
  });

  it('a long order flows onto more pages with the column heads and page numbers on each', async () => {
    const text = await pdfText(await renderDocumentPdf(sampleOrderView('order', { lineCount: 60 })));
    const pages = Number(/Side 1 av (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 2; page <= pages; page += 1) expect(text).toContain(`Side ${page} av ${pages}`);
    expect(text.match(/Varenr\./g)).toHaveLength(pages);
    expect(text).toContain('Totalt NOK');
  });
});
