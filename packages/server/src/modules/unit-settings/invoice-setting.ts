// The unit's invoice settings: defaults, account numbers, KID and number series.
import { eq } from 'drizzle-orm';
import {
  INVOICE_DISPLAY_FLAGS,
  JOURNAL_ACCOUNT_DEFAULTS,
  JOURNAL_ACCOUNT_FIELDS,
  journalAccountsOf,
  normalizeBankAccount,
  normalizeIban,
  normalizeSwift,
  UNIT_INVOICE_SETTING_DEFAULTS,
  overdueNoticeChargeProblem,
  unitInvoiceSettingProblems,
  type InvoiceDisplaySettings,
  type InvoiceRoundingMode,
  type JournalAccounts,
  type JournalAccountSetting,
  type KidModDigit,
  type SupplierPartyReferenceSetting,
  type UnitInvoiceSettingValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { isCountryCode } from '../countries/countries.js';
import { holdSeries, seriesStartUpdate } from '../number-series/service.js';
import { unitInvoiceSettings } from './tables.js';
import { blankToNull, type Problem } from './shared.js';

export type UnitInvoiceSettingView = UnitInvoiceSettingValues & {
  customerCreditDays: number;
  kidModDigit: KidModDigit;
  supplierPartyReferenceSetting: SupplierPartyReferenceSetting;
  taxInclusiveAmountRounding: InvoiceRoundingMode;
  savedAt: Date | null;
  /** Who saved it last; GraphQL resolves the user, services never need to. */
  savedById: string | null;
};

export type SaveUnitInvoiceSettingInput = Omit<
  UnitInvoiceSettingValues,
  'displaySettings' | 'invoiceEmailCopy' | 'legalNotes' | 'journalAccounts' | 'sendsOverdueNoticesAutomatically'
> & {
  /** Left out (undefined or null), the saved choice stays (off before the first save). */
  sendsOverdueNoticesAutomatically?: boolean | null;
  displaySettings: Partial<InvoiceDisplaySettings>;
  invoiceEmailCopy: readonly string[];
  legalNotes: readonly string[];
  /** All nine accounts; left out (undefined or null), the saved ones stay (the defaults before the first save). */
  journalAccounts?: JournalAccountSetting | null;
};

type InvoiceSettingRow = typeof unitInvoiceSettings.$inferSelect;

function displaySettingsOf(row: InvoiceSettingRow): InvoiceDisplaySettings {
  return Object.fromEntries(INVOICE_DISPLAY_FLAGS.map((flag) => [flag, row[flag]])) as InvoiceDisplaySettings;
}

/**
 * The stored accounts, each over the default: a column written before an account was added to
 * the setting still answers all nine.
 */
function journalAccountSettingOf(stored: Partial<JournalAccountSetting> | null | undefined): JournalAccountSetting {
  return Object.fromEntries(
    JOURNAL_ACCOUNT_FIELDS.map((field) => [field, stored?.[field] ?? JOURNAL_ACCOUNT_DEFAULTS[field]]),
  ) as JournalAccountSetting;
}

function viewOf(row: InvoiceSettingRow | undefined): UnitInvoiceSettingView {
  if (!row) return { ...UNIT_INVOICE_SETTING_DEFAULTS, customerCreditDays: 14, savedAt: null, savedById: null };
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
    journalAccounts: journalAccountSettingOf(row.journalAccounts),
    usesKid: row.usesKid,
    kidLength: row.kidLength,
    kidModDigit: row.kidModDigit,
    legalNotes: row.legalNotes,
    overdueNoticeCharge: row.overdueNoticeCharge,
    usesOverdueNotices: row.usesOverdueNotices,
    sendsOverdueNoticesAutomatically: row.sendsOverdueNoticesAutomatically,
    paymentMethods: row.paymentMethods,
    productGroups: row.productGroups,
    startingInvoiceNumber: row.startingInvoiceNumber,
    startingOrderNumber: row.startingOrderNumber,
    supplierPartyReferenceSetting: row.supplierPartyReferenceSetting,
    taxInclusiveAmountRounding: row.taxInclusiveAmountRounding,
    savedAt: row.updatedAt,
    savedById: row.updatedById,
  };
}

/**
 * The start of the unit's order or invoice series as saved, or the default: what the first
 * document of the series is numbered from (issueNumber reads it once it holds the series).
 */
export async function seriesStartOf(tx: Tx, unitId: string, series: 'order' | 'invoice'): Promise<string> {
  const column =
    series === 'order' ? unitInvoiceSettings.startingOrderNumber : unitInvoiceSettings.startingInvoiceNumber;
  const [row] = await tx
    .select({ start: column })
    .from(unitInvoiceSettings)
    .where(eq(unitInvoiceSettings.unitId, unitId));
  return (
    row?.start ?? UNIT_INVOICE_SETTING_DEFAULTS[series === 'order' ? 'startingOrderNumber' : 'startingInvoiceNumber']
  );
}

/**
 * The accounts the unit's bookkeeping journal books on: its saved setting, or NS 4102's before the
 * first save. One column of one row, for the journal export.
 */
export async function readJournalAccounts(tx: Tx, unitId: string): Promise<JournalAccounts> {
  const [row] = await tx
    .select({ journalAccounts: unitInvoiceSettings.journalAccounts })
    .from(unitInvoiceSettings)
    .where(eq(unitInvoiceSettings.unitId, unitId));
  return journalAccountsOf(journalAccountSettingOf(row?.journalAccounts));
}

/** The unit's invoice settings, or the defaults (NOK, NO, 14 days, EA …) before the first save. */
export async function readUnitInvoiceSetting(tx: Tx, unitId: string): Promise<UnitInvoiceSettingView> {
  const [row] = await tx.select().from(unitInvoiceSettings).where(eq(unitInvoiceSettings.unitId, unitId));
  return viewOf(row);
}

const trimmedAccounts = (accounts: JournalAccountSetting) =>
  Object.fromEntries(JOURNAL_ACCOUNT_FIELDS.map((field) => [field, accounts[field].trim()])) as JournalAccountSetting;

/**
 * The input as it is checked and stored: texts trimmed, account numbers normalised, what was left
 * out filled in. Journal accounts left out are `kept` (the saved ones).
 */
export function cleanUnitInvoiceSetting(
  input: SaveUnitInvoiceSettingInput,
  kept: { journalAccounts: JournalAccountSetting; sendsOverdueNoticesAutomatically: boolean },
): UnitInvoiceSettingValues {
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
    journalAccounts: input.journalAccounts ? trimmedAccounts(input.journalAccounts) : { ...kept.journalAccounts },
    usesKid: input.usesKid,
    kidLength: input.kidLength ?? null,
    kidModDigit: input.kidModDigit,
    legalNotes: input.legalNotes.map((note) => note.trim()),
    overdueNoticeCharge: blankToNull(input.overdueNoticeCharge),
    usesOverdueNotices: input.usesOverdueNotices,
    sendsOverdueNoticesAutomatically: input.sendsOverdueNoticesAutomatically ?? kept.sendsOverdueNoticesAutomatically,
    paymentMethods: input.paymentMethods,
    productGroups: input.productGroups,
    startingInvoiceNumber: input.startingInvoiceNumber.trim(),
    startingOrderNumber: input.startingOrderNumber.trim(),
    supplierPartyReferenceSetting: input.supplierPartyReferenceSetting,
    taxInclusiveAmountRounding: input.taxInclusiveAmountRounding,
  };
}

/**
 * Every problem of an invoice setting: the shared rules, the lists, the BBAN/IBAN pair, the country
 * and the overdue notice charge against the legal maximum of `today`.
 */
export function invoiceSettingProblems(values: UnitInvoiceSettingValues, today: string): Problem[] {
  const problems: Problem[] = unitInvoiceSettingProblems(values);
  const overCharge = overdueNoticeChargeProblem(values.overdueNoticeCharge, today);
  if (overCharge && !problems.some((p) => p.attribute === 'overdueNoticeCharge')) problems.push(overCharge);
  if (values.customerCreditDays === null) problems.push({ attribute: 'customerCreditDays', type: 'blank' });
  if (!problems.some((p) => p.attribute === 'customerCountry') && !isCountryCode(values.customerCountry))
    problems.push({ attribute: 'customerCountry', type: 'invalid' });
  return problems;
}

/**
 * The spec's invoice settings save: the whole setting at once (the journal accounts may be left
 * out: the saved ones stay). A start number whose series has begun follows the series' rules
 * (modules/number-series): a fixed one answers invoices_exist / orders_exist, an all-digit one
 * lower than a number used answers greater_than.
 */
export async function saveUnitInvoiceSetting(
  tx: Tx,
  actor: Actor,
  input: SaveUnitInvoiceSettingInput,
  today: string,
): Promise<UnitInvoiceSettingView> {
  // Before the current starts are read: no document can be numbered from a start this save moves.
  await holdSeries(tx, actor.unitId, 'invoice', 'order');
  const current = await readUnitInvoiceSetting(tx, actor.unitId);
  const values = cleanUnitInvoiceSetting(input, current);
  const problems = invoiceSettingProblems(values, today);
  const starts = [
    await seriesStartUpdate(tx, actor.unitId, 'invoice', {
      attribute: 'startingInvoiceNumber',
      currentStart: current.startingInvoiceNumber,
      newStart: values.startingInvoiceNumber,
    }),
    await seriesStartUpdate(tx, actor.unitId, 'order', {
      attribute: 'startingOrderNumber',
      currentStart: current.startingOrderNumber,
      newStart: values.startingOrderNumber,
    }),
  ];
  for (const start of starts) if ('problem' in start) problems.push(start.problem);
  refuseInvalid('unitInvoiceSetting', problems);
  for (const start of starts) if ('apply' in start) await start.apply(actor);

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
      set: { ...columns, updatedById: actor.userId, updatedAt: actor.at },
    })
    .returning();
  await recordAudit(tx, actor, 'save', 'unitInvoiceSetting', saved!.id, {
    bban: values.bban,
    startingInvoiceNumber: values.startingInvoiceNumber,
    startingOrderNumber: values.startingOrderNumber,
    journalAccounts: values.journalAccounts,
    sendsOverdueNoticesAutomatically: values.sendsOverdueNoticesAutomatically,
  });
  return viewOf(saved);
}
