import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { fieldValue, rules } from '../validation/rules.js';
import { RECURRING_INTERVAL_CHOICE_NAMES } from './recurring-intervals.js';

/** A year either way: enough to send an order well ahead of its date, or to date it after the fact. */
export const RECURRING_DATE_OFFSET_MAX = 365;
/** How many upcoming dates the editor may ask for at once. */
export const RECURRING_UPCOMING_MAX = 24;

/** The schedule of a recurring order, as its form edits it. */
export type RecurringScheduleValues = {
  startDate: string | null;
  endDate: string | null;
  dateOffset: string | number | null;
  interval: string | null;
};

export const RECURRING_SCHEDULE_RULES = {
  startDate: [rules.required(), rules.date()],
  endDate: [rules.date(), rules.sameOrAfter(fieldValue('startDate'))],
  // present, not required: 0 (on the day) is the usual value.
  dateOffset: [rules.present(), rules.int(), rules.between(-RECURRING_DATE_OFFSET_MAX, RECURRING_DATE_OFFSET_MAX)],
  interval: [rules.required(), rules.oneOf(RECURRING_INTERVAL_CHOICE_NAMES)],
};

export function recurringScheduleProblems(values: RecurringScheduleValues): FieldProblem[] {
  return fieldProblems(values, RECURRING_SCHEDULE_RULES);
}
