import { z } from 'zod/mini';
import {
  formatBankAccount,
  formatIban,
  INVOICE_DISPLAY_FLAGS,
  JOURNAL_ACCOUNT_FIELDS,
  JOURNAL_ACCOUNT_RULES,
  UNIT_INVOICE_SETTING_RULES,
  unitInvoiceSettingProblems,
  type UnitInvoiceSettingValues,
} from '@fjord/domain';
import { encodeServerValidation } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';
import type {
  InvoiceSettingFieldsFragment,
  JournalAccountsInput,
  KidModDigit,
  SaveUnitInvoiceSettingInput,
  SupplierPartyReferenceSetting,
  TaxInclusiveAmountRounding,
} from '../../gql/graphql';

/** The journal accounts' rules on the form's fields `journalAccounts.<account>`, where the server names them. */
const JOURNAL_ACCOUNT_FORM_RULES = Object.fromEntries(
  JOURNAL_ACCOUNT_FIELDS.map((field) => [`journalAccounts.${field}`, JOURNAL_ACCOUNT_RULES[field]]),
);

/**
 * The domain's rule maps (the setting's and its journal accounts'), and the account pair checked
 * as the form is typed by the domain's unitInvoiceSettingProblems, as on the server: an IBAN of
 * another account than the BBAN is shown in the server's words ("IBAN stemmer ikke med kontonummeret").
 */
export const invoiceSettingSchema = toZodSchema<UnitInvoiceSettingValues>({
  ...UNIT_INVOICE_SETTING_RULES,
  ...JOURNAL_ACCOUNT_FORM_RULES,
}).check(
  z.superRefine((values, issues) => {
    for (const problem of unitInvoiceSettingProblems(values)) {
      if (problem.type !== 'iban_mismatch') continue;
      issues.addIssue({
        code: 'custom',
        path: [problem.attribute],
        message: encodeServerValidation({ model: 'unitInvoiceSetting', ...problem }),
      });
    }
  }),
);

/** The currencies most used in Norway first, then every other the browser knows. */
const FIRST_CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP'];

export function currencyOptions(locale: string): { value: string; label: string }[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? [];
  const names = new Intl.DisplayNames([locale === 'nb' ? 'nb-NO' : 'en-GB'], { type: 'currency' });
  const codes = [...FIRST_CURRENCIES, ...supported.filter((code) => !FIRST_CURRENCIES.includes(code))];
  return codes.map((code) => ({ value: code, label: `${code} – ${names.of(code) ?? code}` }));
}

export function valuesOf(setting: InvoiceSettingFieldsFragment): UnitInvoiceSettingValues {
  const { displaySettings } = setting;
  return {
    bban: setting.bban ? formatBankAccount(setting.bban) : '',
    iban: setting.iban ? formatIban(setting.iban) : '',
    swift: setting.swift ?? '',
    currencyCode: setting.currencyCode,
    customNote: setting.customNote ?? '',
    customerCountry: setting.customerCountry,
    customerCreditDays: setting.customerCreditDays,
    defaultProductUnitOfMeasureCode: setting.defaultProductUnitOfMeasureCode,
    displaySettings: Object.fromEntries(
      INVOICE_DISPLAY_FLAGS.map((flag) => [flag, displaySettings[flag]]),
    ) as UnitInvoiceSettingValues['displaySettings'],
    exports: setting.exports,
    invoiceEmailCopy: [...setting.invoiceEmailCopy],
    journalAccounts: Object.fromEntries(
      JOURNAL_ACCOUNT_FIELDS.map((field) => [field, setting.journalAccounts[field]]),
    ) as UnitInvoiceSettingValues['journalAccounts'],
    usesKid: setting.usesKid,
    kidLength: setting.kidLength ?? null,
    kidModDigit: setting.kidModDigit,
    legalNotes: [...setting.legalNotes],
    overdueNoticeCharge: setting.overdueNoticeCharge ?? null,
    usesOverdueNotices: setting.usesOverdueNotices,
    sendsOverdueNoticesAutomatically: setting.sendsOverdueNoticesAutomatically,
    paymentMethods: setting.paymentMethods,
    productGroups: setting.productGroups,
    startingInvoiceNumber: setting.startingInvoiceNumber,
    startingOrderNumber: setting.startingOrderNumber,
    supplierPartyReferenceSetting: setting.supplierPartyReferenceSetting,
    taxInclusiveAmountRounding: setting.taxInclusiveAmountRounding,
  };
}

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function toInvoiceSettingInput(values: UnitInvoiceSettingValues): SaveUnitInvoiceSettingInput {
  return {
    bban: blankToNull(values.bban),
    iban: blankToNull(values.iban),
    swift: blankToNull(values.swift),
    currencyCode: values.currencyCode,
    customNote: blankToNull(values.customNote),
    customerCountry: values.customerCountry,
    customerCreditDays: values.customerCreditDays,
    defaultProductUnitOfMeasureCode: values.defaultProductUnitOfMeasureCode,
    displaySettings: { ...values.displaySettings },
    exports: values.exports,
    invoiceEmailCopy: values.invoiceEmailCopy.map((copy) => copy.trim()),
    journalAccounts: Object.fromEntries(
      JOURNAL_ACCOUNT_FIELDS.map((field) => [field, values.journalAccounts[field].trim()]),
    ) as JournalAccountsInput,
    usesKid: values.usesKid,
    kidLength: values.kidLength,
    kidModDigit: values.kidModDigit as KidModDigit,
    legalNotes: values.legalNotes.map((note) => note.trim()),
    overdueNoticeCharge: values.overdueNoticeCharge || null,
    usesOverdueNotices: values.usesOverdueNotices,
    sendsOverdueNoticesAutomatically: values.usesOverdueNotices && values.sendsOverdueNoticesAutomatically,
    paymentMethods: values.paymentMethods,
    productGroups: values.productGroups,
    startingInvoiceNumber: values.startingInvoiceNumber.trim(),
    startingOrderNumber: values.startingOrderNumber.trim(),
    supplierPartyReferenceSetting: values.supplierPartyReferenceSetting as SupplierPartyReferenceSetting,
    taxInclusiveAmountRounding: values.taxInclusiveAmountRounding as TaxInclusiveAmountRounding,
  };
}
