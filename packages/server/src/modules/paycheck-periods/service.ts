import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  defaultPaycheckPeriod,
  isInBookkeepingPeriod,
  paycheckPeriodStanding,
  PAYCHECK_PERIOD_RULES,
  PAYCHECK_PERIOD_YEARS,
  PAYCHECK_REFUSALS,
  fieldProblems,
  withheldTaxDueDate,
  type PaycheckPeriodStanding,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { findOwn, selectRows } from '../../db/records.js';
import { invalid, refuseInvalid } from '../../errors/app-error.js';
import { paychecks } from '../paychecks/tables.js';
import { vacationMoneySettingsService } from '../vacation-money/service.js';
import { paycheckPeriods } from './tables.js';

export const PAYCHECK_PERIOD_MODEL = 'paycheckPeriod';
export type PaycheckPeriodRow = typeof paycheckPeriods.$inferSelect;

export type PaycheckPeriodInput = {
  name: string;
  bookkeepingPeriod: string;
  journalDate: string;
  payDate: string;
};

/** A period's paychecks added up: all of them counted, the sums over the locked ones. */
export type PeriodSums = {
  period_id: string;
  paycheck_count: number;
  locked_count: number;
  gross_pay: string;
  tax_deduction: string;
  net_pay: string;
  employer_tax_basis: string;
  employer_tax: string;
};

export type PayDateRow = {
  paidDate: string;
  taxDeduction: string;
  netPay: string;
  paycheckCount: number;
  dueDate: string;
};

const ZERO_SUMS = (periodId: string): PeriodSums => ({
  period_id: periodId,
  paycheck_count: 0,
  locked_count: 0,
  gross_pay: '0.00',
  tax_deduction: '0.00',
  net_pay: '0.00',
  employer_tax_basis: '0.00',
  employer_tax: '0.00',
});

export const paycheckPeriodService = {
  find(tx: Tx, id: string): Promise<PaycheckPeriodRow> {
    return findOwn(tx, paycheckPeriods, id, PAYCHECK_PERIOD_MODEL);
  },

  list(tx: Tx, year: number): Promise<PaycheckPeriodRow[]> {
    return tx.select().from(paycheckPeriods).where(eq(paycheckPeriods.year, year)).orderBy(asc(paycheckPeriods.month));
  },

  standing(period: Pick<PaycheckPeriodRow, 'year' | 'month'>, today: string): PaycheckPeriodStanding {
    return paycheckPeriodStanding(period.year, period.month, today);
  },

  /** The year's twelve periods and its vacation-money settings, made with their defaults where missing (idempotent). */
  async createYear(tx: Tx, actor: Actor, year: number): Promise<PaycheckPeriodRow[]> {
    if (!Number.isInteger(year) || year < PAYCHECK_PERIOD_YEARS.first || year > PAYCHECK_PERIOD_YEARS.last)
      throw invalid(PAYCHECK_PERIOD_MODEL, 'year', 'between', {
        min: String(PAYCHECK_PERIOD_YEARS.first),
        max: String(PAYCHECK_PERIOD_YEARS.last),
      });
    const made = await tx
      .insert(paycheckPeriods)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          ...defaultPaycheckPeriod(year, index + 1),
          unitId: actor.unitId,
          createdById: actor.userId,
          updatedById: actor.userId,
          createdAt: actor.at,
          updatedAt: actor.at,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: paycheckPeriods.id });
    await vacationMoneySettingsService.ensure(tx, actor, year);
    if (made.length > 0)
      await recordAudit(tx, actor, 'create', PAYCHECK_PERIOD_MODEL, null, { year, periods: made.length });
    return this.list(tx, year);
  },

  /** Name, bookkeeping period, journal date and default pay date; the pay date must lie in the bookkeeping period. */
  async update(tx: Tx, actor: Actor, id: string, input: PaycheckPeriodInput): Promise<PaycheckPeriodRow> {
    const period = await findOwn(tx, paycheckPeriods, id, PAYCHECK_PERIOD_MODEL);
    const values = {
      name: input.name?.trim() ?? '',
      bookkeepingPeriod: input.bookkeepingPeriod?.trim() ?? '',
      journalDate: input.journalDate,
      payDate: input.payDate,
    };
    const problems = fieldProblems(values, PAYCHECK_PERIOD_RULES);
    if (problems.length === 0 && !isInBookkeepingPeriod(values.payDate, values.bookkeepingPeriod))
      problems.push({ attribute: 'payDate', type: PAYCHECK_REFUSALS.mustBeInPeriod });
    if (period.isLocked) problems.push({ attribute: 'base', type: PAYCHECK_REFUSALS.periodLocked });
    refuseInvalid(PAYCHECK_PERIOD_MODEL, problems);
    const [updated] = await tx
      .update(paycheckPeriods)
      .set({ ...values, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(paycheckPeriods.id, id))
      .returning();
    await recordAudit(tx, actor, 'update', PAYCHECK_PERIOD_MODEL, id, values);
    return updated!;
  },

  /** Closes the period: every paycheck in it must be locked (drafts too are in the way). */
  async lock(tx: Tx, actor: Actor, id: string): Promise<PaycheckPeriodRow> {
    await findOwn(tx, paycheckPeriods, id, PAYCHECK_PERIOD_MODEL);
    // Locked to the end, so no paycheck is written into the period between the check and the lock.
    const [period] = await tx.select().from(paycheckPeriods).where(eq(paycheckPeriods.id, id)).for('update');
    if (period!.isLocked) return period!;
    const [open] = await tx
      .select({ id: paychecks.id })
      .from(paychecks)
      .where(and(eq(paychecks.periodId, id), ne(paychecks.status, 'LOCKED')))
      .limit(1);
    if (open) throw invalid(PAYCHECK_PERIOD_MODEL, 'base', PAYCHECK_REFUSALS.unlockedPaychecks);
    const [locked] = await tx
      .update(paycheckPeriods)
      .set({
        isLocked: true,
        lockedAt: actor.at,
        lockedById: actor.userId,
        updatedById: actor.userId,
        updatedAt: actor.at,
      })
      .where(eq(paycheckPeriods.id, id))
      .returning();
    await recordAudit(tx, actor, 'lock', PAYCHECK_PERIOD_MODEL, id, { name: period!.name });
    return locked!;
  },

  /** The sums of each period's paychecks, one statement for a page of periods. */
  async sums(tx: Tx, periodIds: readonly string[]): Promise<PeriodSums[]> {
    if (periodIds.length === 0) return [];
    const rows = await selectRows<PeriodSums>(
      tx,
      sql`select ${paychecks.periodId} as period_id, count(*)::int as paycheck_count,
            (count(*) filter (where ${paychecks.status} = 'LOCKED'))::int as locked_count,
            coalesce(sum(${paychecks.grossPay}) filter (where ${paychecks.status} = 'LOCKED'), 0)::numeric(20,2)::text as gross_pay,
            coalesce(sum(${paychecks.taxDeduction}) filter (where ${paychecks.status} = 'LOCKED'), 0)::numeric(20,2)::text as tax_deduction,
            coalesce(sum(${paychecks.netPay}) filter (where ${paychecks.status} = 'LOCKED'), 0)::numeric(20,2)::text as net_pay,
            coalesce(sum(${paychecks.employerTaxBasis}) filter (where ${paychecks.status} = 'LOCKED'), 0)::numeric(20,2)::text as employer_tax_basis,
            coalesce(sum(${paychecks.employerTax}) filter (where ${paychecks.status} = 'LOCKED'), 0)::numeric(20,2)::text as employer_tax
          from ${paychecks}
          where ${inArray(paychecks.periodId, [...periodIds])} and ${paychecks.status} <> 'DRAFT'
          group by ${paychecks.periodId}`,
    );
    return periodIds.map((id) => rows.find((row) => row.period_id === id) ?? ZERO_SUMS(id));
  },

  /**
   * The withheld tax per pay date of the period's locked paychecks, with the day it is due: since 2026
   * withheld tax is paid and reported per pay date (norway-facts.md "Withholding").
   */
  async payDates(tx: Tx, periodId: string): Promise<PayDateRow[]> {
    const rows = await selectRows<{
      paid_date: string;
      tax_deduction: string;
      net_pay: string;
      paycheck_count: number;
    }>(
      tx,
      sql`select ${paychecks.paidDate}::text as paid_date, sum(${paychecks.taxDeduction})::numeric(20,2)::text as tax_deduction,
            sum(${paychecks.netPay})::numeric(20,2)::text as net_pay, count(*)::int as paycheck_count
          from ${paychecks}
          where ${paychecks.periodId} = ${periodId} and ${paychecks.status} = 'LOCKED'
          group by ${paychecks.paidDate} order by ${paychecks.paidDate}`,
    );
    return rows.map((row) => ({
      paidDate: row.paid_date,
      taxDeduction: row.tax_deduction,
      netPay: row.net_pay,
      paycheckCount: row.paycheck_count,
      dueDate: withheldTaxDueDate(row.paid_date),
    }));
  },
};
