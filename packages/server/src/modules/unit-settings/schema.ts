import {
  COMPANY_NAME_OPTIONS,
  INVOICE_ROUNDING_MODES,
  KID_MOD_DIGITS,
  SUPPLIER_PARTY_REFERENCE_SETTINGS,
  VAT_REGULATIONS,
  JOURNAL_ACCOUNT_FIELDS,
  type JournalAccountField,
  type JournalAccountSetting,
} from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf, todayOf } from '../../graphql/context.js';
import { userNameOf, type UserName } from '../../graphql/loaders.js';
import { StoredFileType } from '../files/schema.js';
import { UnitType } from '../units/types.js';
import { readUnitInvoiceSetting, saveUnitInvoiceSetting, type UnitInvoiceSettingView } from './invoice-setting.js';
import { updateCurrentUnit } from './unit.js';
import { readUnitSetting, saveUnitSetting, type UnitSettingView } from './unit-setting.js';

const SavedByType = builder.objectRef<UserName>('SettingSavedBy').implement({
  description: 'The user who last saved a setting',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const CompanyNameOptionEnum = builder.enumType('CompanyNameOption', {
  description: "How the supplier's contact person (the user issuing a document) is named on the unit's documents",
  values: COMPANY_NAME_OPTIONS,
});
const KidModDigitEnum = builder.enumType('KidModDigit', { values: KID_MOD_DIGITS });
const SupplierPartyReferenceSettingEnum = builder.enumType('SupplierPartyReferenceSetting', {
  description: "How the supplier's reference person is named on invoices and in EHF",
  values: SUPPLIER_PARTY_REFERENCE_SETTINGS,
});
const TaxInclusiveAmountRoundingEnum = builder.enumType('TaxInclusiveAmountRounding', {
  description: 'Rounding of the payable amount to whole kroner (DISABLED keeps øre)',
  values: INVOICE_ROUNDING_MODES,
});

// ---------------------------------------------------------------------------------------------
// UnitSetting
// ---------------------------------------------------------------------------------------------

const UnitSettingType = builder.objectRef<UnitSettingView>('UnitSetting').implement({
  description: 'Name option, logo and the old logos of the current unit',
  fields: (t) => ({
    companyNameOption: t.field({ type: CompanyNameOptionEnum, resolve: (setting) => setting.companyNameOption }),
    logo: t.field({ type: StoredFileType, nullable: true, resolve: (setting) => setting.logo }),
    oldLogos: t.field({
      type: [StoredFileType],
      description: "The unit's other logo files, newest first; any can be chosen again",
      resolve: (setting) => setting.oldLogos,
    }),
    savedAt: t.expose('savedAt', { type: 'DateTime', nullable: true }),
    savedBy: t.field({
      type: SavedByType,
      nullable: true,
      resolve: (setting, _args, ctx) => userNameOf(ctx, setting.savedById),
    }),
  }),
});

builder.queryField('unitSetting', (t) =>
  t.field({
    type: UnitSettingType,
    description: "The current unit's setting; the defaults until the first save. Any member may read it",
    access: access.member,
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => readUnitSetting(tx, unitId)),
  }),
);

const SaveUnitSettingInput = builder.inputType('SaveUnitSettingInput', {
  fields: (t) => ({
    companyNameOption: t.field({ type: CompanyNameOptionEnum, required: true }),
    logoId: t.id({ description: 'A logo file of the unit (POST /files?kind=logo); null for none' }),
  }),
});

builder.mutationField('saveUnitSetting', (t) =>
  t.field({
    type: UnitSettingType,
    description: 'The spec\'s "unit setting save"; needs canUpdateUnit',
    args: { input: t.arg({ type: SaveUnitSettingInput, required: true }) },
    access: access.flags('canUpdateUnit'),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        saveUnitSetting(tx, actorOf(ctx, unitId), {
          companyNameOption: input.companyNameOption,
          logoId: input.logoId == null ? null : String(input.logoId),
        }),
      ),
  }),
);

// ---------------------------------------------------------------------------------------------
// UnitInvoiceSetting
// ---------------------------------------------------------------------------------------------

const DISPLAY_DESCRIPTIONS = {
  showCar: "Show the car's registration on order and invoice lines",
  showProject: 'Show the project on lines',
  showDepartment: 'Show the department on lines',
  showOrderedQuantity: 'Show the ordered quantity beside the delivered quantity',
  showLineTaxAmount: 'Show the VAT amount of each line',
  showTaxAmount: "Show the invoice's VAT total by rate",
  showLineAllowance: 'Show allowances (discounts) on lines',
  showLineCharge: 'Show charges on lines',
  showInvoiceAllowance: 'Show allowances on the whole invoice',
  showInvoiceCharge: 'Show charges on the whole invoice',
} as const;

const InvoiceDisplaySettingsType = builder
  .objectRef<UnitInvoiceSettingView['displaySettings']>('InvoiceDisplaySettings')
  .implement({
    description: 'The ten display flags of UnitInvoiceSetting',
    fields: (t) => ({
      showCar: t.exposeBoolean('showCar', { description: DISPLAY_DESCRIPTIONS.showCar }),
      showProject: t.exposeBoolean('showProject', { description: DISPLAY_DESCRIPTIONS.showProject }),
      showDepartment: t.exposeBoolean('showDepartment', { description: DISPLAY_DESCRIPTIONS.showDepartment }),
      showOrderedQuantity: t.exposeBoolean('showOrderedQuantity', {
        description: DISPLAY_DESCRIPTIONS.showOrderedQuantity,
      }),
      showLineTaxAmount: t.exposeBoolean('showLineTaxAmount', { description: DISPLAY_DESCRIPTIONS.showLineTaxAmount }),
      showTaxAmount: t.exposeBoolean('showTaxAmount', { description: DISPLAY_DESCRIPTIONS.showTaxAmount }),
      showLineAllowance: t.exposeBoolean('showLineAllowance', { description: DISPLAY_DESCRIPTIONS.showLineAllowance }),
      showLineCharge: t.exposeBoolean('showLineCharge', { description: DISPLAY_DESCRIPTIONS.showLineCharge }),
      showInvoiceAllowance: t.exposeBoolean('showInvoiceAllowance', {
        description: DISPLAY_DESCRIPTIONS.showInvoiceAllowance,
      }),
      showInvoiceCharge: t.exposeBoolean('showInvoiceCharge', { description: DISPLAY_DESCRIPTIONS.showInvoiceCharge }),
    }),
  });

const JOURNAL_ACCOUNT_DESCRIPTIONS = {
  receivables: 'Customer receivables (1500 Kundefordringer); the customer number is the sub-ledger',
  bank: 'Bank deposits that payments go into (1920 Bankinnskudd)',
  outputVat: 'Output VAT (2700 Utgående merverdiavgift)',
  rounding: 'Rounding of the payable amount (7740 Øreavrunding)',
  reminderFee: 'Reminder fees of overdue notices, no VAT (3900 Annen driftsrelatert inntekt)',
  interestIncome: 'Late-payment interest (8050 Annen renteinntekt)',
  revenueVatLiable: 'Sales with SAF-T codes 3, 31, 32 and 33 (3000 Salgsinntekt, avgiftspliktig)',
  revenueZeroRated: 'Zero-rated sales and exports, SAF-T codes 5, 51 and 52 (3100 Salgsinntekt, avgiftsfri)',
  revenueOutsideVat: 'Sales outside the VAT act, SAF-T codes 6 and 7 (3200 Salgsinntekt, utenfor avgiftsområdet)',
} as const satisfies Record<JournalAccountField, string>;

const JournalAccountsType = builder.objectRef<JournalAccountSetting>('JournalAccounts').implement({
  description:
    'The accounts of the bookkeeping journal export (GET /exports/invoice-journal), 4 to 6 digits each; the defaults (in parentheses) are NS 4102',
  fields: (t) =>
    Object.fromEntries(
      JOURNAL_ACCOUNT_FIELDS.map((field) => [
        field,
        t.exposeString(field, { description: JOURNAL_ACCOUNT_DESCRIPTIONS[field] }),
      ]),
    ),
});

const UnitInvoiceSettingType = builder.objectRef<UnitInvoiceSettingView>('UnitInvoiceSetting').implement({
  description: 'The invoice settings of the current unit; the defaults until the first save',
  fields: (t) => ({
    bban: t.exposeString('bban', { nullable: true, description: 'Norwegian bank account, 11 digits' }),
    iban: t.exposeString('iban', { nullable: true, description: 'Electronic form, e.g. NO9386011117947' }),
    swift: t.exposeString('swift', { nullable: true }),
    currencyCode: t.exposeString('currencyCode'),
    customNote: t.exposeString('customNote', { nullable: true }),
    customerCountry: t.exposeString('customerCountry', { description: 'Default country of new customers' }),
    customerCreditDays: t.exposeInt('customerCreditDays', { description: 'Default credit days of new customers' }),
    defaultProductUnitOfMeasureCode: t.exposeString('defaultProductUnitOfMeasureCode'),
    displaySettings: t.field({ type: InvoiceDisplaySettingsType, resolve: (setting) => setting.displaySettings }),
    exports: t.exposeBoolean('exports', { description: 'The unit sells abroad (export orders)' }),
    invoiceEmailCopy: t.exposeStringList('invoiceEmailCopy', {
      description: 'Addresses that get a copy of every invoice e-mail (at most 10)',
    }),
    journalAccounts: t.field({
      type: JournalAccountsType,
      description: 'The accounts the bookkeeping journal books on; NS 4102 until the unit saves its own',
      resolve: (setting) => setting.journalAccounts,
    }),
    usesKid: t.exposeBoolean('usesKid'),
    kidLength: t.exposeInt('kidLength', { nullable: true, description: 'Digits of the KID without the check digit' }),
    kidModDigit: t.field({ type: KidModDigitEnum, resolve: (setting) => setting.kidModDigit }),
    legalNotes: t.exposeStringList('legalNotes'),
    overdueNoticeCharge: t.expose('overdueNoticeCharge', { type: 'Decimal', nullable: true }),
    usesOverdueNotices: t.exposeBoolean('usesOverdueNotices'),
    sendsOverdueNoticesAutomatically: t.exposeBoolean('sendsOverdueNoticesAutomatically', {
      description:
        'Automatic reminders: each day the notices that have become due are issued with the unit’s fee and sent by the customer’s channel (EHF falls back to e-mail; post is left to the user)',
    }),
    paymentMethods: t.exposeBoolean('paymentMethods', { description: 'Invoices are paid with payment methods' }),
    productGroups: t.exposeBoolean('productGroups', { description: 'Products are organised in product groups' }),
    startingInvoiceNumber: t.exposeString('startingInvoiceNumber'),
    startingOrderNumber: t.exposeString('startingOrderNumber'),
    supplierPartyReferenceSetting: t.field({
      type: SupplierPartyReferenceSettingEnum,
      resolve: (setting) => setting.supplierPartyReferenceSetting,
    }),
    taxInclusiveAmountRounding: t.field({
      type: TaxInclusiveAmountRoundingEnum,
      resolve: (setting) => setting.taxInclusiveAmountRounding,
    }),
    savedAt: t.expose('savedAt', { type: 'DateTime', nullable: true }),
    savedBy: t.field({
      type: SavedByType,
      nullable: true,
      resolve: (setting, _args, ctx) => userNameOf(ctx, setting.savedById),
    }),
  }),
});

builder.queryField('unitInvoiceSetting', (t) =>
  t.field({
    type: UnitInvoiceSettingType,
    description: "The current unit's invoice settings (defaults before the first save); any member may read them",
    access: access.member,
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => readUnitInvoiceSetting(tx, unitId)),
  }),
);

const InvoiceDisplaySettingsInput = builder.inputType('InvoiceDisplaySettingsInput', {
  description: 'A flag left out keeps its default',
  fields: (t) => ({
    showCar: t.boolean(),
    showProject: t.boolean(),
    showDepartment: t.boolean(),
    showOrderedQuantity: t.boolean(),
    showLineTaxAmount: t.boolean(),
    showTaxAmount: t.boolean(),
    showLineAllowance: t.boolean(),
    showLineCharge: t.boolean(),
    showInvoiceAllowance: t.boolean(),
    showInvoiceCharge: t.boolean(),
  }),
});

const JournalAccountsInput = builder.inputType('JournalAccountsInput', {
  description: 'All nine accounts of the bookkeeping journal, each 4 to 6 digits',
  fields: (t) =>
    Object.fromEntries(
      JOURNAL_ACCOUNT_FIELDS.map((field) => [
        field,
        t.string({ required: true, description: JOURNAL_ACCOUNT_DESCRIPTIONS[field] }),
      ]),
    ) as Record<JournalAccountField, ReturnType<typeof t.string<true>>>,
});

const SaveUnitInvoiceSettingInput = builder.inputType('SaveUnitInvoiceSettingInput', {
  description: 'The whole invoice setting, saved at once',
  fields: (t) => ({
    bban: t.string(),
    iban: t.string(),
    swift: t.string(),
    currencyCode: t.string({ required: true }),
    customNote: t.string(),
    customerCountry: t.string({ required: true }),
    customerCreditDays: t.int(),
    defaultProductUnitOfMeasureCode: t.string({ required: true }),
    displaySettings: t.field({ type: InvoiceDisplaySettingsInput }),
    exports: t.boolean({ required: true }),
    invoiceEmailCopy: t.stringList({ required: true }),
    journalAccounts: t.field({
      type: JournalAccountsInput,
      description: 'The accounts of the bookkeeping journal; left out (or null), the saved accounts stay',
    }),
    usesKid: t.boolean({ required: true }),
    kidLength: t.int(),
    kidModDigit: t.field({ type: KidModDigitEnum, required: true }),
    legalNotes: t.stringList({ required: true }),
    overdueNoticeCharge: t.field({ type: 'Decimal' }),
    usesOverdueNotices: t.boolean({ required: true }),
    sendsOverdueNoticesAutomatically: t.boolean({
      description: 'Automatic reminders; left out (or null), the saved choice stays',
    }),
    paymentMethods: t.boolean({ required: true }),
    productGroups: t.boolean({ required: true }),
    startingInvoiceNumber: t.string({ required: true }),
    startingOrderNumber: t.string({ required: true }),
    supplierPartyReferenceSetting: t.field({ type: SupplierPartyReferenceSettingEnum, required: true }),
    taxInclusiveAmountRounding: t.field({ type: TaxInclusiveAmountRoundingEnum, required: true }),
  }),
});

builder.mutationField('saveUnitInvoiceSetting', (t) =>
  t.field({
    type: UnitInvoiceSettingType,
    description: 'Saves the invoice settings of the current unit; needs canUpdateUnit',
    args: { input: t.arg({ type: SaveUnitInvoiceSettingInput, required: true }) },
    access: access.flags('canUpdateUnit'),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        saveUnitInvoiceSetting(
          tx,
          actorOf(ctx, unitId),
          {
            ...input,
            bban: input.bban ?? null,
            iban: input.iban ?? null,
            swift: input.swift ?? null,
            customNote: input.customNote ?? null,
            customerCreditDays: input.customerCreditDays ?? null,
            kidLength: input.kidLength ?? null,
            overdueNoticeCharge: input.overdueNoticeCharge ?? null,
            journalAccounts: input.journalAccounts ?? null,
            displaySettings: {
              showCar: input.displaySettings?.showCar ?? undefined,
              showProject: input.displaySettings?.showProject ?? undefined,
              showDepartment: input.displaySettings?.showDepartment ?? undefined,
              showOrderedQuantity: input.displaySettings?.showOrderedQuantity ?? undefined,
              showLineTaxAmount: input.displaySettings?.showLineTaxAmount ?? undefined,
              showTaxAmount: input.displaySettings?.showTaxAmount ?? undefined,
              showLineAllowance: input.displaySettings?.showLineAllowance ?? undefined,
              showLineCharge: input.displaySettings?.showLineCharge ?? undefined,
              showInvoiceAllowance: input.displaySettings?.showInvoiceAllowance ?? undefined,
              showInvoiceCharge: input.displaySettings?.showInvoiceCharge ?? undefined,
            },
          },
          todayOf(ctx),
        ),
      ),
  }),
);

// ---------------------------------------------------------------------------------------------
// The unit's own fields
// ---------------------------------------------------------------------------------------------

const VatRegulationEnum = builder.enumType('VatRegulation', {
  description: 'Whether the unit is in the VAT register (Merverdiavgiftsregisteret)',
  values: VAT_REGULATIONS,
});

const UpdateCurrentUnitInput = builder.inputType('UpdateCurrentUnitInput', {
  description: "The unit's own fields; the organisation number and identities are not changed here",
  fields: (t) => ({
    name: t.string({ required: true }),
    unofficialName: t.string(),
    address: t.string(),
    zip: t.string(),
    city: t.string(),
    countryCode: t.string({ description: 'ISO 3166 alpha-2; NO when left out' }),
    mobile: t.string(),
    phone: t.string(),
    website: t.string(),
    email: t.string(),
    locale: t.string({ description: 'en or nb; nb when left out' }),
    openedDate: t.field({ type: 'Date' }),
    closedDate: t.field({ type: 'Date', description: 'On or after openedDate' }),
    vatRegulation: t.field({ type: VatRegulationEnum }),
  }),
});

builder.mutationField('updateCurrentUnit', (t) =>
  t.field({
    type: UnitType,
    description: "Changes the current unit's own fields; needs canUpdateUnit",
    args: { input: t.arg({ type: UpdateCurrentUnitInput, required: true }) },
    access: access.flags('canUpdateUnit'),
    resolve: (_root, { input }, ctx) => inUnit(ctx, (tx, unitId) => updateCurrentUnit(tx, actorOf(ctx, unitId), input)),
  }),
);
