import { describe, expect, it } from 'vitest';
import type { Role } from '@fjord/domain';
import type { TestApp } from './app.js';
import { addMember, userWithUnit, type Fixture } from './fixtures.js';
import { errorCode, gql } from './http.js';

/**
 * Hand-listed permission sweeps of a module's mutations (each by every role without the flag →
 * FORBIDDEN, nothing changed). Another unit's ids are swept for every operation by the generated
 * sweep (generated-sweeps.int.test.ts), which needs no list here.
 */
export type SweepOperation = {
  name: string;
  query: string;
  /** The variables, given the record's id (and the caller, for inputs that name their own records). */
  variables: (id: string, caller: Fixture) => Record<string, unknown>;
};

type SweepSetup = {
  /** Creates a record in the owner's unit and answers its id. */
  create: (owner: Fixture) => Promise<string>;
  /** What must not change: read as the owner, compared before and after each operation. */
  snapshot: (owner: Fixture, id: string) => Promise<unknown>;
};

/**
 * One `it` per mutation: a member whose role lacks the flag gets FORBIDDEN, before any work,
 * even for a record of their own unit.
 */
export function permissionSweep(
  t: TestApp,
  setup: SweepSetup & { role: Role },
  operations: readonly SweepOperation[],
): void {
  for (const operation of operations) {
    it(`${operation.name} without permission (${setup.role}) answers FORBIDDEN and changes nothing`, async () => {
      const owner = await userWithUnit(t);
      const id = await setup.create(owner);
      const member = await userWithUnit(t, { role: setup.role });
      await addMember(t, member.userId, owner.unitId, setup.role);
      const before = await setup.snapshot(owner, id);
      const result = await gql(t, operation.query, operation.variables(id, member), {
        token: member.token,
        unitId: owner.unitId,
      });
      expect(errorCode(result), JSON.stringify(result.body.errors)).toBe('FORBIDDEN');
      expect(await setup.snapshot(owner, id)).toEqual(before);
    });
  }
}

/** Runs an operation as the fixture's user in their own unit and fails the test on any error. */
export async function gqlOk<T = Record<string, any>>(
  t: TestApp,
  who: Fixture,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await gql<T>(t, query, variables, { token: who.token, unitId: who.unitId });
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data!;
}

/** The validations of a refused operation, for `toEqual` on {model, attribute, type}. */
export async function gqlValidations(
  t: TestApp,
  who: Fixture,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ model: string; attribute: string; type: string }[]> {
  const result = await gql(t, query, variables, { token: who.token, unitId: who.unitId });
  expect(errorCode(result), JSON.stringify(result.body)).toBe('VALIDATION');
  return (result.body.errors![0]!.extensions!.validations ?? []).map(({ model, attribute, type }) => ({
    model,
    attribute,
    type,
  }));
}

/**
 * The sweeps of a record with the standard API (DESIGN.md "API naming"): a missing or malformed
 * id → NOT_FOUND; `createThing`, `updateThing` and `deleteThing` by each role without the flag →
 * FORBIDDEN. Nothing changes in any case. Another unit's ids are the generated sweep's.
 */
export function recordSweeps(
  t: TestApp,
  config: {
    /** The GraphQL type name, e.g. Car (fields car, createCar, updateCar, deleteCar). */
    type: string;
    queries: { one: string; create: string; update: string; remove: string };
    setup: SweepSetup;
    /** A valid input for create and update. */
    input: Record<string, unknown>;
    createInput?: Record<string, unknown>;
    flag: string;
    rolesWithout: readonly Role[];
  },
): void {
  const { type, queries, setup, input } = config;
  const single = type.charAt(0).toLowerCase() + type.slice(1);
  const one = { name: single, query: queries.one, variables: (id: string) => ({ id }) };
  const update = { name: `update${type}`, query: queries.update, variables: (id: string) => ({ id, input }) };
  const remove = { name: `delete${type}`, query: queries.remove, variables: (id: string) => ({ id }) };
  const create = {
    name: `create${type}`,
    query: queries.create,
    variables: () => ({ input: config.createInput ?? input }),
  };

  for (const role of config.rolesWithout) {
    describe(`without ${config.flag} (${role})`, () => {
      permissionSweep(t, { ...setup, role }, [create, update, remove]);
    });
  }
  it(`answers NOT_FOUND for ${single} ids that do not exist or are not UUIDs`, async () => {
    const me = await userWithUnit(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [operation, id] of [
      [one, missing],
      [one, 'not-a-uuid'],
      [update, missing],
      [remove, 'not-a-uuid'],
    ] as const) {
      const result = await gql(t, operation.query, operation.variables(id), { token: me.token, unitId: me.unitId });
      expect(errorCode(result), `${operation.name}(${id})`).toBe('NOT_FOUND');
    }
  });
}
