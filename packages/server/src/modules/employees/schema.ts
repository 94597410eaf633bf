import { EMPLOYEE_STATUSES } from '@fjord/domain';

import { PAYROLL_PEOPLE_READ, PAYROLL_PEOPLE_WRITE } from './access.js';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf, todayOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { EMPLOYEE_ORDER_BY, employeeService, type EmployeeRow } from './service.js';

export const EmployeeStatusEnum = builder.enumType('EmployeeStatus', {
  description: 'Derived from the work relations on today\u2019s date (Oslo)',
  values: EMPLOYEE_STATUSES,
});

export const EmployeeType = builder.objectRef<EmployeeRow>('Employee').implement({
  description: 'An employee of the unit (spec 000 §3 Employee)',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    name: t.string({ resolve: (employee) => `${employee.firstName} ${employee.lastName}` }),
    email: t.exposeString('email', { nullable: true }),
    address: t.exposeString('address'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    postbox: t.exposeString('postbox', { nullable: true }),
    postboxZip: t.exposeString('postboxZip', { nullable: true }),
    postboxCity: t.exposeString('postboxCity', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
    phone: t.exposeString('phone', { nullable: true }),
    phoneCountry: t.exposeString('phoneCountry', { nullable: true }),
    birthDate: t.expose('birthDate', { type: 'Date' }),
    birthDateMismatchReason: t.exposeString('birthDateMismatchReason', { nullable: true }),
    bban: t.exposeString('bban', { nullable: true }),
    iban: t.exposeString('iban', { nullable: true }),
    swift: t.exposeString('swift', { nullable: true }),
    vacationMoneyPercentage: t.expose('vacationMoneyPercentage', { type: 'Decimal' }),
    creditDays: t.exposeInt('creditDays'),
    socialSecurityNumber: t.exposeString('socialSecurityNumber', {
      nullable: true,
      description: 'Personal number (fødselsnummer) or D-number, digits only',
    }),
    temporarySocialSecurityNumber: t.exposeString('temporarySocialSecurityNumber', {
      nullable: true,
      description: 'A temporary number used until a personal number or D-number is issued, digits only',
    }),
    status: t.field({ type: EmployeeStatusEnum, resolve: (employee) => employee.status }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const EmployeeInput = builder.inputType('EmployeeInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string(),
    address: t.string({ required: true }),
    zip: t.string({ required: true }),
    city: t.string({ required: true }),
    postbox: t.string(),
    postboxZip: t.string(),
    postboxCity: t.string(),
    countryCode: t.string({ description: 'ISO 3166 code; NO when left out' }),
    phone: t.string(),
    phoneCountry: t.string({ description: 'ISO 3166 code of the phone number; required with a phone' }),
    birthDate: t.field({ type: 'Date', required: true }),
    birthDateMismatchReason: t.string({ description: 'Why the birth date differs from the number\u2019s' }),
    bban: t.string({ description: 'Norwegian account number (11 digits, mod 11)' }),
    iban: t.string({ description: 'Needs swift' }),
    swift: t.string(),
    vacationMoneyPercentage: t.field({
      type: 'Decimal',
      description: 'Left out: the unit\u2019s default on create (paycheck settings, else 10.20), unchanged on update',
    }),
    creditDays: t.int({
      description: 'Left out: the unit\u2019s default on create (paycheck settings, else 0), unchanged on update',
    }),
    socialSecurityNumber: t.string({ description: 'This or temporarySocialSecurityNumber is required' }),
    temporarySocialSecurityNumber: t.string(),
  }),
});

const EmployeeFilters = builder.inputType('EmployeeFilters', {
  fields: (t) => ({
    name: t.string({ description: 'Contained in the first or last name' }),
    status: t.field({ type: EmployeeStatusEnum }),
    socialSecurityNumber: t.string({ description: 'Contained in the personal or temporary number' }),
  }),
});

pagedListQuery('employees', {
  description: 'The employees of the current unit (canEditEmployees or canViewSalaries)',
  item: EmployeeType,
  itemName: 'Employee',
  orderBy: orderByEnum('Employee', EMPLOYEE_ORDER_BY),
  defaultOrderBy: 'last_name',
  defaultDirection: 'ASC',
  filters: EmployeeFilters,
  access: PAYROLL_PEOPLE_READ,
  resolve: (request, ctx) => inUnit(ctx, (tx) => employeeService.list(tx, todayOf(ctx), request)),
});

builder.queryField('employee', (t) =>
  t.field({
    type: EmployeeType,
    description: 'One employee (canEditEmployees or canViewSalaries)',
    args: { id: t.arg.id({ required: true }) },
    access: PAYROLL_PEOPLE_READ,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => employeeService.find(tx, todayOf(ctx), String(id))),
  }),
);

builder.queryField('employeeSearch', (t) =>
  t.field({
    type: [EmployeeType],
    description:
      'Spec 001 §7.2: employees of the unit with exactly this personal number, temporary number, e-mail or phone ' +
      '(digits compared for numbers and phones, e-mail case-insensitive), to warn about duplicates',
    args: { ssn: t.arg.string(), tssn: t.arg.string(), email: t.arg.string(), phone: t.arg.string() },
    access: PAYROLL_PEOPLE_READ,
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => employeeService.search(tx, todayOf(ctx), args)),
  }),
);

builder.mutationField('createEmployee', (t) =>
  t.field({
    type: EmployeeType,
    args: { input: t.arg({ type: EmployeeInput, required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => employeeService.create(tx, actorOf(ctx, unitId), todayOf(ctx), input)),
  }),
);

builder.mutationField('updateEmployee', (t) =>
  t.field({
    type: EmployeeType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EmployeeInput, required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => employeeService.update(tx, actorOf(ctx, unitId), todayOf(ctx), String(id), input)),
  }),
);

builder.mutationField('deleteEmployee', (t) =>
  t.field({
    type: EmployeeType,
    description: 'Deletes the employee with their tax cards and work relations; one paid is refused (base in_use)',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => employeeService.remove(tx, actorOf(ctx, unitId), todayOf(ctx), String(id))),
  }),
);
