import { sql, type SQL } from 'drizzle-orm';
import type { GraphQLSchema } from 'graphql';
import { flagsOfRole, ROLES, type Role } from '@fjord/domain';
import type { TestApp } from './app.js';
import { errorCode, type GraphQLResult } from './http.js';
import { rootOperations, type Access, type RootOperation } from '../graphql/access.js';
import { attributesOf, operationDocument, schemaIdPositions } from './schema-ids.js';
import { OPERATIONS, refPositions, type Kind, type OperationFixture } from './sweep-fixtures.js';

/** One id position of one operation, with the fixture that fills it (none: the sweep fails). */
export type SweepPosition = { path: string; kind: Kind | undefined };
export type SweepPlan = {
  operation: RootOperation;
  document: string;
  fixture: OperationFixture | undefined;
  positions: SweepPosition[];
}[];

/**
 * What the cross-unit sweep calls: every operation whose arguments hold an ID anywhere (found in
 * the schema), plus the keys the fixtures name that are not IDs (a municipality's number).
 */
export function crossUnitPlan(
  schema: GraphQLSchema,
  operations: Record<string, OperationFixture> = OPERATIONS,
): SweepPlan {
  const found = new Map(schemaIdPositions(schema).map(({ operation, paths }) => [operation.name, paths]));
  return schemaIdPositions(schema)
    .map(({ operation }) => operation)
    .concat(
      Object.keys(operations)
        .filter((name) => !found.has(name))
        .map((name) => operationNamed(schema, name)),
    )
    .map((operation) => {
      const fixture = operations[operation.name];
      const refs = refPositions(fixture?.variables);
      const paths = [...new Set([...(found.get(operation.name) ?? []), ...refs.map((position) => position.path)])];
      return {
        operation,
        document: operationDocument(operation),
        fixture,
        positions: paths.map((path) => ({ path, kind: refs.find((position) => position.path === path)?.kind })),
      };
    })
    .sort((a, b) => a.operation.name.localeCompare(b.operation.name));
}

/**
 * The positions of the plan that no fixture fills, each as the message the sweep fails with: a new
 * id in an argument or input cannot go unswept.
 */
export function missingFixtures(plan: SweepPlan): string[] {
  return plan.flatMap(({ operation, positions }) =>
    positions.filter((position) => !position.kind).map((position) => missingFixture(operation.name, position.path)),
  );
}

export const missingFixture = (operation: string, path: string) =>
  `add a fixture for ${operation} ${path} (what does this id refer to?)`;

function operationNamed(schema: GraphQLSchema, name: string): RootOperation {
  const operation = rootOperations(schema).find((candidate) => candidate.name === name);
  if (!operation)
    throw new Error(`the sweep fixtures name ${name}, which the schema does not have: remove its fixture`);
  return operation;
}

/** Every row of the unit in every tenant table, and the unit's own registry row. */
export type UnitSnapshot = Record<string, unknown[]>;
let tenantTables: Promise<string[]> | undefined;

export async function snapshotOf(t: TestApp, unitId: string): Promise<UnitSnapshot> {
  const { transactions } = t.app.services;
  tenantTables ??= transactions.system(async (tx) => {
    const result = (await tx.execute(
      sql`select table_name as name from information_schema.columns
          where column_name = 'unit_id' and table_schema = current_schema() order by table_name`,
    )) as unknown as { rows: { name: string }[] };
    return result.rows.map((row) => row.name);
  });
  const tables = await tenantTables;
  const parts = tables.map(
    (table) =>
      sql`${table}::text, (select coalesce(json_agg(row_to_json(r) order by r::text), '[]') from ${sql.identifier(table)} r where r.unit_id = ${unitId})`,
  );
  // A function takes at most 100 arguments: objects of 40 tables each, merged.
  const objects: SQL[] = [];
  for (let start = 0; start < parts.length; start += 40)
    objects.push(sql`jsonb_build_object(${sql.join(parts.slice(start, start + 40), sql`, `)})`);
  objects.push(sql`jsonb_build_object('units'::text, (select json_agg(u) from units u where u.id = ${unitId}))`);
  return transactions.system(async (tx) => {
    const result = (await tx.execute(sql`select (${sql.join(objects, sql` || `)})::json as snapshot`)) as unknown as {
      rows: { snapshot: UnitSnapshot | string }[];
    };
    const snapshot = result.rows[0]!.snapshot;
    return typeof snapshot === 'string' ? (JSON.parse(snapshot) as UnitSnapshot) : snapshot;
  });
}

/** The snapshot without the tables an operation changes on purpose. */
export function withoutTables(snapshot: UnitSnapshot, tables: readonly string[] = []): UnitSnapshot {
  return Object.fromEntries(Object.entries(snapshot).filter(([table]) => !tables.includes(table)));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids of the unit's records that an answer to another unit shows (the id it was given aside). */
export function leakedIds(snapshot: UnitSnapshot, answer: unknown, given: unknown): string[] {
  const own = new Set(JSON.stringify(snapshot).match(UUID) ?? []);
  const sent = new Set(JSON.stringify(given ?? null).match(UUID) ?? []);
  const shown = new Set(JSON.stringify(answer ?? null).match(UUID) ?? []);
  return [...shown].filter((id) => own.has(id) && !sent.has(id));
}

/**
 * Whether the answer refuses another unit's record at the position: NOT_FOUND, a VALIDATION
 * `invalid` on that field, or (for a list) nothing listed. Answers the reason when it does not.
 */
export function refusalProblem(
  result: GraphQLResult<Record<string, unknown>>,
  plan: { operation: RootOperation; fixture: OperationFixture | undefined },
  path: string,
): string | undefined {
  const code = errorCode(result);
  if (code === 'NOT_FOUND') return undefined;
  if (code === 'VALIDATION') {
    const expected = plan.fixture?.attributes?.[path] ?? null;
    const attributes = expected ? [expected] : attributesOf(path);
    const validations = result.body.errors![0]!.extensions?.validations ?? [];
    if (validations.some((problem) => problem.type === 'invalid' && attributes.includes(problem.attribute)))
      return undefined;
    return `VALIDATION without invalid on ${attributes.join(' or ')}: ${JSON.stringify(validations)}`;
  }
  if (!result.body.errors && plan.operation.operation === 'query') {
    const answer = result.body.data?.[plan.operation.name] as { items?: unknown[] } | unknown[] | null | undefined;
    const items = Array.isArray(answer) ? answer : answer?.items;
    if (items && items.length === 0) return undefined;
  }
  return `expected NOT_FOUND, VALIDATION invalid or an empty list, got ${JSON.stringify(result.body).slice(0, 800)}`;
}

/**
 * The role that comes closest to the declaration without meeting it (the one holding the most
 * flags), so the sweep proves the missing flag itself is what refuses; undefined when every role
 * meets it (or it names no flag).
 */
export function roleWithout(declared: Access): Role | undefined {
  if (declared.kind === 'superAdmin') return 'owner';
  if (declared.kind !== 'flags') return undefined;
  const lacks = (role: Role) => {
    const held = flagsOfRole(role);
    return declared.mode === 'all'
      ? declared.flags.some((flag) => !held.includes(flag))
      : declared.flags.every((flag) => !held.includes(flag));
  };
  return [...ROLES].filter(lacks).sort((a, b) => flagsOfRole(b).length - flagsOfRole(a).length)[0];
}
