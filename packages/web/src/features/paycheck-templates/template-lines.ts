import {
  DECIMAL_KINDS,
  paycheckTemplateLineRuleMap,
  templateLineSum,
  type PaycheckTemplateLineValues,
} from '@fjord/domain';
import type { PaycheckTemplateFieldsFragment, PaycheckTemplateLineInput } from '../../gql/graphql';
import { formatAmount } from '../../ui/inputs';
import { toZodSchema } from '../../ui/validation';

/** Each figure can be typed with as many decimals as its column keeps. */
export const FIGURE_DECIMALS = {
  quantity: DECIMAL_KINDS.quantity.scale,
  rate: DECIMAL_KINDS.unitPrice.scale,
  sum: DECIMAL_KINDS.amount.scale,
} as const;

export type TemplateLineFormValues = PaycheckTemplateLineValues & { id: string | null };
export type TemplateFormValues = { lines: TemplateLineFormValues[] };
type SavedLine = PaycheckTemplateFieldsFragment['lines'][number];

/** A figure for reading ("48 500,00"); empty when there is none. */
export const formatFigure = (value: string | null | undefined, locale: string) =>
  value ? formatAmount(value, locale, true) : '';

export const newTemplateLine = (): TemplateLineFormValues => ({
  id: null,
  mainTemplateId: null,
  description: null,
  quantity: null,
  rate: null,
  sum: null,
  carId: null,
  projectId: null,
  departmentId: null,
});

export function templateFormValues(lines: readonly SavedLine[]): TemplateFormValues {
  return {
    lines: lines.map((line) => ({
      id: line.id,
      mainTemplateId: line.mainTemplate.id,
      description: line.description ?? null,
      quantity: line.quantity ?? null,
      rate: line.rate ?? null,
      sum: line.sum ?? null,
      carId: line.car?.id ?? null,
      projectId: line.project?.id ?? null,
      departmentId: line.department?.id ?? null,
    })),
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The whole list for savePaycheckTemplate; the sum is quantity × rate when both are set. */
export function templateLinesInput(values: TemplateFormValues): PaycheckTemplateLineInput[] {
  return values.lines.map((line) => ({
    ...(line.id ? { id: line.id } : {}),
    mainTemplateId: line.mainTemplateId ?? '',
    description: blankToNull(line.description),
    quantity: blankToNull(line.quantity),
    rate: blankToNull(line.rate),
    sum: templateLineSum(line),
    carId: line.carId || null,
    projectId: line.projectId || null,
    departmentId: line.departmentId || null,
  }));
}

/** The domain's line rules for as many lines as the form has, each on its own field. */
export function templateSchema(simplified = false) {
  return toZodSchema<TemplateFormValues>((values) =>
    paycheckTemplateLineRuleMap(values.lines?.length ?? 0, { simplified }),
  );
}
