import type { DocumentTotals } from '../documents/document-totals.js';
import { taxCategoryNeedsExemptionReason, type TaxCategoryCode } from '../documents/tax-categories.js';
import { toMoney } from '../money/money.js';
import { element, textElement, xmlDocument, type XmlNode } from './xml-writer.js';

/** Peppol BIS Billing 3.0: the specification (BT-24) and the business process (BT-23) every EHF names. */
export const EHF_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const EHF_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** ICD 0192: the Norwegian organisation number (Enhetsregisteret), as endpoint and legal id. */
export const NORWEGIAN_ORGANIZATION_SCHEME = '0192';

const NS = {
  INVOICE: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CREDIT_NOTE: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

export type EhfAddress = {
  street: string | null;
  additionalStreet: string | null;
  city: string | null;
  zip: string | null;
  countryCode: string;
};

export type EhfParty = {
  name: string;
  /** The Norwegian organisation number (nine digits), or null for a private person or a foreign party. */
  organizationNumber: string | null;
  /**
   * The electronic address (BT-34, BT-49) in scheme 0192: the party's organisation number. BIS 3
   * demands one for both parties (PEPPOL-EN16931-R010, R020); the caller decides what a party
   * without an organisation number is addressed by.
   */
  endpointId: string | null;
  /** Registered for VAT in Norway: the party's VAT id is NO + organisation number + MVA. */
  vatRegistered: boolean;
  address: EhfAddress;
  contact: { name: string | null; phone: string | null; email: string | null } | null;
};

export type EhfSeller = EhfParty & {
  /** Registered in Foretaksregisteret (AS, ASA, NUF …): the invoice must say so (NO-R-002). */
  inEnterpriseRegister: boolean;
};

export type EhfAllowanceCharge = {
  chargeIndicator: boolean;
  reason: string;
  /** The percent of `baseAmount` the amount is, when it was given as a percent. */
  percent: string | null;
  baseAmount: string | null;
  amount: string;
};

export type EhfDocumentAllowanceCharge = EhfAllowanceCharge & { taxCategory: TaxCategoryCode; taxPercent: string };

export type EhfLine = {
  /** The line's number on the document, from 1. */
  id: string;
  note: string | null;
  quantity: string;
  /** UN/ECE Recommendation 20 (with 21), e.g. EA, HUR, KGM. */
  unitCode: string;
  lineExtensionAmount: string;
  allowanceCharges: EhfAllowanceCharge[];
  name: string;
  description: string | null;
  sellersItemId: string | null;
  taxCategory: TaxCategoryCode;
  taxPercent: string;
  priceAmount: string;
  baseQuantity: string | null;
};

export type EhfAttachment = {
  id: string;
  description: string | null;
  fileName: string;
  /** The file's MIME type (a code of the Peppol MimeCode list: PDF, PNG, JPEG, CSV, XLSX, ODS). */
  mimeCode: string;
  base64: string;
};

/**
 * What an EHF invoice or credit note states: the figures are the domain's documentTotals of the
 * document's lines (those the PDF prints). A credit note states what it takes back as positive
 * amounts, as its PDF does.
 */
export type EhfDocumentInput = {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  issueDate: string;
  dueDate: string | null;
  currencyCode: string;
  note: string | null;
  /** BT-10, the buyer's reference ("Deres ref."); Peppol needs it or the order reference. */
  buyerReference: string | null;
  /** BT-13, the buyer's purchase order number. */
  orderReference: string | null;
  /** BT-25/26, the invoice a credit note credits. */
  billingReference: { number: string; issueDate: string | null } | null;
  attachments: EhfAttachment[];
  seller: EhfSeller;
  buyer: EhfParty;
  delivery: { date: string | null; address: EhfAddress | null } | null;
  payment: { kid: string | null; bban: string | null; iban: string | null; bic: string | null; terms: string | null };
  allowanceCharges: EhfDocumentAllowanceCharge[];
  totals: Omit<DocumentTotals, 'lines' | 'allowanceCharges'>;
  /** Why no VAT is charged, per category that must say it (E, AE, K, G, O), in the document's language. */
  exemptionReasons: Partial<Record<TaxCategoryCode, string>>;
  /** The VAT in NOK when the document is in another currency (BT-6, BT-111). */
  taxCurrency: { code: string; taxAmount: string } | null;
  lines: EhfLine[];
};

/** The reason a VAT breakdown gives when the document named none for a category that needs one. */
export const DEFAULT_EXEMPTION_REASONS: Record<Exclude<TaxCategoryCode, 'S' | 'Z'>, string> = {
  E: 'Unntatt fra merverdiavgift',
  AE: 'Omvendt avgiftsplikt',
  K: 'Innenlands omsetning til EØS fritatt for merverdiavgift',
  G: 'Utførsel av varer og tjenester, fritatt for merverdiavgift',
  O: 'Utenfor merverdiavgiftsloven',
};

const cbc = (
  name: string,
  text: string | null | undefined,
  attributes: Record<string, string | null | undefined> = {},
) => textElement(`cbc:${name}`, text, attributes);
const cac = (name: string, ...children: Parameters<typeof element>[2][]) => element(`cac:${name}`, {}, ...children);

/** A percent as the document states it: O has none (BR-O-05). */
const percentOf = (category: TaxCategoryCode, percent: string) => (category === 'O' ? null : percent);

const taxScheme = (id: string) => cac('TaxScheme', cbc('ID', id));

function address(name: 'PostalAddress' | 'Address', value: EhfAddress): XmlNode {
  return cac(
    name,
    cbc('StreetName', value.street),
    cbc('AdditionalStreetName', value.additionalStreet),
    cbc('CityName', value.city),
    cbc('PostalZone', value.zip),
    cac('Country', cbc('IdentificationCode', value.countryCode)),
  );
}

const vatId = (party: EhfParty) =>
  party.vatRegistered && party.organizationNumber ? `NO${party.organizationNumber}MVA` : null;

function party(value: EhfParty, enterpriseRegister: boolean): XmlNode {
  const organization = value.organizationNumber;
  const vat = vatId(value);
  return cac(
    'Party',
    value.endpointId ? cbc('EndpointID', value.endpointId, { schemeID: NORWEGIAN_ORGANIZATION_SCHEME }) : null,
    cac('PartyName', cbc('Name', value.name)),
    address('PostalAddress', value.address),
    vat ? cac('PartyTaxScheme', cbc('CompanyID', vat), taxScheme('VAT')) : null,
    enterpriseRegister ? cac('PartyTaxScheme', cbc('CompanyID', 'Foretaksregisteret'), taxScheme('TAX')) : null,
    cac(
      'PartyLegalEntity',
      cbc('RegistrationName', value.name),
      organization ? cbc('CompanyID', organization, { schemeID: NORWEGIAN_ORGANIZATION_SCHEME }) : null,
    ),
    value.contact && (value.contact.name || value.contact.phone || value.contact.email)
      ? cac(
          'Contact',
          cbc('Name', value.contact.name),
          cbc('Telephone', value.contact.phone),
          cbc('ElectronicMail', value.contact.email),
        )
      : null,
  );
}

function taxCategory(name: 'TaxCategory' | 'ClassifiedTaxCategory', category: TaxCategoryCode, percent: string) {
  return cac(name, cbc('ID', category), cbc('Percent', percentOf(category, percent)), taxScheme('VAT'));
}

function allowanceCharge(
  input: EhfDocumentInput,
  item: EhfAllowanceCharge,
  category: { code: TaxCategoryCode; percent: string } | null,
): XmlNode {
  const currencyID = input.currencyCode;
  return cac(
    'AllowanceCharge',
    cbc('ChargeIndicator', item.chargeIndicator ? 'true' : 'false'),
    cbc('AllowanceChargeReason', item.reason),
    cbc('MultiplierFactorNumeric', item.baseAmount === null ? null : item.percent),
    cbc('Amount', item.amount, { currencyID }),
    cbc('BaseAmount', item.baseAmount === null ? null : item.baseAmount, { currencyID }),
    category ? taxCategory('TaxCategory', category.code, category.percent) : null,
  );
}

function paymentMeans(input: EhfDocumentInput): XmlNode | null {
  const { payment } = input;
  // A Norwegian account in NOK is a domestic credit transfer (30); otherwise the IBAN, SEPA style (58).
  const domestic = payment.bban !== null && (input.currencyCode === 'NOK' || payment.iban === null);
  const account = domestic ? payment.bban : payment.iban;
  if (!account) return null;
  return cac(
    'PaymentMeans',
    cbc('PaymentMeansCode', domestic ? '30' : '58'),
    input.kind === 'CREDIT_NOTE' ? cbc('PaymentDueDate', input.dueDate) : null,
    cbc('PaymentID', payment.kid),
    cac(
      'PayeeFinancialAccount',
      cbc('ID', account.replace(/[\s.]/g, '')),
      !domestic && payment.bic ? cac('FinancialInstitutionBranch', cbc('ID', payment.bic)) : null,
    ),
  );
}

function taxTotals(input: EhfDocumentInput): XmlNode[] {
  const currencyID = input.currencyCode;
  const { totals } = input;
  const main = cac(
    'TaxTotal',
    cbc('TaxAmount', totals.taxAmount, { currencyID }),
    totals.taxSubtotals.map((subtotal) =>
      cac(
        'TaxSubtotal',
        cbc('TaxableAmount', subtotal.taxableAmount, { currencyID }),
        cbc('TaxAmount', subtotal.taxAmount, { currencyID }),
        cac(
          'TaxCategory',
          cbc('ID', subtotal.taxCategory),
          cbc('Percent', percentOf(subtotal.taxCategory, subtotal.taxPercent)),
          taxCategoryNeedsExemptionReason(subtotal.taxCategory)
            ? cbc(
                'TaxExemptionReason',
                input.exemptionReasons[subtotal.taxCategory] ??
                  DEFAULT_EXEMPTION_REASONS[subtotal.taxCategory as keyof typeof DEFAULT_EXEMPTION_REASONS],
              )
            : null,
          taxScheme('VAT'),
        ),
      ),
    ),
  );
  if (!input.taxCurrency || input.taxCurrency.code === input.currencyCode) return [main];
  // BR-53: the VAT in the accounting currency, without a breakdown.
  const inTaxCurrency = cac(
    'TaxTotal',
    cbc('TaxAmount', input.taxCurrency.taxAmount, { currencyID: input.taxCurrency.code }),
  );
  return [main, inTaxCurrency];
}

const isNonZero = (value: string) => !toMoney(value).isZero();

function monetaryTotal(input: EhfDocumentInput): XmlNode {
  const currencyID = input.currencyCode;
  const { totals } = input;
  const hasAllowances = input.allowanceCharges.some((item) => !item.chargeIndicator);
  const hasCharges = input.allowanceCharges.some((item) => item.chargeIndicator);
  const amount = (name: string, value: string) => cbc(name, value, { currencyID });
  return cac(
    'LegalMonetaryTotal',
    amount('LineExtensionAmount', totals.lineExtensionAmount),
    amount('TaxExclusiveAmount', totals.taxExclusiveAmount),
    amount('TaxInclusiveAmount', totals.taxInclusiveAmount),
    hasAllowances ? amount('AllowanceTotalAmount', totals.allowanceTotalAmount) : null,
    hasCharges ? amount('ChargeTotalAmount', totals.chargeTotalAmount) : null,
    isNonZero(totals.payableRoundingAmount) ? amount('PayableRoundingAmount', totals.payableRoundingAmount) : null,
    amount('PayableAmount', totals.payableAmount),
  );
}

function line(input: EhfDocumentInput, value: EhfLine): XmlNode {
  const currencyID = input.currencyCode;
  const invoice = input.kind === 'INVOICE';
  return cac(
    invoice ? 'InvoiceLine' : 'CreditNoteLine',
    cbc('ID', value.id),
    cbc('Note', value.note),
    cbc(invoice ? 'InvoicedQuantity' : 'CreditedQuantity', value.quantity, {
      unitCode: value.unitCode,
    }),
    cbc('LineExtensionAmount', value.lineExtensionAmount, { currencyID }),
    value.allowanceCharges.map((item) => allowanceCharge(input, item, null)),
    cac(
      'Item',
      cbc('Description', value.description),
      cbc('Name', value.name),
      value.sellersItemId ? cac('SellersItemIdentification', cbc('ID', value.sellersItemId)) : null,
      taxCategory('ClassifiedTaxCategory', value.taxCategory, value.taxPercent),
    ),
    cac(
      'Price',
      cbc('PriceAmount', value.priceAmount, { currencyID }),
      cbc('BaseQuantity', value.baseQuantity, { unitCode: value.unitCode }),
    ),
  );
}

/**
 * The EHF document (Peppol BIS Billing 3.0, UBL 2.1 Invoice or CreditNote) of an invoice or credit
 * note, its elements in the order of the UBL schema. It states the figures it is given; rules it
 * cannot see (an endpoint for a buyer without an organisation number, say) are the validator's.
 */
export function ehfDocument(input: EhfDocumentInput): string {
  const invoice = input.kind === 'INVOICE';
  const root = element(
    invoice ? 'Invoice' : 'CreditNote',
    { xmlns: NS[input.kind], 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc },
    cbc('CustomizationID', EHF_CUSTOMIZATION_ID),
    cbc('ProfileID', EHF_PROFILE_ID),
    cbc('ID', input.number),
    cbc('IssueDate', input.issueDate),
    invoice ? cbc('DueDate', input.dueDate) : null,
    cbc(invoice ? 'InvoiceTypeCode' : 'CreditNoteTypeCode', invoice ? '380' : '381'),
    cbc('Note', input.note),
    cbc('DocumentCurrencyCode', input.currencyCode),
    input.taxCurrency && input.taxCurrency.code !== input.currencyCode
      ? cbc('TaxCurrencyCode', input.taxCurrency.code)
      : null,
    cbc('BuyerReference', input.buyerReference),
    input.orderReference ? cac('OrderReference', cbc('ID', input.orderReference)) : null,
    input.billingReference
      ? cac(
          'BillingReference',
          cac(
            'InvoiceDocumentReference',
            cbc('ID', input.billingReference.number),
            cbc('IssueDate', input.billingReference.issueDate),
          ),
        )
      : null,
    input.attachments.map((attachment) =>
      cac(
        'AdditionalDocumentReference',
        cbc('ID', attachment.id),
        cbc('DocumentDescription', attachment.description),
        cac(
          'Attachment',
          cbc('EmbeddedDocumentBinaryObject', attachment.base64, {
            mimeCode: attachment.mimeCode,
            filename: attachment.fileName,
          }),
        ),
      ),
    ),
    cac('AccountingSupplierParty', party(input.seller, input.seller.inEnterpriseRegister)),
    cac('AccountingCustomerParty', party(input.buyer, false)),
    input.delivery && (input.delivery.date || input.delivery.address)
      ? cac(
          'Delivery',
          cbc('ActualDeliveryDate', input.delivery.date),
          input.delivery.address ? cac('DeliveryLocation', address('Address', input.delivery.address)) : null,
        )
      : null,
    paymentMeans(input),
    input.payment.terms ? cac('PaymentTerms', cbc('Note', input.payment.terms)) : null,
    input.allowanceCharges.map((item) =>
      allowanceCharge(input, item, { code: item.taxCategory, percent: item.taxPercent }),
    ),
    taxTotals(input),
    monetaryTotal(input),
    input.lines.map((item) => line(input, item)),
  );
  return xmlDocument(root);
}
