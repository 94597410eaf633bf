import { occupationExists } from '../occupations/service.js';
import { eq } from 'drizzle-orm';
import {
  fieldProblems,
  PAYCHECK_SETTING_DEFAULTS,
  PAYCHECK_SETTING_RULES,
  type DefaultWorkRelation,
  type DurationType,
  type EmploymentType,
  type HalfTaxMonth,
  type PaycheckSettingValues,
  type ShiftType,
  type TaxCalculationMode,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordExists } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid, type Validation } from '../../errors/app-error.js';
import { seal } from '../../crypto/secret-box.js';
import { municipalities } from '../municipalities/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { holdSeries, seriesStartUpdate } from '../number-series/service.js';
import { unitPaycheckSettings } from './tables.js';

type Problem = Omit<Validation, 'model'>;
type SettingRow = typeof unitPaycheckSettings.$inferSelect;

/**
 * What the query answers. The Altinn system password is never part of it: only whether one is set.
 */
export type UnitPaycheckSettingView = {
  altinnSystemUserName: string | null;
  altinnSystemPasswordSet: boolean;
  calculationForTax: TaxCalculationMode;
  currencyCode: string;
  defaultCreditDays: number;
  defaultVacationMoneyPercentage: string;
  defaultWorkRelation: DefaultWorkRelation;
  municipality: { number: string; name: string } | null;
  startingPaycheckNumber: string;
  halfTaxMonth: HalfTaxMonth;
  savedAt: Date | null;
};

export type SaveUnitPaycheckSettingInput = {
  altinnSystemUserName?: string | null;
  /** Left out, null or blank keeps the stored password; a value replaces it. */
  altinnSystemPassword?: string | null;
  clearAltinnSystemPassword?: boolean | null;
  calculationForTax: string;
  currencyCode: string;
  defaultCreditDays: number;
  defaultVacationMoneyPercentage: string;
  defaultSubUnitId?: string | null;
  defaultOccupationCode?: string | null;
  defaultEmploymentType: string;
  defaultDurationType: string;
  defaultShiftType: string;
  defaultHoursEveryWeekWithFullEmployment: string;
  defaultEmploymentPercentage: string;
  municipalityNumber?: string | null;
  startingPaycheckNumber: string;
  /** Left out or null keeps the saved month (November before the first save). */
  halfTaxMonth?: string | null;
};

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

async function municipalityOf(tx: Tx, number: string | null): Promise<UnitPaycheckSettingView['municipality']> {
  if (!number) return null;
  const [row] = await tx
    .select({ number: municipalities.number, name: municipalities.name })
    .from(municipalities)
    .where(eq(municipalities.number, number));
  return row ?? null;
}

async function viewOf(tx: Tx, row: SettingRow | undefined): Promise<UnitPaycheckSettingView> {
  const defaults = PAYCHECK_SETTING_DEFAULTS;
  if (!row) return { ...defaults, altinnSystemPasswordSet: false, municipality: null, savedAt: null };
  const relation = defaults.defaultWorkRelation;
  return {
    altinnSystemUserName: row.altinnSystemUserName,
    altinnSystemPasswordSet: row.altinnSystemPasswordEncrypted !== null,
    calculationForTax: row.calculationForTax,
    currencyCode: row.currencyCode,
    defaultCreditDays: row.defaultCreditDays,
    defaultVacationMoneyPercentage: row.defaultVacationMoneyPercentage,
    defaultWorkRelation: {
      subUnitId: row.defaultSubUnitId,
      occupationCode: row.defaultOccupationCode,
      employmentType: row.defaultEmploymentType ?? relation.employmentType,
      durationType: row.defaultDurationType ?? relation.durationType,
      shiftType: row.defaultShiftType ?? relation.shiftType,
      hoursEveryWeekWithFullEmployment:
        row.defaultHoursEveryWeekWithFullEmployment ?? relation.hoursEveryWeekWithFullEmployment,
      employmentPercentage: row.defaultEmploymentPercentage ?? relation.employmentPercentage,
    },
    municipality: await municipalityOf(tx, row.municipalityNumber),
    startingPaycheckNumber: row.startingPaycheckNumber,
    halfTaxMonth: row.halfTaxMonth,
    savedAt: row.updatedAt,
  };
}

async function settingRow(tx: Tx, unitId: string): Promise<SettingRow | undefined> {
  const [row] = await tx.select().from(unitPaycheckSettings).where(eq(unitPaycheckSettings.unitId, unitId));
  return row;
}

/** The unit's paycheck settings, or the defaults (AUTOMATIC, NOK, 0 days, 10.20 % …) before the first save. */
export async function readUnitPaycheckSetting(tx: Tx, unitId: string): Promise<UnitPaycheckSettingView> {
  return viewOf(tx, await settingRow(tx, unitId));
}

/** The input as checked and stored; `stored` is what a left-out password or half-tax month keeps. */
export function cleanPaycheckSetting(
  input: SaveUnitPaycheckSettingInput,
  stored: { passwordSet: boolean; halfTaxMonth: HalfTaxMonth },
): PaycheckSettingValues {
  const altinnSystemPassword = input.altinnSystemPassword ? input.altinnSystemPassword : null;
  return {
    altinnSystemUserName: blankToNull(input.altinnSystemUserName),
    // A password is taken as typed (spaces may be part of it); only an empty one means "keep".
    altinnSystemPassword,
    altinnSystemPasswordKept: stored.passwordSet && !input.clearAltinnSystemPassword && altinnSystemPassword === null,
    calculationForTax: input.calculationForTax,
    currencyCode: input.currencyCode.trim().toUpperCase(),
    defaultCreditDays: input.defaultCreditDays,
    defaultVacationMoneyPercentage: blankToNull(input.defaultVacationMoneyPercentage),
    defaultSubUnitId: blankToNull(input.defaultSubUnitId),
    defaultOccupationCode: blankToNull(input.defaultOccupationCode),
    defaultEmploymentType: input.defaultEmploymentType,
    defaultDurationType: input.defaultDurationType,
    defaultShiftType: input.defaultShiftType,
    defaultHoursEveryWeekWithFullEmployment: blankToNull(input.defaultHoursEveryWeekWithFullEmployment),
    defaultEmploymentPercentage: blankToNull(input.defaultEmploymentPercentage),
    municipalityNumber: blankToNull(input.municipalityNumber),
    startingPaycheckNumber: input.startingPaycheckNumber.trim(),
    halfTaxMonth: input.halfTaxMonth ?? stored.halfTaxMonth,
  };
}

/** The references must exist: the sub-unit in this unit (row-level security hides others), the national codes. */
async function referenceProblems(tx: Tx, values: PaycheckSettingValues): Promise<Problem[]> {
  const problems: Problem[] = [];
  if (values.defaultSubUnitId && !(await recordExists(tx, subUnits, values.defaultSubUnitId)))
    problems.push({ attribute: 'defaultSubUnitId', type: 'invalid' });
  if (values.defaultOccupationCode && !(await occupationExists(tx, values.defaultOccupationCode)))
    problems.push({ attribute: 'defaultOccupationCode', type: 'invalid' });
  if (values.municipalityNumber && !(await municipalityOf(tx, values.municipalityNumber)))
    problems.push({ attribute: 'municipalityNumber', type: 'invalid' });
  return problems;
}

/** The start of the unit's paycheck series as saved, or the default: issueNumber reads it once it holds the series. */
export async function paycheckSeriesStart(tx: Tx, unitId: string): Promise<string> {
  return (await settingRow(tx, unitId))?.startingPaycheckNumber ?? PAYCHECK_SETTING_DEFAULTS.startingPaycheckNumber;
}

/**
 * Saves the whole setting at once. The Altinn system password is sealed with the server's secret
 * key before it is stored; it is kept when the input leaves it out, and removed on
 * clearAltinnSystemPassword. The audit row says only whether it changed.
 */
export async function saveUnitPaycheckSetting(
  tx: Tx,
  actor: Actor,
  input: SaveUnitPaycheckSettingInput,
  secretKey: string,
): Promise<UnitPaycheckSettingView> {
  // Before the current start is read: no paycheck can be numbered from a start this save moves.
  await holdSeries(tx, actor.unitId, 'paycheck');
  const current = await settingRow(tx, actor.unitId);
  const storedPassword = current?.altinnSystemPasswordEncrypted ?? null;
  const values = cleanPaycheckSetting(input, {
    passwordSet: storedPassword !== null,
    halfTaxMonth: current?.halfTaxMonth ?? PAYCHECK_SETTING_DEFAULTS.halfTaxMonth,
  });
  const problems: Problem[] = [
    ...fieldProblems(values, PAYCHECK_SETTING_RULES),
    ...(await referenceProblems(tx, values)),
  ];
  const currentStart = current?.startingPaycheckNumber ?? PAYCHECK_SETTING_DEFAULTS.startingPaycheckNumber;
  const start = await seriesStartUpdate(tx, actor.unitId, 'paycheck', {
    attribute: 'startingPaycheckNumber',
    currentStart,
    newStart: values.startingPaycheckNumber,
  });
  if ('problem' in start) problems.push(start.problem);
  refuseInvalid('unitPaycheckSetting', problems);
  if ('apply' in start) await start.apply(actor);

  const altinnSystemPasswordEncrypted = values.altinnSystemPassword
    ? seal(values.altinnSystemPassword, secretKey)
    : values.altinnSystemPasswordKept
      ? storedPassword
      : null;
  const columns = {
    altinnSystemUserName: values.altinnSystemUserName,
    altinnSystemPasswordEncrypted,
    calculationForTax: values.calculationForTax as TaxCalculationMode,
    currencyCode: values.currencyCode,
    defaultCreditDays: Number(values.defaultCreditDays),
    defaultVacationMoneyPercentage: values.defaultVacationMoneyPercentage!,
    defaultSubUnitId: values.defaultSubUnitId,
    defaultOccupationCode: values.defaultOccupationCode,
    defaultEmploymentType: values.defaultEmploymentType as EmploymentType,
    defaultDurationType: values.defaultDurationType as DurationType,
    defaultShiftType: values.defaultShiftType as ShiftType,
    defaultHoursEveryWeekWithFullEmployment: values.defaultHoursEveryWeekWithFullEmployment,
    defaultEmploymentPercentage: values.defaultEmploymentPercentage,
    municipalityNumber: values.municipalityNumber,
    startingPaycheckNumber: values.startingPaycheckNumber,
    halfTaxMonth: values.halfTaxMonth as HalfTaxMonth,
  };
  const [saved] = await tx
    .insert(unitPaycheckSettings)
    .values({ ...columns, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
    .onConflictDoUpdate({
      target: unitPaycheckSettings.unitId,
      set: { ...columns, updatedById: actor.userId, updatedAt: actor.at },
    })
    .returning();
  // The password, even sealed, stays out of the audit trail: only that it changed.
  await recordAudit(tx, actor, 'save', 'unitPaycheckSetting', saved!.id, {
    altinnSystemUserName: values.altinnSystemUserName,
    altinnSystemPasswordChanged: altinnSystemPasswordEncrypted !== storedPassword,
    defaultVacationMoneyPercentage: values.defaultVacationMoneyPercentage,
    startingPaycheckNumber: values.startingPaycheckNumber,
    halfTaxMonth: values.halfTaxMonth,
  });
  return viewOf(tx, saved);
}
