import { z } from 'zod/mini';
import { EMPLOYEE_DEFAULTS, EMPLOYEE_RULES, employeeProblems, type EmployeeValues } from '@fjord/domain';
import type { EmployeeInput, EmployeeQuery } from '../../gql/graphql';
import { encodeServerValidation } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';

export type Employee = NonNullable<EmployeeQuery['employee']>;
export type EmployeeFormValues = EmployeeValues;

/** An empty form; vacation money and credit days start from the unit's defaults. */
export function newEmployeeValues(defaults?: {
  vacationMoneyPercentage: string;
  creditDays: number;
}): EmployeeFormValues {
  return {
    firstName: '',
    lastName: '',
    email: null,
    address: '',
    zip: '',
    city: '',
    postbox: null,
    postboxZip: null,
    postboxCity: null,
    countryCode: 'NO',
    phone: null,
    phoneCountry: 'NO',
    birthDate: '',
    birthDateMismatchReason: null,
    bban: null,
    iban: null,
    swift: null,
    vacationMoneyPercentage: defaults?.vacationMoneyPercentage ?? EMPLOYEE_DEFAULTS.vacationMoneyPercentage,
    creditDays: defaults?.creditDays ?? EMPLOYEE_DEFAULTS.creditDays,
    socialSecurityNumber: null,
    temporarySocialSecurityNumber: null,
  };
}

export function employeeFormValues(employee: Employee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email ?? null,
    address: employee.address,
    zip: employee.zip,
    city: employee.city,
    postbox: employee.postbox ?? null,
    postboxZip: employee.postboxZip ?? null,
    postboxCity: employee.postboxCity ?? null,
    countryCode: employee.countryCode,
    phone: employee.phone ?? null,
    phoneCountry: employee.phoneCountry ?? null,
    birthDate: employee.birthDate,
    birthDateMismatchReason: employee.birthDateMismatchReason ?? null,
    bban: employee.bban ?? null,
    iban: employee.iban ?? null,
    swift: employee.swift ?? null,
    vacationMoneyPercentage: employee.vacationMoneyPercentage,
    creditDays: employee.creditDays,
    socialSecurityNumber: employee.socialSecurityNumber ?? null,
    temporarySocialSecurityNumber: employee.temporarySocialSecurityNumber ?? null,
  };
}

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function employeeInput(values: EmployeeFormValues): EmployeeInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: blankToNull(values.email),
    address: values.address.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    postbox: blankToNull(values.postbox),
    postboxZip: blankToNull(values.postboxZip),
    postboxCity: blankToNull(values.postboxCity),
    countryCode: values.countryCode,
    phone: blankToNull(values.phone),
    phoneCountry: blankToNull(values.phone) ? values.phoneCountry : null,
    birthDate: values.birthDate,
    birthDateMismatchReason: blankToNull(values.birthDateMismatchReason),
    bban: blankToNull(values.bban),
    iban: blankToNull(values.iban),
    swift: blankToNull(values.swift),
    vacationMoneyPercentage: values.vacationMoneyPercentage,
    creditDays: values.creditDays,
    socialSecurityNumber: blankToNull(values.socialSecurityNumber),
    temporarySocialSecurityNumber: blankToNull(values.temporarySocialSecurityNumber),
  };
}

/** The problems the rule map cannot word: checked by employeeProblems and worded as the server words them. */
const SERVER_WORDED = ['checksum_invalid', 'iban_mismatch', 'does_not_match_ssn', 'does_not_match_tssn'];

/**
 * The domain's rule map, except that a personal number's check digits, a birth date that differs
 * from the number and an IBAN of another account are checked by employeeProblems (as on the
 * server) and shown in the server's words ("Fødselsnummer har feil kontrollsiffer").
 */
const { socialSecurityNumber, ...otherRules } = EMPLOYEE_RULES;
const FORM_RULES = { ...otherRules, socialSecurityNumber: socialSecurityNumber.slice(0, -1) };

export const employeeSchema = toZodSchema<EmployeeFormValues>(FORM_RULES).check(
  z.superRefine((values, issues) => {
    for (const problem of employeeProblems(values)) {
      if (!SERVER_WORDED.includes(problem.type)) continue;
      issues.addIssue({
        code: 'custom',
        path: [problem.attribute],
        message: encodeServerValidation({ model: 'employee', ...problem }),
      });
    }
  }),
);
