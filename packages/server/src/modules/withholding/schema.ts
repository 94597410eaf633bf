import { Decimal, WITHHOLDING_ERRORS, WITHHOLDING_PERIODS, withholding, type WithholdingError } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';

export const WithholdingPeriodEnum = builder.enumType('WithholdingPeriod', {
  description: 'The period of a withholding table (trekkperiode): a month, 14 days, a week, 4, 3, 2 or 1 days',
  values: WITHHOLDING_PERIODS,
});

const SalaryTaxTableDeductionErrorEnum = builder.enumType('SalaryTaxTableDeductionError', {
  description:
    'Why no deduction: TABLE_NOT_FOUND (no such table that year), YEAR_NOT_SUPPORTED, INCOME_ABOVE_MAXIMUM ' +
    '(a basis the routine does not take: negative or above 10^13; øre are dropped), UNKNOWN',
  values: WITHHOLDING_ERRORS,
});

type SalaryTaxTableDeduction = { deduction: string | null; error: WithholdingError | null };

const SalaryTaxTableDeductionType = builder.objectRef<SalaryTaxTableDeduction>('SalaryTaxTableDeduction').implement({
  description: 'The table withholding of a basis, or why there is none: exactly one of the two is set',
  fields: (t) => ({
    deduction: t.expose('deduction', {
      type: 'Decimal',
      nullable: true,
      description: 'Whole kroner, as Skatteetaten’s withholding routine of the year gives it',
    }),
    error: t.expose('error', { type: SalaryTaxTableDeductionErrorEnum, nullable: true }),
  }),
});

builder.queryField('salaryTaxTableDeduction', (t) =>
  t.field({
    type: SalaryTaxTableDeductionType,
    description:
      'The table withholding (tabelltrekk) of a basis by Skatteetaten’s trekkrutine of the year (2026: ' +
      'withholding-2026.md). The basis is whole kroner; a calculator error is answered in `error`, never thrown',
    args: {
      year: t.arg.int({ required: true }),
      table: t.arg.string({ required: true, description: 'Four digits, e.g. 8000, 9400, 7700, 0100' }),
      period: t.arg({ type: WithholdingPeriodEnum, required: true }),
      basis: t.arg({ type: 'Decimal', required: true, description: 'The withholding basis of the period, NOK' }),
    },
    // A pure calculator over public tables: it reads and reveals nothing of the unit.
    access: access.member,
    resolve: (_root, { year, table, period, basis }) => {
      const result = withholding(year, table, period, basis);
      return 'error' in result
        ? { deduction: null, error: result.error }
        : { deduction: new Decimal(result.deduction).toFixed(2), error: null };
    },
  }),
);
