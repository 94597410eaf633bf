import { PAYCHECK_PERIOD_RULES } from '@fjord/domain';
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

/** The server's rules of a period (the one rule map, in the domain). */
export const periodSchema = toZodSchema<PeriodFormValues>(PAYCHECK_PERIOD_RULES);

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
