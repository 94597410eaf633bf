import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BenefitKind, PayCode, PaycheckLineCalculationType } from '@fjord/domain';
import {
  amountColumn,
  quantityColumn,
  tenantColumns,
  tenantKey,
  tenantReference,
  unitPriceColumn,
} from '../../db/columns.js';
import { cars } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import { projects } from '../projects/tables.js';
import { workRelations } from '../work-relations/tables.js';

/**
 * MainPaycheckLineTemplate: the unit's catalogue of pay lines (fastlønn, timelønn,
 * feriepenger …) with how each is reported (altinnFordel, payCode) and its default figures. Numbered
 * within the unit; new units get the Norwegian default set (see defaults.ts).
 */
export const mainPaycheckLineTemplates = pgTable(
  'main_paycheck_line_templates',
  {
    ...tenantColumns(),
    number: integer('number').notNull(),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull(),
    altinnDescription: text('altinn_description'),
    altinnFordel: text('altinn_fordel').$type<BenefitKind>(),
    payCode: text('pay_code').$type<PayCode>(),
    quantity: quantityColumn('quantity'),
    rate: unitPriceColumn('rate'),
    sum: amountColumn('sum'),
    carOverwrite: boolean('car_overwrite').notNull().default(false),
    projectOverwrite: boolean('project_overwrite').notNull().default(false),
    departmentOverwrite: boolean('department_overwrite').notNull().default(false),
    calculationType: text('calculation_type').$type<PaycheckLineCalculationType>().notNull().default('CASHEDOUT'),
    calculatePositive: boolean('calculate_positive').notNull().default(true),
    editableFromEmployeePage: boolean('editable_from_employee_page').notNull().default(false),
    /** The bookkeeping account the line is posted to (NS 4102); a paycheck with a line without one cannot be locked. */
    accountNumber: text('account_number'),
  },
  (t) => [tenantKey(t), uniqueIndex('main_paycheck_line_templates_unit_number_key').on(t.unitId, t.number)],
);

/**
 * A line of a paycheck template: of the company template (work_relation_id null, the lines every
 * paycheck starts with) or of one work relation's template (its fixed salary, say). The line names a
 * main template and may set its own figures and dimensions; the simplified template page edits the
 * lines whose main template is editableFromEmployeePage.
 */
export const paycheckTemplateLines = pgTable(
  'paycheck_template_lines',
  {
    ...tenantColumns(),
    workRelationId: uuid('work_relation_id'),
    mainTemplateId: uuid('main_template_id').notNull(),
    position: integer('position').notNull(),
    description: text('description'),
    quantity: quantityColumn('quantity'),
    rate: unitPriceColumn('rate'),
    sum: amountColumn('sum'),
    carId: uuid('car_id'),
    projectId: uuid('project_id'),
    departmentId: uuid('department_id'),
  },
  (t) => [
    tenantReference(t, t.workRelationId, workRelations, 'cascade'),
    tenantReference(t, t.mainTemplateId, mainPaycheckLineTemplates),
    tenantReference(t, t.carId, cars),
    tenantReference(t, t.projectId, projects),
    tenantReference(t, t.departmentId, departments),
    index('paycheck_template_lines_unit_relation_idx').on(t.unitId, t.workRelationId, t.position),
    index('paycheck_template_lines_main_template_idx').on(t.mainTemplateId),
  ],
);
