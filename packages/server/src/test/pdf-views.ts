import { INVOICE_DISPLAY_FLAGS, type InvoiceDisplaySettings, type Locale } from '@fjord/domain';
import type {
  CreditNoteView,
  InvoiceView,
  OverdueNoticeView,
  SalesDocumentType,
  SalesDocumentView,
} from '../pdf/render.js';

/** Every display flag off, or the ones given on. */
export function displayFlags(on: Partial<InvoiceDisplaySettings> = {}): InvoiceDisplaySettings {
  return {
    ...(Object.fromEntries(INVOICE_DISPLAY_FLAGS.map((flag) => [flag, false])) as InvoiceDisplaySettings),
    ...on,
  };
}

const PRODUCTS = [
  { sellerItemId: 'BLÅ-100', name: 'Blåbærsyltetøy 450 g', unit: 'stk', priceAmount: '54.90', taxPercent: '15' },
  { sellerItemId: 'KAF-200', name: 'Kaffe, mørkbrent 500 g', unit: 'stk', priceAmount: '89.00', taxPercent: '15' },
  { sellerItemId: 'MON-300', name: 'Montering på stedet', unit: 'timer', priceAmount: '950.00', taxPercent: '25' },
  { sellerItemId: 'FRA-400', name: 'Frakt til Tromsø', unit: 'stk', priceAmount: '249.00', taxPercent: '25' },
  { sellerItemId: 'SKØ-500', name: 'Skøyteslip og ærfugldun', unit: 'stk', priceAmount: '120.50', taxPercent: '25' },
] as const;

/** An order of Fjordhandel AS to Ærlig Øl & Å AS with `lineCount` lines, two VAT rates and a 5 % allowance. */
export function sampleOrderView(
  type: SalesDocumentType = 'orderConfirmation',
  options: { lineCount?: number; locale?: Locale; display?: Partial<InvoiceDisplaySettings> } = {},
): SalesDocumentView {
  const lineCount = options.lineCount ?? 5;
  return {
    type,
    locale: options.locale ?? 'nb',
    number: '10042',
    issueDate: '2026-11-25',
    deliveryDate: '2026-12-02',
    currency: 'NOK',
    supplier: {
      name: 'Fjordhandel AS',
      addressLines: ['Strandgata 12', '5013 Bergen'],
      organizationNumber: '912345678',
      vatRegistered: true,
      inBusinessRegister: true,
      bban: '12345678903',
      email: 'post@fjordhandel.no',
      phone: '+47 55 12 34 56',
    },
    customer: {
      name: 'Ærlig Øl & Å AS',
      addressLines: ['Kjøpmannsgata 7', '7013 Trondheim'],
      customerNumber: '1007',
    },
    yourReference: 'Åse Bjørnstad',
    ourReference: 'Demo Bruker',
    project: 'Julemarked',
    lines: Array.from({ length: lineCount }, (_, index) => {
      const product = PRODUCTS[index % PRODUCTS.length]!;
      return {
        sellerItemId: product.sellerItemId,
        name: product.name,
        description: index === 2 ? 'Inkludert reise innen Trondheim kommune' : null,
        quantity: index === 2 ? '2.5' : String(index + 1),
        orderedQuantity: String(index + 2),
        unit: product.unit,
        priceAmount: product.priceAmount,
        allowanceCharges: index === 1 ? [{ chargeIndicator: false, percent: '10' }] : [],
        taxCategory: 'S' as const,
        taxPercent: product.taxPercent,
      };
    }),
    allowanceCharges: [
      { chargeIndicator: false, percent: '5', taxCategory: 'S', taxPercent: '25', reason: 'Kunderabatt' },
    ],
    rounding: 'NEAREST',
    creditDays: 14,
    note: 'Levering til bakdøren, ring på når dere kommer.',
    legalNotes: ['Varene forblir selgers eiendom til de er betalt i sin helhet (salgspant).'],
    display: displayFlags({ showTaxAmount: true, showInvoiceAllowance: true, ...options.display }),
  };
}

type InvoiceFixtureOptions = { lineCount?: number; locale?: Locale; display?: Partial<InvoiceDisplaySettings> };

/** Invoice 10023 of the sample order's lines, with a KID, due 14 days after its date. */
export function sampleInvoiceView(options: InvoiceFixtureOptions = {}): InvoiceView {
  const { type: _order, ...order } = sampleOrderView('order', options);
  return {
    ...order,
    type: 'invoice',
    number: '10023',
    issueDate: '2026-11-01',
    deliveryDate: '2026-10-28',
    dueDate: '2026-11-15',
    creditDays: 14,
    kid: '0010070100236',
    orderNumbers: ['10042', '10043'],
    note: 'Takk for handelen!',
    attachments: ['timeliste-oktober.pdf', 'pakkseddel.pdf'],
  };
}

/** Credit note 10031 of two of invoice 10023's lines. */
export function sampleCreditNoteView(options: InvoiceFixtureOptions = {}): CreditNoteView {
  const { type: _invoice, kid: _kid, dueDate: _due, settlement: _s, ...invoice } = sampleInvoiceView(options);
  return {
    ...invoice,
    type: 'creditNote',
    number: '10031',
    issueDate: '2026-11-20',
    lines: invoice.lines.slice(0, 2),
    allowanceCharges: [],
    creditedInvoice: { number: '10023', issueDate: '2026-11-01' },
    note: 'Reklamasjon: skadet emballasje.',
    attachments: [],
  };
}

/** The first overdue notice of invoice 10023 (4 966.00): 1 000.00 paid, 500.00 credited, fee and interest. */
export function sampleOverdueNoticeView(options: { locale?: Locale; interest?: boolean } = {}): OverdueNoticeView {
  const invoice = sampleInvoiceView({ locale: options.locale });
  return {
    type: 'overdueNotice',
    locale: invoice.locale,
    number: invoice.number,
    issueDate: '2026-11-30',
    currency: invoice.currency,
    supplier: invoice.supplier,
    customer: invoice.customer,
    yourReference: invoice.yourReference,
    ourReference: invoice.ourReference,
    kid: invoice.kid,
    legalNotes: [],
    notice: {
      sequence: 1,
      invoiceIssueDate: invoice.issueDate,
      invoiceDueDate: invoice.dueDate,
      invoiceAmount: '4966.00',
      settlement: {
        payments: [{ date: '2026-11-18', amount: '1000.00' }],
        creditNotes: [{ number: '10031', issueDate: '2026-11-20', amount: '500.00' }],
      },
      fee: '37.50',
      interest:
        options.interest === false
          ? null
          : { percent: '12.25', fromDate: '2026-11-16', toDate: '2026-11-30', amount: '16.29' },
      dueDate: '2026-12-14',
    },
  };
}
