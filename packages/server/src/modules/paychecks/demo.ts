import { and, eq, inArray } from 'drizzle-orm';
import { isoDateParts, toMoney, vacationPayAccrual, vacationPayPayout } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { employees } from '../employees/tables.js';
import { paycheckPeriodService } from '../paycheck-periods/service.js';
import { mainPaycheckLineTemplates } from '../paycheck-templates/tables.js';
import { unitInvoiceSettings } from '../unit-settings/tables.js';
import { vacationMoneySettingsService } from '../vacation-money/service.js';
import { inputOf, paycheckService, type PaycheckRow } from './service.js';

/** The staffing company's own account, which the bank files pay the net pay from. */
const COMPANY_BBAN = '12540523418';

const FIXED_SALARY = 'fastloenn';

/**
 * The June extras of a monthly-paid employee: last year's vacation pay (12 months of this salary at the
 * employee's percentage, as the demo has no earlier year) and the holiday deduction of the year's
 * vacation-money settings (the statutory 25 of 26 days).
 */
async function withVacationPay(tx: Tx, paycheck: PaycheckRow, mains: Map<number, string>, holidayDays: number) {
  const input = await inputOf(tx, paycheck);
  const salary = (input.lines ?? []).find((line) => line.payCode === FIXED_SALARY && toMoney(line.sum ?? '0').gt(0));
  if (!salary) return input;
  const [employee] = await tx.select().from(employees).where(eq(employees.id, paycheck.employeeId));
  const earningYear = isoDateParts(paycheck.paidDate).year - 1;
  const accrued = vacationPayAccrual({
    earningYear,
    birthDate: employee!.birthDate,
    percentage: employee!.vacationMoneyPercentage,
    bases: [toMoney(salary.sum!).times(12)],
  });
  const payout = vacationPayPayout({
    accrued: accrued.total,
    monthlyPay: salary.sum!,
    vacationDays: holidayDays,
    percentage: employee!.vacationMoneyPercentage,
    earningYear,
    payDate: paycheck.paidDate,
  });
  return {
    ...input,
    lines: [
      ...(input.lines ?? []),
      { mainTemplateId: mains.get(200)!, sum: payout.vacationPay },
      { mainTemplateId: mains.get(210)!, sum: payout.holidayDeduction },
    ],
  };
}

/**
 * A year of payroll for the demo staffing company: the year's periods, and for every month whose pay
 * day has come, the month run from the templates and locked (a too-low deduction confirmed, as the
 * payroll clerk would). June pays last year's vacation pay with the holiday deduction; November is the
 * half-tax month (the unit's default). Later months are left for the user to run.
 */
export async function seedDemoPaychecks(tx: Tx, actor: Actor, today: string): Promise<void> {
  const { year } = isoDateParts(today);
  await tx
    .insert(unitInvoiceSettings)
    .values({ unitId: actor.unitId, bban: COMPANY_BBAN, createdById: actor.userId, updatedById: actor.userId })
    .onConflictDoNothing();
  const periods = await paycheckPeriodService.createYear(tx, actor, year);
  const mains = new Map(
    (
      await tx
        .select({ id: mainPaycheckLineTemplates.id, number: mainPaycheckLineTemplates.number })
        .from(mainPaycheckLineTemplates)
        .where(
          and(
            eq(mainPaycheckLineTemplates.unitId, actor.unitId),
            inArray(mainPaycheckLineTemplates.number, [200, 210]),
          ),
        )
    ).map((row) => [row.number, row.id]),
  );
  const options = { today, permissions: { advanced: true } };
  const vacation = (await vacationMoneySettingsService.find(tx, year))!;
  for (const period of periods.filter((row) => row.payDate <= today)) {
    const { created } = await paycheckService.createForPeriod(tx, actor, period.id, options);
    if (period.month === vacation.payoutMonth && mains.size === 2)
      for (const paycheck of created)
        await paycheckService.update(
          tx,
          actor,
          paycheck.id,
          await withVacationPay(tx, paycheck, mains, vacation.holidayDeductionDays),
          options,
        );
    await paycheckService.lock(
      tx,
      actor,
      created.map((paycheck) => paycheck.id),
      { ...options, confirmTooLowTax: true },
    );
    await paycheckPeriodService.lock(tx, actor, period.id);
  }
}
