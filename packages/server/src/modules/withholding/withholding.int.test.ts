import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk } from '../../test/sweeps.js';

const DEDUCTION = `query ($year: Int!, $table: String!, $period: WithholdingPeriod!, $basis: Decimal!) {
  salaryTaxTableDeduction(year: $year, table: $table, period: $period, basis: $basis) { deduction error } }`;

describe.each(TEST_DATABASES)('salaryTaxTableDeduction (%s)', (database) => {
  const t = useTestApp(database);
  let owner: Fixture;
  beforeAll(async () => {
    owner = await userWithUnit(t);
  });

  const ask = async (who: Fixture, variables: Record<string, unknown>) =>
    (await gqlOk(t, who, DEDUCTION, variables)).salaryTaxTableDeduction;

  it('answers the routine’s deduction in whole kroner (withholding-2026.md §7.1, §7.3, §8.2)', async () => {
    expect(await ask(owner, { year: 2026, table: '8000', period: 'MONTH', basis: '50000' })).toEqual({
      deduction: '14184.00',
      error: null,
    });
    expect(await ask(owner, { year: 2026, table: '0100', period: 'WEEK', basis: '10000.00' })).toEqual({
      deduction: '964.00',
      error: null,
    });
    expect(await ask(owner, { year: 2026, table: '6700', period: 'ONE_DAY', basis: '600000' })).toEqual({
      deduction: '247914.00',
      error: null,
    });
  });

  it.each([
    ['a table 2026 does not have', { year: 2026, table: '9000', period: 'MONTH', basis: '10000' }, 'TABLE_NOT_FOUND'],
    ['a year without constants', { year: 2025, table: '8000', period: 'MONTH', basis: '10000' }, 'YEAR_NOT_SUPPORTED'],
    ['a negative basis', { year: 2026, table: '8000', period: 'MONTH', basis: '-1' }, 'INCOME_ABOVE_MAXIMUM'],
  ])('answers %s as its error, not as a GraphQL error', async (_name, variables, error) => {
    expect(await ask(owner, variables)).toEqual({ deduction: null, error });
  });

  it('drops the øre of the basis, as the routine takes whole kroner', async () => {
    const whole = await ask(owner, { year: 2026, table: '8000', period: 'MONTH', basis: '50000' });
    expect(await ask(owner, { year: 2026, table: '8000', period: 'MONTH', basis: '50000.75' })).toEqual(whole);
  });

  it('is open to every member of the unit (a read-only member too), and needs a session', async () => {
    const reader = await userWithUnit(t, { role: 'readOnly' });
    await addMember(t, reader.userId, owner.unitId, 'readOnly');
    const variables = { year: 2026, table: '7700', period: 'MONTH', basis: '10000' };
    expect(await ask({ ...reader, unitId: owner.unitId }, variables)).toEqual({ deduction: '437.00', error: null });
    expect(errorCode(await gql(t, DEDUCTION, variables))).toBe('UNAUTHENTICATED');
  });

  it('refuses a period that is not one of the seven and a basis that is not a decimal before the calculator', async () => {
    const badPeriod = await gql(t, DEDUCTION, { year: 2026, table: '8000', period: 'YEAR', basis: '1' }, owner);
    const badBasis = await gql(t, DEDUCTION, { year: 2026, table: '8000', period: 'MONTH', basis: 1e3 }, owner);
    expect([errorCode(badPeriod), errorCode(badBasis)]).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
  });
});
