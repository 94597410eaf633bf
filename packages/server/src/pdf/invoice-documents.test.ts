import { describe, expect, it } from 'vitest';
import { documentTotals } from '@fjord/domain';
import {
  sampleCreditNoteView,
  sampleInvoiceView,
  sampleOrderView,
  sampleOverdueNoticeView,
} from '../test/pdf-views.js';
import { pdfText } from '../test/pdf-text.js';
import { formatAmount } from './format.js';
import { INVOICE_DOCUMENT_TYPES, renderDocumentPdf, type DocumentView, type InvoiceDocumentType } from './render.js';

/** An amount as the text layer gives it back (the no-break group space read as a space). */
const printed = (amount: string) => formatAmount(amount, 'nb').replace(/\s/g, ' ');

const textOf = async (view: DocumentView) => pdfText(await renderDocumentPdf(view));

/** The payment slip's text, from its heading on (it is drawn last on the first page). */
const slipOf = (text: string) =>
  /(?:Betalingsinformasjon|Payment information).*?(?:Kontonummer|Account number) \S+(?: IBAN \S+)?(?: BIC \S+)?/.exec(
    text,
  )?.[0];

const SAMPLES: Record<InvoiceDocumentType, () => DocumentView> = {
  invoice: () => sampleInvoiceView(),
  creditNote: () => sampleCreditNoteView(),
  overdueNotice: () => sampleOverdueNoticeView(),
};

describe('renderDocumentPdf: invoices, credit notes and overdue notices in the one layout', () => {
  it.each(INVOICE_DOCUMENT_TYPES)(
    'renders a %s with its title, number, parties and the seller’s Org.nr. MVA and Foretaksregisteret',
    async (type) => {
      const pdf = await renderDocumentPdf(SAMPLES[type]());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      const title = { invoice: 'Faktura', creditNote: 'Kreditnota', overdueNotice: '1. purring' };
      const number = {
        invoice: 'Fakturanr. 10023',
        creditNote: 'Kreditnotanr. 10031',
        overdueNotice: 'Fakturanr. 10023',
      };
      expect(text).toContain(title[type]);
      expect(text).toContain(number[type]);
      expect(text).toContain('Ærlig Øl & Å AS Kjøpmannsgata 7 7013 Trondheim');
      expect(text).toContain('Fjordhandel AS');
      // bokføringsforskriften § 5-1-1: the seller's organisation number with MVA, and Foretaksregisteret.
      expect(text).toContain('Org.nr. 912 345 678 MVA · Foretaksregisteret');
    },
  );

  it('an invoice shows its dates, KID, references, the orders it covers, VAT per rate, note and attachments', async () => {
    const text = await textOf(sampleInvoiceView());
    for (const shown of [
      'Dato 01.11.2026',
      'Leveringsdato 28.10.2026',
      'Forfallsdato 15.11.2026',
      'KID 0010070100236',
      'Kundenr. 1007',
      'Deres ref. Åse Bjørnstad',
      'Vår ref. Demo Bruker',
      'Ordrenr. 10042, 10043',
      'Mva 25 % av 3 774,82 943,71',
      'Mva 15 % av 215,10 32,27',
      'Totalt NOK 4 966,00',
      'Betalingsbetingelser: 14 dager netto',
      'Takk for handelen! Vedlegg: timeliste-oktober.pdf, pakkseddel.pdf',
      'Varene forblir selgers eiendom',
    ])
      expect(text, shown).toContain(shown);
  });

  it('the payment slip of an invoice: payer, payee, KID, the amount to pay, the account and the due date', async () => {
    const slip = slipOf(await textOf(sampleInvoiceView()));
    expect(slip).toBe(
      'Betalingsinformasjon Betalingsfrist 15.11.2026 ' +
        'Betalt av Ærlig Øl & Å AS Kjøpmannsgata 7 7013 Trondheim ' +
        'Betalt til Fjordhandel AS Strandgata 12 5013 Bergen ' +
        'Kundeidentifikasjon (KID) 0010070100236 Å betale NOK 4 966,00 Kontonummer 1234.56.78903',
    );
  });

  it("the slip's amount to pay is the domain totals' payable amount of the invoice's lines", async () => {
    const view = sampleInvoiceView({ lineCount: 7 });
    const { payableAmount } = documentTotals({
      lines: view.lines,
      allowanceCharges: view.allowanceCharges,
      rounding: view.rounding,
    });
    const slip = slipOf(await textOf(view));
    expect(slip).toContain(`Å betale NOK ${printed(payableAmount)} Kontonummer`);
    // And changing a line changes what the slip asks for: the amount is computed, not carried.
    const dearer = { ...view, lines: view.lines.map((line, i) => (i === 0 ? { ...line, quantity: '100' } : line)) };
    const dearerPayable = documentTotals({ ...dearer, allowanceCharges: dearer.allowanceCharges }).payableAmount;
    expect(dearerPayable).not.toBe(payableAmount);
    expect(slipOf(await textOf(dearer))).toContain(`Å betale NOK ${printed(dearerPayable)} Kontonummer`);
  });

  it('without a KID the slip gives the invoice number as the message', async () => {
    const text = await textOf({ ...sampleInvoiceView(), kid: null });
    expect(slipOf(text)).toContain('Melding Fakturanr. 10023 Å betale NOK 4 966,00');
    expect(text).not.toContain('KID');
  });

  it('an invoice in another currency gives IBAN and BIC on the slip; in NOK the slip has the account number alone', async () => {
    const view = sampleInvoiceView();
    const supplier = { ...view.supplier, iban: 'NO9312345678903', swift: 'DNBANOKKXXX' };
    const euro = slipOf(await textOf({ ...view, currency: 'EUR', supplier }));
    expect(euro).toContain('Å betale EUR 4 966,00 Kontonummer 1234.56.78903 IBAN NO9312345678903 BIC DNBANOKKXXX');
    const krone = slipOf(await textOf({ ...view, supplier }));
    expect(krone).toMatch(/Kontonummer 1234\.56\.78903$/);
  });

  it('the payment slip is on the first page only of a long invoice, whose totals still come', async () => {
    const text = await textOf(sampleInvoiceView({ lineCount: 60 }));
    expect(Number(/Side 1 av (\d+)/.exec(text)?.[1])).toBeGreaterThan(1);
    expect(text.match(/Betalingsinformasjon/g)).toHaveLength(1);
    expect(text).toContain('Totalt NOK');
  });

  it('a partly paid invoice shows its payments and credit notes to date, and the slip asks for the remainder', async () => {
    const text = await textOf({
      ...sampleInvoiceView(),
      settlement: {
        payments: [{ date: '2026-11-18', amount: '1000.00' }],
        creditNotes: [{ number: '10031', issueDate: '2026-11-20', amount: '247.00' }],
      },
    });
    expect(text).toContain(
      'Betalt og kreditert hittil Fakturabeløp 4 966,00 Innbetaling 18.11.2026 -1 000,00 ' +
        'Kreditnota 10031 av 20.11.2026 -247,00 Gjenstår å betale NOK 3 719,00',
    );
    expect(slipOf(text)).toContain('Å betale NOK 3 719,00');
    expect(await textOf(sampleInvoiceView())).not.toContain('Gjenstår å betale');
  });

  it('an invoice paid and credited in full by maxDate has no payment slip: nothing is left to pay', async () => {
    const text = await textOf({
      ...sampleInvoiceView(),
      settlement: { payments: [{ date: '2026-11-14', amount: '4966.00' }], creditNotes: [] },
    });
    expect(text).toContain('Gjenstår å betale NOK 0,00');
    expect(text).not.toContain('Betalingsinformasjon');
  });

  it('a credit note names the invoice it credits, totals the credit, and has no payment slip or KID', async () => {
    const text = await textOf(sampleCreditNoteView());
    expect(text).toContain('Kreditnota Krediterer faktura 10023 av 01.11.2026 Kreditnotanr. 10031 Dato 20.11.2026');
    expect(text).toContain('Mva 15 % av 215,10 32,27');
    expect(text).toContain('Sum kreditert NOK 247,00');
    for (const absent of ['Betalingsinformasjon', 'Kontonummer', 'KID', 'Forfallsdato', 'Betalingsbetingelser'])
      expect(text, absent).not.toContain(absent);
  });

  it('negative credited lines print with their sign', async () => {
    const view = sampleCreditNoteView();
    const text = await textOf({
      ...view,
      lines: view.lines.map((line) => ({ ...line, quantity: `-${line.quantity}` })),
    });
    expect(text).toContain('-2 stk 89,00 15 % -160,20');
    expect(text).toContain('Sum kreditert NOK -247,00');
  });

  it('an invoice or credit note with a reverse-charge (AE) line states "Omvendt avgiftsplikt – Merverdiavgift ikke beregnet"', async () => {
    const reverse = 'Omvendt avgiftsplikt – Merverdiavgift ikke beregnet';
    const view = sampleInvoiceView();
    const lines = view.lines.map((line, i) =>
      i === 2 ? { ...line, taxCategory: 'AE' as const, taxPercent: '0' } : line,
    );
    expect(await textOf({ ...view, lines })).toContain(reverse);
    expect(await textOf({ ...sampleCreditNoteView(), lines })).toContain(reverse);
    expect(await textOf(view)).not.toContain(reverse);
  });

  it('an overdue notice: the original invoice, payments and credits to date, fee, interest, total and new due date, on a slip too', async () => {
    const text = await textOf(sampleOverdueNoticeView());
    for (const shown of [
      '1. purring Fakturanr. 10023 Dato 30.11.2026 Fakturadato 01.11.2026 Opprinnelig forfall 15.11.2026 KID 0010070100236',
      'faktura 10023, som forfalt 15.11.2026',
      'Fakturabeløp 4 966,00 Innbetaling 18.11.2026 -1 000,00 Kreditnota 10031 av 20.11.2026 -500,00',
      'Utestående beløp 3 466,00 Purregebyr 37,50 Forsinkelsesrente 12,25 % p.a. 16.11.2026–30.11.2026 16,29',
      'Å betale NOK 3 519,79',
      'Ny betalingsfrist: 14.12.2026',
      'inkassoforskriften § 1-2',
      'forsinkelsesrenteloven § 3',
    ])
      expect(text, shown).toContain(shown);
    expect(slipOf(text)).toContain('Betalingsfrist 14.12.2026');
    expect(slipOf(text)).toContain('Kundeidentifikasjon (KID) 0010070100236 Å betale NOK 3 519,79 Kontonummer');
    // No line table on a notice.
    expect(text).not.toContain('Varenr.');
  });

  it('an overdue notice without interest asks for the outstanding amount and the fee; a second notice says so', async () => {
    const view = sampleOverdueNoticeView({ interest: false });
    const text = await textOf({ ...view, notice: { ...view.notice, sequence: 2 } });
    expect(text).toContain('2. purring');
    expect(text).toContain('Utestående beløp 3 466,00 Purregebyr 37,50 Å betale NOK 3 503,50');
    expect(text).not.toContain('Forsinkelsesrente');
  });

  it('an overdue notice without a fee is a betalingspåminnelse, with no fee row and no fee basis', async () => {
    const view = sampleOverdueNoticeView({ interest: false });
    const text = await textOf({ ...view, notice: { ...view.notice, fee: '0.00' } });
    expect(text).toContain('Betalingspåminnelse Fakturanr. 10023');
    expect(text).not.toContain('purring');
    expect(text).toContain('Utestående beløp 3 466,00 Å betale NOK 3 466,00');
    expect(text).not.toContain('Purregebyr');
    expect(text).not.toContain('inkassoforskriften');
    expect(slipOf(text)).toContain('Å betale NOK 3 466,00');
  });

  it("is written in the customer's language: English invoice, credit note and notice", async () => {
    const invoice = await textOf(sampleInvoiceView({ locale: 'en' }));
    for (const shown of ['Invoice Invoice no. 10023', 'Due date 15 Nov 2026', 'Order no. 10042, 10043'])
      expect(invoice, shown).toContain(shown);
    expect(slipOf(invoice)).toContain(
      'Paid by Ærlig Øl & Å AS Kjøpmannsgata 7 7013 Trondheim Paid to Fjordhandel AS Strandgata 12 5013 Bergen ' +
        'Customer identification (KID) 0010070100236 Amount to pay NOK 4,966.00 Account number 1234.56.78903',
    );
    const credit = await textOf(sampleCreditNoteView({ locale: 'en' }));
    expect(credit).toContain('Credit note Credits invoice 10023 of 1 Nov 2026 Credit note no. 10031');
    expect(credit).toContain('Total credited NOK 247.00');
    const notice = await textOf(sampleOverdueNoticeView({ locale: 'en' }));
    for (const shown of [
      'Payment reminder no. 1',
      'Credit note 10031 of 20 Nov 2026 -500.00',
      'Reminder fee 37.50',
      'Late-payment interest 12.25 % p.a. 16 Nov 2026–30 Nov 2026 16.29',
      'Amount to pay NOK 3,519.79',
      'New due date: 14 Dec 2026',
    ])
      expect(notice, shown).toContain(shown);
  });

  it('an invoice in another currency states its VAT in NOK at its exchange rate (bokføringsforskriften § 5-1-1)', async () => {
    const view = { ...sampleInvoiceView(), currency: 'EUR', exchangeRate: '11.4535' };
    const { taxAmount } = documentTotals({
      lines: view.lines,
      allowanceCharges: view.allowanceCharges,
      rounding: view.rounding,
    });
    // The VAT total times the rate, rounded once to øre (taxAmountInNok), worked out here by hand.
    const cents = BigInt(taxAmount.replace('.', '')) * 114535n;
    const nok = ((cents + 5000n) / 10000n).toString();
    const expected = `${nok.slice(0, -2)}.${nok.slice(-2)}`;
    const text = await textOf(view);
    expect(text).toContain(`Mva. i NOK (kurs 11,4535 NOK/EUR) ${printed(expected)}`);
    const english = await textOf({ ...view, locale: 'en' });
    expect(english).toContain('VAT in NOK (rate 11.4535 NOK/EUR)');
    expect(await textOf(sampleInvoiceView())).not.toContain('Mva. i NOK');
  });

  it("an order's documents keep their layout: no payment slip", async () => {
    const text = await textOf(sampleOrderView('orderConfirmation'));
    expect(text).not.toContain('Betalingsinformasjon');
    expect(text).not.toContain('KID');
  });
});
