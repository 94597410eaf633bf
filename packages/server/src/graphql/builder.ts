import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import { isCanonicalDecimal, type PermissionMap } from '@fjord/domain';
import type { GraphQLContext } from './context.js';
import './access-plugin.js';

/**
 * The one Pothos builder. Modules add their types and fields to it from their own schema.ts;
 * graphql/schema.ts imports them all and prints schema.graphql. Every query, mutation and
 * subscription declares its `access` (graphql/access.ts); the access plugin enforces it.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    Date: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    PermissionMap: { Input: never; Output: PermissionMap };
    Decimal: { Input: string; Output: string };
  };
}>({ plugins: ['access'], defaultFieldNullability: false });

/** The builder's type parameters, for helpers that take Pothos refs. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists, "YYYY-MM-DD", from year 1 on (PostgreSQL has no year 0). */
export function isStrictDate(value: string): boolean {
  if (!DATE.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

builder.scalarType('Date', {
  description: 'A calendar date, YYYY-MM-DD',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !isStrictDate(value))
      throw new GraphQLError('Date must be YYYY-MM-DD', { extensions: { code: 'BAD_USER_INPUT' } });
    return value;
  },
});

builder.scalarType('DateTime', {
  description: 'A point in time in UTC, YYYY-MM-DDTHH:mm:ssZ',
  serialize: (value) => value.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime()))
      throw new GraphQLError('DateTime must be YYYY-MM-DDTHH:mm:ssZ', { extensions: { code: 'BAD_USER_INPUT' } });
    return date;
  },
});

builder.scalarType('PermissionMap', {
  description: 'The permission flags of the current user in the current unit, each true or false',
  serialize: (value) => value,
  parseValue: () => {
    throw new GraphQLError('PermissionMap is output only');
  },
});

builder.scalarType('Decimal', {
  description:
    'An exact decimal amount as a string, e.g. "1234.50" (amounts are arbitrary-precision decimals). ' +
    'Never a float: inputs that are not plain decimals are refused.',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !isCanonicalDecimal(value.trim()))
      throw new GraphQLError('Decimal must be a string like "1234.50"', { extensions: { code: 'BAD_USER_INPUT' } });
    return value.trim();
  },
});
