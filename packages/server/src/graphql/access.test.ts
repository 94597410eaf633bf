import SchemaBuilder from '@pothos/core';
import { buildSchema, graphql, GraphQLSchema, parse, subscribe, type GraphQLField } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { permissionsFor } from '@fjord/domain';
import { AppError } from '../errors/app-error.js';
import { access, checkAccess, rootOperations, undeclaredOperations, type AccessSubject } from './access.js';
import './access-plugin.js';

const UNIT = '00000000-0000-4000-8000-000000000001';
const subject = (isSuperAdmin: boolean, unitId: string | null, permissions: AccessSubject['permissions']) =>
  ({ user: { isSuperAdmin, twoFactorEnabled: false }, unitId, permissions, twoFactorRequired: false }) as AccessSubject;
const sales = subject(false, UNIT, permissionsFor('sales'));
const payroll = subject(false, UNIT, permissionsFor('payroll'));
const withoutUnit = subject(false, null, permissionsFor(null));
const superAdmin = subject(true, null, permissionsFor(null, true));

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, key: error.key, params: error.params };
  }
  return null;
}

describe('checkAccess: the declaration decides who passes', () => {
  it('public lets anyone through, even without a session', () => {
    expect(refusal(() => checkAccess(null, access.public))).toBeNull();
  });

  it('everything but public needs a session: UNAUTHENTICATED', () => {
    for (const declared of [access.signedIn, access.member, access.superAdmin, access.flags('canViewSales')])
      expect(refusal(() => checkAccess(null, declared))).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('a unit that requires two-factor sign-in refuses its work (member or flags) to a user without it, not their own account', () => {
    const required = { ...sales, twoFactorRequired: true };
    const refused = { code: 'TWO_FACTOR_REQUIRED', key: 'errors.twoFactorRequired', params: undefined };
    expect(refusal(() => checkAccess(required, access.member))).toEqual(refused);
    expect(refusal(() => checkAccess(required, access.flags('canViewSales')))).toEqual(refused);
    expect(refusal(() => checkAccess(required, access.signedIn))).toBeNull();
    const enrolled = { ...required, user: { isSuperAdmin: false, twoFactorEnabled: true } };
    expect(refusal(() => checkAccess(enrolled, access.member))).toBeNull();
  });

  it('signedIn needs no unit', () => {
    expect(refusal(() => checkAccess(withoutUnit, access.signedIn))).toBeNull();
  });

  it('member and flags need a current unit: FORBIDDEN errors.noCurrentUnit', () => {
    for (const declared of [access.member, access.flags('canViewSales')])
      expect(refusal(() => checkAccess(withoutUnit, declared))).toEqual({
        code: 'FORBIDDEN',
        key: 'errors.noCurrentUnit',
      });
    expect(refusal(() => checkAccess(sales, access.member))).toBeNull();
  });

  it('flags (all) refuse naming the first flag the member lacks', () => {
    expect(refusal(() => checkAccess(sales, access.flags('canViewSales')))).toBeNull();
    expect(refusal(() => checkAccess(payroll, access.flags('canEditEmployees', 'canViewSales')))).toEqual({
      code: 'FORBIDDEN',
      key: 'errors.insufficientPermissions',
      params: { flag: 'canViewSales' },
    });
  });

  it('flags (any) pass with one of them and refuse naming the first when none is held', () => {
    expect(refusal(() => checkAccess(payroll, access.anyOf('canViewSales', 'canViewSalaries')))).toBeNull();
    expect(refusal(() => checkAccess(sales, access.anyOf('canEditEmployees', 'canViewSalaries')))).toEqual({
      code: 'FORBIDDEN',
      key: 'errors.insufficientPermissions',
      params: { flag: 'canEditEmployees' },
    });
  });

  it('superAdmin admits only super admins: FORBIDDEN isSuperAdmin for an owner', () => {
    const owner = { ...sales, permissions: permissionsFor('owner') };
    expect(refusal(() => checkAccess(owner, access.superAdmin))).toEqual({
      code: 'FORBIDDEN',
      key: 'errors.insufficientPermissions',
      params: { flag: 'isSuperAdmin' },
    });
    expect(refusal(() => checkAccess(superAdmin, access.superAdmin))).toBeNull();
  });
});

/** A small schema of its own through the same plugin, so the test does not depend on the modules. */
function testSchema(resolve: () => string) {
  const builder = new SchemaBuilder<{ Context: AccessSubject }>({ plugins: ['access'] });
  builder.queryType({});
  builder.mutationType({});
  builder.queryField('open', (t) => t.string({ access: access.signedIn, resolve }));
  builder.mutationField('change', (t) => t.string({ access: access.flags('canEditEmployees'), resolve }));
  return builder;
}

const run = (schema: GraphQLSchema, source: string, contextValue: AccessSubject) =>
  graphql({ schema, source, contextValue });

describe('the access plugin', () => {
  it('puts the declaration on the built field as extensions.access', () => {
    const schema = testSchema(() => 'ok').toSchema();
    const access = (field: GraphQLField<unknown, unknown> | undefined) => field?.extensions.access;
    expect(access(schema.getQueryType()?.getFields().open)).toEqual({ kind: 'signedIn' });
    expect(access(schema.getMutationType()?.getFields().change)).toEqual({
      kind: 'flags',
      flags: ['canEditEmployees'],
      mode: 'all',
    });
  });

  it('refuses before the resolver runs: the resolver of a refused call is never called', async () => {
    const resolve = vi.fn(() => 'changed');
    const schema = testSchema(resolve).toSchema();
    const refused = await run(schema, 'mutation { change }', sales);
    expect(refused.errors?.[0]?.originalError).toMatchObject({
      code: 'FORBIDDEN',
      params: { flag: 'canEditEmployees' },
    });
    expect(resolve).not.toHaveBeenCalled();
    const allowed = await run(schema, 'mutation { change }', payroll);
    expect(allowed).toEqual({ data: { change: 'changed' } });
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('refuses a subscription before it starts: its subscribe is never called', async () => {
    const builder = testSchema(() => 'ok');
    builder.subscriptionType({});
    const start = vi.fn(async function* () {
      yield true;
    });
    builder.subscriptionField('changed', (t) =>
      t.boolean({ access: access.flags('canEditEmployees'), subscribe: start, resolve: () => true }),
    );
    const schema = builder.toSchema();
    const refused = await subscribe({ schema, document: parse('subscription { changed }'), contextValue: sales });
    expect('errors' in refused && refused.errors?.[0]?.originalError).toMatchObject({ code: 'FORBIDDEN' });
    expect(start).not.toHaveBeenCalled();
    const allowed = await subscribe({ schema, document: parse('subscription { changed }'), contextValue: payroll });
    expect(Symbol.asyncIterator in allowed).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a root field without a declaration stops the schema from building', () => {
    const builder = testSchema(() => 'ok');
    // @ts-expect-error the type requires a declaration; this proves the build refuses one left out anyway
    builder.queryField('forgotten', (t) => t.string({ resolve: () => 'leaked' }));
    expect(() => builder.toSchema()).toThrow('Query.forgotten declares no access');
  });

  it('the walk over a built schema names every root field without a declaration', () => {
    const schema = buildSchema('type Query { open: String } type Mutation { change: String }');
    expect(undeclaredOperations(schema)).toEqual([
      'query open declares no access',
      'mutation change declares no access',
    ]);
  });

  it('a malformed declaration is caught too', () => {
    const builder = testSchema(() => 'ok');
    builder.queryField('misspelt', (t) =>
      t.string({ access: { kind: 'flags', flags: ['canViewSale' as never], mode: 'all' }, resolve: () => 'x' }),
    );
    expect(() => builder.toSchema()).toThrow('Query.misspelt declares unknown flags canViewSale');
  });

  it('rootOperations lists queries, mutations and subscriptions by name', () => {
    const schema = testSchema(() => 'ok').toSchema();
    expect(rootOperations(schema).map(({ operation, name }) => `${operation} ${name}`)).toEqual([
      'query open',
      'mutation change',
    ]);
  });
});

describe('the application schema', () => {
  it('declares the access of every query, mutation and subscription', async () => {
    const { schema } = await import('./schema.js');
    expect(rootOperations(schema).length).toBeGreaterThan(100);
    expect(undeclaredOperations(schema)).toEqual([]);
    // Loading every module's schema takes seconds on a busy machine.
  }, 60_000);
});
