import {
  isInBookkeepingPeriod,
  isoDateParts,
  paycheckFigures,
  paycheckPeriodStanding,
  paycheckProblems,
  PAYCHECK_LINES_MAX,
  PAYCHECK_REFUSALS,
  type FieldProblem,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { isUuid } from '../../db/records.js';
import { forbidden, refuseInvalid } from '../../errors/app-error.js';
import type { employees } from '../employees/tables.js';
import type { paycheckPeriods } from '../paycheck-periods/tables.js';
import type { workRelations } from '../work-relations/tables.js';
import { cardMethodOf, paycheckTaxCard, zone1aBasisUsed, type PendingPaycheck } from './context.js';
import { linesFromTemplates, planLines, type PaycheckLineInput, type PlannedLine } from './lines.js';
import type { PaycheckReads } from './reads.js';
import type { paychecks } from './tables.js';
import { vacationPayoutLines } from './vacation-payout.js';

/**
 * A paycheck as its input describes it, checked whole (plan), and its figures by the card and rates of its paid
 * date (figuresOf): what every create, update, lock and run of the month computes before it writes.
 */

export const PAYCHECK_MODEL = 'paycheck';

export type PaycheckInput = {
  workRelationId: string;
  periodId: string;
  paidDate?: string | null;
  number?: string | null;
  comment?: string | null;
  internalComment?: string | null;
  advancedMode?: boolean | null;
  lines?: readonly PaycheckLineInput[] | null;
  prepayments?: readonly { paymentDate: string; amount: string }[] | null;
  taxDeduction?: string | null;
};

/** What may do more than an ordinary paycheck: free lines and typed tax need canCreateAdvancedPaychecks. */
export type PaycheckPermissions = { advanced: boolean };

const text = (value: string | null | undefined): string | null => value?.trim() || null;

export type Planned = {
  period: typeof paycheckPeriods.$inferSelect;
  relation: typeof workRelations.$inferSelect;
  employee: typeof employees.$inferSelect;
  paidDate: string;
  values: { comment: string | null; internalComment: string | null; advancedMode: boolean; manualTax: string | null };
  lines: PlannedLine[];
  prepayments: { paymentDate: string; amount: string }[];
};

/** The period, work relation and employee the input names, each of this unit, and the paid date. */
async function resolveParties(
  reads: PaycheckReads,
  input: Pick<PaycheckInput, 'periodId' | 'workRelationId' | 'paidDate'>,
) {
  const problems: FieldProblem[] = [];
  const period = isUuid(String(input.periodId)) ? await reads.period(String(input.periodId)) : undefined;
  if (!period) problems.push({ attribute: 'periodId', type: 'invalid' });
  const relation = isUuid(String(input.workRelationId))
    ? await reads.relation(String(input.workRelationId))
    : undefined;
  if (!relation) problems.push({ attribute: 'workRelationId', type: 'invalid' });
  refuseInvalid(PAYCHECK_MODEL, problems);
  const employee = await reads.employee(relation!.employeeId);
  return {
    period: period!,
    relation: relation!,
    employee: employee!,
    paidDate: text(input.paidDate) ?? period!.payDate,
  };
}

/**
 * The paycheck the input describes, checked whole (spec 001 §5.4): its own fields, the period (open, not
 * more than a month ahead, the paid date in its bookkeeping period), the work relation active in the
 * period, and the lines (from the templates when a new paycheck leaves them out).
 */
export async function plan(
  reads: PaycheckReads,
  input: PaycheckInput,
  today: string,
  permissions: PaycheckPermissions,
  existing: typeof paychecks.$inferSelect | null,
): Promise<Planned> {
  const advancedMode = input.advancedMode ?? existing?.advancedMode ?? false;
  if (advancedMode && !permissions.advanced) throw forbidden('canCreateAdvancedPaychecks');
  const parties = await resolveParties(reads, input);
  const { period, relation, paidDate } = parties;
  const manualTax = advancedMode ? text(input.taxDeduction) : null;
  const values = {
    paidDate,
    comment: text(input.comment),
    internalComment: text(input.internalComment),
    taxDeduction: manualTax,
  };
  const problems: FieldProblem[] = paycheckProblems(values);
  if (period.isLocked) problems.push({ attribute: 'periodId', type: PAYCHECK_REFUSALS.periodLocked });
  if (paycheckPeriodStanding(period.year, period.month, today) === 'FUTURE')
    problems.push({ attribute: 'periodId', type: PAYCHECK_REFUSALS.tooFarAhead });
  if (problems.length === 0 && !isInBookkeepingPeriod(paidDate, period.bookkeepingPeriod))
    problems.push({
      attribute: 'paidDate',
      type: PAYCHECK_REFUSALS.mustBeInPeriod,
      params: { period: period.bookkeepingPeriod },
    });
  if (problems.length === 0 && !(await reads.hasVacationMoneySettings(isoDateParts(paidDate).year)))
    problems.push({ attribute: 'paidDate', type: PAYCHECK_REFUSALS.vacationMoneySettingsMissing });
  if (relation.startDate > period.endDate || (relation.endDate !== null && relation.endDate < period.startDate))
    problems.push({ attribute: 'workRelationId', type: PAYCHECK_REFUSALS.inactiveWorkRelation });
  const prepayments = (input.prepayments ?? []).map((prepayment, index) => {
    const paymentDate = text(prepayment.paymentDate);
    const amount = text(prepayment.amount);
    if (!paymentDate || !/^\d{4}-\d{2}-\d{2}$/.test(paymentDate))
      problems.push({ attribute: `prepayments.${index}.paymentDate`, type: 'invalid' });
    if (!amount || !/^\d{1,14}(\.\d{1,2})?$/.test(amount))
      problems.push({ attribute: `prepayments.${index}.amount`, type: 'invalid' });
    return { paymentDate: paymentDate ?? '', amount: amount ?? '0' };
  });
  const card = await reads.taxCard(parties.employee.id, isoDateParts(paidDate).year);
  const context = {
    paidDate,
    vacationPayPercentage: parties.employee.vacationMoneyPercentage,
    cardMethod: cardMethodOf(card),
  };
  let lines: PlannedLine[];
  if (input.lines == null && !existing) {
    lines = await linesFromTemplates(reads, relation.id, context);
    lines = [...lines, ...(await vacationPayoutLines(reads, parties.employee, lines, context))];
  } else {
    const inputs = input.lines ?? [];
    if (inputs.length > PAYCHECK_LINES_MAX)
      problems.push({ attribute: 'lines', type: 'too_long', params: { count: String(PAYCHECK_LINES_MAX) } });
    const planned = await planLines(reads, inputs, advancedMode, context);
    problems.push(...planned.problems);
    lines = planned.lines;
  }
  refuseInvalid(PAYCHECK_MODEL, problems);
  return {
    ...parties,
    values: { comment: values.comment, internalComment: values.internalComment, advancedMode, manualTax },
    lines,
    prepayments,
  };
}

/**
 * The figures of a planned paycheck by the card and rates of its paid date, as the row stores them.
 * `pending`: paychecks this call computed before and writes later, counted as their rows would be.
 */
export async function figuresOf(
  tx: Tx,
  planned: Planned,
  self: { id: string | null; createdAt: Date },
  reads: PaycheckReads,
  pending: readonly PendingPaycheck[] = [],
) {
  const settings = await reads.settings();
  const { zone, municipalityNumber } = await reads.zone(planned.relation.subUnitId);
  const year = isoDateParts(planned.paidDate).year;
  const cardRow = await reads.taxCard(planned.employee.id, year);
  const position = { ...self, paidDate: planned.paidDate };
  const figures = paycheckFigures({
    payDate: planned.paidDate,
    card: await paycheckTaxCard(tx, cardRow, planned.employee.id, position, pending),
    halfTaxMonth: settings.halfTaxMonth,
    lines: planned.lines,
    prepayments: planned.prepayments.map((prepayment) => prepayment.amount),
    manualTaxDeduction: planned.values.manualTax,
    vacationPayPercentage: planned.employee.vacationMoneyPercentage,
    employerTaxZone: zone,
    zone1aBasisUsed: zone === '1a' ? await zone1aBasisUsed(tx, position, pending) : '0',
  });
  return {
    companyMunicipality: municipalityNumber,
    taxDeductionMethod: cardRow?.taxDeductionMethod ?? null,
    taxTable: cardRow?.taxTable ?? null,
    taxPercentage: cardRow?.taxPercentage ?? null,
    taxExemption: cardRow?.taxExemption ?? false,
    halfTax: figures.halfTax,
    grossPay: figures.grossPay,
    withholdingBasis: figures.withholdingBasis,
    extraWithholdingBasis: figures.extraWithholdingBasis,
    taxDeduction: figures.taxDeduction,
    expectedTaxDeduction: figures.expectedTaxDeduction,
    taxWarning: figures.taxWarning,
    taxError: figures.taxError,
    vacationPayBasis: figures.vacationPayBasis,
    vacationPayPercentage: planned.employee.vacationMoneyPercentage,
    vacationPay: figures.vacationPay,
    employerTaxZone: zone,
    employerTaxBasis: figures.employerTaxBasis,
    employerTax: figures.employerTax?.tax ?? '0.00',
    employerTaxParts: figures.employerTax?.parts ?? [],
    deductions: figures.deductions,
    prepaid: figures.prepaid,
    netPay: figures.netPay,
  };
}

export type Figures = Awaited<ReturnType<typeof figuresOf>>;
