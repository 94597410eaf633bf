import type { Locale, SalesDocumentType, TaxCategoryCode } from '@fjord/domain';

export { SALES_DOCUMENT_TYPES, type SalesDocumentType } from '@fjord/domain';

type Texts = {
  title: Record<SalesDocumentType, string>;
  number: Record<SalesDocumentType, string>;
  date: string;
  deliveryDate: string;
  customerNumber: string;
  yourReference: string;
  ourReference: string;
  project: string;
  department: string;
  car: string;
  deliveryAddress: string;
  itemNumber: string;
  description: string;
  quantity: string;
  orderedQuantity: string;
  unit: string;
  price: string;
  lineAllowance: string;
  lineCharge: string;
  vatRate: string;
  lineVat: string;
  amount: string;
  lineTotal: string;
  documentAllowance: string;
  documentCharge: string;
  totalExclVat: string;
  vatOf: (rate: string, base: string) => string;
  vatCategory: Record<TaxCategoryCode, string>;
  rounding: string;
  total: string;
  totalVat: string;
  paymentTerms: string;
  creditDays: (days: number) => string;
  dueDate: string;
  bankAccount: string;
  organizationNumber: string;
  vatRegistered: string;
  businessRegister: string;
  page: (page: number, of: number) => string;
  currency: string;
};

export const PDF_TEXTS: Record<Locale, Texts> = {
  nb: {
    title: { offer: 'Tilbud', order: 'Ordre', orderConfirmation: 'Ordrebekreftelse', packingSlip: 'Pakkseddel' },
    number: { offer: 'Tilbudsnr.', order: 'Ordrenr.', orderConfirmation: 'Ordrenr.', packingSlip: 'Ordrenr.' },
    date: 'Dato',
    deliveryDate: 'Leveringsdato',
    customerNumber: 'Kundenr.',
    yourReference: 'Deres ref.',
    ourReference: 'Vår ref.',
    project: 'Prosjekt',
    department: 'Avdeling',
    car: 'Bil',
    deliveryAddress: 'Leveringsadresse',
    itemNumber: 'Varenr.',
    description: 'Beskrivelse',
    quantity: 'Antall',
    orderedQuantity: 'Bestilt',
    unit: 'Enhet',
    price: 'Pris',
    lineAllowance: 'Rabatt',
    lineCharge: 'Tillegg',
    vatRate: 'Mva',
    lineVat: 'Mva-beløp',
    amount: 'Beløp',
    lineTotal: 'Sum linjer',
    documentAllowance: 'Rabatt',
    documentCharge: 'Tillegg',
    totalExclVat: 'Sum eks. mva.',
    vatOf: (rate, base) => `Mva ${rate} av ${base}`,
    vatCategory: {
      S: 'Mva',
      Z: 'Nullsats',
      E: 'Fritatt for mva',
      AE: 'Omvendt avgiftsplikt',
      K: 'Fritatt, levering innen EØS',
      G: 'Fritatt, utførsel',
      O: 'Utenfor mva-området',
    },
    rounding: 'Øreavrunding',
    total: 'Totalt',
    totalVat: 'Sum mva.',
    paymentTerms: 'Betalingsbetingelser',
    creditDays: (days) => `${days} dager netto`,
    dueDate: 'Forfallsdato',
    bankAccount: 'Kontonr.',
    organizationNumber: 'Org.nr.',
    vatRegistered: 'MVA',
    businessRegister: 'Foretaksregisteret',
    page: (page, of) => `Side ${page} av ${of}`,
    currency: 'Valuta',
  },
  en: {
    title: { offer: 'Quotation', order: 'Order', orderConfirmation: 'Order confirmation', packingSlip: 'Packing slip' },
    number: { offer: 'Quotation no.', order: 'Order no.', orderConfirmation: 'Order no.', packingSlip: 'Order no.' },
    date: 'Date',
    deliveryDate: 'Delivery date',
    customerNumber: 'Customer no.',
    yourReference: 'Your ref.',
    ourReference: 'Our ref.',
    project: 'Project',
    department: 'Department',
    car: 'Car',
    deliveryAddress: 'Delivery address',
    itemNumber: 'Item no.',
    description: 'Description',
    quantity: 'Qty',
    orderedQuantity: 'Ordered',
    unit: 'Unit',
    price: 'Price',
    lineAllowance: 'Discount',
    lineCharge: 'Charge',
    vatRate: 'VAT',
    lineVat: 'VAT amount',
    amount: 'Amount',
    lineTotal: 'Lines total',
    documentAllowance: 'Discount',
    documentCharge: 'Charge',
    totalExclVat: 'Total excl. VAT',
    vatOf: (rate, base) => `VAT ${rate} of ${base}`,
    vatCategory: {
      S: 'VAT',
      Z: 'Zero rated',
      E: 'Exempt from VAT',
      AE: 'Reverse charge',
      K: 'Exempt, intra-EEA supply',
      G: 'Exempt, export',
      O: 'Outside the scope of VAT',
    },
    rounding: 'Rounding',
    total: 'Total',
    totalVat: 'Total VAT',
    paymentTerms: 'Payment terms',
    creditDays: (days) => `${days} days net`,
    dueDate: 'Due date',
    bankAccount: 'Bank account',
    organizationNumber: 'Org. no.',
    // The marking the law asks for after the organisation number, in every language.
    vatRegistered: 'MVA',
    businessRegister: 'Register of Business Enterprises',
    page: (page, of) => `Page ${page} of ${of}`,
    currency: 'Currency',
  },
};
