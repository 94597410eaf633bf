import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BenefitKind,
  EmployerTaxPart,
  EmploymentType,
  DurationType,
  PayCode,
  PaycheckLineCalculationType,
  PaycheckLineWithholding,
  PaycheckWithholdingError,
  ShiftType,
  TaxDeductionMethod,
  WorkRelationEndReason,
} from '@fjord/domain';
import {
  amountColumn,
  percentageColumn,
  quantityColumn,
  seriesValueColumn,
  tenantColumns,
  tenantKey,
  tenantReference,
  unitPriceColumn,
  userRefColumn,
} from '../../db/columns.js';
import { cars } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import { employees } from '../employees/tables.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import { mainPaycheckLineTemplates } from '../paycheck-templates/tables.js';
import { projects } from '../projects/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { workRelations } from '../work-relations/tables.js';

export const PAYCHECK_STATUSES = ['DRAFT', 'OPEN', 'LOCKED'] as const;
export type PaycheckStatus = (typeof PAYCHECK_STATUSES)[number];
export const PAYCHECK_REPORTING_STATUSES = ['NOT_REPORTED', 'REPORTED', 'SHOULD_REPORT'] as const;
export type PaycheckReportingStatus = (typeof PAYCHECK_REPORTING_STATUSES)[number];

/**
 * A paycheck of one work relation in one period (spec 000 §3 Paycheck). A draft has no number; making it
 * a paycheck takes the next of the unit's paycheck series. The figures are those `paycheckFigures` of
 * @fjord/domain computed when it was last saved (or locked), never computed here. The employee and work
 * relation columns are copied at lock, so later edits of the employee leave a locked paycheck as it was;
 * the tax card columns hold the card the figures were computed with.
 */
export const paychecks = pgTable(
  'paychecks',
  {
    ...tenantColumns(),
    number: text('number'),
    sequence: seriesValueColumn('sequence'),
    status: text('status').$type<PaycheckStatus>().notNull().default('OPEN'),
    reportingStatus: text('reporting_status').$type<PaycheckReportingStatus>().notNull().default('NOT_REPORTED'),
    periodId: uuid('period_id').notNull(),
    workRelationId: uuid('work_relation_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    subUnitId: uuid('sub_unit_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    journalDate: date('journal_date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    internalComment: text('internal_comment'),
    advancedMode: boolean('advanced_mode').notNull().default(false),
    manualTax: boolean('manual_tax').notNull().default(false),
    shouldSendToAltinn: boolean('should_send_to_altinn').notNull().default(true),
    // The tax card the figures were computed with; null method: no card (50 %).
    taxDeductionMethod: text('tax_deduction_method').$type<TaxDeductionMethod>(),
    taxTable: text('tax_table'),
    taxPercentage: percentageColumn('tax_percentage'),
    taxExemption: boolean('tax_exemption').notNull().default(false),
    halfTax: boolean('half_tax').notNull().default(false),
    // The figures.
    grossPay: amountColumn('gross_pay').notNull(),
    withholdingBasis: amountColumn('withholding_basis').notNull(),
    extraWithholdingBasis: amountColumn('extra_withholding_basis').notNull(),
    taxDeduction: amountColumn('tax_deduction').notNull(),
    expectedTaxDeduction: amountColumn('expected_tax_deduction'),
    taxWarning: text('tax_warning').$type<'TOO_LOW' | 'TOO_HIGH'>(),
    taxError: text('tax_error').$type<PaycheckWithholdingError>(),
    vacationPayBasis: amountColumn('vacation_pay_basis').notNull(),
    vacationPayPercentage: percentageColumn('vacation_pay_percentage').notNull(),
    vacationPay: amountColumn('vacation_pay').notNull(),
    employerTaxZone: text('employer_tax_zone'),
    employerTaxBasis: amountColumn('employer_tax_basis').notNull(),
    employerTax: amountColumn('employer_tax').notNull(),
    employerTaxParts: jsonb('employer_tax_parts')
      .$type<EmployerTaxPart[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    deductions: amountColumn('deductions').notNull(),
    prepaid: amountColumn('prepaid').notNull(),
    netPay: amountColumn('net_pay').notNull(),
    taxConfirmed: boolean('tax_confirmed').notNull().default(false),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedById: userRefColumn('locked_by_id'),
    paidDateUpdatedAt: timestamp('paid_date_updated_at', { withTimezone: true }),
    paidDateUpdatedById: userRefColumn('paid_date_updated_by_id'),
    // Copied at lock (null while open: the live employee and work relation are shown).
    companyMunicipality: text('company_municipality'),
    employeeName: text('employee_name'),
    employeeAddress: text('employee_address'),
    employeeZip: text('employee_zip'),
    employeeCity: text('employee_city'),
    employeeSocialSecurityNumber: text('employee_social_security_number'),
    employeeTemporarySocialSecurityNumber: text('employee_temporary_social_security_number'),
    employeeBban: text('employee_bban'),
    employeeIban: text('employee_iban'),
    employeeSwift: text('employee_swift'),
    shiftType: text('shift_type').$type<ShiftType>(),
    employmentType: text('employment_type').$type<EmploymentType>(),
    employmentPercentage: percentageColumn('employment_percentage'),
    workRelationEndReason: text('work_relation_end_reason').$type<WorkRelationEndReason>(),
    workRelationDurationType: text('work_relation_duration_type').$type<DurationType>(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.periodId, paycheckPeriods),
    tenantReference(t, t.workRelationId, workRelations),
    tenantReference(t, t.employeeId, employees),
    tenantReference(t, t.subUnitId, subUnits),
    uniqueIndex('paychecks_unit_number_key').on(t.unitId, t.number),
    index('paychecks_unit_sequence_idx').on(t.unitId, t.sequence),
    index('paychecks_period_idx').on(t.periodId, t.status),
    index('paychecks_work_relation_idx').on(t.workRelationId, t.paidDate),
    index('paychecks_employee_idx').on(t.employeeId, t.paidDate),
    index('paychecks_unit_paid_date_idx').on(t.unitId, t.paidDate),
  ],
);

/** A line of a paycheck: from a main template (its codes and treatment copied), or free on an advanced paycheck. */
export const paycheckLines = pgTable(
  'paycheck_lines',
  {
    ...tenantColumns(),
    paycheckId: uuid('paycheck_id').notNull(),
    position: integer('position').notNull(),
    mainTemplateId: uuid('main_template_id'),
    templateNumber: integer('template_number'),
    description: text('description').notNull(),
    altinnFordel: text('altinn_fordel').$type<BenefitKind>(),
    payCode: text('pay_code').$type<PayCode>(),
    quantity: quantityColumn('quantity'),
    rate: unitPriceColumn('rate'),
    sum: amountColumn('sum').notNull(),
    carId: uuid('car_id'),
    projectId: uuid('project_id'),
    departmentId: uuid('department_id'),
    calculationType: text('calculation_type').$type<PaycheckLineCalculationType>().notNull(),
    withholding: text('withholding').$type<PaycheckLineWithholding>().notNull(),
    employerTax: boolean('employer_tax').notNull(),
    vacationPayBasis: boolean('vacation_pay_basis').notNull(),
    altinn: boolean('altinn').notNull(),
    taxDeduction: boolean('tax_deduction').notNull().default(false),
    garnishment: boolean('garnishment').notNull().default(false),
  },
  (t) => [
    tenantReference(t, t.paycheckId, paychecks, 'cascade'),
    tenantReference(t, t.mainTemplateId, mainPaycheckLineTemplates),
    tenantReference(t, t.carId, cars),
    tenantReference(t, t.projectId, projects),
    tenantReference(t, t.departmentId, departments),
    index('paycheck_lines_paycheck_idx').on(t.paycheckId, t.position),
    index('paycheck_lines_main_template_idx').on(t.mainTemplateId),
  ],
);

/** Pay paid in advance of the paycheck (forskudd), deducted from its net pay. */
export const paycheckPrepayments = pgTable(
  'paycheck_prepayments',
  {
    ...tenantColumns(),
    paycheckId: uuid('paycheck_id').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: amountColumn('amount').notNull(),
  },
  (t) => [
    tenantReference(t, t.paycheckId, paychecks, 'cascade'),
    index('paycheck_prepayments_paycheck_idx').on(t.paycheckId),
  ],
);
