import { PAYCHECK_PERIOD_STANDINGS } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, todayOf } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { paycheckPeriodService, type PaycheckPeriodRow, type PayDateRow, type PeriodSums } from './service.js';

/** Salaries are read with canViewSalaries and written with canCreatePaychecks (docs/permissions.md). */
export const PAYCHECK_READ_ACCESS = access.flags('canViewSalaries');
export const PAYCHECK_WRITE_ACCESS = access.flags('canCreatePaychecks');

const PaycheckPeriodStandingEnum = builder.enumType('PaycheckPeriodStanding', {
  description:
    'How a paycheck period stands against today (Oslo): FUTURE more than one month ahead (no paychecks yet), CURRENT the current and next month, RECENT the previous two months, OLD earlier (warned against)',
  values: PAYCHECK_PERIOD_STANDINGS,
});

const PaycheckPayDateType = builder.objectRef<PayDateRow>('PaycheckPayDate').implement({
  description: 'The locked paychecks of a period paid on one day',
  fields: (t) => ({
    paidDate: t.expose('paidDate', { type: 'Date' }),
    taxDeduction: t.expose('taxDeduction', {
      type: 'Decimal',
      description: 'Withheld tax of the paychecks paid that day',
    }),
    dueDate: t.expose('dueDate', {
      type: 'Date',
      description: 'When the withheld tax is due: the first working day after the pay date (2026 rules)',
    }),
    netPay: t.expose('netPay', { type: 'Decimal' }),
    paycheckCount: t.exposeInt('paycheckCount'),
  }),
});

const sumsOf = (ctx: GraphQLContext, periodId: string): Promise<PeriodSums> =>
  ctx.loaders
    .get('paycheckPeriod:sums', (tx, _unitId, ids: readonly string[]) => paycheckPeriodService.sums(tx, ids))
    .load(periodId);

export const PaycheckPeriodType = builder.objectRef<PaycheckPeriodRow>('PaycheckPeriod').implement({
  description: "A monthly paycheck period; the sums are its locked paychecks'",
  fields: (t) => ({
    id: t.exposeID('id'),
    year: t.exposeInt('year'),
    month: t.exposeInt('month', { description: '1–12' }),
    name: t.exposeString('name'),
    bookkeepingPeriod: t.exposeString('bookkeepingPeriod', { description: 'YYYY-MM' }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date' }),
    journalDate: t.expose('journalDate', { type: 'Date' }),
    payDate: t.expose('payDate', { type: 'Date', description: 'The default paid date of its new paychecks' }),
    isLocked: t.exposeBoolean('isLocked'),
    standing: t.field({
      type: PaycheckPeriodStandingEnum,
      resolve: (period, _args, ctx) => paycheckPeriodService.standing(period, todayOf(ctx)),
    }),
    paycheckCount: t.int({ resolve: async (period, _args, ctx) => (await sumsOf(ctx, period.id)).paycheck_count }),
    lockedCount: t.int({ resolve: async (period, _args, ctx) => (await sumsOf(ctx, period.id)).locked_count }),
    grossPay: t.field({
      type: 'Decimal',
      resolve: async (period, _args, ctx) => (await sumsOf(ctx, period.id)).gross_pay,
    }),
    taxDeduction: t.field({
      type: 'Decimal',
      resolve: async (period, _args, ctx) => (await sumsOf(ctx, period.id)).tax_deduction,
    }),
    netPay: t.field({ type: 'Decimal', resolve: async (period, _args, ctx) => (await sumsOf(ctx, period.id)).net_pay }),
    employerTaxBasis: t.field({
      type: 'Decimal',
      resolve: async (period, _args, ctx) => (await sumsOf(ctx, period.id)).employer_tax_basis,
    }),
    employerTax: t.field({
      type: 'Decimal',
      resolve: async (period, _args, ctx) => (await sumsOf(ctx, period.id)).employer_tax,
    }),
    payDates: t.field({
      type: [PaycheckPayDateType],
      resolve: (period, _args, ctx) => inUnit(ctx, (tx) => paycheckPeriodService.payDates(tx, period.id)),
    }),
  }),
});

const PaycheckPeriodInput = builder.inputType('PaycheckPeriodInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    bookkeepingPeriod: t.string({ required: true, description: 'YYYY-MM' }),
    journalDate: t.field({ type: 'Date', required: true }),
    payDate: t.field({ type: 'Date', required: true }),
  }),
});

builder.queryField('paycheckPeriods', (t) =>
  t.field({
    type: [PaycheckPeriodType],
    description: "The year's monthly periods (empty until the year is opened with createPaycheckPeriods)",
    access: PAYCHECK_READ_ACCESS,
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => paycheckPeriodService.list(tx, args.year)),
  }),
);

builder.queryField('paycheckPeriod', (t) =>
  t.field({
    type: PaycheckPeriodType,
    access: PAYCHECK_READ_ACCESS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => paycheckPeriodService.find(tx, String(args.id))),
  }),
);

builder.mutationField('createPaycheckPeriods', (t) =>
  t.field({
    type: [PaycheckPeriodType],
    description: "Makes the year's twelve monthly periods (idempotent)",
    access: PAYCHECK_WRITE_ACCESS,
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => paycheckPeriodService.createYear(tx, actorOf(ctx, unitId), args.year)),
  }),
);

builder.mutationField('updatePaycheckPeriod', (t) =>
  t.field({
    type: PaycheckPeriodType,
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PaycheckPeriodInput, required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => paycheckPeriodService.update(tx, actorOf(ctx, unitId), String(args.id), args.input)),
  }),
);

builder.mutationField('lockPaycheckPeriod', (t) =>
  t.field({
    type: PaycheckPeriodType,
    description: 'Locks a period: every paycheck in it must be locked (unlocked_paychecks)',
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => paycheckPeriodService.lock(tx, actorOf(ctx, unitId), String(args.id))),
  }),
);
