import type { Locale, PrintableDocumentType, TaxCategoryCode } from '@fjord/domain';

/**
 * The payslip's own texts (payslip.ts); its column heads "Beskrivelse", "Antall", "Beløp" and the
 * account's "Kontonr." are the shared ones above.
 */
type PayslipTexts = {
  title: string;
  number: string;
  /** The period's name ("Januar 2026"), then its first and last day. */
  period: string;
  periodDates: string;
  paidDate: string;
  /** Before the masked fødselsnummer. */
  socialSecurityNumber: string;
  rate: string;
  /** Under a benefit in kind: taxed and shown, but not paid out. */
  benefitInKind: string;
  grossPay: string;
  /** Tax withheld and what it is based on ("Tabell 8115", "Frikort"), as the view gives it. */
  taxDeduction: (basis: string) => string;
  halfTax: string;
  prepayment: (date: string) => string;
  netPay: string;
  yearToDate: string;
  taxWithheld: string;
  vacationPayBasis: string;
  vacationPay: string;
  vacationPayBasisNow: string;
  vacationPayNow: string;
  comment: string;
};

/** The employee's yearly statement (yearly-report.ts). */
type YearlyReportTexts = {
  title: (year: number) => string;
  /** Under the title: what the document is. */
  subtitle: string;
  socialSecurityNumber: string;
  employer: string;
  subUnit: string;
  period: string;
  printed: string;
  cash: string;
  benefitsInKind: string;
  expenseAllowances: string;
  total: string;
  withholding: string;
  vacationPayBasis: string;
  nothing: string;
  /** The closing note: the statement follows the a-melding. */
  basedOnAmelding: (year: number) => string;
};

type Texts = {
  title: Record<PrintableDocumentType, string>;
  number: Record<PrintableDocumentType, string>;
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
  /** The VAT in NOK of a document in another currency, with the rate it was converted at. */
  vatInNok: (rate: string, currency: string) => string;
  paymentTerms: string;
  creditDays: (days: number) => string;
  dueDate: string;
  bankAccount: string;
  organizationNumber: string;
  vatRegistered: string;
  businessRegister: string;
  page: (page: number, of: number) => string;
  currency: string;
  // Invoices, credit notes and overdue notices.
  kid: string;
  orderNumbers: string;
  credits: (invoice: string, date: string) => string;
  creditTotal: string;
  reverseCharge: string;
  attachments: string;
  /** Before the sender's address at the top of an envelope's window. */
  returnAddress: string;
  invoiceAmount: string;
  payment: string;
  creditNote: (number: string, date: string) => string;
  paidSoFar: string;
  remaining: string;
  slipTitle: string;
  slipPayer: string;
  slipPayee: string;
  slipAccount: string;
  slipKid: string;
  slipMessage: string;
  slipInvoiceNumber: (number: string) => string;
  slipAmount: string;
  slipDueDate: string;
  /** The notice's title by its number; a notice without a fee is a payment reminder (betalingspåminnelse). */
  noticeTitle: (sequence: number, withFee: boolean) => string;
  invoiceNumber: string;
  invoiceDate: string;
  originalDueDate: string;
  noticeIntro: (invoice: string, dueDate: string) => string;
  outstanding: string;
  reminderFee: string;
  lateInterest: (percent: string, from: string, to: string) => string;
  toPay: string;
  newDueDate: string;
  feeBasis: string;
  interestBasis: string;
  alreadyPaid: string;
  payslip: PayslipTexts;
  yearlyReport: YearlyReportTexts;
};

export const PDF_TEXTS: Record<Locale, Texts> = {
  nb: {
    title: {
      offer: 'Tilbud',
      order: 'Ordre',
      orderConfirmation: 'Ordrebekreftelse',
      packingSlip: 'Pakkseddel',
      invoice: 'Faktura',
      creditNote: 'Kreditnota',
      overdueNotice: 'Purring',
    },
    number: {
      offer: 'Tilbudsnr.',
      order: 'Ordrenr.',
      orderConfirmation: 'Ordrenr.',
      packingSlip: 'Ordrenr.',
      invoice: 'Fakturanr.',
      creditNote: 'Kreditnotanr.',
      overdueNotice: 'Fakturanr.',
    },
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
    vatInNok: (rate, currency) => `Mva. i NOK (kurs ${rate} NOK/${currency})`,
    paymentTerms: 'Betalingsbetingelser',
    creditDays: (days) => `${days} dager netto`,
    dueDate: 'Forfallsdato',
    bankAccount: 'Kontonr.',
    organizationNumber: 'Org.nr.',
    vatRegistered: 'MVA',
    businessRegister: 'Foretaksregisteret',
    page: (page, of) => `Side ${page} av ${of}`,
    currency: 'Valuta',
    kid: 'KID',
    orderNumbers: 'Ordrenr.',
    credits: (invoice, date) => `Krediterer faktura ${invoice} av ${date}`,
    creditTotal: 'Sum kreditert',
    reverseCharge: 'Omvendt avgiftsplikt – Merverdiavgift ikke beregnet',
    attachments: 'Vedlegg',
    returnAddress: 'Avsender',
    invoiceAmount: 'Fakturabeløp',
    payment: 'Innbetaling',
    creditNote: (number, date) => `Kreditnota ${number} av ${date}`,
    paidSoFar: 'Betalt og kreditert hittil',
    remaining: 'Gjenstår å betale',
    slipTitle: 'Betalingsinformasjon',
    slipPayer: 'Betalt av',
    slipPayee: 'Betalt til',
    slipAccount: 'Kontonummer',
    slipKid: 'Kundeidentifikasjon (KID)',
    slipMessage: 'Melding',
    slipInvoiceNumber: (number) => `Fakturanr. ${number}`,
    slipAmount: 'Å betale',
    slipDueDate: 'Betalingsfrist',
    noticeTitle: (sequence, withFee) =>
      withFee ? `${sequence}. purring` : sequence === 1 ? 'Betalingspåminnelse' : `${sequence}. betalingspåminnelse`,
    invoiceNumber: 'Fakturanr.',
    invoiceDate: 'Fakturadato',
    originalDueDate: 'Opprinnelig forfall',
    noticeIntro: (invoice, dueDate) =>
      `Vi kan ikke se å ha mottatt full betaling for faktura ${invoice}, som forfalt ${dueDate}. Vi ber om at utestående beløp betales innen ny betalingsfrist.`,
    outstanding: 'Utestående beløp',
    reminderFee: 'Purregebyr',
    lateInterest: (percent, from, to) => `Forsinkelsesrente ${percent} p.a. ${from}–${to}`,
    toPay: 'Å betale',
    newDueDate: 'Ny betalingsfrist',
    feeBasis:
      'Purregebyret er beregnet etter inkassoforskriften § 1-2 og overstiger ikke 1/20 av inkassosatsen. Det er ikke mva. på purregebyr.',
    interestBasis: 'Forsinkelsesrenten er beregnet etter forsinkelsesrenteloven § 3.',
    alreadyPaid: 'Har du allerede betalt, kan du se bort fra denne henvendelsen.',
    payslip: {
      title: 'Lønnsslipp',
      number: 'Lønnsslippnr.',
      period: 'Lønnsperiode',
      periodDates: 'Fra–til',
      paidDate: 'Utbetalingsdato',
      socialSecurityNumber: 'Fødselsnr.',
      rate: 'Sats',
      benefitInKind: 'Naturalytelse – skattepliktig, ikke utbetalt',
      grossPay: 'Bruttolønn',
      taxDeduction: (basis) => `Forskuddstrekk (${basis})`,
      halfTax: 'Halv skatt: bare halvt tabelltrekk i denne perioden.',
      prepayment: (date) => `Utbetalt forskudd ${date}`,
      netPay: 'Netto utbetalt',
      yearToDate: 'Hittil i år',
      taxWithheld: 'Forskuddstrekk',
      vacationPayBasis: 'Feriepengegrunnlag',
      vacationPay: 'Feriepenger',
      vacationPayBasisNow: 'Grunnlag denne lønnsslippen',
      vacationPayNow: 'Opptjent denne lønnsslippen',
      comment: 'Kommentar',
    },
    yearlyReport: {
      title: (year) => `Årsoppgave ${year}`,
      subtitle: 'Lønns- og trekkoppgave (sammenstillingsoppgave)',
      socialSecurityNumber: 'Fødselsnr.',
      employer: 'Arbeidsgiver',
      subUnit: 'Virksomhet',
      period: 'Inntektsår',
      printed: 'Utskrevet',
      cash: 'Lønn og andre kontantytelser',
      benefitsInKind: 'Naturalytelser (skattepliktige, ikke utbetalt)',
      expenseAllowances: 'Utgiftsgodtgjørelser',
      total: 'Sum',
      withholding: 'Forskuddstrekk',
      vacationPayBasis: 'Grunnlag for feriepenger',
      nothing: 'Ingen',
      basedOnAmelding: (year) =>
        `Oppgaven er satt sammen av det arbeidsgiveren har rapportert i a-meldingen for ${year}, per måned lønnen ble utbetalt. ` +
        'De samme opplysningene er forhåndsutfylt i skattemeldingen din. Kontroller beløpene, og si fra til arbeidsgiveren hvis noe er feil.',
    },
  },
  en: {
    title: {
      offer: 'Quotation',
      order: 'Order',
      orderConfirmation: 'Order confirmation',
      packingSlip: 'Packing slip',
      invoice: 'Invoice',
      creditNote: 'Credit note',
      overdueNotice: 'Payment reminder',
    },
    number: {
      offer: 'Quotation no.',
      order: 'Order no.',
      orderConfirmation: 'Order no.',
      packingSlip: 'Order no.',
      invoice: 'Invoice no.',
      creditNote: 'Credit note no.',
      overdueNotice: 'Invoice no.',
    },
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
    vatInNok: (rate, currency) => `VAT in NOK (rate ${rate} NOK/${currency})`,
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
    // The printed name of the Norwegian payment reference, which banks abroad know by it.
    kid: 'KID',
    orderNumbers: 'Order no.',
    credits: (invoice, date) => `Credits invoice ${invoice} of ${date}`,
    creditTotal: 'Total credited',
    reverseCharge: 'Reverse charge – VAT not charged',
    attachments: 'Attachments',
    returnAddress: 'Sender',
    invoiceAmount: 'Invoice amount',
    payment: 'Payment',
    creditNote: (number, date) => `Credit note ${number} of ${date}`,
    paidSoFar: 'Paid and credited so far',
    remaining: 'Remaining to pay',
    slipTitle: 'Payment information',
    slipPayer: 'Paid by',
    slipPayee: 'Paid to',
    slipAccount: 'Account number',
    slipKid: 'Customer identification (KID)',
    slipMessage: 'Message',
    slipInvoiceNumber: (number) => `Invoice no. ${number}`,
    slipAmount: 'Amount to pay',
    slipDueDate: 'Due date',
    noticeTitle: (sequence) => `Payment reminder no. ${sequence}`,
    invoiceNumber: 'Invoice no.',
    invoiceDate: 'Invoice date',
    originalDueDate: 'Original due date',
    noticeIntro: (invoice, dueDate) =>
      `We have not received full payment of invoice ${invoice}, which was due on ${dueDate}. Please pay the outstanding amount by the new due date.`,
    outstanding: 'Outstanding amount',
    reminderFee: 'Reminder fee',
    lateInterest: (percent, from, to) => `Late-payment interest ${percent} p.a. ${from}–${to}`,
    toPay: 'Amount to pay',
    newDueDate: 'New due date',
    feeBasis:
      'The reminder fee follows the Norwegian Debt Collection Regulations (inkassoforskriften) § 1-2 and does not exceed 1/20 of the debt collection rate. No VAT is charged on the fee.',
    interestBasis: 'Late-payment interest is charged under the Late Payment Interest Act (forsinkelsesrenteloven) § 3.',
    alreadyPaid: 'If you have already paid, please disregard this reminder.',
    payslip: {
      title: 'Payslip',
      number: 'Payslip no.',
      period: 'Pay period',
      periodDates: 'From–to',
      paidDate: 'Payment date',
      socialSecurityNumber: 'National identity no.',
      rate: 'Rate',
      benefitInKind: 'Benefit in kind – taxable, not paid out',
      grossPay: 'Gross pay',
      taxDeduction: (basis) => `Tax withheld (${basis})`,
      halfTax: 'Half tax: only half the tax-table deduction this period.',
      prepayment: (date) => `Advance paid ${date}`,
      netPay: 'Net pay',
      yearToDate: 'Year to date',
      taxWithheld: 'Tax withheld',
      // Holiday pay (feriepenger) is the term of the Holidays Act in English.
      vacationPayBasis: 'Holiday pay basis',
      vacationPay: 'Holiday pay',
      vacationPayBasisNow: 'Basis this payslip',
      vacationPayNow: 'Earned this payslip',
      comment: 'Comment',
    },
    yearlyReport: {
      title: (year) => `Yearly statement ${year}`,
      subtitle: 'Statement of pay and tax withheld (sammenstillingsoppgave)',
      socialSecurityNumber: 'National identity no.',
      employer: 'Employer',
      subUnit: 'Business unit',
      period: 'Income year',
      printed: 'Printed',
      cash: 'Pay and other cash benefits',
      benefitsInKind: 'Benefits in kind (taxable, not paid out)',
      expenseAllowances: 'Expense allowances',
      total: 'Total',
      withholding: 'Tax withheld',
      vacationPayBasis: 'Holiday pay basis',
      nothing: 'None',
      basedOnAmelding: (year) =>
        `This statement sums up what your employer reported in the a-melding for ${year}, by the month the pay was paid. ` +
        'The same figures are pre-filled in your tax return. Please check them and tell your employer if anything is wrong.',
    },
  },
};
