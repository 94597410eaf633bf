import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  fieldProblems,
  normalizeSubUnit,
  SUB_UNIT_RULES,
  SUB_UNIT_SERVER_TYPES,
  type EmployerTaxZone,
  type FieldProblem,
  type SubUnitValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, orTaken, recordExists } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { units } from '../../db/schema.js';
import { departments } from '../departments/tables.js';
import { registeredZones } from '../municipalities/service.js';
import { subUnits } from './tables.js';

/** A sub-unit as the service answers it; its department is read through the request's loaders. */
export type SubUnitRow = typeof subUnits.$inferSelect;
export type SubUnitInput = {
  name: string;
  organizationNumber: string;
  departmentId?: string | null;
  municipalityNumber?: string | null;
  employerTaxZone?: string | null;
};
export const SUB_UNIT_ORDER_BY = ['name', 'organization_number'] as const;
export type SubUnitOrderBy = (typeof SUB_UNIT_ORDER_BY)[number];
export type SubUnitFilters = { name?: string | null; organizationNumber?: string | null };

const MODEL = 'subUnit';
/** The refusal of the company's own organisation number on a sub-unit (the web words it). */
const COMPANY_NUMBER_TYPE = 'invalid';

/** The input as stored, with the register's zones of its municipality (null: the register has no such one). */
async function clean(tx: Tx, input: SubUnitInput): Promise<{ values: SubUnitValues; zones: string[] | null }> {
  const municipalityNumber = input.municipalityNumber?.trim() || null;
  const zones = municipalityNumber ? await registeredZones(tx, municipalityNumber) : [];
  const values = normalizeSubUnit(
    {
      name: input.name,
      organizationNumber: input.organizationNumber,
      departmentId: input.departmentId ?? null,
      municipalityNumber,
      employerTaxZone: input.employerTaxZone ?? null,
    },
    zones ?? [],
  );
  return { values, zones };
}

const orderColumns: Record<SubUnitOrderBy, SQL | AnyPgColumn> = {
  name: lowerOf(subUnits.name),
  organization_number: subUnits.organizationNumber,
};

/**
 * The rule map (with the zone a split municipality needs), then the unit's own department, a
 * municipality of the register, and a unique organisation number that is not the company's own (a
 * sub-unit, virksomhet, is registered with a number of its own), all refused at once.
 */
async function check(
  tx: Tx,
  actor: Actor,
  { values, zones }: { values: SubUnitValues; zones: string[] | null },
  exceptId?: string,
): Promise<void> {
  const problems: FieldProblem[] = fieldProblems(
    { ...values, municipalityZones: zones ?? [] },
    SUB_UNIT_RULES,
    SUB_UNIT_SERVER_TYPES,
  );
  if (
    values.departmentId &&
    !(await recordExists(tx, departments, values.departmentId, eq(departments.unitId, actor.unitId)))
  )
    problems.push({ attribute: 'departmentId', type: 'invalid' });
  if (values.municipalityNumber && zones === null) problems.push({ attribute: 'municipalityNumber', type: 'invalid' });
  if (!problems.some((problem) => problem.attribute === 'organizationNumber')) {
    const [company] = await tx
      .select({ organizationNumber: units.organizationNumber })
      .from(units)
      .where(eq(units.id, actor.unitId));
    if (company?.organizationNumber === values.organizationNumber)
      problems.push({ attribute: 'organizationNumber', type: COMPANY_NUMBER_TYPE });
  }
  if (!problems.some((problem) => problem.attribute === 'organizationNumber')) {
    const same = await tx
      .select({ id: subUnits.id })
      .from(subUnits)
      .where(
        and(
          eq(subUnits.unitId, actor.unitId),
          eq(subUnits.organizationNumber, values.organizationNumber),
          exceptId ? ne(subUnits.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (same.length > 0) problems.push({ attribute: 'organizationNumber', type: 'taken' });
  }
  refuseInvalid(MODEL, problems);
}

const audited = (values: SubUnitValues) => ({ ...values });
/** The checked values as columns: a zone that passed the rules is one of the register's. */
const columnsOf = (values: SubUnitValues) => ({
  ...values,
  employerTaxZone: values.employerTaxZone as EmployerTaxZone | null,
});

/** Sub-units (underenheter) of a unit. */
export const subUnitService = {
  async list(tx: Tx, request: ListRequest<SubUnitOrderBy, SubUnitFilters>): Promise<Page<SubUnitRow>> {
    return selectPage(tx, subUnits, {
      where: and(
        containsText(subUnits.name, request.filters.name),
        containsText(subUnits.organizationNumber, request.filters.organizationNumber?.replace(/\s/g, '')),
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
  },

  find(tx: Tx, id: string): Promise<SubUnitRow> {
    return findOwn(tx, subUnits, id, MODEL);
  },

  async create(tx: Tx, actor: Actor, input: SubUnitInput): Promise<SubUnitRow> {
    const cleaned = await clean(tx, input);
    const { values } = cleaned;
    await check(tx, actor, cleaned);
    const [created] = await orTaken(MODEL, 'organizationNumber', () =>
      tx
        .insert(subUnits)
        .values({ ...columnsOf(values), unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
        .returning(),
    );
    await recordAudit(tx, actor, 'create', MODEL, created!.id, audited(values));
    return subUnitService.find(tx, created!.id);
  },

  async update(tx: Tx, actor: Actor, id: string, input: SubUnitInput): Promise<SubUnitRow> {
    await findOwn(tx, subUnits, id, MODEL);
    const cleaned = await clean(tx, input);
    const { values } = cleaned;
    await check(tx, actor, cleaned, id);
    await orTaken(MODEL, 'organizationNumber', () =>
      tx
        .update(subUnits)
        .set({ ...columnsOf(values), updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(subUnits.id, id)),
    );
    await recordAudit(tx, actor, 'update', MODEL, id, audited(values));
    return subUnitService.find(tx, id);
  },

  /** Refused (in_use) while a work relation names the sub-unit. */
  async remove(tx: Tx, actor: Actor, id: string): Promise<SubUnitRow> {
    const existing = await subUnitService.find(tx, id);
    await deleteOrRefuseInUse(MODEL, () => tx.delete(subUnits).where(eq(subUnits.id, id)));
    await recordAudit(tx, actor, 'delete', MODEL, id, { name: existing.name });
    return existing;
  },
};
