// The company's main paycheck line templates (the company's set of pay types) in GraphQL.
import { BENEFIT_KINDS, PAY_CODES, PAYCHECK_LINE_CALCULATION_TYPES, type PermissionFlag } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { authorize, inUnit, requireUnit, type GraphQLContext, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { plainFigure } from './figures.js';
import {
  MAIN_TEMPLATE_ORDER_BY,
  mainTemplateService,
  type MainTemplateInput,
  type MainTemplateRow,
} from './service.js';

/** Payroll registers are written by those who edit employees. */
export const FLAG: PermissionFlag = 'canEditEmployees';
/** Quantity, rate and sum are salary figures. */
export const SALARIES: PermissionFlag = 'canViewSalaries';

/** A salary figure: FORBIDDEN without canViewSalaries, the rest of the record stays readable. */
function salaryFigure(ctx: GraphQLContext, value: string | null): string | null {
  authorize(ctx, SALARIES);
  return plainFigure(value);
}

export const BenefitKindEnum = builder.enumType('BenefitKind', {
  description: 'The a-melding fordel a pay line is reported under',
  values: BENEFIT_KINDS,
});
export const PayCodeEnum = builder.enumType('PayCode', {
  description: 'The a-melding lønnsbeskrivelse of a pay line',
  values: PAY_CODES,
});
export const PaycheckLineCalculationTypeEnum = builder.enumType('PaycheckLineCalculationType', {
  description: 'CASHEDOUT: paid out; CALCULATED: only calculated (taxed and reported), e.g. a benefit in kind',
  values: PAYCHECK_LINE_CALCULATION_TYPES,
});

export const MainPaycheckLineTemplateType = builder.objectRef<MainTemplateRow>('MainPaycheckLineTemplate').implement({
  description:
    'A pay line of the unit\u2019s catalogue. quantity, rate and sum are salary figures: FORBIDDEN without canViewSalaries',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    active: t.exposeBoolean('active'),
    description: t.exposeString('description'),
    altinnDescription: t.exposeString('altinnDescription', { nullable: true }),
    altinnFordel: t.field({ type: BenefitKindEnum, nullable: true, resolve: (row) => row.altinnFordel }),
    payCode: t.field({ type: PayCodeEnum, nullable: true, resolve: (row) => row.payCode }),
    quantity: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (row, _args, ctx) => salaryFigure(ctx, row.quantity),
    }),
    rate: t.field({ type: 'Decimal', nullable: true, resolve: (row, _args, ctx) => salaryFigure(ctx, row.rate) }),
    sum: t.field({ type: 'Decimal', nullable: true, resolve: (row, _args, ctx) => salaryFigure(ctx, row.sum) }),
    carOverwrite: t.exposeBoolean('carOverwrite'),
    projectOverwrite: t.exposeBoolean('projectOverwrite'),
    departmentOverwrite: t.exposeBoolean('departmentOverwrite'),
    calculationType: t.field({ type: PaycheckLineCalculationTypeEnum, resolve: (row) => row.calculationType }),
    calculatePositive: t.exposeBoolean('calculatePositive'),
    editableFromEmployeePage: t.exposeBoolean('editableFromEmployeePage'),
    accountNumber: t.exposeString('accountNumber', {
      nullable: true,
      description: 'The bookkeeping account (NS 4102); a paycheck with a line without one cannot be locked',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MainPaycheckLineTemplateInput = builder.inputType('MainPaycheckLineTemplateInput', {
  fields: (t) => ({
    number: t.int({ required: true, description: 'Positive, unique in the unit' }),
    active: t.boolean({ description: 'true when left out' }),
    description: t.string({ required: true }),
    altinnDescription: t.string(),
    altinnFordel: t.field({ type: BenefitKindEnum, description: 'Required with a pay code (both or neither)' }),
    payCode: t.field({ type: PayCodeEnum, description: 'Required with a benefit kind (both or neither)' }),
    quantity: t.field({
      type: 'Decimal',
      description: 'Salary figure (needs canViewSalaries); left out on update: unchanged',
    }),
    rate: t.field({
      type: 'Decimal',
      description: 'Salary figure (needs canViewSalaries); left out on update: unchanged',
    }),
    sum: t.field({
      type: 'Decimal',
      description: 'Salary figure (needs canViewSalaries); left out on update: unchanged',
    }),
    carOverwrite: t.boolean(),
    projectOverwrite: t.boolean(),
    departmentOverwrite: t.boolean(),
    calculationType: t.field({ type: PaycheckLineCalculationTypeEnum, description: 'CASHEDOUT when left out' }),
    calculatePositive: t.boolean({ description: 'true when left out' }),
    editableFromEmployeePage: t.boolean(),
    accountNumber: t.string({ description: 'Four digits (NS 4102); left out on update: unchanged' }),
  }),
});

const MainPaycheckLineTemplateFilters = builder.inputType('MainPaycheckLineTemplateFilters', {
  fields: (t) => ({
    description: t.string(),
    active: t.boolean(),
    payCode: t.field({ type: PayCodeEnum }),
  }),
});

/** Figures in the input need canViewSalaries too (left out, they stay as they are). */
function authorizeMainTemplateFigures(ctx: GraphQLContext, input: MainTemplateInput): string {
  if ([input.quantity, input.rate, input.sum].some((value) => value !== undefined)) return authorize(ctx, SALARIES);
  return requireUnit(ctx);
}

pagedListQuery('mainPaycheckLineTemplates', {
  description: 'The main paycheck line templates of the current unit, by number',
  item: MainPaycheckLineTemplateType,
  itemName: 'MainPaycheckLineTemplate',
  orderBy: orderByEnum('MainPaycheckLineTemplate', MAIN_TEMPLATE_ORDER_BY),
  defaultOrderBy: 'number',
  defaultDirection: 'ASC',
  filters: MainPaycheckLineTemplateFilters,
  access: access.member,
  resolve: (request, ctx) => inUnit(ctx, (tx) => mainTemplateService.list(tx, request)),
});

builder.queryField('mainPaycheckLineTemplate', (t) =>
  t.field({
    type: MainPaycheckLineTemplateType,
    args: { id: t.arg.id({ required: true }) },
    access: access.member,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => mainTemplateService.find(tx, String(id))),
  }),
);

builder.mutationField('createMainPaycheckLineTemplate', (t) =>
  t.field({
    type: MainPaycheckLineTemplateType,
    args: { input: t.arg({ type: MainPaycheckLineTemplateInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) => {
      const unitId = authorizeMainTemplateFigures(ctx, input);
      return inUnit(ctx, (tx) => mainTemplateService.create(tx, actorOf(ctx, unitId), input));
    },
  }),
);

builder.mutationField('updateMainPaycheckLineTemplate', (t) =>
  t.field({
    type: MainPaycheckLineTemplateType,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: MainPaycheckLineTemplateInput, required: true }),
    },
    access: access.flags(FLAG),
    resolve: (_root, { id, input }, ctx) => {
      const unitId = authorizeMainTemplateFigures(ctx, input);
      return inUnit(ctx, (tx) => mainTemplateService.update(tx, actorOf(ctx, unitId), String(id), input));
    },
  }),
);

builder.mutationField('deleteMainPaycheckLineTemplate', (t) =>
  t.field({
    type: MainPaycheckLineTemplateType,
    description:
      'Deletes the main template; one used by a template line is refused (VALIDATION base in_use): deactivate it instead',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => mainTemplateService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);
