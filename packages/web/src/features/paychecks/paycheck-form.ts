import { z } from 'zod/mini';
import {
  BENEFIT_KINDS,
  PAY_CODES,
  PAYCHECK_LINE_CALCULATION_TYPES,
  PAYCHECK_TEMPLATE_DESCRIPTION_MAX,
  paycheckTemplateLineRuleMap,
  rules,
  templateLineSum,
  type PaycheckLineCalculationType,
  type Rule,
  type RuleContext,
} from '@fjord/domain';
import type {
  PaycheckFieldsFragment,
  PaycheckInput,
  PaycheckLineInput,
  PaycheckLineWithholding,
} from '../../gql/graphql';
import { encodeServerValidation } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';

/** A paycheck as PaycheckDocument reads it. */
export type SavedPaycheck = PaycheckFieldsFragment;
type SavedLine = SavedPaycheck['lines'][number];

export const PAYCHECK_LINE_WITHHOLDINGS = ['TABLE', 'PERCENTAGE', 'NONE'] as const satisfies PaycheckLineWithholding[];
export const PAYCHECK_COMMENT_MAX = 1000;
/** A manual number (below the series' start number), as the settings' start number may be: "L-1000". */
export const PAYCHECK_NUMBER_MAX = 20;

/**
 * How a line counts, set by hand only on an advanced paycheck (canCreateAdvancedPaychecks);
 * otherwise the server takes them from the line's pay line (main template).
 */
export type PaycheckLineFlags = {
  altinnFordel: string | null;
  payCode: string | null;
  calculationType: PaycheckLineCalculationType;
  withholding: PaycheckLineWithholding;
  employerTax: boolean;
  vacationPayBasis: boolean;
  altinn: boolean;
  taxDeduction: boolean;
  garnishment: boolean;
};

/** One line of the paycheck editor; the sum is quantity × rate when both are given. */
export type PaycheckLineFormValues = PaycheckLineFlags & {
  mainTemplateId: string | null;
  description: string | null;
  quantity: string | null;
  rate: string | null;
  sum: string | null;
  carId: string | null;
  projectId: string | null;
  departmentId: string | null;
};

export type PrepaymentFormValues = { paymentDate: string | null; amount: string | null };

export type PaycheckFormValues = {
  paidDate: string | null;
  comment: string;
  internalComment: string;
  advancedMode: boolean;
  /** Advanced: the withholding is typed (taxDeduction) instead of found from the tax card. */
  manualTax: boolean;
  taxDeduction: string | null;
  lines: PaycheckLineFormValues[];
  prepayments: PrepaymentFormValues[];
};

/**
 * What a new line of an advanced paycheck starts with: an ordinary paid-out wage line. (The pay
 * lines do not expose their flags, so a line of an ordinary paycheck leaves them to the server.)
 */
export const DEFAULT_LINE_FLAGS: PaycheckLineFlags = {
  altinnFordel: null,
  payCode: null,
  calculationType: 'CASHEDOUT',
  withholding: 'TABLE',
  employerTax: true,
  vacationPayBasis: true,
  altinn: true,
  taxDeduction: false,
  garnishment: false,
};

/** The fields of a line that only the advanced settings show. */
export const LINE_FLAG_FIELDS = Object.keys(DEFAULT_LINE_FLAGS) as (keyof PaycheckLineFlags)[];

export const newPaycheckLine = (): PaycheckLineFormValues => ({
  mainTemplateId: null,
  description: null,
  quantity: null,
  rate: null,
  sum: null,
  carId: null,
  projectId: null,
  departmentId: null,
  ...DEFAULT_LINE_FLAGS,
});

export const newPrepayment = (paymentDate: string | null): PrepaymentFormValues => ({ paymentDate, amount: null });

const isCalculationType = (value: string): value is PaycheckLineCalculationType =>
  (PAYCHECK_LINE_CALCULATION_TYPES as readonly string[]).includes(value);

function lineFormValues(line: SavedLine): PaycheckLineFormValues {
  return {
    mainTemplateId: line.mainTemplateId ?? null,
    description: line.description || null,
    quantity: line.quantity ?? null,
    rate: line.rate ?? null,
    sum: line.sum,
    carId: line.carId ?? null,
    projectId: line.projectId ?? null,
    departmentId: line.departmentId ?? null,
    altinnFordel: line.altinnFordel ?? null,
    payCode: line.payCode ?? null,
    calculationType: isCalculationType(line.calculationType) ? line.calculationType : 'CASHEDOUT',
    withholding: line.withholding,
    employerTax: line.employerTax,
    vacationPayBasis: line.vacationPayBasis,
    altinn: line.altinn,
    taxDeduction: line.taxDeduction,
    garnishment: line.garnishment,
  };
}

export function paycheckFormValues(paycheck: SavedPaycheck): PaycheckFormValues {
  return {
    paidDate: paycheck.paidDate,
    comment: paycheck.comment ?? '',
    internalComment: paycheck.internalComment ?? '',
    advancedMode: paycheck.advancedMode,
    manualTax: paycheck.manualTax,
    taxDeduction: paycheck.manualTax ? paycheck.taxDeduction : null,
    lines: [...paycheck.lines].sort((a, b) => a.position - b.position).map(lineFormValues),
    prepayments: paycheck.prepayments.map((prepayment) => ({
      paymentDate: prepayment.paymentDate,
      amount: prepayment.amount,
    })),
  };
}

/** A line's sum: quantity × rate when both are given, else the sum typed (exact decimals, never floats). */
export const paycheckLineSum = (line: Pick<PaycheckLineFormValues, 'quantity' | 'rate' | 'sum'>) =>
  templateLineSum(line);

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function lineInput(line: PaycheckLineFormValues, advanced: boolean): PaycheckLineInput {
  const common: PaycheckLineInput = {
    mainTemplateId: line.mainTemplateId || null,
    description: blankToNull(line.description),
    quantity: blankToNull(line.quantity),
    rate: blankToNull(line.rate),
    sum: paycheckLineSum(line),
    carId: line.carId || null,
    projectId: line.projectId || null,
    departmentId: line.departmentId || null,
  };
  if (!advanced) return common;
  return {
    ...common,
    altinnFordel: line.altinnFordel || null,
    payCode: line.payCode || null,
    calculationType: line.calculationType,
    withholding: line.withholding,
    employerTax: line.employerTax,
    vacationPayBasis: line.vacationPayBasis,
    altinn: line.altinn,
    taxDeduction: line.taxDeduction,
    garnishment: line.garnishment,
  };
}

/**
 * The whole paycheck for updatePaycheck: its work relation and period stay, the lines and
 * prepayments are sent as a whole list (in their order). The advanced flags and a typed withholding
 * go only with an advanced paycheck.
 */
export function paycheckInput(values: PaycheckFormValues, saved: SavedPaycheck): PaycheckInput {
  const advanced = values.advancedMode;
  return {
    workRelationId: saved.workRelationId,
    periodId: saved.periodId,
    paidDate: values.paidDate,
    comment: blankToNull(values.comment),
    internalComment: blankToNull(values.internalComment),
    advancedMode: advanced,
    lines: values.lines.map((line) => lineInput(line, advanced)),
    prepayments: values.prepayments.map((prepayment) => ({
      paymentDate: prepayment.paymentDate ?? '',
      amount: prepayment.amount ?? '',
    })),
    taxDeduction: advanced && values.manualTax ? blankToNull(values.taxDeduction) : null,
  };
}

const isAdvanced = (context: RuleContext) => context.values?.advancedMode === true;
type RuleMap = Record<string, readonly Rule[]>;

/**
 * The rules of the paycheck form, kept small on the client (the server checks everything): a pay
 * line on every line unless the paycheck is advanced, a description on a line without one, the
 * figures as their columns keep them (the template lines' rules), a sum where quantity × rate
 * gives none, and each prepayment's date and amount.
 */
function paycheckRules(values: PaycheckFormValues): RuleMap {
  const lines = values.lines ?? [];
  const map: RuleMap = {
    ...paycheckTemplateLineRuleMap(lines.length, { simplified: true }),
    paidDate: [rules.required(), rules.date()],
    comment: [rules.max(PAYCHECK_COMMENT_MAX)],
    internalComment: [rules.max(PAYCHECK_COMMENT_MAX)],
    taxDeduction: [
      rules.requiredWhen((context) => isAdvanced(context) && context.values?.manualTax === true),
      rules.number(),
      rules.amount(),
      rules.nonNegative(),
    ],
  };
  lines.forEach((line, index) => {
    const withoutTemplate = !line?.mainTemplateId;
    map[`lines.${index}.mainTemplateId`] = [rules.requiredWhen((context) => !isAdvanced(context))];
    map[`lines.${index}.description`] = [
      rules.requiredWhen(() => withoutTemplate),
      rules.max(PAYCHECK_TEMPLATE_DESCRIPTION_MAX),
    ];
    const figuresGiveSum = !!line?.quantity?.trim() && !!line?.rate?.trim();
    map[`lines.${index}.sum`] = [...(map[`lines.${index}.sum`] ?? []), rules.presentWhen(() => !figuresGiveSum)];
    map[`lines.${index}.altinnFordel`] = [rules.oneOf(BENEFIT_KINDS)];
    map[`lines.${index}.payCode`] = [rules.oneOf(PAY_CODES)];
  });
  (values.prepayments ?? []).forEach((_, index) => {
    map[`prepayments.${index}.paymentDate`] = [rules.required(), rules.date()];
    map[`prepayments.${index}.amount`] = [rules.required(), rules.number(), rules.amount(), rules.positive()];
  });
  return map;
}

/**
 * Flags that exclude each other on one line, with the server's own texts: a tax deduction line or
 * a garnishment is not an a-melding income line.
 */
export type LineFlagConflict = { index: number; type: 'tax_and_altinn' | 'garnishment_and_altinn' };

export function lineFlagConflicts(
  lines: readonly Pick<PaycheckLineFlags, 'altinn' | 'taxDeduction' | 'garnishment'>[],
): LineFlagConflict[] {
  return lines.flatMap((line, index): LineFlagConflict[] => {
    if (!line?.altinn) return [];
    if (line.taxDeduction) return [{ index, type: 'tax_and_altinn' }];
    if (line.garnishment) return [{ index, type: 'garnishment_and_altinn' }];
    return [];
  });
}

const ruleSchema = toZodSchema<PaycheckFormValues>(paycheckRules);

export const paycheckSchema = ruleSchema.check(
  z.superRefine((values, issues) => {
    for (const conflict of lineFlagConflicts(values.lines ?? []))
      issues.addIssue({
        code: 'custom',
        path: ['lines', conflict.index, 'altinn'],
        message: encodeServerValidation({
          model: 'paycheck',
          attribute: `lines.${conflict.index}.altinn`,
          type: conflict.type,
        }),
      });
  }),
);

/** /paychecks/new: whose paycheck, which period, and optionally the paid date and a manual number. */
export type NewPaycheckFormValues = {
  employeeId: string | null;
  /** The chosen employee's name, for the autocomplete (a prefilled one is not among its options). */
  employeeName: string;
  workRelationId: string | null;
  periodId: string | null;
  paidDate: string | null;
  advancedMode: boolean;
  number: string;
};

export const newPaycheckSchema = toZodSchema<NewPaycheckFormValues>({
  employeeId: [rules.required()],
  workRelationId: [rules.required()],
  periodId: [rules.required()],
  paidDate: [rules.date()],
  number: [rules.max(PAYCHECK_NUMBER_MAX)],
});

/** createPaycheck's input: no lines, so the server takes them from the company's and the relation's templates. */
export function newPaycheckInput(values: NewPaycheckFormValues): PaycheckInput {
  return {
    workRelationId: values.workRelationId ?? '',
    periodId: values.periodId ?? '',
    paidDate: values.paidDate || null,
    ...(values.advancedMode ? { advancedMode: true, number: blankToNull(values.number) } : {}),
  };
}
