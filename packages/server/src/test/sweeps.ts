import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Fixture } from './fixtures.js';
import { errorCode, gql, type Server } from './http.js';

/*
 * The module tests' GraphQL helpers. The security sweeps themselves (another unit's ids, missing
 * flags) are generated from the schema for every operation in generated-sweeps.int.test.ts.
 */

/** Runs an operation as the fixture's user in their own unit and fails the test on any error. */
export async function gqlOk<T = Record<string, any>>(
  t: Server,
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
