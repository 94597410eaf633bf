import { MAIN_PAYCHECK_LINE_TEMPLATE_RULES, type MainPaycheckLineTemplateValues } from '@fjord/domain';
import type { MainPaycheckLineTemplateInput, MainPaycheckLineTemplatesQuery } from '../../gql/graphql';
import { toZodSchema } from '../../ui/validation';

export type MainTemplateRow = MainPaycheckLineTemplatesQuery['mainPaycheckLineTemplates']['items'][number];
export type MainTemplateFormValues = MainPaycheckLineTemplateValues;

export const mainTemplateSchema = toZodSchema<MainTemplateFormValues>(MAIN_PAYCHECK_LINE_TEMPLATE_RULES);

export const newMainTemplateValues = (): MainTemplateFormValues => ({
  number: null,
  active: true,
  description: '',
  altinnDescription: null,
  altinnFordel: null,
  payCode: null,
  quantity: null,
  rate: null,
  sum: null,
  carOverwrite: false,
  projectOverwrite: false,
  departmentOverwrite: false,
  calculationType: 'CASHEDOUT',
  calculatePositive: true,
  editableFromEmployeePage: false,
  accountNumber: null,
});

export function mainTemplateFormValues(row: MainTemplateRow): MainTemplateFormValues {
  return {
    number: row.number,
    active: row.active,
    description: row.description,
    altinnDescription: row.altinnDescription ?? null,
    altinnFordel: row.altinnFordel ?? null,
    payCode: row.payCode ?? null,
    quantity: row.quantity ?? null,
    rate: row.rate ?? null,
    sum: row.sum ?? null,
    carOverwrite: row.carOverwrite,
    projectOverwrite: row.projectOverwrite,
    departmentOverwrite: row.departmentOverwrite,
    calculationType: row.calculationType,
    calculatePositive: row.calculatePositive,
    editableFromEmployeePage: row.editableFromEmployeePage,
    accountNumber: row.accountNumber ?? null,
  };
}

/**
 * What the server takes. Without the right to see salaries the figures are left out, so the server
 * keeps the stored ones (and does not refuse the save).
 */
export function mainTemplateInput(values: MainTemplateFormValues, withFigures: boolean): MainPaycheckLineTemplateInput {
  const blankToNull = (value: string | null) => (value?.trim() ? value.trim() : null);
  const figures = withFigures
    ? { quantity: blankToNull(values.quantity), rate: blankToNull(values.rate), sum: blankToNull(values.sum) }
    : {};
  return {
    number: Number(values.number),
    active: values.active,
    description: values.description,
    altinnDescription: blankToNull(values.altinnDescription),
    altinnFordel: values.altinnFordel,
    payCode: values.payCode,
    ...figures,
    carOverwrite: values.carOverwrite,
    projectOverwrite: values.projectOverwrite,
    departmentOverwrite: values.departmentOverwrite,
    calculationType: values.calculationType,
    calculatePositive: values.calculatePositive,
    editableFromEmployeePage: values.editableFromEmployeePage,
    accountNumber: blankToNull(values.accountNumber),
  } as MainPaycheckLineTemplateInput;
}
