import { z } from 'zod/mini';
import {
  DEFAULT_WORK_RELATION_HOURS,
  LEAVE_INSIDE_PERIOD_TYPE,
  toDecimal,
  workRelationRuleFailures,
  type WorkRelationLeaveValues,
  type WorkRelationRuleFailure,
  type WorkRelationValues,
} from '@fjord/domain';
import type { WorkRelationDefaultsQuery, WorkRelationInput, WorkRelationsQuery } from '../../gql/graphql';
import { messageKey } from '../../ui/forms';
import { encodeFailure } from '../../ui/validation';

export type WorkRelationRow = WorkRelationsQuery['workRelations'][number];
export type DefaultWorkRelation = WorkRelationDefaultsQuery['unitPaycheckSetting']['defaultWorkRelation'];

/** A leave row of the popup: the shared values, and its a-melding permisjonId once saved. */
export type LeaveFormValues = WorkRelationLeaveValues & { leaveId?: string | null };
export type WorkRelationFormValues = Omit<WorkRelationValues, 'leaves'> & { leaves: LeaveFormValues[] };

/** Until the unit has saved its own default work relation: an ordinary, permanent, full-time day job. */
export const FALLBACK_DEFAULTS: DefaultWorkRelation = {
  subUnitId: null,
  occupationCode: null,
  employmentType: 'ordinaertArbeidsforhold',
  durationType: 'fast',
  shiftType: 'ikkeSkift',
  hoursEveryWeekWithFullEmployment: DEFAULT_WORK_RELATION_HOURS,
  employmentPercentage: '100',
};

/** Decimals come as numeric(5, 2) text ("37.50"): shown without needless zeros ("37.5", "100"). */
export function decimalText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const decimal = toDecimal(value);
  return decimal ? decimal.toFixed() : value;
}

/** A new relation, prefilled from the unit's default work relation, starting today. */
export function newWorkRelationValues(defaults: DefaultWorkRelation | null, today: string): WorkRelationFormValues {
  const from = defaults ?? FALLBACK_DEFAULTS;
  return {
    subUnitId: from.subUnitId ?? null,
    occupationCode: from.occupationCode ?? null,
    startDate: today,
    endDate: null,
    pensionEndDate: null,
    endReason: null,
    samePositionSince: null,
    shiftType: from.shiftType,
    employmentType: from.employmentType,
    durationType: from.durationType,
    employmentPercentage: decimalText(from.employmentPercentage),
    employmentPercentageUpdated: null,
    hoursEveryWeekWithFullEmployment: decimalText(from.hoursEveryWeekWithFullEmployment),
    lastSalaryChange: null,
    leaves: [],
  };
}

/** A new leave row: a full leave from the given day, open-ended. */
export const emptyLeave = (startDate: string | null): LeaveFormValues => ({
  id: null,
  leaveType: null,
  description: null,
  startDate,
  endDate: null,
  percentageLeave: '100',
});

/** A saved relation as the popup edits it. */
export function workRelationFormValues(row: WorkRelationRow): WorkRelationFormValues {
  return {
    subUnitId: row.subUnitId ?? null,
    occupationCode: row.occupationCode ?? null,
    startDate: row.startDate,
    endDate: row.endDate ?? null,
    pensionEndDate: row.pensionEndDate ?? null,
    endReason: row.endReason ?? null,
    samePositionSince: row.samePositionSince ?? null,
    shiftType: row.shiftType,
    employmentType: row.employmentType,
    durationType: row.durationType,
    employmentPercentage: decimalText(row.employmentPercentage),
    employmentPercentageUpdated: row.employmentPercentageUpdated ?? null,
    hoursEveryWeekWithFullEmployment: decimalText(row.hoursEveryWeekWithFullEmployment),
    lastSalaryChange: row.lastSalaryChange ?? null,
    leaves: row.leaves.map((leave) => ({
      id: leave.id,
      leaveId: leave.leaveId,
      leaveType: leave.leaveType,
      description: leave.description ?? null,
      startDate: leave.startDate,
      endDate: leave.endDate ?? null,
      percentageLeave: decimalText(leave.percentageLeave),
    })),
  };
}

const orNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The mutation's input: the leaves replace the saved ones as a whole (rows with an id are kept). */
export function workRelationInput(values: WorkRelationFormValues): WorkRelationInput {
  return {
    subUnitId: orNull(values.subUnitId),
    occupationCode: orNull(values.occupationCode),
    startDate: values.startDate ?? '',
    endDate: orNull(values.endDate),
    pensionEndDate: orNull(values.pensionEndDate),
    endReason: values.endReason ?? null,
    samePositionSince: orNull(values.samePositionSince),
    shiftType: values.shiftType!,
    employmentType: values.employmentType!,
    durationType: values.durationType!,
    employmentPercentage: values.employmentPercentage ?? '0',
    employmentPercentageUpdated: orNull(values.employmentPercentageUpdated),
    hoursEveryWeekWithFullEmployment: orNull(values.hoursEveryWeekWithFullEmployment),
    lastSalaryChange: orNull(values.lastSalaryChange),
    leaves: values.leaves.map((leave) => ({
      id: leave.id ?? null,
      leaveType: leave.leaveType!,
      description: orNull(leave.description),
      startDate: leave.startDate ?? '',
      endDate: orNull(leave.endDate),
      percentageLeave: leave.percentageLeave ?? '0',
    })),
  };
}

/** The rules between a relation and its leaves in the words of this form; other failures keep the shared rule texts. */
export function failureMessage({ path, failure, serverType }: WorkRelationRuleFailure): string {
  const field = path.at(-1);
  const inLeave = path[0] === 'leaves';
  if (serverType === LEAVE_INSIDE_PERIOD_TYPE) return messageKey('workRelations:validation.insideRelationPeriod');
  if (inLeave && field === 'endDate' && failure.key === 'required')
    return messageKey('workRelations:validation.leaveEndRequired');
  if (inLeave && field === 'endDate' && failure.key === 'sameOrBefore')
    return messageKey('workRelations:validation.finishedRelationOpenLeave', {
      date: String(failure.params?.after ?? ''),
    });
  if (inLeave && failure.key === 'overlap') return messageKey('workRelations:validation.leavesOverlap');
  if (field === 'endReason' && failure.key === 'required') return messageKey('workRelations:validation.endReason');
  if (field === 'endReason' && failure.key === 'invalid') return messageKey('workRelations:validation.endReasonOnly');
  return encodeFailure(failure);
}

/** The shared rules (domain workRelationRuleFailures), the leaves included, as the form's zod schema. */
export function workRelationSchema(today: string): z.ZodMiniType<WorkRelationFormValues, WorkRelationFormValues> {
  return z
    .custom<WorkRelationFormValues>((value) => typeof value === 'object' && value !== null)
    .check(
      z.superRefine((values, issues) => {
        for (const failure of workRelationRuleFailures(values, today)) {
          issues.addIssue({ code: 'custom', path: failure.path, message: failureMessage(failure) });
        }
      }),
    );
}
