import { eq } from 'drizzle-orm';
import {
  DEFAULT_VACATION_MONEY_SETTINGS,
  fieldProblems,
  PAYCHECK_PERIOD_YEARS,
  VACATION_MONEY_SETTINGS_RULES,
  type VacationMoneySettingsValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { invalid, refuseInvalid } from '../../errors/app-error.js';
import { vacationMoneySettings } from './tables.js';

export const VACATION_MONEY_SETTINGS_MODEL = 'vacationMoneySettings';
export type VacationMoneySettingsRow = typeof vacationMoneySettings.$inferSelect;

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < PAYCHECK_PERIOD_YEARS.first || year > PAYCHECK_PERIOD_YEARS.last)
    throw invalid(VACATION_MONEY_SETTINGS_MODEL, 'year', 'between', {
      min: String(PAYCHECK_PERIOD_YEARS.first),
      max: String(PAYCHECK_PERIOD_YEARS.last),
    });
}

export const vacationMoneySettingsService = {
  async find(tx: Tx, year: number): Promise<VacationMoneySettingsRow | null> {
    const [row] = await tx.select().from(vacationMoneySettings).where(eq(vacationMoneySettings.year, year));
    return row ?? null;
  },

  /** The year's settings with their defaults where the unit has none yet (a year's periods make them). */
  async ensure(tx: Tx, actor: Actor, year: number): Promise<void> {
    checkYear(year);
    await tx
      .insert(vacationMoneySettings)
      .values({
        ...DEFAULT_VACATION_MONEY_SETTINGS,
        year,
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
      })
      .onConflictDoNothing();
  },

  async save(
    tx: Tx,
    actor: Actor,
    year: number,
    input: VacationMoneySettingsValues,
  ): Promise<VacationMoneySettingsRow> {
    checkYear(year);
    refuseInvalid(VACATION_MONEY_SETTINGS_MODEL, fieldProblems(input, VACATION_MONEY_SETTINGS_RULES));
    const values = {
      sector: input.sector!,
      payoutMonth: input.payoutMonth!,
      holidayDeductionDays: input.holidayDeductionDays!,
    };
    const [row] = await tx
      .insert(vacationMoneySettings)
      .values({ ...values, year, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
      .onConflictDoUpdate({
        target: [vacationMoneySettings.unitId, vacationMoneySettings.year],
        set: { ...values, updatedById: actor.userId, updatedAt: actor.at },
      })
      .returning();
    await recordAudit(tx, actor, 'save', VACATION_MONEY_SETTINGS_MODEL, row!.id, { year, ...values });
    return row!;
  },
};
