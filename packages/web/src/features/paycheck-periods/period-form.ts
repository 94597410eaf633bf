import { rules } from '@fjord/domain';
import type { PaycheckPeriodFieldsFragment, PaycheckPeriodInput } from '../../gql/graphql';
import { toZodSchema } from '../../ui/validation';

export type PaycheckPeriod = PaycheckPeriodFieldsFragment;

/** What the period popup edits; the dates are YYYY-MM-DD, the bookkeeping period YYYY-MM. */
export type PeriodFormValues = {
  name: string;
  bookkeepingPeriod: string;
  journalDate: string | null;
  payDate: string | null;
};

export const PERIOD_NAME_MAX = 100;
/** A bookkeeping period is a month: YYYY-MM. */
export const BOOKKEEPING_PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

export const periodSchema = toZodSchema<PeriodFormValues>({
  name: [rules.required(), rules.max(PERIOD_NAME_MAX)],
  bookkeepingPeriod: [rules.required(), rules.regex(BOOKKEEPING_PERIOD)],
  journalDate: [rules.required(), rules.date()],
  payDate: [rules.required(), rules.date()],
});

export function periodFormValues(period: PaycheckPeriod): PeriodFormValues {
  return {
    name: period.name,
    bookkeepingPeriod: period.bookkeepingPeriod,
    journalDate: period.journalDate,
    payDate: period.payDate,
  };
}

export function periodInput(values: PeriodFormValues): PaycheckPeriodInput {
  return {
    name: values.name.trim(),
    bookkeepingPeriod: values.bookkeepingPeriod.trim(),
    journalDate: values.journalDate ?? '',
    payDate: values.payDate ?? '',
  };
}

/** The period of a month among a year's periods (month 1..12). */
export const periodOfMonth = (periods: readonly PaycheckPeriod[], month: number) =>
  periods.find((period) => period.month === month) ?? null;
