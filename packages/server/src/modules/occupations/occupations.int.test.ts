import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk } from '../../test/sweeps.js';

const SEARCH = `query ($term: String!, $limit: Int) {
  occupationSearch(term: $term, limit: $limit) { code name shortName validFrom validTo } }`;
const ONE = `query ($code: String!) { occupation(code: $code) { code name validFrom validTo } }`;
const LIST = `query ($filters: OccupationFilters, $orderBy: OccupationOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  occupations(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { code name } } }`;

type Found = { code: string; name: string; validTo: string | null };

describe.each(TEST_DATABASES)('occupations (%s)', (kind) => {
  const t = useTestApp(kind);

  it('searches by code prefix and by a part of the name, case-insensitive', async () => {
    const me = await userWithUnit(t);
    const byCode = (await gqlOk(t, me, SEARCH, { term: '9160102' })).occupationSearch as Found[];
    expect(byCode.map((row) => row.code)).toEqual(['9160102']);
    const byPrefix = (await gqlOk(t, me, SEARCH, { term: '91601' })).occupationSearch as Found[];
    expect(byPrefix.length).toBeGreaterThan(1);
    expect(byPrefix.every((row) => row.code.startsWith('91601'))).toBe(true);
    const byName = (await gqlOk(t, me, SEARCH, { term: 'renovatør' })).occupationSearch as Found[];
    expect(byName.map((row) => row.name)).toEqual(expect.arrayContaining(['RENOVATØR', 'KYSTRENOVATØR']));
    expect(byName.every((row) => row.name.toLowerCase().includes('renovatør'))).toBe(true);
  });

  it('answers at most 50 by default and at most the limit asked for; a blank term finds nothing', async () => {
    const me = await userWithUnit(t);
    // Over a thousand codes start with 2.
    expect(((await gqlOk(t, me, SEARCH, { term: '2' })).occupationSearch as Found[]).length).toBe(50);
    expect(((await gqlOk(t, me, SEARCH, { term: '2', limit: 5 })).occupationSearch as Found[]).length).toBe(5);
    expect((await gqlOk(t, me, SEARCH, { term: '  ' })).occupationSearch).toEqual([]);
  });

  it('lists codes valid today before expired ones', async () => {
    const me = await userWithUnit(t);
    await t.app.services.transactions.system((tx) =>
      tx.execute(
        sql`insert into occupations (code, name, valid_from, valid_to) values ('0000001', 'UTGÅTT RENOVATØR', '2000-01-01', '2010-12-31')`,
      ),
    );
    try {
      const found = (await gqlOk(t, me, SEARCH, { term: 'renovatør' })).occupationSearch as Found[];
      expect(found.at(-1)).toMatchObject({ code: '0000001', validTo: '2010-12-31' });
      expect(found[0]!.validTo).toBeNull();
    } finally {
      // The register is shared by the suite's tests: leave it as migrating loaded it.
      await t.app.services.transactions.system((tx) => tx.execute(sql`delete from occupations where code = '0000001'`));
    }
  });

  it('reads one code with its valid-from date; an unknown code is NOT_FOUND', async () => {
    const me = await userWithUnit(t);
    expect((await gqlOk(t, me, ONE, { code: '3227106' })).occupation).toMatchObject({
      code: '3227106',
      validFrom: '2021-07-01',
    });
    const missing = await gql(t, ONE, { code: '9999999' }, { token: me.token, unitId: me.unitId });
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('lists every code, filtered by code prefix and name, ordered by code or name, paged', async () => {
    const me = await userWithUnit(t);
    const all = await gqlOk(t, me, LIST, { limit: 2 });
    expect(all.occupations.totalCount).toBe(6986);
    expect(all.occupations.items.map((row: Found) => row.code)).toEqual(['0111101', '0111102']);
    const filtered = await gqlOk(t, me, LIST, { filters: { code: '9160', name: 'renovatør' }, orderBy: 'name' });
    expect(filtered.occupations.items.map((row: Found) => row.name)).toEqual(['KYSTRENOVATØR', 'RENOVATØR']);
    const last = await gqlOk(t, me, LIST, { orderDirection: 'DESC', limit: 1, offset: 0 });
    expect(last.occupations.items[0].code > '9').toBe(true);
  });

  it('is read by every member, the accountant too', async () => {
    const reader = await userWithUnit(t, { role: 'accountant' });
    expect(((await gqlOk(t, reader, SEARCH, { term: 'renovatør' })).occupationSearch as Found[]).length).toBe(2);
  });
});
