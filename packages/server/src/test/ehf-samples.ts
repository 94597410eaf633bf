import {
  DEFAULT_EXEMPTION_REASONS,
  documentTotals,
  type DocumentAllowanceChargeInput,
  type DocumentLineInput,
  type EhfDocumentInput,
  type InvoiceRoundingMode,
} from '@fjord/domain';

/** A line as a test or bench states it: the arithmetic's input, a name and an optional unit. */
export type SampleLine = DocumentLineInput & { name: string; unitCode?: string };

export type SampleEhfOptions = {
  kind?: EhfDocumentInput['kind'];
  number?: string;
  allowanceCharges?: readonly DocumentAllowanceChargeInput[];
  rounding?: InvoiceRoundingMode;
};

const NORDLYS: EhfDocumentInput['seller'] = {
  name: 'Nordlys Elektro AS',
  organizationNumber: '914994780',
  endpointId: '914994780',
  vatRegistered: true,
  inEnterpriseRegister: true,
  address: { street: 'Sjøgata 12', additionalStreet: 'Bygg B', city: 'Tromsø', zip: '9008', countryCode: 'NO' },
  contact: { name: 'Åse Nilsen', phone: '+47 77 60 00 00', email: 'faktura@nordlys-elektro.no' },
};

const HAVBRIS: Omit<EhfDocumentInput['buyer'], 'vatRegistered'> = {
  name: 'Havbris Eiendom AS',
  organizationNumber: '983163327',
  endpointId: '983163327',
  address: { street: 'Kaigata 3', additionalStreet: null, city: 'Bodø', zip: '8006', countryCode: 'NO' },
  contact: null,
};

/**
 * An EHF invoice (or credit note) of Nordlys Elektro AS to Havbris Eiendom AS with the given lines, its
 * figures computed by the domain's documentTotals exactly as the server's invoiceEhfInput does:
 * what `ehfDocument` of a real invoice gets, with the parties fixed.
 */
export function sampleEhfInput(lines: readonly SampleLine[], options: SampleEhfOptions = {}): EhfDocumentInput {
  const kind = options.kind ?? 'INVOICE';
  const documentCharges = options.allowanceCharges ?? [];
  const {
    lines: lineTotals,
    allowanceCharges,
    ...totals
  } = documentTotals({ lines, allowanceCharges: documentCharges, rounding: options.rounding ?? 'DISABLED' });
  return {
    kind,
    number: options.number ?? '10001',
    issueDate: '2026-11-25',
    dueDate: kind === 'INVOICE' ? '2026-12-09' : null,
    currencyCode: 'NOK',
    note: null,
    buyerReference: 'Ola Nordmann',
    orderReference: null,
    billingReference: kind === 'CREDIT_NOTE' ? { number: '10000', issueDate: '2026-11-20' } : null,
    attachments: [],
    seller: NORDLYS,
    buyer: { ...HAVBRIS, vatRegistered: true },
    delivery: { date: '2026-11-24', address: HAVBRIS.address },
    payment: { kid: '0001000100016', bban: '15032714452', iban: null, bic: null, terms: '14 dager netto' },
    allowanceCharges: allowanceCharges.map((item, index) => ({
      ...item,
      reason: item.chargeIndicator ? 'Frakt' : 'Rabatt',
      percent: documentCharges[index]!.percent ?? null,
    })),
    totals,
    exemptionReasons: { E: DEFAULT_EXEMPTION_REASONS.E, O: DEFAULT_EXEMPTION_REASONS.O },
    taxCurrency: null,
    lines: lines.map((line, index) => ({
      id: String(index + 1),
      note: null,
      quantity: line.quantity,
      unitCode: line.unitCode ?? 'EA',
      lineExtensionAmount: lineTotals[index]!.lineExtensionAmount,
      allowanceCharges: lineTotals[index]!.allowanceCharges.map((item, position) => ({
        ...item,
        reason: item.chargeIndicator ? 'Tillegg' : 'Rabatt',
        percent: line.allowanceCharges?.[position]?.percent ?? null,
      })),
      name: line.name,
      description: null,
      sellersItemId: null,
      taxCategory: line.taxCategory,
      taxPercent: line.taxPercent,
      priceAmount: line.priceAmount,
      baseQuantity: line.baseQuantity ?? null,
    })),
  };
}

const PRODUCTS = [
  { name: 'Blåbærsyltetøy 450 g', priceAmount: '54.90', taxCategory: 'S', taxPercent: '15' },
  { name: 'Kaffe, mørkbrent 500 g', priceAmount: '89.00', taxCategory: 'S', taxPercent: '15' },
  { name: 'Montering på stedet', priceAmount: '950.00', taxCategory: 'S', taxPercent: '25', unitCode: 'HUR' },
  { name: 'Frakt til Tromsø', priceAmount: '249.00', taxCategory: 'S', taxPercent: '25' },
  { name: 'Skøyteslip og ærfugldun', priceAmount: '120.50', taxCategory: 'S', taxPercent: '25' },
  { name: 'Persontransport, ferge', priceAmount: '333.33', taxCategory: 'S', taxPercent: '12' },
  { name: 'Kurs i regnskap', priceAmount: '1499.99', taxCategory: 'E', taxPercent: '0' },
  { name: 'Avis, papir', priceAmount: '42.17', taxCategory: 'Z', taxPercent: '0' },
] as const satisfies readonly SampleLine[] | readonly Omit<SampleLine, 'quantity'>[];

/**
 * The `n`th of a varied series of ten-line invoices: products at 25, 15, 12 and 0 % (exempt and
 * zero-rated), fractional quantities, a percent or fixed line allowance or charge on some lines, a
 * document discount or freight charge on some invoices. Deterministic in `n`.
 */
export function variedEhfInput(n: number, lineCount = 10): EhfDocumentInput {
  const lines: SampleLine[] = Array.from({ length: lineCount }, (_, i) => {
    const product = PRODUCTS[(n + i * 3) % PRODUCTS.length]!;
    const quantity = ((n * 7 + i * 13) % 40) + 1;
    const allowance = (n + i) % 4;
    return {
      ...product,
      quantity: i % 3 === 0 ? `${quantity}.5` : String(quantity),
      allowanceCharges:
        allowance === 0
          ? [{ chargeIndicator: false, percent: String((n % 3) * 5 + 5) }]
          : allowance === 1
            ? [{ chargeIndicator: true, amount: '19.90' }]
            : [],
    };
  });
  const allowanceCharges: DocumentAllowanceChargeInput[] =
    n % 3 === 0
      ? [{ chargeIndicator: false, percent: '2.5', taxCategory: 'S', taxPercent: '25' }]
      : n % 3 === 1
        ? [{ chargeIndicator: true, amount: '149.00', taxCategory: 'S', taxPercent: '25' }]
        : [];
  return sampleEhfInput(lines, {
    number: String(20000 + n),
    allowanceCharges,
    rounding: n % 2 === 0 ? 'NEAREST' : 'DISABLED',
  });
}
