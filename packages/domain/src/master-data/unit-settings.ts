import { MAX_EMAIL_COPIES, SUPPORTED_LOCALES } from '../constants.js';
import { isValidBankAccount, normalizeBankAccount } from '../identifiers/bank-account.js';
import { isValidOrganizationNumber } from '../identifiers/organization-number.js';
import { isValidIban, normalizeIban } from '../identifiers/iban.js';
import { KID_MAX_LENGTH } from '../identifiers/kid.js';
import {
  JOURNAL_ACCOUNT_DEFAULTS,
  journalAccountProblems,
  type JournalAccountSetting,
} from '../invoicing/journal-accounts.js';
import { isValidSwift } from '../identifiers/swift.js';
import { INVOICE_ROUNDING_MODES, type InvoiceRoundingMode } from '../money/invoice-rounding.js';
import { UNIT_OF_MEASURE_CODES, type UnitOfMeasureCode } from '../units-of-measure/units-of-measure.js';
import { isEmail } from '../validation/email.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import type { ValidationKey } from '../validation/keys.js';
import { fieldValue, rules, type RuleContext } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';

/**
 * Company settings: the unit's own
 * fields, its UnitSetting, its UnitInvoiceSetting and each user's UnitUserSetting. The rule maps are
 * shared by the web's forms (toZodSchema) and the server (fieldProblems); the checks that look at a
 * list item by item or at two fields together are functions answering server problems.
 */

// ---------------------------------------------------------------------------------------------
// The unit (company) itself
// ---------------------------------------------------------------------------------------------

/**
 * Unit.vatRegulation: whether the company is in the VAT register (Merverdiavgiftsregisteret).
 * The spec names the field without values; orders invoiced together must share it.
 */
export const VAT_REGULATIONS = ['VAT_REGISTERED', 'NOT_VAT_REGISTERED'] as const;
export type VatRegulation = (typeof VAT_REGULATIONS)[number];

export const UNIT_TEXT_MAX = 200;
export const UNIT_ZIP_MAX = 20;
export const PHONE_MAX = 30;

/** "fjordhandel.no", "www.fjordhandel.no/om-oss", "https://fjordhandel.no": a host with a dot, no spaces. */
const WEBSITE = /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)*\.[\p{L}]{2,}(:\d+)?([/?#]\S*)?$/iu;

export function isWebsite(value: string): boolean {
  return WEBSITE.test(value.trim());
}

export type UnitValues = {
  name: string;
  unofficialName: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string;
  mobile: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  locale: string;
  openedDate: string | null;
  closedDate: string | null;
  vatRegulation: string | null;
};

export const UNIT_RULES = {
  name: [rules.required(), rules.max(UNIT_TEXT_MAX)],
  unofficialName: [rules.max(UNIT_TEXT_MAX)],
  address: [rules.max(UNIT_TEXT_MAX)],
  zip: [rules.max(UNIT_ZIP_MAX)],
  city: [rules.max(UNIT_TEXT_MAX)],
  countryCode: [rules.required(), rules.regex(/^[A-Z]{2}$/)],
  mobile: [rules.max(PHONE_MAX), rules.phone()],
  phone: [rules.max(PHONE_MAX), rules.phone()],
  website: [rules.max(UNIT_TEXT_MAX), rules.custom((value) => typeof value === 'string' && isWebsite(value))],
  email: [rules.max(UNIT_TEXT_MAX), rules.email()],
  locale: [rules.required(), rules.oneOf(SUPPORTED_LOCALES)],
  openedDate: [rules.date()],
  closedDate: [rules.date(), rules.sameOrAfter(fieldValue('openedDate'))],
  vatRegulation: [rules.oneOf(VAT_REGULATIONS)],
};

/** A new company as the onboarding form registers it (createUnit): a Norwegian company needs its organisation number. */
export type NewCompanyValues = { organizationNumber: string; name: string; address: string; zip: string; city: string };

export const NEW_COMPANY_RULES = {
  organizationNumber: [rules.required(), rules.checksum(isValidOrganizationNumber, { strip: true })],
  name: UNIT_RULES.name,
  address: UNIT_RULES.address,
  zip: UNIT_RULES.zip,
  city: UNIT_RULES.city,
};

// ---------------------------------------------------------------------------------------------
// UnitSetting
// ---------------------------------------------------------------------------------------------

/**
 * UnitSetting.companyNameOption: how the supplier's contact person (the user who issues the
 * document) is named on the unit's documents — first name, full name or last name.
 */
export const COMPANY_NAME_OPTIONS = ['FIRST_NAME', 'FULL_NAME', 'LAST_NAME'] as const;
export type CompanyNameOption = (typeof COMPANY_NAME_OPTIONS)[number];

/** A person's name as a name option or supplierPartyReferenceSetting asks for it. */
export function personNameFor(option: CompanyNameOption, person: { firstName: string; lastName: string }): string {
  if (option === 'FIRST_NAME') return person.firstName.trim();
  if (option === 'LAST_NAME') return person.lastName.trim();
  return `${person.firstName.trim()} ${person.lastName.trim()}`.trim();
}

export type UnitSettingValues = { companyNameOption: string; logoId: string | null };

export const UNIT_SETTING_DEFAULTS: { companyNameOption: CompanyNameOption } = { companyNameOption: 'FULL_NAME' };

export const UNIT_SETTING_RULES = {
  companyNameOption: [rules.required(), rules.oneOf(COMPANY_NAME_OPTIONS)],
};

// ---------------------------------------------------------------------------------------------
// UnitInvoiceSetting
// ---------------------------------------------------------------------------------------------

/**
 * The ten display flags ("car, project, department, ordered quantity, tax amount,
 * and allowance or charge at line or invoice level"): which optional columns and totals the unit's
 * order and invoice documents show. Tax amount comes twice (per line and the invoice's VAT total),
 * allowance and charge each at line and at invoice level.
 */
export const INVOICE_DISPLAY_FLAGS = [
  'showCar',
  'showProject',
  'showDepartment',
  'showOrderedQuantity',
  'showLineTaxAmount',
  'showTaxAmount',
  'showLineAllowance',
  'showLineCharge',
  'showInvoiceAllowance',
  'showInvoiceCharge',
] as const;
export type InvoiceDisplayFlag = (typeof INVOICE_DISPLAY_FLAGS)[number];
export type InvoiceDisplaySettings = Record<InvoiceDisplayFlag, boolean>;

export const KID_MOD_DIGITS = ['MOD10', 'MOD11'] as const;
export type KidModDigit = (typeof KID_MOD_DIGITS)[number];

/** How the supplier's reference person (EHF AccountingSupplierParty contact) is named. */
export const SUPPLIER_PARTY_REFERENCE_SETTINGS = ['FIRST_NAME', 'LAST_NAME', 'FULL_NAME'] as const;
export type SupplierPartyReferenceSetting = (typeof SUPPLIER_PARTY_REFERENCE_SETTINGS)[number];

/** KID length without the check digit: a KID is at most 25 characters, check digit included. */
export const KID_LENGTH_MIN = 2;
export const KID_LENGTH_MAX = KID_MAX_LENGTH - 1;
export const CREDIT_DAYS_MAX = 365;
export const NUMBER_SERIES_START_MAX = 20;
export const LEGAL_NOTES_MAX = 10;
export const LEGAL_NOTE_MAX = 1000;
export const CUSTOM_NOTE_MAX = 2000;
export const EMAIL_MAX = 200;

/** The numbered documents of the product; each has one series per unit (documents/number-series.ts). */
export const NUMBER_SERIES = ['order', 'invoice', 'paycheck', 'customer'] as const;
export type NumberSeries = (typeof NUMBER_SERIES)[number];

/**
 * A series start is text ending in digits, the part that counts up: "1000", "10001", "F-1000",
 * "2026/001". Letters, digits and - _ / . before it; no spaces.
 */
const NUMBER_SERIES_START = /^[\p{L}\d_./-]*\d$/u;

export function isNumberSeriesStart(value: string): boolean {
  return value.length <= NUMBER_SERIES_START_MAX && NUMBER_SERIES_START.test(value);
}

/** An all-digit start ("1000") may be raised once documents exist; any other start is fixed then. */
export function isNumericSeriesStart(value: string): boolean {
  return /^\d+$/.test(value.trim());
}

/** ISO 4217 codes the runtime knows (NOK, EUR, SEK …); three capital letters if it lists none. */
export function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return !supported || supported.includes(value);
}

export type UnitInvoiceSettingValues = {
  bban: string | null;
  iban: string | null;
  swift: string | null;
  currencyCode: string;
  customNote: string | null;
  customerCountry: string;
  customerCreditDays: number | null;
  defaultProductUnitOfMeasureCode: string;
  displaySettings: InvoiceDisplaySettings;
  exports: boolean;
  invoiceEmailCopy: string[];
  /** The accounts of the bookkeeping journal (invoicing/journal-accounts.ts). */
  journalAccounts: JournalAccountSetting;
  usesKid: boolean;
  kidLength: number | null;
  kidModDigit: string;
  legalNotes: string[];
  overdueNoticeCharge: string | null;
  usesOverdueNotices: boolean;
  /** Automatic reminders: a daily job sends the overdue notices that have become due (off by default). */
  sendsOverdueNoticesAutomatically: boolean;
  paymentMethods: boolean;
  productGroups: boolean;
  startingInvoiceNumber: string;
  startingOrderNumber: string;
  supplierPartyReferenceSetting: string;
  taxInclusiveAmountRounding: string;
};

/** What a unit without a saved row gets (the query answers these, and a first save starts from them). */
export const UNIT_INVOICE_SETTING_DEFAULTS: UnitInvoiceSettingValues & {
  currencyCode: 'NOK';
  customerCountry: 'NO';
  defaultProductUnitOfMeasureCode: UnitOfMeasureCode;
  kidModDigit: KidModDigit;
  supplierPartyReferenceSetting: SupplierPartyReferenceSetting;
  taxInclusiveAmountRounding: InvoiceRoundingMode;
} = {
  bban: null,
  iban: null,
  swift: null,
  currencyCode: 'NOK',
  customNote: null,
  customerCountry: 'NO',
  customerCreditDays: 14,
  defaultProductUnitOfMeasureCode: 'EA',
  displaySettings: {
    showCar: false,
    showProject: false,
    showDepartment: false,
    showOrderedQuantity: false,
    showLineTaxAmount: false,
    showTaxAmount: true,
    showLineAllowance: false,
    showLineCharge: false,
    showInvoiceAllowance: false,
    showInvoiceCharge: false,
  },
  exports: false,
  invoiceEmailCopy: [],
  journalAccounts: { ...JOURNAL_ACCOUNT_DEFAULTS },
  usesKid: false,
  kidLength: null,
  kidModDigit: 'MOD10',
  legalNotes: [],
  overdueNoticeCharge: null,
  usesOverdueNotices: false,
  sendsOverdueNoticesAutomatically: false,
  paymentMethods: false,
  productGroups: false,
  startingInvoiceNumber: '1',
  startingOrderNumber: '1',
  supplierPartyReferenceSetting: 'FULL_NAME',
  taxInclusiveAmountRounding: 'DISABLED',
};

const usesKid = (context: RuleContext) => context.values?.usesKid === true;

/** A rule over every item of a list of texts (an empty list passes, as optional fields do). */
const everyItem = (accepts: (item: string) => boolean, key: ValidationKey) =>
  rules.custom(
    (value) => Array.isArray(value) && value.every((item) => typeof item === 'string' && accepts(item)),
    key,
  );

const isBlank = (text: string) => text.trim() === '';

/**
 * At most 10 e-mail copies, each non-empty, and each an e-mail address: on the
 * server too_long (with the count), blank and invalid on `invoiceEmailCopy`.
 */
export const INVOICE_EMAIL_COPY_RULES = [
  rules.max(MAX_EMAIL_COPIES),
  everyItem((copy) => !isBlank(copy), 'required'),
  everyItem((copy) => copy.trim().length <= EMAIL_MAX && isEmail(copy), 'email'),
];

/** Legal notes: at most 10, none empty, each at most 1000 characters (too_long, blank, invalid). */
export const LEGAL_NOTES_RULES = [
  rules.max(LEGAL_NOTES_MAX),
  everyItem((note) => !isBlank(note), 'required'),
  everyItem((note) => note.trim().length <= LEGAL_NOTE_MAX, 'invalid'),
];

/**
 * The rules of UnitInvoiceSetting, for the form and the server alike. The one check of two fields
 * together that the rules cannot say (a Norwegian IBAN naming the BBAN's account) is in
 * `unitInvoiceSettingProblems`.
 */
export const UNIT_INVOICE_SETTING_RULES = {
  bban: [rules.checksum(isValidBankAccount, { strip: true })],
  iban: [rules.checksum(isValidIban)],
  swift: [rules.checksum(isValidSwift)],
  currencyCode: [rules.required(), rules.custom((value) => typeof value === 'string' && isCurrencyCode(value))],
  customNote: [rules.max(CUSTOM_NOTE_MAX)],
  customerCountry: [rules.required(), rules.regex(/^[A-Z]{2}$/)],
  customerCreditDays: [rules.uint(), rules.max(CREDIT_DAYS_MAX)],
  defaultProductUnitOfMeasureCode: [rules.required(), rules.oneOf(UNIT_OF_MEASURE_CODES)],
  invoiceEmailCopy: INVOICE_EMAIL_COPY_RULES,
  kidLength: [rules.requiredWhen(usesKid), rules.uint(), rules.min(KID_LENGTH_MIN), rules.max(KID_LENGTH_MAX)],
  kidModDigit: [rules.required(), rules.oneOf(KID_MOD_DIGITS)],
  legalNotes: LEGAL_NOTES_RULES,
  overdueNoticeCharge: [rules.number(), rules.nonNegative(), rules.amount()],
  startingInvoiceNumber: [rules.required(), rules.custom((v) => typeof v === 'string' && isNumberSeriesStart(v))],
  startingOrderNumber: [rules.required(), rules.custom((v) => typeof v === 'string' && isNumberSeriesStart(v))],
  supplierPartyReferenceSetting: [rules.required(), rules.oneOf(SUPPLIER_PARTY_REFERENCE_SETTINGS)],
  taxInclusiveAmountRounding: [rules.required(), rules.oneOf(INVOICE_ROUNDING_MODES)],
};

/** The types `fieldProblems` should answer for UnitInvoiceSetting where the generic one is too vague. */
export const UNIT_INVOICE_SETTING_TYPE_OVERRIDES = {
  bban: { invalid: 'checksum_invalid' },
  iban: { invalid: 'checksum_invalid' },
};

/**
 * An IBAN of a Norwegian account carries the BBAN after its check digits; when both are given they
 * must name the same account. A foreign IBAN (another country) is not compared.
 */
export function ibanMatchesBankAccount(iban: string, bban: string): boolean {
  const normalized = normalizeIban(iban);
  if (!normalized.startsWith('NO')) return true;
  return normalized.slice(4) === normalizeBankAccount(bban);
}

/** The e-mail copies' first problem as a server problem on `invoiceEmailCopy`, or null. */
export function emailCopyProblem(copies: readonly string[]): FieldProblem | null {
  return fieldProblems({ invoiceEmailCopy: copies }, { invoiceEmailCopy: INVOICE_EMAIL_COPY_RULES })[0] ?? null;
}

/** The legal notes' first problem as a server problem on `legalNotes`, or null. */
export function legalNotesProblem(notes: readonly string[]): FieldProblem | null {
  return fieldProblems({ legalNotes: notes }, { legalNotes: LEGAL_NOTES_RULES })[0] ?? null;
}

/**
 * Every problem of an invoice setting, one per attribute: the rule map's, the journal accounts'
 * (on `journalAccounts.<account>`), and iban_mismatch when a valid Norwegian IBAN and a valid BBAN
 * name different accounts.
 */
export function unitInvoiceSettingProblems(values: UnitInvoiceSettingValues): FieldProblem[] {
  const problems = [
    ...fieldProblems(values, UNIT_INVOICE_SETTING_RULES, UNIT_INVOICE_SETTING_TYPE_OVERRIDES),
    ...journalAccountProblems(values.journalAccounts),
  ];
  const has = (attribute: string) => problems.some((problem) => problem.attribute === attribute);
  if (values.iban && values.bban && !has('iban') && !has('bban') && !ibanMatchesBankAccount(values.iban, values.bban))
    problems.push({ attribute: 'iban', type: 'iban_mismatch' });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// UnitUserSetting
// ---------------------------------------------------------------------------------------------

/** UnitUserSetting.altinnPinMethod. */
export const ALTINN_PIN_METHODS = ['ALTINN_PIN', 'SMS_PIN'] as const;
export type AltinnPinMethod = (typeof ALTINN_PIN_METHODS)[number];

export const ALTINN_LOGIN_MAX = 100;

export type UnitUserSettingValues = { altinnLogin: string | null; altinnPinMethod: string | null };

const filled = (name: string) => (context: RuleContext) => !isEmptyValue(context.values?.[name]);

/** Portal fields: both or none are chosen: the missing one of the pair is required. */
export const UNIT_USER_SETTING_RULES = {
  altinnLogin: [rules.requiredWhen(filled('altinnPinMethod')), rules.max(ALTINN_LOGIN_MAX)],
  altinnPinMethod: [rules.requiredWhen(filled('altinnLogin')), rules.oneOf(ALTINN_PIN_METHODS)],
};
