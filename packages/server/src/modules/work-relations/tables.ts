import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DurationType, EmploymentType, LeaveType, ShiftType, WorkRelationEndReason } from '@fjord/domain';
import { hoursColumn, percentageColumn, tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import { employees } from '../employees/tables.js';
import { occupations } from '../occupations/tables.js';
import { subUnits } from '../sub-units/tables.js';

/**
 * A work relation (arbeidsforhold): one employment of an employee at a
 * sub-unit. An employee may have several. Deleting the employee deletes them; paychecks (later)
 * refer to them and so keep them.
 */
export const workRelations = pgTable(
  'work_relations',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    subUnitId: uuid('sub_unit_id'),
    occupationCode: text('occupation_code').references(() => occupations.code),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    pensionEndDate: date('pension_end_date', { mode: 'string' }),
    endReason: text('end_reason').$type<WorkRelationEndReason>(),
    samePositionSince: date('same_position_since', { mode: 'string' }),
    shiftType: text('shift_type').$type<ShiftType>().notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    durationType: text('duration_type').$type<DurationType>().notNull(),
    employmentPercentage: percentageColumn('employment_percentage').notNull(),
    employmentPercentageUpdated: date('employment_percentage_updated', { mode: 'string' }),
    hoursEveryWeekWithFullEmployment: hoursColumn('hours_every_week_with_full_employment').notNull(),
    lastSalaryChange: date('last_salary_change', { mode: 'string' }),
    sentToAltinn: boolean('sent_to_altinn').notNull().default(false),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.employeeId, employees, 'cascade'),
    tenantReference(t, t.subUnitId, subUnits),
    index('work_relations_employee_idx').on(t.employeeId, t.startDate),
    index('work_relations_sub_unit_idx').on(t.subUnitId),
    index('work_relations_occupation_idx').on(t.occupationCode),
  ],
);

/**
 * A leave or layoff of a work relation. leave_id is the
 * permisjonId the a-melding reports, stable for the life of the record and unique in its relation.
 */
export const workRelationLeaves = pgTable(
  'work_relation_leaves',
  {
    ...tenantColumns(),
    workRelationId: uuid('work_relation_id').notNull(),
    leaveId: text('leave_id').notNull(),
    leaveType: text('leave_type').$type<LeaveType>().notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    percentageLeave: percentageColumn('percentage_leave').notNull(),
    sentToAltinn: boolean('sent_to_altinn').notNull().default(false),
  },
  (t) => [
    tenantReference(t, t.workRelationId, workRelations, 'cascade'),
    uniqueIndex('work_relation_leaves_relation_leave_id_key').on(t.workRelationId, t.leaveId),
  ],
);
