import { isoDateParts, toMoney, vacationPayAccrual, vacationPayPayout } from '@fjord/domain';
import type { EmployeeRow } from './context.js';
import { fromTemplate, type LineContext, type PlannedLine } from './lines.js';
import type { PaycheckReads } from './reads.js';

const NO_DIMENSIONS = { carId: null, projectId: null, departmentId: null };
const FIXED_SALARY = 'fastloenn';

/**
 * The vacation payout a new paycheck adds in the year's payout month (the vacation-money settings; June by
 * practice): last year's vacation pay (ferieloven § 10: the year's basis of the employee's locked paychecks
 * at the employee's percentage, with the senior extra up to 6 G from the year the employee turns 59),
 * less what was paid of it already this year; and, for monthly pay, the holiday deduction of the
 * settings' days (days ÷ 26 of the fixed salary). Nothing when there is nothing left to pay, or the unit
 * has no pay line for vacation pay; no deduction without a fixed salary line or a holiday-deduction pay line.
 */
export async function vacationPayoutLines(
  reads: PaycheckReads,
  employee: EmployeeRow,
  lines: readonly PlannedLine[],
  context: LineContext,
): Promise<PlannedLine[]> {
  const { year, month } = isoDateParts(context.paidDate);
  const settings = await reads.vacationMoneySettings(year);
  if (!settings || settings.payoutMonth !== month) return [];
  const history = await reads.vacationPayHistory(employee.id, year);
  const accrued = vacationPayAccrual({
    earningYear: year - 1,
    birthDate: employee.birthDate,
    percentage: employee.vacationMoneyPercentage,
    bases: [history.basis],
  });
  const remaining = toMoney(accrued.total).minus(history.paid);
  const vacationPay = await reads.templateOfPayCode('feriepenger');
  if (!remaining.gt(0) || !vacationPay) return [];
  const salary = lines.find((line) => line.payCode === FIXED_SALARY && toMoney(line.sum).gt(0));
  const payout = vacationPayPayout({
    accrued: remaining,
    monthlyPay: salary?.sum ?? '0',
    vacationDays: settings.holidayDeductionDays,
    percentage: employee.vacationMoneyPercentage,
    earningYear: year - 1,
    payDate: context.paidDate,
  });
  const figures = (sum: string) => ({ description: null, quantity: null, rate: null, sum });
  const payoutLines = [fromTemplate(vacationPay, figures(payout.vacationPay), NO_DIMENSIONS, context)];
  const deduction = await reads.templateOfPayCode('trekkILoennForFerie');
  if (salary && deduction && toMoney(payout.holidayDeduction).gt(0))
    payoutLines.push(fromTemplate(deduction, figures(payout.holidayDeduction), NO_DIMENSIONS, context));
  return payoutLines;
}
