import { PAYCHECK_SETTING_RULES, type PaycheckSettingValues } from '@fjord/domain';
import { toZodSchema } from '../../ui/validation';
import type {
  DurationType,
  EmploymentType,
  HalfTaxMonth,
  PaycheckSettingFieldsFragment,
  SaveUnitPaycheckSettingInput,
  ShiftType,
  TaxCalculationMode,
} from '../../gql/graphql';

/**
 * The settings form: the shared rule map's values, plus whether a stored password is to be removed.
 * `altinnSystemPassword` holds only a new password typed here; the stored one is never sent to the
 * browser, `altinnSystemPasswordKept` says it stays.
 */
export type PaycheckSettingFormValues = PaycheckSettingValues & { clearAltinnSystemPassword: boolean };

export const paycheckSettingSchema = toZodSchema<PaycheckSettingFormValues>(PAYCHECK_SETTING_RULES);

export function valuesOf(setting: PaycheckSettingFieldsFragment): PaycheckSettingFormValues {
  const relation = setting.defaultWorkRelation;
  return {
    altinnSystemUserName: setting.altinnSystemUserName ?? '',
    altinnSystemPassword: '',
    altinnSystemPasswordKept: setting.altinnSystemPasswordSet,
    clearAltinnSystemPassword: false,
    calculationForTax: setting.calculationForTax,
    currencyCode: setting.currencyCode,
    defaultCreditDays: setting.defaultCreditDays,
    defaultVacationMoneyPercentage: setting.defaultVacationMoneyPercentage,
    defaultSubUnitId: relation.subUnitId ?? null,
    defaultOccupationCode: relation.occupationCode ?? null,
    defaultEmploymentType: relation.employmentType,
    defaultDurationType: relation.durationType,
    defaultShiftType: relation.shiftType,
    defaultHoursEveryWeekWithFullEmployment: relation.hoursEveryWeekWithFullEmployment,
    defaultEmploymentPercentage: relation.employmentPercentage,
    municipalityNumber: setting.municipality?.number ?? null,
    startingPaycheckNumber: setting.startingPaycheckNumber,
    halfTaxMonth: setting.halfTaxMonth,
  };
}

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function toPaycheckSettingInput(values: PaycheckSettingFormValues): SaveUnitPaycheckSettingInput {
  return {
    altinnSystemUserName: blankToNull(values.altinnSystemUserName),
    // Only a newly typed password is sent; nothing sent keeps the stored one.
    altinnSystemPassword: values.altinnSystemPassword || null,
    clearAltinnSystemPassword: values.clearAltinnSystemPassword,
    calculationForTax: values.calculationForTax as TaxCalculationMode,
    currencyCode: values.currencyCode,
    defaultCreditDays: Number(values.defaultCreditDays),
    defaultVacationMoneyPercentage: values.defaultVacationMoneyPercentage ?? '',
    defaultSubUnitId: values.defaultSubUnitId || null,
    defaultOccupationCode: values.defaultOccupationCode || null,
    defaultEmploymentType: values.defaultEmploymentType as EmploymentType,
    defaultDurationType: values.defaultDurationType as DurationType,
    defaultShiftType: values.defaultShiftType as ShiftType,
    defaultHoursEveryWeekWithFullEmployment: values.defaultHoursEveryWeekWithFullEmployment ?? '',
    defaultEmploymentPercentage: values.defaultEmploymentPercentage ?? '',
    municipalityNumber: values.municipalityNumber || null,
    startingPaycheckNumber: values.startingPaycheckNumber.trim(),
    halfTaxMonth: values.halfTaxMonth as HalfTaxMonth,
  };
}
