import { fieldProblems, type FieldProblem, type RuleMap } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';
import type { SaftSalesVatCode } from './saft-vat-codes.js';

/**
 * The accounts of the bookkeeping journal (issue #13 item 12: "accounts from the settings"), as the
 * unit's invoice settings keep them and a user edits them: one account each for receivables, bank,
 * output VAT, rounding, reminder fees and interest, and the sales of the three kinds of SAF-T
 * codes. `journalAccountsOf` turns the setting into the accounts the vouchers take.
 */
export const JOURNAL_ACCOUNT_FIELDS = [
  'receivables',
  'bank',
  'outputVat',
  'rounding',
  'reminderFee',
  'interestIncome',
  'revenueVatLiable',
  'revenueZeroRated',
  'revenueOutsideVat',
] as const;
export type JournalAccountField = (typeof JOURNAL_ACCOUNT_FIELDS)[number];
export type JournalAccountSetting = Record<JournalAccountField, string>;

/** The default chart, NS 4102 (Norsk Standard kontoplan): what a unit books on until it saves its own. */
export const JOURNAL_ACCOUNT_DEFAULTS: Readonly<JournalAccountSetting> = {
  /** 1500 Kundefordringer: the customer's debt, with the customer number as sub-ledger. */
  receivables: '1500',
  /** 1920 Bankinnskudd. */
  bank: '1920',
  /** 2700 Utgående merverdiavgift. */
  outputVat: '2700',
  /** 7740 Øreavrunding: the payable rounding of an invoice. */
  rounding: '7740',
  /** 3900 Annen driftsrelatert inntekt: reminder fees (no VAT: inkassoforskriften). */
  reminderFee: '3900',
  /** 8050 Annen renteinntekt: late-payment interest. */
  interestIncome: '8050',
  /** 3000 Salgsinntekt, avgiftspliktig: SAF-T codes 3, 31, 32 and 33 (the code tells the rate). */
  revenueVatLiable: '3000',
  /** 3100 Salgsinntekt, avgiftsfri: zero-rated sales and exports, SAF-T codes 5, 51 and 52. */
  revenueZeroRated: '3100',
  /** 3200 Salgsinntekt, utenfor avgiftsområdet: SAF-T codes 6 and 7. */
  revenueOutsideVat: '3200',
};

/** Which revenue account of the setting books the sales of each SAF-T standard VAT code. */
export const REVENUE_ACCOUNT_OF_VAT_CODE = {
  '3': 'revenueVatLiable',
  '31': 'revenueVatLiable',
  '32': 'revenueVatLiable',
  '33': 'revenueVatLiable',
  '5': 'revenueZeroRated',
  '51': 'revenueZeroRated',
  '52': 'revenueZeroRated',
  '6': 'revenueOutsideVat',
  '7': 'revenueOutsideVat',
} as const satisfies Record<SaftSalesVatCode, JournalAccountField>;

/** The accounts the journal's vouchers book on: the revenue account by SAF-T code. */
export type JournalAccounts = {
  receivables: string;
  bank: string;
  outputVat: string;
  rounding: string;
  reminderFee: string;
  interestIncome: string;
  revenue: Readonly<Record<SaftSalesVatCode, string>>;
};

/** The vouchers' accounts of a setting: each SAF-T code's sales on the revenue account of its kind. */
export function journalAccountsOf(setting: JournalAccountSetting): JournalAccounts {
  const revenue = Object.fromEntries(
    Object.entries(REVENUE_ACCOUNT_OF_VAT_CODE).map(([code, field]) => [code, setting[field]]),
  ) as Record<SaftSalesVatCode, string>;
  return {
    receivables: setting.receivables,
    bank: setting.bank,
    outputVat: setting.outputVat,
    rounding: setting.rounding,
    reminderFee: setting.reminderFee,
    interestIncome: setting.interestIncome,
    revenue,
  };
}

/**
 * An account number: digits only, 4 to 6 of them. NS 4102's accounts have 4 digits; accounting
 * suites let a unit add sub-accounts of 5 or 6 ("15001").
 */
export const JOURNAL_ACCOUNT_PATTERN = /^\d{4,6}$/;

/** Each account is required and an account number (`invalid` otherwise). */
const ACCOUNT_RULES = [rules.present(), rules.regex(JOURNAL_ACCOUNT_PATTERN)];

/** The rules of the setting, for the form (toZodSchema, under `journalAccounts.`) and the server alike. */
export const JOURNAL_ACCOUNT_RULES: RuleMap<JournalAccountSetting> = Object.fromEntries(
  JOURNAL_ACCOUNT_FIELDS.map((field) => [field, ACCOUNT_RULES]),
);

/** The setting's problems as server problems on `<prefix>.<field>` ("journalAccounts.receivables"). */
export function journalAccountProblems(setting: JournalAccountSetting, prefix = 'journalAccounts'): FieldProblem[] {
  return fieldProblems(setting, JOURNAL_ACCOUNT_RULES).map((problem) => ({
    ...problem,
    attribute: `${prefix}.${problem.attribute}`,
  }));
}
