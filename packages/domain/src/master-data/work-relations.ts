import { findOverlaps, isWithin, type Period } from '../periods/periods.js';
import {
  DURATION_TYPES,
  EMPLOYMENT_TYPES,
  LAYOFF_LEAVE_TYPE,
  LEAVE_TYPES,
  SHIFT_TYPES,
  WORK_RELATION_END_REASONS,
  type DurationType,
  type EmploymentType,
  type LeaveType,
  type ShiftType,
  type WorkRelationEndReason,
} from '../payroll/enums.js';
import { serverProblemOf, type FieldProblem } from '../validation/field-problems.js';
import { fieldValue, rules, validate, type Rule, type RuleContext, type RuleFailure } from '../validation/rules.js';
import { isEmptyValue, isIsoDate } from '../validation/values.js';

/**
 * Work relations (arbeidsforhold) and their leaves and layoffs, with the
 * rules "Work relation". The web form and the server share every rule here.
 */
export type WorkRelationLeaveValues = {
  /** A saved leave being kept; absent for a new one. */
  id?: string | null;
  leaveType: LeaveType | null;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  /** A decimal string, 0–100. */
  percentageLeave: string | null;
};

export type WorkRelationValues = {
  subUnitId: string | null;
  occupationCode: string | null;
  startDate: string | null;
  endDate: string | null;
  pensionEndDate: string | null;
  endReason: WorkRelationEndReason | null;
  samePositionSince: string | null;
  shiftType: ShiftType | null;
  employmentType: EmploymentType | null;
  durationType: DurationType | null;
  /** Decimal strings, never floats. */
  employmentPercentage: string | null;
  employmentPercentageUpdated: string | null;
  hoursEveryWeekWithFullEmployment: string | null;
  lastSalaryChange: string | null;
  leaves: WorkRelationLeaveValues[];
};

/** A full-time week in Norway (arbeidsmiljøloven § 10-4): what a new relation starts with. */
export const DEFAULT_WORK_RELATION_HOURS = '37.5';
export const WORK_RELATION_HOURS_MAX = '168';
export const WORK_RELATION_PERCENTAGE_MAX = '100';
export const LEAVE_DESCRIPTION_MAX = 500;

const decimalBetweenZeroAnd = (max: string, storable: Rule): Rule[] => [
  rules.present(),
  rules.number(),
  rules.nonNegative(),
  rules.max(max),
  storable,
];

const hasEndDate = (context: RuleContext) => !isEmptyValue(context.values?.endDate);

/**
 * The a-melding reports an occupation (yrke) for ordinary and maritime relations; freelancers and
 * pensions without employment have none.
 */
export const EMPLOYMENT_TYPES_WITH_OCCUPATION: readonly EmploymentType[] = [
  'ordinaertArbeidsforhold',
  'maritimtArbeidsforhold',
];

const needsOccupation = (context: RuleContext) =>
  (EMPLOYMENT_TYPES_WITH_OCCUPATION as readonly unknown[]).includes(context.values?.employmentType);

/** The relation's own fields. */
export const WORK_RELATION_RULES = {
  // The a-melding reports every relation under a sub-unit (virksomhet); a relation saved without
  // one, or without the occupation its type needs, would make the employee active yet unreportable.
  subUnitId: [rules.required()],
  occupationCode: [rules.presentWhen(needsOccupation)],
  startDate: [rules.required(), rules.date()],
  endDate: [rules.date(), rules.sameOrAfter(fieldValue('startDate'))],
  // Required when the relation ends, and only then: a reason without an end is a mistake.
  endReason: [
    rules.requiredWhen(hasEndDate),
    rules.oneOf(WORK_RELATION_END_REASONS),
    rules.custom((_value, context) => hasEndDate(context)),
  ],
  // Pension is paid from the end of the relation, or from its start when it has no end.
  pensionEndDate: [
    rules.date(),
    rules.sameOrAfter((context: RuleContext) =>
      isEmptyValue(context.values?.endDate) ? context.values?.startDate : context.values?.endDate,
    ),
  ],
  samePositionSince: [rules.date()],
  shiftType: [rules.required(), rules.oneOf(SHIFT_TYPES)],
  employmentType: [rules.required(), rules.oneOf(EMPLOYMENT_TYPES)],
  durationType: [rules.required(), rules.oneOf(DURATION_TYPES)],
  employmentPercentage: decimalBetweenZeroAnd(WORK_RELATION_PERCENTAGE_MAX, rules.percentage()),
  employmentPercentageUpdated: [rules.date()],
  hoursEveryWeekWithFullEmployment: decimalBetweenZeroAnd(WORK_RELATION_HOURS_MAX, rules.hours()),
  lastSalaryChange: [rules.date()],
} satisfies Partial<Record<keyof WorkRelationValues, readonly Rule[]>>;

/** One leave row; its rules see the row as their form (fieldValue reads the row). */
export const WORK_RELATION_LEAVE_RULES = {
  leaveType: [rules.required(), rules.oneOf(LEAVE_TYPES)],
  description: [rules.max(LEAVE_DESCRIPTION_MAX)],
  startDate: [rules.required(), rules.date()],
  endDate: [rules.date(), rules.sameOrAfter(fieldValue('startDate'))],
  percentageLeave: decimalBetweenZeroAnd(WORK_RELATION_PERCENTAGE_MAX, rules.percentage()),
} satisfies Record<Exclude<keyof WorkRelationLeaveValues, 'id'>, readonly Rule[]>;

/** The name of a leave row's field in forms and server validations: "leaves.0.endDate". */
export const leaveField = (index: number, field: keyof WorkRelationLeaveValues) => `leaves.${index}.${field}`;

/**
 * A failed rule and where: ['startDate'], or ['leaves', 1, 'endDate'] for a field of a leave.
 * `serverType` names a server validation type the rule failure has no client key for
 * (must_be_inside_work_relation_period); the form words those itself.
 */
export type WorkRelationRuleFailure = { path: (string | number)[]; failure: RuleFailure; serverType?: string };

export const LEAVE_INSIDE_PERIOD_TYPE = 'must_be_inside_work_relation_period';

function failuresOf(
  values: Record<string, unknown>,
  ruleMap: Record<string, readonly Rule[]>,
  prefix: (string | number)[],
): WorkRelationRuleFailure[] {
  const found: WorkRelationRuleFailure[] = [];
  for (const [attribute, list] of Object.entries(ruleMap)) {
    const failure = validate(values[attribute], list, { values });
    if (failure) found.push({ path: [...prefix, attribute], failure });
  }
  return found;
}

const dateOrNull = (value: unknown): string | null => (isIsoDate(value) ? value.trim() : null);

/** The relation's period, or null while its own dates are missing or wrong. */
function relationPeriod(values: WorkRelationValues): Period | null {
  const from = dateOrNull(values.startDate);
  if (!from) return null;
  if (isEmptyValue(values.endDate)) return { from, to: null };
  const to = dateOrNull(values.endDate);
  return to && to >= from ? { from, to } : null;
}

const leavePeriod = (leave: WorkRelationLeaveValues): Period => ({
  from: dateOrNull(leave.startDate),
  to: dateOrNull(leave.endDate),
});

/**
 * The rules between a leave and its relation, for a leave whose own fields pass:
 * it lies inside the relation's period; a relation with an end date needs leaves with one ("an
 * ended relation needs a leave end date", "leave must have an end date if the relation has one");
 * a relation that ended before today cannot have a leave running past its end ("a finished
 * relation cannot have open leaves or layoffs", date_before_or_equal_to the relation's end).
 */
function leaveInRelationFailures(
  leave: WorkRelationLeaveValues,
  index: number,
  relation: Period,
  today: string,
): WorkRelationRuleFailure[] {
  const found: WorkRelationRuleFailure[] = [];
  const { from, to } = leavePeriod(leave);
  const outside = (field: 'startDate' | 'endDate'): WorkRelationRuleFailure => ({
    path: ['leaves', index, field],
    failure: { key: 'invalid' },
    serverType: LEAVE_INSIDE_PERIOD_TYPE,
  });
  if (from && !isWithin(from, relation)) found.push(outside('startDate'));
  if (relation.to === null) return found;
  if (!to) {
    found.push({ path: ['leaves', index, 'endDate'], failure: { key: 'required' } });
  } else if (to > relation.to) {
    found.push(
      relation.to < today
        ? { path: ['leaves', index, 'endDate'], failure: { key: 'sameOrBefore', params: { after: relation.to } } }
        : outside('endDate'),
    );
  }
  return found;
}

/**
 * Every field's first failure, the leaves' fields included, given today's date in Norway: the web
 * form and the server both use it.
 */
export function workRelationRuleFailures(values: WorkRelationValues, today: string): WorkRelationRuleFailure[] {
  const leaves = Array.isArray(values.leaves) ? values.leaves : [];
  const found = failuresOf(values, WORK_RELATION_RULES, []);
  const rowFailures = leaves.map((leave, index) =>
    failuresOf((leave ?? {}) as Record<string, unknown>, WORK_RELATION_LEAVE_RULES, ['leaves', index]),
  );
  found.push(...rowFailures.flat());

  const relation = relationPeriod(values);
  const sound = leaves.map((_leave, index) => rowFailures[index]!.length === 0);
  const taken = new Set(found.map((failure) => failure.path.join('.')));
  const add = (failure: WorkRelationRuleFailure) => {
    const key = failure.path.join('.');
    if (taken.has(key)) return;
    taken.add(key);
    found.push(failure);
  };
  if (relation)
    leaves.forEach((leave, index) => {
      if (sound[index]) leaveInRelationFailures(leave, index, relation, today).forEach(add);
    });

  // Leaves of one relation cannot overlap: the later row of each overlapping pair is marked.
  const soundIndexes = leaves.flatMap((_leave, index) => (sound[index] ? [index] : []));
  for (const [, j] of findOverlaps(soundIndexes.map((index) => leavePeriod(leaves[index]!)))) {
    add({ path: ['leaves', soundIndexes[j]!, 'startDate'], failure: { key: 'overlap' } });
  }
  return found;
}

/** The server's refusal for the same rules: `{attribute, type, params}`. */
export function workRelationProblems(values: WorkRelationValues, today: string): FieldProblem[] {
  return workRelationRuleFailures(values, today).map(({ path, failure, serverType }) => {
    const problem = serverProblemOf(path.join('.'), failure);
    return serverType ? { ...problem, type: serverType } : problem;
  });
}

type Dated = { startDate: string; endDate: string | null };

/** The leave or layoff running on the day, if any. */
export function leaveOn<L extends Dated>(leaves: readonly L[], date: string): L | null {
  return leaves.find((leave) => isWithin(date, { from: leave.startDate, to: leave.endDate })) ?? null;
}

/** A layoff (permittering) rather than a leave. */
export const isLayoffLeave = (leave: { leaveType: string }) => leave.leaveType === LAYOFF_LEAVE_TYPE;

/** The relation ended before the day. */
export const workRelationHasEnded = (relation: { endDate: string | null }, date: string) =>
  relation.endDate !== null && relation.endDate < date;

/** The relation starts after the day. */
export const workRelationNotStarted = (relation: { startDate: string }, date: string) => relation.startDate > date;

/**
 * The a-melding's permisjonId of a new leave: "P" and one more than the highest number the
 * relation's leaves carry, so ids stay unique and a leave keeps its id for life.
 */
export function nextLeaveId(existing: readonly string[]): string {
  const numbers = existing.map((id) => /^P(\d+)$/.exec(id)?.[1]).map((digits) => (digits ? Number(digits) : 0));
  return `P${Math.max(0, ...numbers) + 1}`;
}
