import { fieldProblems, type FieldProblem } from '../../validation/field-problems.js';
import { rules } from '../../validation/rules.js';
import { BENEFIT_KINDS, PAYCHECK_LINE_CALCULATION_TYPES } from '../enums.js';
import { PAY_CODES } from '../pay-codes.js';
import { PAYCHECK_LINE_WITHHOLDINGS } from './line-treatment.js';

export const PAYCHECK_COMMENT_MAX = 1000;
export const PAYCHECK_LINE_DESCRIPTION_MAX = 200;
export const PAYCHECK_PERIOD_NAME_MAX = 100;
/** A paycheck with more lines than this is an import gone wrong, not a month's pay. */
export const PAYCHECK_LINES_MAX = 200;

export type PaycheckValues = {
  paidDate: string | null;
  comment: string | null;
  internalComment: string | null;
  taxDeduction: string | null;
};

export type PaycheckLineValues = {
  mainTemplateId: string | null;
  description: string | null;
  quantity: string | null;
  rate: string | null;
  sum: string | null;
  altinnFordel: string | null;
  payCode: string | null;
  calculationType: string | null;
  withholding: string | null;
};

export const PAYCHECK_RULES = {
  paidDate: [rules.date()],
  comment: [rules.max(PAYCHECK_COMMENT_MAX)],
  internalComment: [rules.max(PAYCHECK_COMMENT_MAX)],
  taxDeduction: [rules.decimal(), rules.nonNegative(), rules.amount()],
};

const PAYCHECK_LINE_FIGURE_RULES = {
  description: [rules.max(PAYCHECK_LINE_DESCRIPTION_MAX)],
  quantity: [rules.decimal(), rules.quantity()],
  rate: [rules.decimal(), rules.unitPrice()],
  sum: [rules.decimal(), rules.amount()],
};

/** A line of an ordinary paycheck comes from a main template, which gives its codes and treatment. */
export const PAYCHECK_LINE_RULES = { mainTemplateId: [rules.required()], ...PAYCHECK_LINE_FIGURE_RULES };

/** An advanced paycheck's free line: its own description, codes and treatment. */
export const ADVANCED_PAYCHECK_LINE_RULES = {
  ...PAYCHECK_LINE_FIGURE_RULES,
  description: [rules.required(), rules.max(PAYCHECK_LINE_DESCRIPTION_MAX)],
  altinnFordel: [rules.oneOf(BENEFIT_KINDS)],
  payCode: [rules.oneOf(PAY_CODES)],
  calculationType: [rules.oneOf(PAYCHECK_LINE_CALCULATION_TYPES)],
  withholding: [rules.oneOf(PAYCHECK_LINE_WITHHOLDINGS)],
};

export const PAYCHECK_PERIOD_RULES = {
  name: [rules.required(), rules.max(PAYCHECK_PERIOD_NAME_MAX)],
  bookkeepingPeriod: [rules.required(), rules.regex(/^\d{4}-(0[1-9]|1[0-2])$/)],
  journalDate: [rules.required(), rules.date()],
  payDate: [rules.required(), rules.date()],
};

/**
 * The refusals of paychecks that no field rule can see, each its own validation type (spec 001 §5.4,
 * §7.2): a line withheld as tax or a garnishment is not income reported in the a-melding; the paid date
 * lies in the period's bookkeeping period; no paycheck more than a month ahead; a typed number below the
 * series' start; only open paychecks change; a locked period takes no paychecks; locking needs a
 * confirmed too-low deduction, a computable tax, the lines' bookkeeping accounts and the zone; a period
 * locks when all its paychecks are locked; the paid year's vacation-money settings must exist.
 */
export const PAYCHECK_REFUSALS = {
  taxAndAltinn: 'tax_and_altinn',
  garnishmentAndAltinn: 'garnishment_and_altinn',
  taxAndGarnishment: 'tax_and_garnishment',
  mustBeInPeriod: 'must_be_in_period',
  tooFarAhead: 'too_far_ahead',
  belowStartNumber: 'below_start_number',
  taken: 'taken',
  notOpen: 'not_open',
  notDraft: 'not_draft',
  periodLocked: 'period_locked',
  taxTooLow: 'tax_too_low',
  taxError: 'tax_error',
  missingBookkeeping: 'missing_bookkeeping',
  missingZone: 'missing_zone',
  unlockedPaychecks: 'unlocked_paychecks',
  inactiveWorkRelation: 'must_be_inside_work_relation_period',
  vacationMoneySettingsMissing: 'vacation_money_settings_missing',
} as const;

export type PaycheckLineFlags = { altinn: boolean; taxDeduction: boolean; garnishment: boolean };

/** A line is income reported to the a-melding, extra tax withheld, or a garnishment: one of them. */
export function paycheckLineFlagProblems(flags: PaycheckLineFlags): FieldProblem[] {
  if (flags.taxDeduction && flags.altinn) return [{ attribute: 'taxDeduction', type: PAYCHECK_REFUSALS.taxAndAltinn }];
  if (flags.garnishment && flags.altinn)
    return [{ attribute: 'garnishment', type: PAYCHECK_REFUSALS.garnishmentAndAltinn }];
  if (flags.garnishment && flags.taxDeduction)
    return [{ attribute: 'garnishment', type: PAYCHECK_REFUSALS.taxAndGarnishment }];
  return [];
}

export function paycheckProblems(values: PaycheckValues): FieldProblem[] {
  return fieldProblems(values, PAYCHECK_RULES);
}

/** An advanced line naming a main template: the template gives the description unless one is typed. */
const ADVANCED_TEMPLATE_LINE_RULES = {
  ...ADVANCED_PAYCHECK_LINE_RULES,
  description: PAYCHECK_LINE_FIGURE_RULES.description,
};

export function paycheckLineProblems(values: PaycheckLineValues, advanced: boolean): FieldProblem[] {
  if (!advanced) return fieldProblems(values, PAYCHECK_LINE_RULES);
  return fieldProblems(values, values.mainTemplateId ? ADVANCED_TEMPLATE_LINE_RULES : ADVANCED_PAYCHECK_LINE_RULES);
}
