import { and, desc, eq, ne } from 'drizzle-orm';
import {
  COMPANY_NAME_OPTIONS,
  fieldProblems,
  INVOICE_DISPLAY_FLAGS,
  normalizeBankAccount,
  normalizeIban,
  normalizeSwift,
  UNIT_INVOICE_SETTING_DEFAULTS,
  UNIT_RULES,
  UNIT_SETTING_DEFAULTS,
  UNIT_SETTING_RULES,
  unitInvoiceSettingProblems,
  type CompanyNameOption,
  type InvoiceDisplaySettings,
  type InvoiceRoundingMode,
  type KidModDigit,
  type NumberSeries,
  type SupplierPartyReferenceSetting,
  type UnitInvoiceSettingValues,
  type UnitValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { unknownPostalCodes } from '../postal-codes/postal-codes.js';
import { recordAudit, type Actor } from '../../db/records.js';
import { units, users } from '../../db/schema-core.js';
import { notFound, refuseInvalid, type Validation } from '../../errors/app-error.js';
import { isCountryCode } from '../countries/countries.js';
import { fileMetaColumns, requireOwnFiles, type FileMeta } from '../files/service.js';
import { files } from '../files/tables.js';
import type { UnitRow } from '../units/repository.js';
import { unitInvoiceSettings, unitSettings } from './tables.js';

type Problem = Omit<Validation, 'model'>;

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Who saved a setting, for savedBy { id name }. */
export type SavedBy = { id: string; firstName: string; lastName: string };

async function savedByOf(tx: Tx, userId: string | null): Promise<SavedBy | null> {
  if (!userId) return null;
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

// ---------------------------------------------------------------------------------------------
// The unit itself
// ---------------------------------------------------------------------------------------------

export type UpdateUnitInput = {
  name: string;
  unofficialName?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  countryCode?: string | null;
  mobile?: string | null;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  locale?: string | null;
  openedDate?: string | null;
  closedDate?: string | null;
  vatRegulation?: string | null;
};

export function cleanUnit(input: UpdateUnitInput): UnitValues {
  return {
    name: input.name.trim(),
    unofficialName: blankToNull(input.unofficialName),
    address: blankToNull(input.address),
    zip: blankToNull(input.zip),
    city: blankToNull(input.city),
    countryCode: (blankToNull(input.countryCode) ?? 'NO').toUpperCase(),
    mobile: blankToNull(input.mobile),
    phone: blankToNull(input.phone),
    website: blankToNull(input.website),
    email: blankToNull(input.email),
    locale: blankToNull(input.locale) ?? 'nb',
    openedDate: input.openedDate || null,
    closedDate: input.closedDate || null,
    vatRegulation: blankToNull(input.vatRegulation),
  };
}

/**
 * The unit's own fields (spec 000 §3 "Unit"); the organisation number, identities and isCompany are
 * not changed here (they identify the company in the registry). Row-level security lets the app
 * role update only its own unit's row (policy units_update_own).
 */
export async function updateCurrentUnit(tx: Tx, actor: Actor, input: UpdateUnitInput): Promise<UnitRow> {
  const values = cleanUnit(input);
  const problems: Problem[] = fieldProblems(values, UNIT_RULES);
  if (!problems.some((p) => p.attribute === 'countryCode') && !isCountryCode(values.countryCode))
    problems.push({ attribute: 'countryCode', type: 'invalid' });
  problems.push(
    ...(await unknownPostalCodes(
      [{ attribute: 'zip', zip: values.zip, countryCode: values.countryCode }],
      (attribute) => problems.some((p) => p.attribute === attribute),
    )),
  );
  refuseInvalid('unit', problems);
  const [updated] = await tx
    .update(units)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(units.id, actor.unitId))
    .returning();
  if (!updated) throw notFound('unit');
  await recordAudit(tx, actor, 'update', 'unit', actor.unitId, { name: values.name });
  return updated;
}

// ---------------------------------------------------------------------------------------------
// UnitSetting
// ---------------------------------------------------------------------------------------------

export type UnitSettingView = {
  companyNameOption: CompanyNameOption;
  logo: FileMeta | null;
  /** The unit's other logo files, newest first. */
  oldLogos: FileMeta[];
  savedAt: Date | null;
  savedBy: SavedBy | null;
};

export type SaveUnitSettingInput = { companyNameOption: string; logoId?: string | null };

async function logoOf(tx: Tx, fileId: string | null): Promise<FileMeta | null> {
  if (!fileId) return null;
  const [file] = await tx.select(fileMetaColumns).from(files).where(eq(files.id, fileId));
  return file ?? null;
}

/** The unit's setting, or the defaults (no logo, full name) before the first save. */
export async function readUnitSetting(tx: Tx, unitId: string): Promise<UnitSettingView> {
  const [row] = await tx.select().from(unitSettings).where(eq(unitSettings.unitId, unitId));
  const logos = await oldLogos(tx, unitId);
  if (!row) return { ...UNIT_SETTING_DEFAULTS, logo: null, oldLogos: logos, savedAt: null, savedBy: null };
  return {
    companyNameOption: row.companyNameOption,
    logo: await logoOf(tx, row.logoFileId),
    oldLogos: logos,
    savedAt: row.updatedAt,
    savedBy: await savedByOf(tx, row.updatedById),
  };
}

/**
 * Every logo ever uploaded to the unit, newest first, except the one in use: uploading a new logo
 * keeps the old ones, and any of them can be chosen again.
 */
export async function oldLogos(tx: Tx, unitId: string): Promise<FileMeta[]> {
  const [row] = await tx
    .select({ logoFileId: unitSettings.logoFileId })
    .from(unitSettings)
    .where(eq(unitSettings.unitId, unitId));
  const current = row?.logoFileId;
  return tx
    .select(fileMetaColumns)
    .from(files)
    .where(and(eq(files.unitId, unitId), eq(files.kind, 'logo'), current ? ne(files.id, current) : undefined))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** The spec's "unit setting save": the name option and the logo (a logo file of the unit, or none). */
export async function saveUnitSetting(tx: Tx, actor: Actor, input: SaveUnitSettingInput): Promise<UnitSettingView> {
  const values = { companyNameOption: input.companyNameOption, logoId: blankToNull(input.logoId) };
  refuseInvalid('unitSetting', fieldProblems(values, UNIT_SETTING_RULES));
  const companyNameOption = values.companyNameOption as CompanyNameOption;
  if (values.logoId) await requireOwnFiles(tx, [values.logoId], 'logo', { model: 'unitSetting', attribute: 'logo' });
  const now = new Date();
  await tx
    .insert(unitSettings)
    .values({
      unitId: actor.unitId,
      companyNameOption,
      logoFileId: values.logoId,
      createdById: actor.userId,
      updatedById: actor.userId,
    })
    .onConflictDoUpdate({
      target: unitSettings.unitId,
      set: { companyNameOption, logoFileId: values.logoId, updatedById: actor.userId, updatedAt: now },
    });
  await recordAudit(tx, actor, 'save', 'unitSetting', null, { companyNameOption, logoId: values.logoId });
  return readUnitSetting(tx, actor.unitId);
}

export const isCompanyNameOption = (value: string): value is CompanyNameOption =>
  (COMPANY_NAME_OPTIONS as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// UnitInvoiceSetting
// ---------------------------------------------------------------------------------------------

export type UnitInvoiceSettingView = UnitInvoiceSettingValues & {
  customerCreditDays: number;
  kidModDigit: KidModDigit;
  supplierPartyReferenceSetting: SupplierPartyReferenceSetting;
  taxInclusiveAmountRounding: InvoiceRoundingMode;
  savedAt: Date | null;
  savedBy: SavedBy | null;
};

export type SaveUnitInvoiceSettingInput = Omit<
  UnitInvoiceSettingValues,
  'displaySettings' | 'invoiceEmailCopy' | 'legalNotes'
> & {
  displaySettings: Partial<InvoiceDisplaySettings>;
  invoiceEmailCopy: readonly string[];
  legalNotes: readonly string[];
};

type InvoiceSettingRow = typeof unitInvoiceSettings.$inferSelect;

function displaySettingsOf(row: InvoiceSettingRow): InvoiceDisplaySettings {
  return Object.fromEntries(INVOICE_DISPLAY_FLAGS.map((flag) => [flag, row[flag]])) as InvoiceDisplaySettings;
}

async function viewOf(tx: Tx, row: InvoiceSettingRow | undefined): Promise<UnitInvoiceSettingView> {
  if (!row) return { ...UNIT_INVOICE_SETTING_DEFAULTS, customerCreditDays: 14, savedAt: null, savedBy: null };
  return {
    bban: row.bban,
    iban: row.iban,
    swift: row.swift,
    currencyCode: row.currencyCode,
    customNote: row.customNote,
    customerCountry: row.customerCountry,
    customerCreditDays: row.customerCreditDays,
    defaultProductUnitOfMeasureCode: row.defaultProductUnitOfMeasureCode,
    displaySettings: displaySettingsOf(row),
    exports: row.exports,
    invoiceEmailCopy: row.invoiceEmailCopy,
    usesKid: row.usesKid,
    kidLength: row.kidLength,
    kidModDigit: row.kidModDigit,
    legalNotes: row.legalNotes,
    overdueNoticeCharge: row.overdueNoticeCharge,
    usesOverdueNotices: row.usesOverdueNotices,
    paymentMethods: row.paymentMethods,
    productGroups: row.productGroups,
    startingInvoiceNumber: row.startingInvoiceNumber,
    startingOrderNumber: row.startingOrderNumber,
    supplierPartyReferenceSetting: row.supplierPartyReferenceSetting,
    taxInclusiveAmountRounding: row.taxInclusiveAmountRounding,
    savedAt: row.updatedAt,
    savedBy: await savedByOf(tx, row.updatedById),
  };
}

/** The unit's invoice settings, or the defaults (NOK, NO, 14 days, EA …) before the first save. */
export async function readUnitInvoiceSetting(tx: Tx, unitId: string): Promise<UnitInvoiceSettingView> {
  const [row] = await tx.select().from(unitInvoiceSettings).where(eq(unitInvoiceSettings.unitId, unitId));
  return viewOf(tx, row);
}

/**
 * Whether the first order or invoice of a series exists: then its start number can no longer change
 * (spec 001 §5.4 "likewise order and invoice starts"). Orders and invoices come with the orders and
 * invoices issue (issue #5); until their tables exist no series has started, so this answers false.
 * That issue replaces the body with `select 1 from orders|invoices limit 1` in the tenant transaction.
 */
export async function numberSeriesStarted(_tx: Tx, _series: NumberSeries): Promise<boolean> {
  return false;
}

export function cleanUnitInvoiceSetting(input: SaveUnitInvoiceSettingInput): UnitInvoiceSettingValues {
  const displaySettings = Object.fromEntries(
    INVOICE_DISPLAY_FLAGS.map((flag) => [
      flag,
      input.displaySettings[flag] ?? UNIT_INVOICE_SETTING_DEFAULTS.displaySettings[flag],
    ]),
  ) as InvoiceDisplaySettings;
  const bban = blankToNull(input.bban);
  const iban = blankToNull(input.iban);
  const swift = blankToNull(input.swift);
  return {
    bban: bban && normalizeBankAccount(bban),
    iban: iban && normalizeIban(iban),
    swift: swift && normalizeSwift(swift),
    currencyCode: (blankToNull(input.currencyCode) ?? '').toUpperCase(),
    customNote: blankToNull(input.customNote),
    customerCountry: (blankToNull(input.customerCountry) ?? '').toUpperCase(),
    customerCreditDays: input.customerCreditDays ?? null,
    defaultProductUnitOfMeasureCode: input.defaultProductUnitOfMeasureCode.trim(),
    displaySettings,
    exports: input.exports,
    invoiceEmailCopy: input.invoiceEmailCopy.map((copy) => copy.trim()),
    usesKid: input.usesKid,
    kidLength: input.kidLength ?? null,
    kidModDigit: input.kidModDigit,
    legalNotes: input.legalNotes.map((note) => note.trim()),
    overdueNoticeCharge: blankToNull(input.overdueNoticeCharge),
    usesOverdueNotices: input.usesOverdueNotices,
    paymentMethods: input.paymentMethods,
    productGroups: input.productGroups,
    startingInvoiceNumber: input.startingInvoiceNumber.trim(),
    startingOrderNumber: input.startingOrderNumber.trim(),
    supplierPartyReferenceSetting: input.supplierPartyReferenceSetting,
    taxInclusiveAmountRounding: input.taxInclusiveAmountRounding,
  };
}

/** Every problem of an invoice setting: the shared rules, the lists, the BBAN/IBAN pair and the country. */
export function invoiceSettingProblems(values: UnitInvoiceSettingValues): Problem[] {
  const problems: Problem[] = unitInvoiceSettingProblems(values);
  if (values.customerCreditDays === null) problems.push({ attribute: 'customerCreditDays', type: 'blank' });
  if (!problems.some((p) => p.attribute === 'customerCountry') && !isCountryCode(values.customerCountry))
    problems.push({ attribute: 'customerCountry', type: 'invalid' });
  return problems;
}

/**
 * The spec's invoice settings save: the whole setting at once. A start number whose series has
 * begun cannot change (VALIDATION invoices_exist / orders_exist on the start number).
 */
export async function saveUnitInvoiceSetting(
  tx: Tx,
  actor: Actor,
  input: SaveUnitInvoiceSettingInput,
): Promise<UnitInvoiceSettingView> {
  const values = cleanUnitInvoiceSetting(input);
  const problems = invoiceSettingProblems(values);
  const current = await readUnitInvoiceSetting(tx, actor.unitId);
  if (values.startingInvoiceNumber !== current.startingInvoiceNumber && (await numberSeriesStarted(tx, 'invoice')))
    problems.push({ attribute: 'startingInvoiceNumber', type: 'invoices_exist' });
  if (values.startingOrderNumber !== current.startingOrderNumber && (await numberSeriesStarted(tx, 'order')))
    problems.push({ attribute: 'startingOrderNumber', type: 'orders_exist' });
  refuseInvalid('unitInvoiceSetting', problems);

  const { displaySettings, customerCreditDays, ...rest } = values;
  const columns = {
    ...rest,
    ...displaySettings,
    customerCreditDays: customerCreditDays!,
    kidModDigit: values.kidModDigit as KidModDigit,
    supplierPartyReferenceSetting: values.supplierPartyReferenceSetting as SupplierPartyReferenceSetting,
    taxInclusiveAmountRounding: values.taxInclusiveAmountRounding as InvoiceRoundingMode,
  };
  const [saved] = await tx
    .insert(unitInvoiceSettings)
    .values({ ...columns, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
    .onConflictDoUpdate({
      target: unitInvoiceSettings.unitId,
      set: { ...columns, updatedById: actor.userId, updatedAt: new Date() },
    })
    .returning();
  await recordAudit(tx, actor, 'save', 'unitInvoiceSetting', saved!.id, {
    bban: values.bban,
    startingInvoiceNumber: values.startingInvoiceNumber,
    startingOrderNumber: values.startingOrderNumber,
  });
  return viewOf(tx, saved);
}
