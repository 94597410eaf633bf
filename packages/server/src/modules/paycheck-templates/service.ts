import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  fieldProblems,
  MAIN_PAYCHECK_LINE_TEMPLATE_RULES,
  type BenefitKind,
  type MainPaycheckLineTemplateValues,
  type PayCode,
  type PaycheckLineCalculationType,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, orTaken } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { mainPaycheckLineTemplates } from './tables.js';

export type MainTemplateRow = typeof mainPaycheckLineTemplates.$inferSelect;

/** Figures left out (undefined) keep what is stored: a caller who may not see salaries cannot wipe them. */
export type MainTemplateInput = {
  number: number;
  active?: boolean | null;
  description: string;
  altinnDescription?: string | null;
  altinnFordel?: BenefitKind | null;
  payCode?: PayCode | null;
  quantity?: string | null;
  rate?: string | null;
  sum?: string | null;
  carOverwrite?: boolean | null;
  projectOverwrite?: boolean | null;
  departmentOverwrite?: boolean | null;
  calculationType?: PaycheckLineCalculationType | null;
  calculatePositive?: boolean | null;
  editableFromEmployeePage?: boolean | null;
  /** Left out on update: unchanged. */
  accountNumber?: string | null;
};

export const MAIN_TEMPLATE_ORDER_BY = ['number', 'description'] as const;
export type MainTemplateOrderBy = (typeof MAIN_TEMPLATE_ORDER_BY)[number];
export type MainTemplateFilters = { description?: string | null; active?: boolean | null; payCode?: PayCode | null };

export const MAIN_TEMPLATE_MODEL = 'mainPaycheckLineTemplate';
const MODEL = MAIN_TEMPLATE_MODEL;

const orderColumns: Record<MainTemplateOrderBy, SQL | AnyPgColumn> = {
  number: mainPaycheckLineTemplates.number,
  description: lowerOf(mainPaycheckLineTemplates.description),
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const figure = (value: string | null | undefined, stored: string | null | undefined) =>
  value === undefined ? (stored ?? null) : blankToNull(value);

function clean(input: MainTemplateInput, stored?: MainTemplateRow): MainPaycheckLineTemplateValues {
  return {
    number: input.number,
    active: input.active ?? true,
    description: input.description.trim(),
    altinnDescription: blankToNull(input.altinnDescription),
    altinnFordel: input.altinnFordel ?? null,
    payCode: input.payCode ?? null,
    quantity: figure(input.quantity, stored?.quantity),
    rate: figure(input.rate, stored?.rate),
    sum: figure(input.sum, stored?.sum),
    carOverwrite: input.carOverwrite ?? false,
    projectOverwrite: input.projectOverwrite ?? false,
    departmentOverwrite: input.departmentOverwrite ?? false,
    calculationType: input.calculationType ?? 'CASHEDOUT',
    calculatePositive: input.calculatePositive ?? true,
    editableFromEmployeePage: input.editableFromEmployeePage ?? false,
    accountNumber:
      input.accountNumber === undefined ? (stored?.accountNumber ?? null) : blankToNull(input.accountNumber),
  };
}

type Columns = Omit<MainPaycheckLineTemplateValues, 'number'> & { number: number };

async function check(tx: Tx, values: MainPaycheckLineTemplateValues, exceptId?: string): Promise<Columns> {
  const problems = fieldProblems(values, MAIN_PAYCHECK_LINE_TEMPLATE_RULES);
  if (!problems.some((problem) => problem.attribute === 'number') && values.number !== null) {
    const same = await tx
      .select({ id: mainPaycheckLineTemplates.id })
      .from(mainPaycheckLineTemplates)
      .where(
        and(
          eq(mainPaycheckLineTemplates.number, values.number),
          exceptId ? ne(mainPaycheckLineTemplates.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (same.length > 0) problems.push({ attribute: 'number', type: 'taken' });
  }
  refuseInvalid(MODEL, problems);
  return values as Columns;
}

const auditDetails = (values: Columns) => ({
  number: values.number,
  description: values.description,
  payCode: values.payCode,
  active: values.active,
});

/**
 * The unit's main paycheck line templates: numbered pay
 * lines with how the a-melding reports them. The number may change: template lines point at the
 * record, not at its number.
 */
export const mainTemplateService = {
  list(tx: Tx, request: ListRequest<MainTemplateOrderBy, MainTemplateFilters>): Promise<Page<MainTemplateRow>> {
    const { description, active, payCode } = request.filters;
    return selectPage(tx, mainPaycheckLineTemplates, {
      where: and(
        containsText(mainPaycheckLineTemplates.description, description),
        typeof active === 'boolean' ? eq(mainPaycheckLineTemplates.active, active) : undefined,
        payCode ? eq(mainPaycheckLineTemplates.payCode, payCode) : undefined,
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
  },

  find: (tx: Tx, id: string) => findOwn(tx, mainPaycheckLineTemplates, id, MODEL),

  async create(tx: Tx, actor: Actor, input: MainTemplateInput): Promise<MainTemplateRow> {
    const values = await check(tx, clean(input));
    const [created] = await orTaken(MODEL, 'number', () =>
      tx
        .insert(mainPaycheckLineTemplates)
        .values({ ...values, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
        .returning(),
    );
    await recordAudit(tx, actor, 'create', MODEL, created!.id, auditDetails(values));
    return created!;
  },

  async update(tx: Tx, actor: Actor, id: string, input: MainTemplateInput): Promise<MainTemplateRow> {
    const stored = await findOwn(tx, mainPaycheckLineTemplates, id, MODEL);
    const values = await check(tx, clean(input, stored), id);
    const [updated] = await orTaken(MODEL, 'number', () =>
      tx
        .update(mainPaycheckLineTemplates)
        .set({ ...values, updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(mainPaycheckLineTemplates.id, id))
        .returning(),
    );
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(values));
    return updated!;
  },

  /** A template a line still uses is refused (in_use): deactivate it instead. */
  async remove(tx: Tx, actor: Actor, id: string): Promise<MainTemplateRow> {
    const existing = await findOwn(tx, mainPaycheckLineTemplates, id, MODEL);
    await deleteOrRefuseInUse(MODEL, () =>
      tx.delete(mainPaycheckLineTemplates).where(eq(mainPaycheckLineTemplates.id, id)),
    );
    await recordAudit(tx, actor, 'delete', MODEL, id, { number: existing.number, description: existing.description });
    return existing;
  },
};
