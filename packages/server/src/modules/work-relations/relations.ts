import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { byKey } from '../../graphql/loaders.js';
import { employees } from '../employees/tables.js';
import { occupations } from '../occupations/tables.js';
import { leavesOf } from './leaves.js';
import type { WorkRelationRow } from './service.js';

const leavesByRelation = async (tx: Tx, _unitId: string, ids: readonly string[]) => {
  const found = await leavesOf(tx, [...ids]);
  return ids.map((id) => found.get(id)!);
};

const employeeNames = async (tx: Tx, _unitId: string, ids: readonly string[]) =>
  byKey(
    ids,
    await tx
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(inArray(employees.id, [...ids])),
    (person) => person.id,
  ).map((person, index) => ({ id: ids[index]!, name: person ? `${person.firstName} ${person.lastName}` : '' }));

/** The national occupation register, by code. */
const occupationsByCode = async (tx: Tx, _unitId: string, codes: readonly string[]) =>
  byKey(
    codes,
    await tx
      .select()
      .from(occupations)
      .where(inArray(occupations.code, [...codes])),
    (job) => job.code,
  );

/** The work relation relations' loaders of the request, each reading a whole list's relations at once. */
export const workRelationLoaders = (ctx: GraphQLContext) => ({
  leaves: ctx.loaders.get('workRelation:leaves', leavesByRelation),
  employees: ctx.loaders.get('workRelation:employees', employeeNames),
  occupations: ctx.loaders.get('workRelation:occupations', occupationsByCode),
});

/** A deleted relation's leaves were read before they went with it; other relations' come from the loader. */
export const leavesOfRelation = (ctx: GraphQLContext, row: WorkRelationRow) =>
  row.leaves ?? workRelationLoaders(ctx).leaves.load(row.id);
