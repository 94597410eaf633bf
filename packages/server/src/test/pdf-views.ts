import { INVOICE_DISPLAY_FLAGS, type InvoiceDisplaySettings, type Locale } from '@fjord/domain';
import type { SalesDocumentType, SalesDocumentView } from '../pdf/render.js';

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
