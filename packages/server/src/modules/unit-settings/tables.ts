import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  JOURNAL_ACCOUNT_DEFAULTS,
  type CompanyNameOption,
  type InvoiceRoundingMode,
  type JournalAccountSetting,
  type KidModDigit,
  type SupplierPartyReferenceSetting,
} from '@fjord/domain';
import { amountColumn, tenantColumns, tenantReference } from '../../db/columns.js';
import { files } from '../files/tables.js';

/**
 * UnitSetting: one row per unit, made by the first save.
 * savedAt and savedBy are updated_at and updated_by_id. Old logos are the unit's other files of
 * kind 'logo': uploading a new logo never deletes one, so any can be chosen again.
 */
export const unitSettings = pgTable(
  'unit_settings',
  {
    ...tenantColumns(),
    companyNameOption: text('company_name_option').$type<CompanyNameOption>().notNull().default('FULL_NAME'),
    logoFileId: uuid('logo_file_id'),
  },
  (t) => [tenantReference(t, t.logoFileId, files, 'set null'), uniqueIndex('unit_settings_unit_key').on(t.unitId)],
);

/**
 * UnitInvoiceSetting: one row per unit, made by the first save; until then the
 * defaults of UNIT_INVOICE_SETTING_DEFAULTS apply. The ten display flags are columns of their own;
 * the nine accounts of the bookkeeping journal are one object (NS 4102's until the unit saves its own).
 */
export const unitInvoiceSettings = pgTable(
  'unit_invoice_settings',
  {
    ...tenantColumns(),
    bban: text('bban'),
    iban: text('iban'),
    swift: text('swift'),
    currencyCode: text('currency_code').notNull().default('NOK'),
    customNote: text('custom_note'),
    customerCountry: text('customer_country').notNull().default('NO'),
    customerCreditDays: integer('customer_credit_days').notNull().default(14),
    defaultProductUnitOfMeasureCode: text('default_product_unit_of_measure_code').notNull().default('EA'),
    showCar: boolean('show_car').notNull().default(false),
    showProject: boolean('show_project').notNull().default(false),
    showDepartment: boolean('show_department').notNull().default(false),
    showOrderedQuantity: boolean('show_ordered_quantity').notNull().default(false),
    showLineTaxAmount: boolean('show_line_tax_amount').notNull().default(false),
    showTaxAmount: boolean('show_tax_amount').notNull().default(true),
    showLineAllowance: boolean('show_line_allowance').notNull().default(false),
    showLineCharge: boolean('show_line_charge').notNull().default(false),
    showInvoiceAllowance: boolean('show_invoice_allowance').notNull().default(false),
    showInvoiceCharge: boolean('show_invoice_charge').notNull().default(false),
    exports: boolean('exports').notNull().default(false),
    invoiceEmailCopy: jsonb('invoice_email_copy').$type<string[]>().notNull().default([]),
    journalAccounts: jsonb('journal_accounts')
      .$type<JournalAccountSetting>()
      .notNull()
      .default({ ...JOURNAL_ACCOUNT_DEFAULTS }),
    usesKid: boolean('uses_kid').notNull().default(false),
    kidLength: integer('kid_length'),
    kidModDigit: text('kid_mod_digit').$type<KidModDigit>().notNull().default('MOD10'),
    legalNotes: jsonb('legal_notes').$type<string[]>().notNull().default([]),
    overdueNoticeCharge: amountColumn('overdue_notice_charge'),
    usesOverdueNotices: boolean('uses_overdue_notices').notNull().default(false),
    /** Automatic reminders (modules/overdue-notices/automatic.ts); acts only while usesOverdueNotices. */
    sendsOverdueNoticesAutomatically: boolean('sends_overdue_notices_automatically').notNull().default(false),
    paymentMethods: boolean('payment_methods').notNull().default(false),
    productGroups: boolean('product_groups').notNull().default(false),
    startingInvoiceNumber: text('starting_invoice_number').notNull().default('1'),
    startingOrderNumber: text('starting_order_number').notNull().default('1'),
    supplierPartyReferenceSetting: text('supplier_party_reference_setting')
      .$type<SupplierPartyReferenceSetting>()
      .notNull()
      .default('FULL_NAME'),
    taxInclusiveAmountRounding: text('tax_inclusive_amount_rounding')
      .$type<InvoiceRoundingMode>()
      .notNull()
      .default('DISABLED'),
  },
  (t) => [uniqueIndex('unit_invoice_settings_unit_key').on(t.unitId)],
);
