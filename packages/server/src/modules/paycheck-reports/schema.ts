import type { Reconciled } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import type { FieldMap } from '@pothos/core';
import { builder, type BuilderTypes } from '../../graphql/builder.js';
import { actorOf, inUnit, requireUnit } from '../../graphql/context.js';
import { PAYCHECK_READ_ACCESS } from '../paycheck-periods/schema.js';
import { checkedYear } from './reads.js';
import {
  ameldingReconciliation,
  paychecksReconciliation,
  type AmeldingReconciliation,
  type AmeldingReconciliationFigures,
  type PaychecksReconciliation,
  type PaychecksReconciliationFigures,
} from './reconciliation.js';
import {
  paychecksSummary,
  type PaychecksSummary,
  type SummaryEmployee,
  type SummaryFigures,
  type SummaryMonth,
} from './summary.js';
import {
  vacationMoneyReport,
  type VacationMoneyReport,
  type VacationMoneyRow,
  type VacationMoneyTotals,
} from './vacation-money.js';
import { sendYearlyReports } from './yearly-mail.js';
import { yearlyReportList, type YearlyReportListRow } from './yearly.js';

type Fields<T> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>;

const ReconciledType = builder.objectRef<Reconciled>('ReconciledAmount').implement({
  description: 'A figure as its source gives it beside the same figure in the books, and books − source',
  fields: (t) => ({
    source: t.expose('source', { type: 'Decimal', description: 'The paychecks’ (or the a-melding’s) figure' }),
    bookkeeping: t.expose('bookkeeping', { type: 'Decimal', description: 'The payroll journal’s figure' }),
    difference: t.expose('difference', { type: 'Decimal', description: 'bookkeeping − source' }),
  }),
});

// The vacation-money report.
const VacationMoneyFields = {
  basis: 'The vacation-pay basis earned in the year (the locked paychecks’)',
  ordinary: 'The basis at the employee’s percentage',
  senior: 'The senior extra (2.3 % up to 6 G) from the year the employee turns 59',
  accrued: 'The vacation pay accrued in the year: ordinary + senior',
  paid: 'Vacation pay (pay code feriepenger) paid in the year after, so far',
  remaining: 'accrued − paid',
  employerTax: 'Employer tax on the accrued vacation pay at the zone’s rate (accrued at year end, due when paid)',
} as const satisfies Partial<Record<keyof VacationMoneyTotals, string>>;

/** The amounts a row and the totals share. */
const vacationMoneyFields = <T extends VacationMoneyTotals>(t: Fields<T>): FieldMap =>
  Object.fromEntries(
    Object.entries(VacationMoneyFields).map(([name, description]) => [
      name,
      t.field({ type: 'Decimal', description, resolve: (row) => row[name as keyof VacationMoneyTotals] }),
    ]),
  );

const VacationMoneyRowType = builder.objectRef<VacationMoneyRow>('VacationMoneyReportRow').implement({
  fields: (t) => ({
    employeeId: t.exposeID('employeeId'),
    employeeName: t.exposeString('employeeName'),
    birthDate: t.expose('birthDate', { type: 'Date' }),
    percentage: t.expose('percentage', {
      type: 'Decimal',
      description: 'The employee’s percentage, without the senior extra',
    }),
    seniorPercentage: t.expose('seniorPercentage', { type: 'Decimal', nullable: true }),
    employerTaxZone: t.exposeString('employerTaxZone', {
      nullable: true,
      description: 'The zone of the employee’s last paycheck in the year',
    }),
    employerTaxRate: t.expose('employerTaxRate', { type: 'Decimal', nullable: true }),
    ...vacationMoneyFields(t),
  }),
});

const VacationMoneyTotalsType = builder.objectRef<VacationMoneyTotals>('VacationMoneyReportTotals').implement({
  fields: (t) => vacationMoneyFields(t),
});

const VacationMoneyReportType = builder.objectRef<VacationMoneyReport>('VacationMoneyReport').implement({
  description: 'The vacation pay earned in a year, per employee (feriepengeliste)',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The earning year' }),
    payoutYear: t.exposeInt('payoutYear', { description: 'The year the vacation pay is paid (the year after)' }),
    rows: t.field({ type: [VacationMoneyRowType], resolve: (report) => report.rows }),
    totals: t.field({ type: VacationMoneyTotalsType, resolve: (report) => report.totals }),
  }),
});

// The paychecks summary.
const summaryFields = <T extends SummaryFigures>(t: Fields<T>): FieldMap => ({
  grossPay: t.field({ type: 'Decimal', resolve: (row) => row.grossPay }),
  withholding: t.field({ type: 'Decimal', resolve: (row) => row.withholding }),
  employerTaxBasis: t.field({ type: 'Decimal', resolve: (row) => row.employerTaxBasis }),
  employerTax: t.field({ type: 'Decimal', resolve: (row) => row.employerTax }),
  deductions: t.field({
    type: 'Decimal',
    description:
      'Garnishments and other deductions, and advances already paid: grossPay − withholding − deductions = netPay',
    resolve: (row) => row.deductions,
  }),
  netPay: t.field({ type: 'Decimal', resolve: (row) => row.netPay }),
  paycheckCount: t.int({ resolve: (row) => row.paycheckCount }),
});

const SummaryFiguresType = builder.objectRef<SummaryFigures>('PaychecksSummaryFigures').implement({
  fields: (t) => summaryFields(t),
});
const SummaryEmployeeType = builder.objectRef<SummaryEmployee>('PaychecksSummaryEmployee').implement({
  fields: (t) => ({
    employeeId: t.exposeID('employeeId'),
    employeeName: t.exposeString('employeeName'),
    ...summaryFields(t),
  }),
});
const SummaryMonthType = builder.objectRef<SummaryMonth>('PaychecksSummaryMonth').implement({
  fields: (t) => ({
    month: t.exposeInt('month'),
    period: t.exposeString('period', { description: 'YYYY-MM' }),
    ...summaryFields(t),
    employees: t.field({ type: [SummaryEmployeeType], resolve: (month) => month.employees }),
  }),
});
const PaychecksSummaryType = builder.objectRef<PaychecksSummary>('PaychecksSummaryReport').implement({
  description: 'The locked paychecks of a year per month of payment (and per employee), with the year’s totals',
  fields: (t) => ({
    year: t.exposeInt('year'),
    months: t.field({ type: [SummaryMonthType], resolve: (report) => report.months }),
    totals: t.field({ type: SummaryFiguresType, resolve: (report) => report.totals }),
  }),
});

// The reconciliations.
const reconciled = <T extends object>(t: Fields<T>, name: keyof T & string, description: string) =>
  t.field({ type: ReconciledType, description, resolve: (row) => row[name] as Reconciled });

const paychecksFigureFields = <T extends PaychecksReconciliationFigures>(t: Fields<T>): FieldMap => ({
  withholding: reconciled(t, 'withholding', 'The paychecks’ withholding and the credit balance of 2600'),
  employerTax: reconciled(t, 'employerTax', 'The paychecks’ employer tax and the credit balance of 2770'),
  payCost: reconciled(
    t,
    'payCost',
    'The paychecks’ pay cost (cash pay without expense allowances and vacation pay paid out, plus vacation pay earned) and the balance of 5000–5399',
  ),
  flagged: t.boolean({ description: 'A figure differs', resolve: (row) => row.flagged }),
});
const PaychecksReconciliationTotalsType = builder
  .objectRef<PaychecksReconciliationFigures>('PaychecksReconciliationTotals')
  .implement({ fields: (t) => paychecksFigureFields(t) });
const PaychecksReconciliationMonthType = builder
  .objectRef<PaychecksReconciliation['months'][number]>('PaychecksReconciliationMonth')
  .implement({
    fields: (t) => ({
      month: t.exposeInt('month'),
      period: t.exposeString('period'),
      ...paychecksFigureFields(t),
    }),
  });
const PaychecksReconciliationType = builder.objectRef<PaychecksReconciliation>('PaychecksReconciliation').implement({
  description: 'The locked paychecks per month beside the balances of their journal (the bookkeeping side)',
  fields: (t) => ({
    year: t.exposeInt('year'),
    months: t.field({ type: [PaychecksReconciliationMonthType], resolve: (report) => report.months }),
    totals: t.field({ type: PaychecksReconciliationTotalsType, resolve: (report) => report.totals }),
  }),
});

const ameldingFigureFields = <T extends AmeldingReconciliationFigures>(t: Fields<T>): FieldMap => ({
  withholding: reconciled(t, 'withholding', 'The a-melding’s withholding and the credit balance of 2600'),
  employerTaxBasis: reconciled(
    t,
    'employerTaxBasis',
    'The a-melding’s employer-tax basis and that of the paychecks the journal was made from',
  ),
  employerTax: reconciled(t, 'employerTax', 'The a-melding’s employer tax and the credit balance of 2770'),
  flagged: t.boolean({
    description: 'A figure differs (a month with pay but no received message too)',
    resolve: (row) => row.flagged,
  }),
});
const AmeldingReconciliationTotalsType = builder
  .objectRef<AmeldingReconciliationFigures>('AmeldingReconciliationTotals')
  .implement({ fields: (t) => ameldingFigureFields(t) });
const AmeldingReconciliationMonthType = builder
  .objectRef<AmeldingReconciliation['months'][number]>('AmeldingReconciliationMonth')
  .implement({
    fields: (t) => ({
      month: t.exposeInt('month'),
      period: t.exposeString('period'),
      reported: t.exposeBoolean('reported', {
        description: 'A message of the month was received (SUCCESSFUL); otherwise the month is not reported',
      }),
      messageCount: t.exposeInt('messageCount'),
      ...ameldingFigureFields(t),
    }),
  });
const AmeldingReconciliationType = builder.objectRef<AmeldingReconciliation>('AmeldingReconciliation').implement({
  description: 'What the received a-meldinger reported per month beside the payroll journal',
  fields: (t) => ({
    year: t.exposeInt('year'),
    months: t.field({ type: [AmeldingReconciliationMonthType], resolve: (report) => report.months }),
    totals: t.field({ type: AmeldingReconciliationTotalsType, resolve: (report) => report.totals }),
  }),
});

// The yearly reports.
const YearlyReportType = builder.objectRef<YearlyReportListRow>('YearlyReport').implement({
  description: 'A work relation with locked paychecks in the year: its yearly statement (årsoppgave)',
  fields: (t) => ({
    workRelationId: t.exposeID('workRelationId'),
    employeeId: t.exposeID('employeeId'),
    employeeName: t.exposeString('employeeName'),
    email: t.exposeString('email', {
      nullable: true,
      description: 'Where sendYearlyReports mails the statement; null: skipped',
    }),
    subUnitName: t.exposeString('subUnitName', { nullable: true }),
    grossPay: t.expose('grossPay', { type: 'Decimal' }),
    withholding: t.expose('withholding', { type: 'Decimal' }),
    paycheckCount: t.exposeInt('paycheckCount'),
  }),
});

builder.queryField('vacationMoneyReport', (t) =>
  t.field({
    type: VacationMoneyReportType,
    description: 'The vacation pay earned in the year per employee (spec 000 §2 vacation-money-report)',
    args: { year: t.arg.int({ required: true, description: 'The earning year' }) },
    access: PAYCHECK_READ_ACCESS,
    resolve: (_root, { year }, ctx) => inUnit(ctx, (tx, unitId) => vacationMoneyReport(tx, unitId, checkedYear(year))),
  }),
);

builder.queryField('paychecksSummaryReport', (t) =>
  t.field({
    type: PaychecksSummaryType,
    description: 'The year’s locked paychecks per month of payment and employee (spec 000 §2 paychecks-summary-report)',
    args: { year: t.arg.int({ required: true }) },
    access: PAYCHECK_READ_ACCESS,
    resolve: (_root, { year }, ctx) => inUnit(ctx, (tx, unitId) => paychecksSummary(tx, unitId, checkedYear(year))),
  }),
);

builder.queryField('paychecksAndBookkeepingReconciliation', (t) =>
  t.field({
    type: PaychecksReconciliationType,
    description: 'Paychecks against their journal per month (spec 000 §2 paychecks-and-bookkeeping-reconciliation)',
    args: { year: t.arg.int({ required: true }) },
    access: PAYCHECK_READ_ACCESS,
    resolve: (_root, { year }, ctx) =>
      inUnit(ctx, (tx, unitId) => paychecksReconciliation(tx, unitId, checkedYear(year))),
  }),
);

builder.queryField('ameldingAndBookkeepingReconciliation', (t) =>
  t.field({
    type: AmeldingReconciliationType,
    description: 'The a-melding against the journal per month (spec 000 §2 amelding-and-bookkeeping-reconciliation)',
    args: { year: t.arg.int({ required: true }) },
    access: PAYCHECK_READ_ACCESS,
    resolve: (_root, { year }, ctx) =>
      inUnit(ctx, (tx, unitId) => ameldingReconciliation(tx, unitId, checkedYear(year))),
  }),
);

builder.queryField('yearlyReports', (t) =>
  t.field({
    type: [YearlyReportType],
    description:
      'The work relations with locked paychecks in the year, by name (spec 000 §2 yearly-report-for-employee)',
    args: { year: t.arg.int({ required: true }) },
    access: PAYCHECK_READ_ACCESS,
    resolve: (_root, { year }, ctx) => inUnit(ctx, (tx, unitId) => yearlyReportList(tx, unitId, checkedYear(year))),
  }),
);

builder.mutationField('sendYearlyReports', (t) =>
  t.int({
    description:
      'E-mails each employee with an address the yearly statement of the year (PDFs protected by the birth date, DDMMYY); all or none; answers the count of PDFs sent (spec 000 §3 Yearly report send)',
    args: { year: t.arg.int({ required: true }) },
    access: access.flags('canSendPaychecks'),
    resolve: (_root, { year }, ctx) =>
      sendYearlyReports(ctx.services, actorOf(ctx, requireUnit(ctx)), checkedYear(year)),
  }),
);
