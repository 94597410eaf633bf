import { PAYCHECK_LINE_WITHHOLDINGS, PAYCHECK_WITHHOLDING_ERRORS } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { emailPayslips } from './payslip-mail.js';
import { actorOf, inUnit, todayOf, type GraphQLContext } from '../../graphql/context.js';
import { childRows, related, userNameOf, type UserName } from '../../graphql/loaders.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { employees } from '../employees/tables.js';
import { PAYCHECK_READ_ACCESS, PAYCHECK_WRITE_ACCESS, PaycheckPeriodType } from '../paycheck-periods/schema.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import {
  missingBookkeeping,
  PAYCHECK_ORDER_BY,
  paycheckService,
  type PaycheckInput as ServiceInput,
  type PaycheckLineRow,
  type PaycheckPrepaymentRow,
  type PaycheckRow,
} from './service.js';
import { PAYCHECK_REPORTING_STATUSES, PAYCHECK_STATUSES, paycheckLines, paycheckPrepayments } from './tables.js';
import { asc } from 'drizzle-orm';

const PaycheckStatusEnum = builder.enumType('PaycheckStatus', { values: PAYCHECK_STATUSES });
const PaycheckReportingStatusEnum = builder.enumType('PaycheckReportingStatus', {
  values: PAYCHECK_REPORTING_STATUSES,
});
const PaycheckLineWithholdingEnum = builder.enumType('PaycheckLineWithholding', {
  description:
    'How a pay line counts toward withholding: by the table, by the card’s percentage (extras), or not at all',
  values: PAYCHECK_LINE_WITHHOLDINGS,
});
const PaycheckTaxWarningEnum = builder.enumType('PaycheckTaxWarning', { values: ['TOO_LOW', 'TOO_HIGH'] as const });
const PaycheckTaxErrorEnum = builder.enumType('PaycheckTaxError', { values: PAYCHECK_WITHHOLDING_ERRORS });
const PaycheckOrderByEnum = orderByEnum('Paycheck', PAYCHECK_ORDER_BY);

const PaycheckUserType = builder.objectRef<UserName>('PaycheckUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const PaycheckLineType = builder.objectRef<PaycheckLineRow>('PaycheckLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    mainTemplateId: t.exposeID('mainTemplateId', { nullable: true }),
    templateNumber: t.exposeInt('templateNumber', {
      nullable: true,
      description: "The main template's number (the line number the bookkeeping check lists)",
    }),
    description: t.exposeString('description'),
    altinnFordel: t.exposeString('altinnFordel', { nullable: true }),
    payCode: t.exposeString('payCode', { nullable: true }),
    quantity: t.expose('quantity', { type: 'Decimal', nullable: true }),
    rate: t.expose('rate', { type: 'Decimal', nullable: true }),
    sum: t.expose('sum', { type: 'Decimal' }),
    carId: t.exposeID('carId', { nullable: true }),
    projectId: t.exposeID('projectId', { nullable: true }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    calculationType: t.exposeString('calculationType'),
    withholding: t.expose('withholding', { type: PaycheckLineWithholdingEnum }),
    employerTax: t.exposeBoolean('employerTax'),
    vacationPayBasis: t.exposeBoolean('vacationPayBasis'),
    altinn: t.exposeBoolean('altinn'),
    taxDeduction: t.exposeBoolean('taxDeduction'),
    garnishment: t.exposeBoolean('garnishment'),
  }),
});

const PaycheckPrepaymentType = builder.objectRef<PaycheckPrepaymentRow>('PaycheckPrepayment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    paymentDate: t.expose('paymentDate', { type: 'Date' }),
    amount: t.expose('amount', { type: 'Decimal' }),
  }),
});

const linesOf = (ctx: GraphQLContext, id: string) =>
  ctx.loaders
    .get('paycheck:lines', (tx, unitId, ids: readonly string[]) =>
      childRows(tx, unitId, paycheckLines, 'paycheckId', ids, asc(paycheckLines.position)),
    )
    .load(id);
const prepaymentsOf = (ctx: GraphQLContext, id: string) =>
  ctx.loaders
    .get('paycheck:prepayments', (tx, unitId, ids: readonly string[]) =>
      childRows(tx, unitId, paycheckPrepayments, 'paycheckId', ids, asc(paycheckPrepayments.paymentDate)),
    )
    .load(id);
const missingOf = (ctx: GraphQLContext, id: string) =>
  ctx.loaders
    .get('paycheck:missingBookkeeping', async (tx, _unitId, ids: readonly string[]) => {
      const missing = await missingBookkeeping(tx, ids);
      return ids.map((paycheckId) => missing.get(paycheckId) ?? []);
    })
    .load(id);
const employeeOf = (ctx: GraphQLContext, paycheck: PaycheckRow) => related(ctx, employees, paycheck.employeeId);

/** The employee's own value while the paycheck is open; the copy made at lock after. */
const copied =
  (
    locked: (paycheck: PaycheckRow) => string | null,
    live: (employee: typeof employees.$inferSelect) => string | null,
  ) =>
  async (paycheck: PaycheckRow, _args: unknown, ctx: GraphQLContext) => {
    if (paycheck.status === 'LOCKED') return locked(paycheck);
    const employee = await employeeOf(ctx, paycheck);
    return employee ? live(employee) : null;
  };

export const PaycheckType = builder.objectRef<PaycheckRow>('Paycheck').implement({
  description: 'A paycheck of one work relation in a monthly period; its figures as last saved or locked',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { nullable: true, description: 'Null on drafts' }),
    status: t.expose('status', { type: PaycheckStatusEnum }),
    reportingStatus: t.expose('reportingStatus', { type: PaycheckReportingStatusEnum }),
    periodId: t.exposeID('periodId'),
    period: t.field({
      type: PaycheckPeriodType,
      resolve: async (paycheck, _args, ctx) => (await related(ctx, paycheckPeriods, paycheck.periodId))!,
    }),
    workRelationId: t.exposeID('workRelationId'),
    employeeId: t.exposeID('employeeId'),
    subUnitId: t.exposeID('subUnitId', { nullable: true }),
    employeeName: t.string({
      description: 'Live while open, copied at lock',
      resolve: async (paycheck, args, ctx) =>
        (await copied(
          (row) => row.employeeName,
          (employee) => `${employee.firstName} ${employee.lastName}`,
        )(paycheck, args, ctx)) ?? '',
    }),
    employeeAddress: t.string({
      nullable: true,
      resolve: copied(
        (row) => row.employeeAddress,
        (e) => e.address,
      ),
    }),
    employeeZip: t.string({
      nullable: true,
      resolve: copied(
        (row) => row.employeeZip,
        (e) => e.zip,
      ),
    }),
    employeeCity: t.string({
      nullable: true,
      resolve: copied(
        (row) => row.employeeCity,
        (e) => e.city,
      ),
    }),
    employeeSocialSecurityNumber: t.string({
      nullable: true,
      resolve: copied(
        (row) => row.employeeSocialSecurityNumber ?? row.employeeTemporarySocialSecurityNumber,
        (e) => e.socialSecurityNumber ?? e.temporarySocialSecurityNumber,
      ),
    }),
    employeeBban: t.string({
      nullable: true,
      resolve: copied(
        (row) => row.employeeBban,
        (e) => e.bban,
      ),
    }),
    employeeIban: t.string({
      nullable: true,
      resolve: copied(
        (row) => row.employeeIban,
        (e) => e.iban,
      ),
    }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date' }),
    paidDate: t.expose('paidDate', { type: 'Date' }),
    journalDate: t.expose('journalDate', { type: 'Date' }),
    comment: t.exposeString('comment', { nullable: true }),
    internalComment: t.exposeString('internalComment', { nullable: true }),
    advancedMode: t.exposeBoolean('advancedMode'),
    manualTax: t.exposeBoolean('manualTax'),
    taxDeductionMethod: t.exposeString('taxDeductionMethod', {
      nullable: true,
      description: 'MAIN_EMPLOYER_TABLE … | null (no card: 50 %)',
    }),
    taxTable: t.exposeString('taxTable', { nullable: true }),
    taxPercentage: t.expose('taxPercentage', { type: 'Decimal', nullable: true }),
    taxExemption: t.exposeBoolean('taxExemption'),
    halfTax: t.exposeBoolean('halfTax'),
    lines: t.field({ type: [PaycheckLineType], resolve: (paycheck, _args, ctx) => linesOf(ctx, paycheck.id) }),
    prepayments: t.field({
      type: [PaycheckPrepaymentType],
      resolve: (paycheck, _args, ctx) => prepaymentsOf(ctx, paycheck.id),
    }),
    grossPay: t.expose('grossPay', { type: 'Decimal', description: 'Σ paid-out (CASHEDOUT) income lines' }),
    withholdingBasis: t.expose('withholdingBasis', { type: 'Decimal', description: 'Table basis' }),
    extraWithholdingBasis: t.expose('extraWithholdingBasis', { type: 'Decimal' }),
    taxDeduction: t.expose('taxDeduction', { type: 'Decimal', description: 'The withholding, whole kroner' }),
    expectedTaxDeduction: t.expose('expectedTaxDeduction', {
      type: 'Decimal',
      nullable: true,
      description: 'What the card implies; null when it cannot be computed',
    }),
    taxWarning: t.expose('taxWarning', { type: PaycheckTaxWarningEnum, nullable: true }),
    taxError: t.expose('taxError', { type: PaycheckTaxErrorEnum, nullable: true }),
    vacationPayBasis: t.expose('vacationPayBasis', { type: 'Decimal' }),
    vacationPay: t.expose('vacationPay', {
      type: 'Decimal',
      description: "Accrued by this paycheck at the employee's percentage",
    }),
    employerTaxZone: t.exposeString('employerTaxZone', { nullable: true }),
    employerTaxBasis: t.expose('employerTaxBasis', { type: 'Decimal' }),
    employerTax: t.expose('employerTax', { type: 'Decimal' }),
    netPay: t.expose('netPay', { type: 'Decimal', description: 'Gross − tax − deductions − prepayments' }),
    missingBookkeeping: t.field({
      type: ['Int'],
      description: 'Numbers of the main templates of lines that lack a bookkeeping account',
      resolve: (paycheck, _args, ctx) => missingOf(ctx, paycheck.id),
    }),
    taxConfirmed: t.exposeBoolean('taxConfirmed'),
    lockedAt: t.expose('lockedAt', { type: 'DateTime', nullable: true }),
    lockedBy: t.field({
      type: PaycheckUserType,
      nullable: true,
      resolve: (p, _a, ctx) => userNameOf(ctx, p.lockedById),
    }),
    savedBy: t.field({
      type: PaycheckUserType,
      nullable: true,
      resolve: (p, _a, ctx) => userNameOf(ctx, p.updatedById),
    }),
    paidDateUpdatedAt: t.expose('paidDateUpdatedAt', { type: 'DateTime', nullable: true }),
    paidDateUpdatedBy: t.field({
      type: PaycheckUserType,
      nullable: true,
      resolve: (p, _a, ctx) => userNameOf(ctx, p.paidDateUpdatedById),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PaycheckLineInput = builder.inputType('PaycheckLineInput', {
  fields: (t) => ({
    mainTemplateId: t.id({ description: 'Required unless the paycheck is advanced' }),
    description: t.string(),
    quantity: t.field({ type: 'Decimal' }),
    rate: t.field({ type: 'Decimal' }),
    sum: t.field({ type: 'Decimal', description: 'quantity × rate when both are given' }),
    carId: t.id(),
    projectId: t.id(),
    departmentId: t.id(),
    altinnFordel: t.string({ description: 'Advanced paychecks only, as the flags below' }),
    payCode: t.string(),
    calculationType: t.string(),
    withholding: t.field({ type: PaycheckLineWithholdingEnum }),
    employerTax: t.boolean(),
    vacationPayBasis: t.boolean(),
    altinn: t.boolean(),
    taxDeduction: t.boolean(),
    garnishment: t.boolean(),
  }),
});

const PaycheckPrepaymentInput = builder.inputType('PaycheckPrepaymentInput', {
  fields: (t) => ({
    paymentDate: t.field({ type: 'Date', required: true }),
    amount: t.field({ type: 'Decimal', required: true }),
  }),
});

const PaycheckInput = builder.inputType('PaycheckInput', {
  fields: (t) => ({
    workRelationId: t.id({ required: true }),
    periodId: t.id({ required: true }),
    paidDate: t.field({ type: 'Date', description: "Default: the period's payDate" }),
    number: t.string({ description: "A manual number: must be below the series' start number" }),
    comment: t.string(),
    internalComment: t.string(),
    advancedMode: t.boolean({ description: 'Needs canCreateAdvancedPaychecks' }),
    lines: t.field({
      type: [PaycheckLineInput],
      description: "Left out on create: from the company template and the work relation's template",
    }),
    prepayments: t.field({ type: [PaycheckPrepaymentInput] }),
    taxDeduction: t.field({ type: 'Decimal', description: 'Advanced paychecks: the withholding typed by the user' }),
  }),
});

const PaycheckFiltersInput = builder.inputType('PaycheckFilters', {
  fields: (t) => ({
    periodId: t.id(),
    status: t.field({ type: PaycheckStatusEnum }),
    employeeId: t.id(),
    workRelationId: t.id(),
    advancedMode: t.boolean({ description: 'Only advanced paychecks (true) or only ordinary ones (false)' }),
  }),
});

type RawInput = typeof PaycheckInput.$inferInput;
const serviceInput = (input: RawInput): ServiceInput => ({
  ...input,
  workRelationId: String(input.workRelationId),
  periodId: String(input.periodId),
  lines: input.lines?.map((line) => ({
    ...line,
    mainTemplateId: line.mainTemplateId == null ? null : String(line.mainTemplateId),
    carId: line.carId == null ? null : String(line.carId),
    projectId: line.projectId == null ? null : String(line.projectId),
    departmentId: line.departmentId == null ? null : String(line.departmentId),
  })),
});

const optionsOf = (ctx: GraphQLContext) => ({
  today: todayOf(ctx),
  permissions: { advanced: ctx.permissions.canCreateAdvancedPaychecks === true },
});

pagedListQuery('paychecks', {
  description: 'The paychecks of the current unit; default sort number descending (drafts last)',
  item: PaycheckType,
  itemName: 'Paycheck',
  orderBy: PaycheckOrderByEnum,
  defaultOrderBy: 'number',
  defaultDirection: 'DESC',
  filters: PaycheckFiltersInput,
  access: PAYCHECK_READ_ACCESS,
  resolve: (request, ctx) =>
    inUnit(ctx, (tx) =>
      paycheckService.list(tx, {
        ...request,
        filters: {
          ...request.filters,
          periodId: request.filters.periodId == null ? null : String(request.filters.periodId),
          employeeId: request.filters.employeeId == null ? null : String(request.filters.employeeId),
          workRelationId: request.filters.workRelationId == null ? null : String(request.filters.workRelationId),
        },
      }),
    ),
});

builder.queryField('paycheck', (t) =>
  t.field({
    type: PaycheckType,
    access: PAYCHECK_READ_ACCESS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => paycheckService.find(tx, String(args.id))),
  }),
);

builder.mutationField('createPaycheck', (t) =>
  t.field({
    type: PaycheckType,
    access: PAYCHECK_WRITE_ACCESS,
    args: {
      input: t.arg({ type: PaycheckInput, required: true }),
      draft: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckService.create(tx, actorOf(ctx, unitId), serviceInput(args.input), {
          ...optionsOf(ctx),
          draft: args.draft === true,
        }),
      ),
  }),
);

builder.mutationField('updatePaycheck', (t) =>
  t.field({
    type: PaycheckType,
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PaycheckInput, required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckService.update(tx, actorOf(ctx, unitId), String(args.id), serviceInput(args.input), optionsOf(ctx)),
      ),
  }),
);

builder.mutationField('deletePaycheck', (t) =>
  t.field({
    type: PaycheckType,
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => paycheckService.delete(tx, actorOf(ctx, unitId), String(args.id))),
  }),
);

builder.mutationField('createPaycheckFromDraft', (t) =>
  t.field({
    type: PaycheckType,
    description: 'A draft becomes an open paycheck with a number',
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckService.createFromDraft(tx, actorOf(ctx, unitId), String(args.id), optionsOf(ctx)),
      ),
  }),
);

builder.mutationField('cancelPaycheckDraft', (t) =>
  t.field({
    type: PaycheckType,
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => paycheckService.cancelDraft(tx, actorOf(ctx, unitId), String(args.id))),
  }),
);

builder.mutationField('lockPaycheck', (t) =>
  t.field({
    type: PaycheckType,
    description: 'Locking with a TOO_LOW deduction needs confirmTooLowTax: true (else error type tax_too_low)',
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }), confirmTooLowTax: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, async (tx, unitId) => {
        const [locked] = await paycheckService.lock(tx, actorOf(ctx, unitId), [String(args.id)], {
          ...optionsOf(ctx),
          confirmTooLowTax: args.confirmTooLowTax === true,
        });
        return locked!;
      }),
  }),
);

builder.mutationField('lockPaychecks', (t) =>
  t.field({
    type: [PaycheckType],
    description: 'Locks all or none; a refusal names the paycheck as paychecks.<index> with its number',
    access: PAYCHECK_WRITE_ACCESS,
    args: { ids: t.arg.idList({ required: true }), confirmTooLowTax: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckService.lock(tx, actorOf(ctx, unitId), args.ids.map(String), {
          ...optionsOf(ctx),
          confirmTooLowTax: args.confirmTooLowTax === true,
        }),
      ),
  }),
);

builder.mutationField('updatePaycheckPaidDate', (t) =>
  t.field({
    type: PaycheckType,
    access: PAYCHECK_WRITE_ACCESS,
    args: { id: t.arg.id({ required: true }), paidDate: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckService.updatePaidDate(tx, actorOf(ctx, unitId), String(args.id), args.paidDate),
      ),
  }),
);

const PaycheckRunResultType = builder
  .objectRef<{ created: PaycheckRow[]; skippedWorkRelationIds: string[] }>('PaycheckRunResult')
  .implement({
    fields: (t) => ({
      created: t.field({ type: [PaycheckType], resolve: (result) => result.created }),
      skippedWorkRelationIds: t.idList({ resolve: (result) => result.skippedWorkRelationIds }),
    }),
  });

builder.mutationField('createPeriodPaychecks', (t) =>
  t.field({
    type: PaycheckRunResultType,
    description:
      'Run the month: an open paycheck from the templates for every active work relation in the period that has none',
    access: PAYCHECK_WRITE_ACCESS,
    args: { periodId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckService.createForPeriod(tx, actorOf(ctx, unitId), String(args.periodId), optionsOf(ctx)),
      ),
  }),
);

builder.mutationField('emailPayslips', (t) =>
  t.int({
    description:
      "E-mails the payslips of locked paychecks to their employees (optionally as PDFs protected by the employee's birth date, DDMMYY); answers how many were queued",
    access: access.flags('canSendPaychecks'),
    args: { ids: t.arg.idList({ required: true }), withPassword: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        emailPayslips(tx, actorOf(ctx, unitId), args.ids.map(String), args.withPassword === true),
      ),
  }),
);
