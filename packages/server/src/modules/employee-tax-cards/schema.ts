import { TAX_DEDUCTION_METHODS } from '@fjord/domain';

import { PAYROLL_PEOPLE_READ, PAYROLL_PEOPLE_WRITE } from '../employees/access.js';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf, requireUnit } from '../../graphql/context.js';
import { StoredFileType } from '../files/schema.js';
import { fetchTaxCard, taxCardService, type TaxCardRow } from './service.js';

export const TaxDeductionMethodEnum = builder.enumType('TaxDeductionMethod', {
  description: 'How withholding tax is deducted (spec 000 §3 EmployeeTaxCard / Paycheck)',
  values: TAX_DEDUCTION_METHODS,
});

export const EmployeeTaxCardType = builder.objectRef<TaxCardRow>('EmployeeTaxCard').implement({
  description: 'An employee\u2019s tax card for one calendar year (spec 000 §3 EmployeeTaxCard)',
  fields: (t) => ({
    id: t.exposeID('id'),
    employeeId: t.exposeID('employeeId'),
    calendarYear: t.exposeInt('calendarYear'),
    taxDeductionMethod: t.field({ type: TaxDeductionMethodEnum, resolve: (card) => card.taxDeductionMethod }),
    taxTable: t.exposeString('taxTable', { nullable: true, description: 'Four digits; with MAIN_EMPLOYER_TABLE' }),
    taxPercentage: t.expose('taxPercentage', {
      type: 'Decimal',
      nullable: true,
      description:
        'The percentage of a percentage card; on a table card for income outside the table; on an exemption card above its limit',
    }),
    taxExemption: t.exposeBoolean('taxExemption', { description: 'true for an exemption card (frikort)' }),
    taxExemptionAmountLimit: t.expose('taxExemptionAmountLimit', { type: 'Decimal', nullable: true }),
    fetchedAt: t.expose('fetchedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the card was fetched from the Tax Administration; null for a card entered or changed by hand',
    }),
    file: t.field({
      type: StoredFileType,
      nullable: true,
      description: 'The Tax Administration\u2019s answer the card was last fetched from',
      resolve: (card) => card.file,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const EmployeeTaxCardInput = builder.inputType('EmployeeTaxCardInput', {
  fields: (t) => ({
    calendarYear: t.int({ required: true }),
    taxDeductionMethod: t.field({ type: TaxDeductionMethodEnum, required: true }),
    taxTable: t.string({ description: 'Required with MAIN_EMPLOYER_TABLE; ignored otherwise' }),
    taxPercentage: t.field({
      type: 'Decimal',
      description: 'Required with the percentage methods; optional otherwise (an exemption card defaults to 50)',
    }),
    taxExemptionAmountLimit: t.field({
      type: 'Decimal',
      description: 'Required with TAX_EXEMPTION, above 0; ignored otherwise',
    }),
  }),
});

builder.queryField('employeeTaxCards', (t) =>
  t.field({
    type: [EmployeeTaxCardType],
    description: 'An employee\u2019s tax cards, newest year first (canEditEmployees or canViewSalaries)',
    args: { employeeId: t.arg.id({ required: true }) },
    access: PAYROLL_PEOPLE_READ,
    resolve: (_root, { employeeId }, ctx) => inUnit(ctx, (tx) => taxCardService.list(tx, String(employeeId))),
  }),
);

builder.queryField('employeeTaxCard', (t) =>
  t.field({
    type: EmployeeTaxCardType,
    description: 'One tax card (canEditEmployees or canViewSalaries)',
    args: { id: t.arg.id({ required: true }) },
    access: PAYROLL_PEOPLE_READ,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => taxCardService.find(tx, String(id))),
  }),
);

builder.mutationField('createEmployeeTaxCard', (t) =>
  t.field({
    type: EmployeeTaxCardType,
    description: 'Adds a card by hand; one per employee and year (VALIDATION calendarYear taken)',
    args: {
      employeeId: t.arg.id({ required: true }),
      input: t.arg({ type: EmployeeTaxCardInput, required: true }),
    },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { employeeId, input }, ctx) => {
      const unitId = requireUnit(ctx);
      const now = ctx.services.clock.now();
      return inUnit(ctx, (tx) => taxCardService.create(tx, actorOf(ctx, unitId), String(employeeId), input, now));
    },
  }),
);

builder.mutationField('updateEmployeeTaxCard', (t) =>
  t.field({
    type: EmployeeTaxCardType,
    description: 'Changes a card by hand; its fetchedAt is cleared',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EmployeeTaxCardInput, required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { id, input }, ctx) => {
      const unitId = requireUnit(ctx);
      const now = ctx.services.clock.now();
      return inUnit(ctx, (tx) => taxCardService.update(tx, actorOf(ctx, unitId), String(id), input, now));
    },
  }),
);

builder.mutationField('deleteEmployeeTaxCard', (t) =>
  t.field({
    type: EmployeeTaxCardType,
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => taxCardService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);

builder.mutationField('fetchEmployeeTaxCard', (t) =>
  t.field({
    type: EmployeeTaxCardType,
    description:
      'Fetches the employee\u2019s card for the year from the Tax Administration and creates or replaces that year\u2019s card, ' +
      'keeping the answer as its file. No card: VALIDATION base no_tax_card (nothing changes); no personal number or ' +
      'D-number: VALIDATION base invalid; the service down: SERVICE_UNAVAILABLE. canEditEmployees',
    args: { employeeId: t.arg.id({ required: true }), calendarYear: t.arg.int({ required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { employeeId, calendarYear }, ctx) => {
      const unitId = requireUnit(ctx);
      return fetchTaxCard(ctx.services, actorOf(ctx, unitId), String(employeeId), calendarYear);
    },
  }),
);
