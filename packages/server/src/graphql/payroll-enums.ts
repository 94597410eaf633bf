import { DURATION_TYPES, EMPLOYMENT_TYPES, HALF_TAX_MONTHS, SHIFT_TYPES, TAX_CALCULATION_MODES } from '@fjord/domain';
import { builder } from './builder.js';

/**
 * The payroll enumerations several modules expose — the default work relation of the
 * paycheck settings and every work relation — defined once here, since a GraphQL type name can be
 * registered only once. Values are the a-melding code-list values.
 */
export const EmploymentTypeEnum = builder.enumType('EmploymentType', {
  description: 'arbeidsforholdstype: the kind of employment of a work relation',
  values: EMPLOYMENT_TYPES,
});

export const DurationTypeEnum = builder.enumType('DurationType', {
  description: 'ansettelsesform: permanent or temporary, and whether hired out',
  values: DURATION_TYPES,
});

export const ShiftTypeEnum = builder.enumType('ShiftType', {
  description: 'arbeidstidsordning: the working-hours arrangement',
  values: SHIFT_TYPES,
});

export const TaxCalculationModeEnum = builder.enumType('TaxCalculationMode', {
  description: "How a paycheck's withholding is found: from the tax card (AUTOMATIC) or typed by the user (MANUAL)",
  values: TAX_CALCULATION_MODES,
});

export const HalfTaxMonthEnum = builder.enumType('HalfTaxMonth', {
  description: 'The month monthly pay gets half tax (table and percentage cards)',
  values: HALF_TAX_MONTHS,
});
