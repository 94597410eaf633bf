import {
  isoDateParts,
  isVacationPayWithholdingFree,
  paycheckLineFlagProblems,
  paycheckLineProblems,
  paycheckLineTreatment,
  roundMoney,
  templateLineSum,
  toMoney,
  type BenefitKind,
  type FieldProblem,
  type PayCode,
  type PaycheckLineCalculationType,
  type PaycheckLineWithholding,
  type PaycheckTaxCard,
} from '@fjord/domain';
import type { MainTemplateRow, PaycheckReads } from './reads.js';

export type { MainTemplateRow };

/** A paycheck line as the input gives it; the flags only on advanced paychecks. */
export type PaycheckLineInput = {
  mainTemplateId?: string | null;
  description?: string | null;
  quantity?: string | null;
  rate?: string | null;
  sum?: string | null;
  carId?: string | null;
  projectId?: string | null;
  departmentId?: string | null;
  altinnFordel?: string | null;
  payCode?: string | null;
  calculationType?: string | null;
  withholding?: PaycheckLineWithholding | null;
  employerTax?: boolean | null;
  vacationPayBasis?: boolean | null;
  altinn?: boolean | null;
  taxDeduction?: boolean | null;
  garnishment?: boolean | null;
};

/** A line as it will be stored (without the paycheck's keys). */
export type PlannedLine = {
  mainTemplateId: string | null;
  templateNumber: number | null;
  description: string;
  altinnFordel: BenefitKind | null;
  payCode: PayCode | null;
  quantity: string | null;
  rate: string | null;
  sum: string;
  carId: string | null;
  projectId: string | null;
  departmentId: string | null;
  calculationType: PaycheckLineCalculationType;
  withholding: PaycheckLineWithholding;
  employerTax: boolean;
  vacationPayBasis: boolean;
  altinn: boolean;
  taxDeduction: boolean;
  garnishment: boolean;
};

/**
 * What a line's treatment depends on besides its codes: whether vacation pay paid on this date at this
 * percentage is out of table withholding (paid in the vacation year), and the card (only a table card
 * leaves it unwithheld).
 */
export type LineContext = { paidDate: string; vacationPayPercentage: string; cardMethod: PaycheckTaxCard['method'] };

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * A line's sum: quantity × rate to øre when both are given, else the sum typed, else 0. A template that
 * does not calculate positive (a deduction such as the holiday deduction) always gives a negative sum.
 */
function lineSum(figures: { quantity: string | null; rate: string | null; sum: string | null }, positive: boolean) {
  const sum = roundMoney(toMoney(templateLineSum(figures) ?? '0'));
  return (positive ? sum : sum.abs().negated()).toFixed(2);
}

function treatmentOf(kind: BenefitKind | null, payCode: PayCode | null, context: LineContext) {
  const vacationPayWithholdingFree = isVacationPayWithholdingFree({
    percentage: context.vacationPayPercentage,
    earningYear: isoDateParts(context.paidDate).year - 1,
    payDate: context.paidDate,
  });
  return paycheckLineTreatment(kind, payCode, { vacationPayWithholdingFree, card: context.cardMethod });
}

export function fromTemplate(
  template: MainTemplateRow,
  figures: { description: string | null; quantity: string | null; rate: string | null; sum: string | null },
  dimensions: { carId: string | null; projectId: string | null; departmentId: string | null },
  context: LineContext,
): PlannedLine {
  const quantity = figures.quantity ?? template.quantity;
  const rate = figures.rate ?? template.rate;
  return {
    mainTemplateId: template.id,
    templateNumber: template.number,
    description: figures.description ?? template.description,
    altinnFordel: template.altinnFordel,
    payCode: template.payCode,
    quantity,
    rate,
    sum: lineSum({ quantity, rate, sum: figures.sum ?? template.sum }, template.calculatePositive),
    ...dimensions,
    calculationType: template.calculationType,
    ...treatmentOf(template.altinnFordel, template.payCode, context),
    altinn: template.altinnFordel !== null,
    taxDeduction: false,
    garnishment: false,
  };
}

/**
 * A new paycheck's lines: the company template's, then the work relation's, of active main templates,
 * each by position.
 */
export async function linesFromTemplates(
  reads: PaycheckReads,
  workRelationId: string,
  context: LineContext,
): Promise<PlannedLine[]> {
  const rows = await reads.templateLines(workRelationId);
  return rows.map(({ line, template }) =>
    fromTemplate(
      template,
      { description: line.description, quantity: line.quantity, rate: line.rate, sum: line.sum },
      { carId: line.carId, projectId: line.projectId, departmentId: line.departmentId },
      context,
    ),
  );
}

export const lineAttribute = (index: number, field: string) => `lines.${index}.${field}`;

/**
 * The input's lines as they will be stored, or the problems that refuse them (named `lines.<i>.<field>`).
 * An ordinary line takes its codes and treatment from its main template; an advanced line may set its
 * own (a template, when named, gives the defaults).
 */
export async function planLines(
  reads: PaycheckReads,
  inputs: readonly PaycheckLineInput[],
  advanced: boolean,
  context: LineContext,
): Promise<{ lines: PlannedLine[]; problems: FieldProblem[] }> {
  const problems: FieldProblem[] = [];
  const templateIds = [...new Set(inputs.map((line) => text(line.mainTemplateId)).filter((id): id is string => !!id))];
  const templates = templateIds.length ? await reads.mainTemplates(templateIds) : [];
  const lines: PlannedLine[] = [];
  for (const [index, input] of inputs.entries()) {
    const values = {
      mainTemplateId: text(input.mainTemplateId),
      description: text(input.description),
      quantity: text(input.quantity),
      rate: text(input.rate),
      sum: text(input.sum),
      altinnFordel: text(input.altinnFordel),
      payCode: text(input.payCode),
      calculationType: text(input.calculationType),
      withholding: text(input.withholding),
    };
    const own = paycheckLineProblems(values, advanced).map((problem) => ({
      ...problem,
      attribute: lineAttribute(index, problem.attribute),
    }));
    const template = values.mainTemplateId ? templates.find((row) => row.id === values.mainTemplateId) : undefined;
    if (values.mainTemplateId && !template)
      own.push({ attribute: lineAttribute(index, 'mainTemplateId'), type: 'invalid' });
    for (const [field, table] of [
      ['carId', 'cars'],
      ['projectId', 'projects'],
      ['departmentId', 'departments'],
    ] as const) {
      const id = text(input[field]);
      if (id && !(await reads.exists(table, id))) own.push({ attribute: lineAttribute(index, field), type: 'invalid' });
    }
    if (own.length > 0) {
      problems.push(...own);
      continue;
    }
    const dimensions = {
      carId: text(input.carId),
      projectId: text(input.projectId),
      departmentId: text(input.departmentId),
    };
    const base = template
      ? fromTemplate(template, values, dimensions, context)
      : {
          mainTemplateId: null,
          templateNumber: null,
          description: values.description ?? '',
          altinnFordel: values.altinnFordel as BenefitKind | null,
          payCode: values.payCode as PayCode | null,
          quantity: values.quantity,
          rate: values.rate,
          sum: lineSum(values, true),
          ...dimensions,
          calculationType: 'CASHEDOUT' as const,
          ...treatmentOf(values.altinnFordel as BenefitKind | null, values.payCode as PayCode | null, context),
          altinn: values.altinnFordel !== null,
          taxDeduction: false,
          garnishment: false,
        };
    const line: PlannedLine = advanced
      ? {
          ...base,
          altinnFordel: (values.altinnFordel as BenefitKind | null) ?? base.altinnFordel,
          payCode: (values.payCode as PayCode | null) ?? base.payCode,
          calculationType: (values.calculationType as PaycheckLineCalculationType | null) ?? base.calculationType,
          withholding: input.withholding ?? base.withholding,
          employerTax: input.employerTax ?? base.employerTax,
          vacationPayBasis: input.vacationPayBasis ?? base.vacationPayBasis,
          altinn: input.altinn ?? base.altinn,
          taxDeduction: input.taxDeduction ?? false,
          garnishment: input.garnishment ?? false,
          // A free line's sign is the one typed.
          sum: template ? base.sum : lineSum(values, true),
        }
      : base;
    const flags = paycheckLineFlagProblems(line).map((problem) => ({
      ...problem,
      attribute: lineAttribute(index, problem.attribute),
    }));
    if (flags.length > 0) problems.push(...flags);
    else lines.push(line);
  }
  return { lines, problems };
}
