import { LEAVE_TYPES, leaveOn, WORK_RELATION_END_REASONS } from '@fjord/domain';

import { PAYROLL_PEOPLE_READ, PAYROLL_PEOPLE_WRITE } from '../employees/access.js';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf, todayOf } from '../../graphql/context.js';
import { DurationTypeEnum, EmploymentTypeEnum, ShiftTypeEnum } from '../../graphql/payroll-enums.js';
import { OccupationType } from '../occupations/schema.js';
import { SubUnitType } from '../sub-units/schema.js';
import type { LeaveRow } from './leaves.js';
import { workRelationService, type WorkRelationRow } from './service.js';
import { related } from '../../graphql/loaders.js';
import { subUnits } from '../sub-units/tables.js';
import { leavesOfRelation, workRelationLoaders } from './relations.js';

export const WorkRelationEndReasonEnum = builder.enumType('WorkRelationEndReason', {
  description: 'sluttaarsak: why a work relation ended',
  values: WORK_RELATION_END_REASONS,
});

export const LeaveTypeEnum = builder.enumType('LeaveType', {
  description: 'permisjonOgPermittering beskrivelse: the kind of leave or layoff (permittering)',
  values: LEAVE_TYPES,
});

const WorkRelationEmployeeType = builder.objectRef<{ id: string; name: string }>('WorkRelationEmployee').implement({
  description: 'The employee a work relation belongs to',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const WorkRelationLeaveType = builder.objectRef<LeaveRow>('WorkRelationLeave').implement({
  description: 'A leave or layoff of a work relation',
  fields: (t) => ({
    id: t.exposeID('id'),
    leaveId: t.exposeString('leaveId', { description: 'The a-melding permisjonId, stable and unique in the relation' }),
    leaveType: t.field({ type: LeaveTypeEnum, resolve: (leave) => leave.leaveType }),
    description: t.exposeString('description', { nullable: true }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true }),
    percentageLeave: t.expose('percentageLeave', { type: 'Decimal' }),
    sentToAltinn: t.exposeBoolean('sentToAltinn'),
  }),
});

export const WorkRelationType = builder.objectRef<WorkRelationRow>('WorkRelation').implement({
  description: 'A work relation (arbeidsforhold) of an employee',
  fields: (t) => ({
    id: t.exposeID('id'),
    employeeId: t.exposeID('employeeId'),
    employee: t.field({
      type: WorkRelationEmployeeType,
      resolve: (row, _args, ctx) => workRelationLoaders(ctx).employees.load(row.employeeId),
    }),
    subUnitId: t.exposeID('subUnitId', { nullable: true }),
    subUnit: t.field({
      type: SubUnitType,
      nullable: true,
      resolve: (row, _args, ctx) => related(ctx, subUnits, row.subUnitId),
    }),
    occupationCode: t.exposeString('occupationCode', { nullable: true }),
    occupation: t.field({
      type: OccupationType,
      nullable: true,
      resolve: (row, _args, ctx) =>
        row.occupationCode ? workRelationLoaders(ctx).occupations.load(row.occupationCode) : null,
    }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true }),
    pensionEndDate: t.expose('pensionEndDate', { type: 'Date', nullable: true }),
    endReason: t.field({ type: WorkRelationEndReasonEnum, nullable: true, resolve: (row) => row.endReason }),
    samePositionSince: t.expose('samePositionSince', { type: 'Date', nullable: true }),
    shiftType: t.field({ type: ShiftTypeEnum, resolve: (row) => row.shiftType }),
    employmentType: t.field({ type: EmploymentTypeEnum, resolve: (row) => row.employmentType }),
    durationType: t.field({ type: DurationTypeEnum, resolve: (row) => row.durationType }),
    employmentPercentage: t.expose('employmentPercentage', { type: 'Decimal' }),
    employmentPercentageUpdated: t.expose('employmentPercentageUpdated', { type: 'Date', nullable: true }),
    hoursEveryWeekWithFullEmployment: t.expose('hoursEveryWeekWithFullEmployment', { type: 'Decimal' }),
    lastSalaryChange: t.expose('lastSalaryChange', { type: 'Date', nullable: true }),
    sentToAltinn: t.exposeBoolean('sentToAltinn'),
    leaves: t.field({ type: [WorkRelationLeaveType], resolve: (row, _args, ctx) => leavesOfRelation(ctx, row) }),
    onLeaveToday: t.boolean({
      description: 'A leave or layoff runs today (in Norway)',
      resolve: async (row, _args, ctx) => leaveOn(await leavesOfRelation(ctx, row), todayOf(ctx)) !== null,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const WorkRelationLeaveInput = builder.inputType('WorkRelationLeaveInput', {
  fields: (t) => ({
    id: t.id({ description: 'A leave of this relation to keep (and update); left out for a new one' }),
    leaveType: t.field({ type: LeaveTypeEnum, required: true }),
    description: t.string(),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date' }),
    percentageLeave: t.field({ type: 'Decimal', required: true }),
  }),
});

const WorkRelationInput = builder.inputType('WorkRelationInput', {
  fields: (t) => ({
    subUnitId: t.id({ description: "One of the unit's sub-units" }),
    occupationCode: t.string({ description: 'A national occupation code' }),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date' }),
    pensionEndDate: t.field({ type: 'Date' }),
    endReason: t.field({ type: WorkRelationEndReasonEnum, description: 'Required with an end date, and only then' }),
    samePositionSince: t.field({ type: 'Date' }),
    shiftType: t.field({ type: ShiftTypeEnum, required: true }),
    employmentType: t.field({ type: EmploymentTypeEnum, required: true }),
    durationType: t.field({ type: DurationTypeEnum, required: true }),
    employmentPercentage: t.field({ type: 'Decimal', required: true, description: '0–100' }),
    employmentPercentageUpdated: t.field({ type: 'Date' }),
    hoursEveryWeekWithFullEmployment: t.field({
      type: 'Decimal',
      description: '0–168; left out: 37.5 on create, unchanged on update',
    }),
    lastSalaryChange: t.field({ type: 'Date' }),
    leaves: t.field({
      type: [WorkRelationLeaveInput],
      description:
        'The whole list: rows with an id are kept, rows without one added (with a new leaveId), the relation\u2019s other rows removed; left out on update: unchanged',
    }),
  }),
});

builder.queryField('workRelations', (t) =>
  t.field({
    type: [WorkRelationType],
    description: "The employee's work relations, the newest start first",
    args: { employeeId: t.arg.id({ required: true }) },
    access: PAYROLL_PEOPLE_READ,
    resolve: (_root, { employeeId }, ctx) =>
      inUnit(ctx, (tx) => workRelationService.listOfEmployee(tx, String(employeeId))),
  }),
);

builder.queryField('workRelation', (t) =>
  t.field({
    type: WorkRelationType,
    args: { id: t.arg.id({ required: true }) },
    access: PAYROLL_PEOPLE_READ,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => workRelationService.find(tx, String(id))),
  }),
);

builder.mutationField('createWorkRelation', (t) =>
  t.field({
    type: WorkRelationType,
    args: {
      employeeId: t.arg.id({ required: true }),
      input: t.arg({ type: WorkRelationInput, required: true }),
    },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { employeeId, input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        workRelationService.create(tx, actorOf(ctx, unitId), String(employeeId), input, todayOf(ctx)),
      ),
  }),
);

builder.mutationField('updateWorkRelation', (t) =>
  t.field({
    type: WorkRelationType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: WorkRelationInput, required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        workRelationService.update(tx, actorOf(ctx, unitId), String(id), input, todayOf(ctx)),
      ),
  }),
);

builder.mutationField('deleteWorkRelation', (t) =>
  t.field({
    type: WorkRelationType,
    description: 'Deletes the relation with its leaves and paycheck templates',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(PAYROLL_PEOPLE_WRITE),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => workRelationService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);
