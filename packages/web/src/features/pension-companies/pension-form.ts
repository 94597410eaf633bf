import { PENSION_UNIT_SELECTION_RULES } from '@fjord/domain';
import type { PensionUnitSelectionsQuery } from '../../gql/graphql';
import { toZodSchema } from '../../ui/validation';

export type PensionUnitSelectionRow = PensionUnitSelectionsQuery['pensionUnitSelections']['items'][number];

/** The popup's values; pensionUnitName only names a saved company in the field, it is not sent. */
export type PensionFormValues = {
  pensionUnitId: string | null;
  pensionUnitName: string | null;
  validFrom: string | null;
  validTo: string | null;
};

export const pensionFormSchema = toZodSchema<PensionFormValues>(PENSION_UNIT_SELECTION_RULES);

export const newPensionValues = (): PensionFormValues => ({
  pensionUnitId: null,
  pensionUnitName: null,
  validFrom: null,
  validTo: null,
});

export const pensionFormValues = (row: PensionUnitSelectionRow): PensionFormValues => ({
  pensionUnitId: row.pensionUnitId,
  pensionUnitName: row.pensionUnit?.name ?? null,
  validFrom: row.validFrom,
  validTo: row.validTo ?? null,
});

export const pensionInput = (values: PensionFormValues) => ({
  pensionUnitId: values.pensionUnitId ?? '',
  validFrom: values.validFrom ?? '',
  validTo: values.validTo || null,
});
