import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const DETAILS = 'bban organizationNumber organizationName contactName contactPhone contactEmail address zip city';
const FIELDS = `number name countyNumber countyName employerTaxZones { zone comment } details { ${DETAILS} }`;
const SEARCH = `query ($term: String!, $limit: Int) { municipalitySearch(term: $term, limit: $limit) { ${FIELDS} } }`;
const ONE = `query ($number: String!) { municipality(number: $number) { ${FIELDS} } }`;
const LIST = `query ($filters: MunicipalityFilters, $orderBy: MunicipalityOrderBy, $orderDirection: OrderDirection, $limit: Int) {
  municipalities(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit) {
    totalCount items { number name countyName employerTaxZones { zone } } } }`;
const SAVE = `mutation ($number: String!, $input: MunicipalityDetailsInput!) {
  saveMunicipalityDetails(number: $number, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($number: String!) { deleteMunicipalityDetails(number: $number) { number details { bban } } }`;

type Row = { number: string; name: string; countyName: string; employerTaxZones: { zone: string }[] };

/** Molde's tax office account and the municipality's organisation (both MOD11-valid). */
const MOLDE_DETAILS = {
  bban: '1234.56.78903',
  organizationNumber: '964 980 721',
  organizationName: 'Molde kommune',
  contactName: 'Kari Lønn',
  contactPhone: '+47 71 11 10 00',
  contactEmail: 'postmottak@molde.kommune.no',
  address: 'Rådhusplassen 1',
  zip: '6413',
  city: 'Molde',
};

describe.each(TEST_DATABASES)('municipalities (%s)', (kind) => {
  const t = useTestApp(kind);

  const detailRows = () =>
    t.app.services.transactions.system(async (tx) => {
      const result = (await tx.execute(
        sql`select unit_id, municipality_number, bban from municipality_details order by unit_id`,
      )) as { rows: { unit_id: string; municipality_number: string; bban: string | null }[] };
      return result.rows;
    });

  it('searches by number prefix and by name; a split municipality shows every zone', async () => {
    const me = await userWithUnit(t);
    const byNumber = (await gqlOk(t, me, SEARCH, { term: '1506' })).municipalitySearch;
    expect(byNumber).toEqual([
      {
        number: '1506',
        name: 'Molde',
        countyNumber: '15',
        countyName: 'Møre og Romsdal',
        employerTaxZones: [
          { zone: '1', comment: null },
          { zone: '2', comment: 'Gamle Midsund og Nesset' },
        ],
        details: null,
      },
    ]);
    const byName = (await gqlOk(t, me, SEARCH, { term: 'MOLD' })).municipalitySearch as Row[];
    expect(byName.map((row) => row.number)).toEqual(['1506']);
    const byPrefix = (await gqlOk(t, me, SEARCH, { term: '15', limit: 3 })).municipalitySearch as Row[];
    expect(byPrefix.map((row) => row.number)).toEqual(['1505', '1506', '1508']);
    expect((await gqlOk(t, me, SEARCH, { term: ' ' })).municipalitySearch).toEqual([]);
  });

  it('lists the register filtered by number, name, county and zone, ordered by number, name or county', async () => {
    const me = await userWithUnit(t);
    const all = await gqlOk(t, me, LIST, { limit: 1 });
    expect(all.municipalities).toEqual({
      totalCount: 357,
      items: [{ number: '0301', name: 'Oslo', countyName: 'Oslo', employerTaxZones: [{ zone: '1' }] }],
    });
    const molde = await gqlOk(t, me, LIST, { filters: { county: 'romsdal', zone: '2', name: 'mol', number: '15' } });
    expect(molde.municipalities.items.map((row: Row) => row.number)).toEqual(['1506']);
    const zone5 = await gqlOk(t, me, LIST, { filters: { zone: '5' }, orderBy: 'name', limit: 500 });
    expect(zone5.municipalities.totalCount).toBeGreaterThan(10);
    expect(zone5.municipalities.items.every((row: Row) => row.employerTaxZones.some((z) => z.zone === '5'))).toBe(true);
    // Ordered by name (the database's collation places æøå; Alta comes first either way).
    expect(zone5.municipalities.items[0].name).toBe('Alta');
    const byCounty = await gqlOk(t, me, LIST, { orderBy: 'county_name', limit: 1 });
    expect(byCounty.municipalities.items[0].countyName).toBe('Agder');
  });

  it('saves the unit’s own details (normalised), replaces them on the next save and deletes them', async () => {
    const me = await userWithUnit(t);
    const saved = (await gqlOk(t, me, SAVE, { number: '1506', input: MOLDE_DETAILS })).saveMunicipalityDetails;
    expect(saved.details).toEqual({ ...MOLDE_DETAILS, bban: '12345678903', organizationNumber: '964980721' });
    const replaced = await gqlOk(t, me, SAVE, { number: '1506', input: { contactName: '  ' } });
    expect(replaced.saveMunicipalityDetails.details).toMatchObject({ bban: null, contactName: null });
    expect((await detailRows()).filter((row) => row.unit_id === me.unitId)).toHaveLength(1);
    expect((await gqlOk(t, me, DELETE, { number: '1506' })).deleteMunicipalityDetails.details).toBeNull();
    expect((await gqlOk(t, me, ONE, { number: '1506' })).municipality.details).toBeNull();
    const again = await gql(t, DELETE, { number: '1506' }, { token: me.token, unitId: me.unitId });
    expect(errorCode(again)).toBe('NOT_FOUND');
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select action from audit_events where entity = 'municipalityDetails' order by created_at`,
      )) as { rows: { action: string }[] };
      return result.rows.map((row) => row.action);
    });
    expect(audit).toEqual(['update', 'update', 'delete']);
  });

  it('refuses a bank account or organisation number failing MOD11 (checksum_invalid), a bad e-mail and phone, saving nothing', async () => {
    const me = await userWithUnit(t);
    expect(
      await gqlValidations(t, me, SAVE, {
        number: '1506',
        input: { bban: '1234.56.78900', organizationNumber: '964980722', contactEmail: 'post@', contactPhone: 'ring' },
      }),
    ).toEqual([
      { model: 'municipalityDetails', attribute: 'bban', type: 'checksum_invalid' },
      { model: 'municipalityDetails', attribute: 'organizationNumber', type: 'checksum_invalid' },
      { model: 'municipalityDetails', attribute: 'contactPhone', type: 'invalid' },
      { model: 'municipalityDetails', attribute: 'contactEmail', type: 'invalid' },
    ]);
    expect(await gqlValidations(t, me, SAVE, { number: '1506', input: { city: 'x'.repeat(201) } })).toEqual([
      { model: 'municipalityDetails', attribute: 'city', type: 'too_long' },
    ]);
    expect((await detailRows()).filter((row) => row.unit_id === me.unitId)).toEqual([]);
  });

  it('answers NOT_FOUND for a municipality number that does not exist', async () => {
    const me = await userWithUnit(t);
    for (const [query, variables] of [
      [ONE, { number: '9999' }],
      [SAVE, { number: '9999', input: {} }],
      [DELETE, { number: '9999' }],
    ] as const) {
      const result = await gql(t, query, variables, { token: me.token, unitId: me.unitId });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
  });

  it("another unit neither sees nor changes the unit's details", async () => {
    const owner = await userWithUnit(t);
    const stranger = await userWithUnit(t);
    await gqlOk(t, owner, SAVE, { number: '1506', input: MOLDE_DETAILS });
    const before = await detailRows();
    expect((await gqlOk(t, stranger, ONE, { number: '1506' })).municipality.details).toBeNull();
    const search = (await gqlOk(t, stranger, SEARCH, { term: '1506' })).municipalitySearch;
    expect(search[0].details).toBeNull();
    const removed = await gql(t, DELETE, { number: '1506' }, { token: stranger.token, unitId: stranger.unitId });
    expect(errorCode(removed)).toBe('NOT_FOUND');
    expect(await detailRows()).toEqual(before);
    await gqlOk(t, stranger, SAVE, { number: '1506', input: { bban: '1503.12.34562' } });
    const after = await detailRows();
    expect(after.find((row) => row.unit_id === owner.unitId)?.bban).toBe('12345678903');
    expect(after.find((row) => row.unit_id === stranger.unitId)?.bban).toBe('15031234562');
  });

  it("reads the zones and the unit's details of a whole page at once: the statements do not grow with the page", async () => {
    const me = await userWithUnit(t);
    const stranger = await userWithUnit(t);
    const page = `query ($limit: Int) { municipalities(orderBy: number, orderDirection: ASC, limit: $limit) {
      items { number employerTaxZones { zone } details { organizationName } } } }`;
    const items = async (limit: number) =>
      (await gqlOk(t, me, page, { limit })).municipalities.items as {
        number: string;
        employerTaxZones: unknown[];
        details: { organizationName: string } | null;
      }[];
    const [first, second] = await items(2);
    await gqlOk(t, me, SAVE, { number: first!.number, input: { organizationName: 'Vår kommune' } });
    await gqlOk(t, stranger, SAVE, { number: second!.number, input: { organizationName: 'Deres kommune' } });
    /** The statements of one page, right after a read that settled the sign-in in the auth cache. */
    const statementsOfPage = async (limit: number) => {
      await items(limit);
      return t.statements.during(() => items(limit));
    };
    expect(await statementsOfPage(30)).toBe(await statementsOfPage(2));
    const read = await items(30);
    expect(read).toHaveLength(30);
    expect(read.every((row) => row.employerTaxZones.length > 0)).toBe(true);
    expect(read.filter((row) => row.details).map((row) => [row.number, row.details!.organizationName])).toEqual([
      [first!.number, 'Vår kommune'],
    ]);
  });

  describe('without canEditEmployees (accountant)', () => {
    for (const [name, query, variables] of [
      ['saveMunicipalityDetails', SAVE, { number: '1506', input: { city: 'Endret' } }],
      ['deleteMunicipalityDetails', DELETE, { number: '1506' }],
    ] as const) {
      it(`${name} answers FORBIDDEN and changes nothing`, async () => {
        const owner = await userWithUnit(t);
        await gqlOk(t, owner, SAVE, { number: '1506', input: MOLDE_DETAILS });
        const member: Fixture = await userWithUnit(t, { role: 'accountant' });
        await addMember(t, member.userId, owner.unitId, 'accountant');
        const before = await gqlOk(t, owner, ONE, { number: '1506' });
        const result = await gql(t, query, variables, { token: member.token, unitId: owner.unitId });
        expect(errorCode(result)).toBe('FORBIDDEN');
        expect(await gqlOk(t, owner, ONE, { number: '1506' })).toEqual(before);
      });
    }
  });

  it('is read by every member, the accountant too', async () => {
    const reader = await userWithUnit(t, { role: 'accountant' });
    expect((await gqlOk(t, reader, SEARCH, { term: 'molde' })).municipalitySearch).toHaveLength(1);
  });
});
