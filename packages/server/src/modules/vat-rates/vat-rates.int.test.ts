import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NORWEGIAN_VAT_HISTORY } from '@fjord/domain';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const FIELDS = 'id vatRateSymbol percentage activeFrom activeTo';
const LIST = `query ($filters: VatRateFilters, $orderBy: VatRateOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  vatRates(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { ${FIELDS} } } }`;
const ON = `query ($date: Date!) { allNorwegianVatRates(date: $date) { vatRateSymbol percentage } }`;
const CREATE = `mutation ($input: VatRateInput!) { createVatRate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: VatRateInput!) { updateVatRate(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteVatRate(id: $id) { id } }`;

type Rate = { id: string; vatRateSymbol: string; percentage: string; activeFrom: string; activeTo: string | null };

/**
 * The national VAT rates. Each
 * test database is migrated afresh, so each starts from NORWEGIAN_VAT_HISTORY; tests that change
 * rates use a category and dates of their own and put things back.
 */
describe.each(TEST_DATABASES)('historic VAT rates (%s)', (kind) => {
  const t = useTestApp(kind);

  const ratesOn = async (who: Fixture, date: string) =>
    Object.fromEntries(
      ((await gqlOk(t, who, ON, { date })).allNorwegianVatRates as { vatRateSymbol: string; percentage: string }[]).map(
        (rate) => [rate.vatRateSymbol, rate.percentage],
      ),
    );
  const rowCount = () =>
    t.app.services.transactions.system(async (tx) => {
      const result = (await tx.execute(sql`select count(*)::int as n from vat_rates`)) as { rows: { n: number }[] };
      return result.rows[0]!.n;
    });
  const superAdmin = () => userWithUnit(t, { superAdmin: true });

  it('is seeded with the Norwegian history when migrating, newest first by default', async () => {
    const me = await userWithUnit(t, { role: 'readOnly' });
    const list = await gqlOk(t, me, LIST, { limit: 500 });
    expect(list.vatRates.totalCount).toBe(NORWEGIAN_VAT_HISTORY.length);
    const froms = list.vatRates.items.map((rate: Rate) => rate.activeFrom);
    expect(froms).toEqual([...froms].sort().reverse());
  });

  it('answers the rate of each category on a date (allNorwegianVatRates)', async () => {
    const me = await userWithUnit(t, { role: 'sales' });
    expect(await ratesOn(me, '2026-01-01')).toEqual({
      STANDARD: '25.00',
      REDUCED: '15.00',
      REDUCED_FISH: '11.11',
      LOW: '12.00',
      ZERO: '0.00',
      EXEMPT: '0.00',
    });
    expect(await ratesOn(me, '2020-06-01')).toMatchObject({ STANDARD: '25.00', REDUCED: '15.00', LOW: '6.00' });
    expect(await ratesOn(me, '2004-12-31')).toMatchObject({ STANDARD: '24.00', REDUCED: '12.00', LOW: '6.00' });
    expect(await ratesOn(me, '2005-01-01')).toMatchObject({ STANDARD: '25.00', REDUCED: '11.00', LOW: '7.00' });
    // Before food had its own rate there is no REDUCED row: the category is left out.
    expect(await ratesOn(me, '2001-06-30')).not.toHaveProperty('REDUCED');
  });

  it('filters by category and sorts by activeFrom ascending on request', async () => {
    const me = await userWithUnit(t);
    const low = await gqlOk(t, me, LIST, {
      filters: { vatRateSymbol: 'LOW' },
      orderBy: 'active_from',
      orderDirection: 'ASC',
    });
    expect(low.vatRates.items.map((rate: Rate) => rate.percentage)).toEqual([
      '6.00',
      '7.00',
      '8.00',
      '10.00',
      '12.00',
      '6.00',
      '12.00',
    ]);
  });

  it('lets a super admin create, update and delete a rate', async () => {
    const admin = await superAdmin();
    const before = await rowCount();
    // Close the open EXEMPT row, then add a (made-up) later one.
    const exempt = (await gqlOk(t, admin, LIST, { filters: { vatRateSymbol: 'EXEMPT' } })).vatRates.items[0] as Rate;
    const input = { vatRateSymbol: 'EXEMPT', percentage: '0', activeFrom: exempt.activeFrom };
    await gqlOk(t, admin, UPDATE, { id: exempt.id, input: { ...input, activeTo: '2099-12-31' } });
    const created = (
      await gqlOk(t, admin, CREATE, { input: { vatRateSymbol: 'EXEMPT', percentage: '0.5', activeFrom: '2100-01-01' } })
    ).createVatRate as Rate;
    expect(created).toMatchObject({ percentage: '0.50', activeFrom: '2100-01-01', activeTo: null });
    expect(await ratesOn(admin, '2100-06-01')).toMatchObject({ EXEMPT: '0.50' });
    await gqlOk(t, admin, DELETE, { id: created.id });
    await gqlOk(t, admin, UPDATE, { id: exempt.id, input: { ...input, activeTo: null } });
    expect(await rowCount()).toBe(before);
  });

  it('refuses periods of one category that overlap (period_overlapping), changing nothing', async () => {
    const admin = await superAdmin();
    const before = await rowCount();
    expect(
      await gqlValidations(t, admin, CREATE, {
        input: { vatRateSymbol: 'STANDARD', percentage: '26', activeFrom: '2030-01-01' },
      }),
    ).toEqual([{ model: 'vatRate', attribute: 'base', type: 'period_overlapping' }]);
    const first = (
      await gqlOk(t, admin, LIST, {
        filters: { vatRateSymbol: 'STANDARD' },
        orderDirection: 'ASC',
        orderBy: 'active_from',
      })
    ).vatRates.items[0] as Rate;
    expect(
      await gqlValidations(t, admin, UPDATE, {
        id: first.id,
        input: { vatRateSymbol: 'STANDARD', percentage: '24', activeFrom: first.activeFrom, activeTo: '2005-01-01' },
      }),
    ).toEqual([{ model: 'vatRate', attribute: 'base', type: 'period_overlapping' }]);
    expect(await rowCount()).toBe(before);
    expect(await ratesOn(admin, '2004-12-31')).toMatchObject({ STANDARD: '24.00' });
  });

  it('refuses activeTo before activeFrom and a negative or over-100 percentage', async () => {
    const admin = await superAdmin();
    const before = await rowCount();
    expect(
      await gqlValidations(t, admin, CREATE, {
        input: { vatRateSymbol: 'LOW', percentage: '-1', activeFrom: '2099-02-01', activeTo: '2099-01-31' },
      }),
    ).toEqual([
      { model: 'vatRate', attribute: 'percentage', type: 'greater_than_or_equal_to' },
      { model: 'vatRate', attribute: 'activeTo', type: 'date_after_or_equal_to' },
    ]);
    expect(
      await gqlValidations(t, admin, CREATE, {
        input: { vatRateSymbol: 'LOW', percentage: '101', activeFrom: '1990-01-01', activeTo: '1990-12-31' },
      }),
    ).toEqual([{ model: 'vatRate', attribute: 'percentage', type: 'less_than_or_equal_to' }]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses every rate mutation to anyone but a super admin (FORBIDDEN), even a unit owner', async () => {
    const owner = await userWithUnit(t);
    const admin = await superAdmin();
    const [rate] = (await gqlOk(t, owner, LIST, { limit: 1 })).vatRates.items as Rate[];
    const input = { vatRateSymbol: 'ZERO', percentage: '0', activeFrom: '2200-01-01' };
    for (const [query, variables] of [
      [CREATE, { input }],
      [UPDATE, { id: rate!.id, input }],
      [DELETE, { id: rate!.id }],
    ] as const) {
      const before = await gqlOk(t, admin, LIST, { limit: 500 });
      const result = await gql(t, query, variables, { token: owner.token, unitId: owner.unitId });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(await gqlOk(t, admin, LIST, { limit: 500 })).toEqual(before);
    }
  });

  it('answers NOT_FOUND to a super admin for rate ids that do not exist or are malformed', async () => {
    const admin = await superAdmin();
    const missing = '00000000-0000-4000-8000-000000000000';
    const input = { vatRateSymbol: 'ZERO', percentage: '0', activeFrom: '2200-01-01' };
    for (const [query, variables] of [
      [UPDATE, { id: missing, input }],
      [DELETE, { id: missing }],
      [DELETE, { id: 'nope' }],
    ] as const) {
      const result = await gql(t, query, variables, { token: admin.token, unitId: admin.unitId });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
  });

  it('lets a super admin change rates from any unit they visit, recording the audit there', async () => {
    const owner = await userWithUnit(t);
    const admin = await superAdmin();
    await addMember(t, admin.userId, owner.unitId, 'readOnly');
    const created = (
      await gql<{ createVatRate: Rate }>(
        t,
        CREATE,
        { input: { vatRateSymbol: 'ZERO', percentage: '0', activeFrom: '1960-01-01', activeTo: '1969-12-31' } },
        { token: admin.token, unitId: owner.unitId },
      )
    ).body.data!.createVatRate;
    const audit = await t.app.services.transactions.tenant(owner.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select action from audit_events where entity = 'vatRate' and entity_id = ${created.id}`,
      )) as { rows: { action: string }[] };
      return result.rows.map((row) => row.action);
    });
    expect(audit).toEqual(['create']);
    await gqlOk(t, admin, DELETE, { id: created.id });
  });
});
