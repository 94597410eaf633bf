import { z } from 'zod/mini';
import { TAX_CARD_RULES, taxCardProblems, type TaxCardValues } from '@fjord/domain';
import type { EmployeeTaxCardInput, EmployeeTaxCardsQuery } from '../../gql/graphql';
import { encodeServerValidation } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';

export type TaxCardRow = EmployeeTaxCardsQuery['employeeTaxCards'][number];

/** The popup's values: the domain's TaxCardValues (the server checks the same rules). */
export type TaxCardFormValues = TaxCardValues;

export const newTaxCardValues = (year: number): TaxCardFormValues => ({
  calendarYear: year,
  taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
  taxTable: '',
  taxPercentage: null,
  taxExemptionAmountLimit: null,
});

export function taxCardFormValues(row: TaxCardRow): TaxCardFormValues {
  return {
    calendarYear: row.calendarYear,
    taxDeductionMethod: row.taxDeductionMethod,
    taxTable: row.taxTable ?? '',
    taxPercentage: row.taxPercentage ?? null,
    taxExemptionAmountLimit: row.taxExemptionAmountLimit ?? null,
  };
}

/** What the server takes: only the fields the method uses, blanks as null. */
export function taxCardInput(values: TaxCardFormValues): EmployeeTaxCardInput {
  const method = values.taxDeductionMethod!;
  return {
    calendarYear: Number(values.calendarYear),
    taxDeductionMethod: method,
    taxTable: method === 'MAIN_EMPLOYER_TABLE' ? values.taxTable?.trim() || null : null,
    taxPercentage: values.taxPercentage || null,
    taxExemptionAmountLimit: method === 'TAX_EXEMPTION' ? values.taxExemptionAmountLimit || null : null,
  };
}

const ruleSchema = toZodSchema<TaxCardFormValues>(TAX_CARD_RULES);

/** Where the generic rule text says too little ("choose a value from the list"), the server's own text. */
const SPECIFIC: Record<string, readonly string[]> = {
  taxTable: ['inclusion', 'invalid'],
  taxExemptionAmountLimit: ['greater_than'],
};

/** The domain's rules (TAX_CARD_RULES); an unknown table and a zero limit say what is wrong, as the server would. */
export const taxCardSchema = z
  .custom<TaxCardFormValues>((value) => typeof value === 'object' && value !== null)
  .check(
    z.superRefine((values, issues) => {
      const result = ruleSchema.safeParse(values);
      if (result.success) return;
      const problems = taxCardProblems(values);
      for (const issue of result.error.issues) {
        const attribute = String(issue.path[0]);
        const problem = problems.find((candidate) => candidate.attribute === attribute);
        const specific = problem && SPECIFIC[attribute]?.includes(problem.type);
        issues.addIssue({
          code: 'custom',
          path: issue.path,
          message: specific ? encodeServerValidation({ model: 'employeeTaxCard', ...problem }) : issue.message,
        });
      }
    }),
  );

/** This year in Norway: the year a new card and a fetch start from. */
export function osloYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric' }).format(now));
}
