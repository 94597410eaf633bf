import { randomUUID } from 'node:crypto';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit, type Fixture } from '../test/fixtures.js';
import { gql } from '../test/http.js';
import { schema } from './schema.js';

/**
 * Client mistakes are not server faults: every mutation of the schema, called with each argument
 * and each field inside its inputs (nested objects and lists) replaced by a wrong value in turn —
 * wrong types, null, empty and 100,000-character text, NUL, huge and negative numbers, dates that
 * do not exist — answers a client error (VALIDATION, BAD_USER_INPUT, NOT_FOUND, …), never
 * INTERNAL_SERVER_ERROR, and logs nothing at error level.
 */

type Path = (string | number)[];
type Variant = { name: string; value: unknown };

const LONG = 'x'.repeat(100_000);

/** Values a type accepts, chosen so the call gets past the field it is not testing. */
function plausible(type: GraphQLInputType, fieldName: string, depth = 0): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return depth > 3 ? [] : [plausible(nullable.ofType, fieldName, depth + 1)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value as unknown;
  if (isInputObjectType(nullable)) {
    if (depth > 3) return {};
    const object: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields()))
      object[field.name] = plausible(field.type, field.name, depth + 1);
    return object;
  }
  const name = isScalarType(nullable) ? nullable.name : 'String';
  const lower = fieldName.toLowerCase();
  switch (name) {
    case 'ID':
      return randomUUID();
    case 'Int':
      return lower.includes('year') ? 2026 : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'Decimal':
      return '1';
    case 'Date':
      return '2026-01-01';
    case 'DateTime':
      return '2026-01-01T00:00:00Z';
    default:
      if (lower.includes('countrycode') || lower === 'country') return 'NO';
      if (lower.includes('email') || lower === 'login') return 'test@example.com';
      if (lower.includes('zip')) return '0150';
      return 'Test';
  }
}

/** Wrong values for one place of the given type. */
function wrongValues(type: GraphQLInputType): Variant[] {
  const variants: Variant[] = [{ name: 'null', value: null }];
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    variants.push({ name: 'an object for a list', value: { not: 'a list' } }, { name: 'a null item', value: [null] });
    return variants;
  }
  if (isInputObjectType(nullable)) {
    variants.push(
      { name: 'text for an object', value: 'text' },
      { name: 'a list for an object', value: [] },
      { name: 'an empty object', value: {} },
    );
    return variants;
  }
  if (isEnumType(nullable)) {
    variants.push({ name: 'an unknown enum value', value: 'NOT_A_VALUE' }, { name: 'a number', value: 1 });
    return variants;
  }
  const name = isScalarType(nullable) ? nullable.name : 'String';
  const text: Variant[] = [
    { name: 'empty text', value: '' },
    { name: '100,000 characters', value: LONG },
    { name: 'NUL', value: 'a\u0000b' },
  ];
  switch (name) {
    case 'Int':
    case 'Float':
      variants.push(
        { name: 'text', value: 'x' },
        { name: 'huge', value: 1e20 },
        { name: 'largest Int', value: 2_147_483_647 },
        { name: 'negative', value: -1 },
        { name: 'smallest Int', value: -2_147_483_648 },
        { name: 'a fraction', value: 1.5 },
      );
      break;
    case 'Boolean':
      variants.push({ name: 'text', value: 'yes' });
      break;
    case 'Decimal':
      variants.push(
        { name: 'a number', value: 1.5 },
        { name: 'text', value: 'abc' },
        { name: 'huge', value: '99999999999999999999' },
        { name: 'huge negative', value: '-99999999999999999999' },
        { name: 'negative', value: '-1' },
        { name: 'tiny', value: '0.0000000001' },
        ...text,
      );
      break;
    case 'Date':
      variants.push(
        { name: 'a day that does not exist', value: '2026-02-30' },
        { name: 'text', value: 'not a date' },
        { name: 'year 0', value: '0000-01-01' },
        { name: 'year 9999', value: '9999-12-31' },
        { name: 'a number', value: 20260101 },
      );
      break;
    case 'DateTime':
      variants.push({ name: 'text', value: 'not a time' }, { name: 'month 13', value: '2026-13-01T00:00:00Z' });
      break;
    case 'ID':
      variants.push({ name: 'not a uuid', value: 'not-a-uuid' }, ...text);
      break;
    default:
      variants.push({ name: 'a number', value: 42 }, { name: 'an object', value: { a: 1 } }, ...text);
  }
  return variants;
}

/** Every place inside an argument's value with its type: the argument itself, its fields, list items. */
function places(type: GraphQLInputType, path: Path, depth = 0): { path: Path; type: GraphQLInputType }[] {
  const found = [{ path, type }];
  if (depth > 3) return found;
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [...found, ...places(nullable.ofType, [...path, 0], depth + 1)];
  if (isInputObjectType(nullable))
    for (const field of Object.values(nullable.getFields()))
      found.push(...places(field.type, [...path, field.name], depth + 1));
  return found;
}

function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValueAt(copy[head!], rest, value);
  return copy;
}

const typeName = (type: GraphQLInputType): string =>
  isNonNullType(type) ? `${typeName(type.ofType)}!` : isListType(type) ? `[${typeName(type.ofType)}]` : type.name;

describe.each(TEST_DATABASES)('bad input to every mutation (%s)', (kind) => {
  const t = useTestApp(kind);

  it('answers every wrong value with a client error: 0 internal errors, nothing logged as an error', async () => {
    let owner: Fixture = await userWithUnit(t, { superAdmin: true });
    const logged = vi.spyOn(t.app.services.log, 'error');
    const internal: string[] = [];
    const mutations = Object.values(schema.getMutationType()!.getFields());
    let calls = 0;
    for (const mutation of mutations) {
      const variables = Object.fromEntries(mutation.args.map((arg) => [arg.name, plausible(arg.type, arg.name)]));
      const definitions = mutation.args.map((arg) => `$${arg.name}: ${typeName(arg.type)}`).join(', ');
      const call = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const query = `mutation${definitions ? `(${definitions})` : ''} { ${mutation.name}${call ? `(${call})` : ''} { __typename } }`;
      for (const arg of mutation.args) {
        for (const place of places(arg.type, [])) {
          for (const variant of wrongValues(place.type)) {
            const sent = { ...variables, [arg.name]: withValueAt(variables[arg.name], place.path, variant.value) };
            logged.mockClear();
            let result = await gql(t, query, sent, owner);
            calls++;
            // A mutation may end the session or the membership it ran with; carry on as a new owner.
            if (result.status === 401 || result.status === 403) {
              owner = await userWithUnit(t, { superAdmin: true });
              result = await gql(t, query, sent, owner);
            }
            const where = `${mutation.name} ${[arg.name, ...place.path].join('.')} = ${variant.name}`;
            const codes = (result.body.errors ?? []).map((error) => error.extensions?.code);
            if (result.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR'))
              internal.push(`${where}: ${result.status} ${JSON.stringify(result.body.errors?.[0]?.message)}`);
            else if (logged.mock.calls.length > 0) internal.push(`${where}: logged as an error`);
          }
        }
      }
    }
    logged.mockRestore();
    console.info(`bad input: ${calls} calls over ${mutations.length} mutations`);
    expect(internal).toEqual([]);
  }, 1_800_000);
});
