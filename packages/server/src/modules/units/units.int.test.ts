import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissionsFor } from '@fjord/domain';
import { auditEvents, memberships, units } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { registeredAccount } from '../../test/accounts.js';
import { SIMULATED_REGISTRY_OUTAGE_NUMBER } from './legal-entity-registry/simulator.js';

const CREATE_UNIT = `mutation ($input: CreateUnitInput!) {
  createUnit(input: $input) { id name isCompany organizationNumber countryCode identities { type value } }
}`;
const UNITS = `query ($term: String, $limit: Int, $offset: Int) {
  currentUserUnits(term: $term, limit: $limit, offset: $offset) { id name }
}`;
const SEARCH = `query ($term: String, $date: Date!, $isCompany: Boolean, $isPensionCompany: Boolean, $limit: Int) {
  unitSearch(term: $term, date: $date, isCompany: $isCompany, isPensionCompany: $isPensionCompany, limit: $limit) {
    id name organizationNumber address city zip openedDate closedDate
  }
}`;

describe.each(TEST_DATABASES)('units (%s)', (kind) => {
  const t = useTestApp(kind);

  const unitCount = () => t.app.services.transactions.system((tx) => tx.$count(units));

  describe('createUnit', () => {
    it('registers the unit with the creator as owner and an audit row, and lists it among their units', async () => {
      const me = await userWithUnit(t);
      const created = await gql(
        t,
        CREATE_UNIT,
        {
          input: {
            isCompany: true,
            name: ' Aurora Handel AS ',
            address: 'Kirkegata 2',
            city: 'Tromsø',
            zip: '9008',
            countryCode: 'no',
            identities: [{ type: 'ORGANIZATION_NUMBER', value: '921 884 915' }],
          },
        },
        { token: me.token },
      );
      expect(created.body.errors).toBeUndefined();
      const unit = created.body.data!.createUnit;
      expect(unit).toMatchObject({
        name: 'Aurora Handel AS',
        isCompany: true,
        organizationNumber: '921884915',
        countryCode: 'NO',
      });
      expect(unit.identities).toEqual([{ type: 'ORGANIZATION_NUMBER', value: '921884915' }]);

      const listed = await gql(t, UNITS, { term: 'aurora' }, { token: me.token });
      expect(listed.body.data!.currentUserUnits).toEqual([{ id: unit.id, name: 'Aurora Handel AS' }]);

      const { membership, audit } = await t.app.services.transactions.system(async (tx) => ({
        membership: await tx.select().from(memberships).where(eq(memberships.unitId, unit.id)),
        audit: await tx
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.unitId, unit.id), eq(auditEvents.entity, 'unit'))),
      }));
      expect(membership).toMatchObject([{ userId: me.userId, role: 'owner' }]);
      expect(audit).toMatchObject([{ userId: me.userId, action: 'create', entity: 'unit', entityId: unit.id }]);

      const asOwner = await gql(
        t,
        '{ currentUser { permissions } currentUnit { id } }',
        {},
        { token: me.token, unitId: unit.id },
      );
      expect(asOwner.body.data!.currentUser.permissions).toEqual(permissionsFor('owner'));
      expect(asOwner.body.data!.currentUnit).toEqual({ id: unit.id });
    });

    it('lets a private person register without an organisation number', async () => {
      const me = await userWithUnit(t);
      const created = await gql(
        t,
        CREATE_UNIT,
        { input: { isCompany: false, name: 'Ola Nordmann' } },
        { token: me.token },
      );
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data!.createUnit).toMatchObject({
        isCompany: false,
        organizationNumber: null,
        countryCode: 'NO',
      });
    });

    it('answers every validation problem at once and creates nothing', async () => {
      const me = await userWithUnit(t);
      const before = await unitCount();
      const result = await gql(
        t,
        CREATE_UNIT,
        { input: { isCompany: true, name: '  ', countryCode: 'XX' } },
        { token: me.token },
      );
      expect(errorCode(result)).toBe('VALIDATION');
      expect(result.body.errors![0]!.extensions!.validations).toEqual(
        expect.arrayContaining([
          { model: 'unit', attribute: 'name', type: 'blank' },
          { model: 'unit', attribute: 'countryCode', type: 'invalid' },
        ]),
      );
      expect(await unitCount()).toBe(before);
    });

    it('requires an organisation number of a Norwegian company, with a valid checksum', async () => {
      const me = await userWithUnit(t);
      const missing = await gql(
        t,
        CREATE_UNIT,
        { input: { isCompany: true, name: 'Uten Nummer AS' } },
        { token: me.token },
      );
      expect(missing.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'unit', attribute: 'organizationNumber', type: 'blank' },
      ]);
      const foreign = await gql(
        t,
        CREATE_UNIT,
        { input: { isCompany: true, name: 'Svensk AB', countryCode: 'SE' } },
        { token: me.token },
      );
      expect(foreign.body.errors).toBeUndefined();

      const before = await unitCount();
      const wrong = await gql(
        t,
        CREATE_UNIT,
        {
          input: {
            isCompany: true,
            name: 'Feil AS',
            identities: [{ type: 'ORGANIZATION_NUMBER', value: '914778272' }],
          },
        },
        { token: me.token },
      );
      expect(wrong.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'unit', attribute: 'organizationNumber', type: 'checksum_invalid' },
      ]);
      expect(await unitCount()).toBe(before);
    });

    it('refuses an organisation number that an open unit already has', async () => {
      const me = await userWithUnit(t);
      const input = {
        isCompany: true,
        name: 'Først AS',
        identities: [{ type: 'ORGANIZATION_NUMBER', value: '986352325' }],
      };
      expect((await gql(t, CREATE_UNIT, { input }, { token: me.token })).body.errors).toBeUndefined();
      const before = await unitCount();
      const again = await gql(t, CREATE_UNIT, { input: { ...input, name: 'Sist AS' } }, { token: me.token });
      expect(again.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'unit', attribute: 'organizationNumber', type: 'taken' },
      ]);
      expect(await unitCount()).toBe(before);
    });

    it('needs a signed-in user', async () => {
      const result = await gql(t, CREATE_UNIT, { input: { isCompany: false, name: 'Anonym' } });
      expect(result.status).toBe(401);
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    });
  });

  describe('currentUserUnits and currentUnit', () => {
    it('lists only the units of the user, by name, with limit and offset', async () => {
      const me = await userWithUnit(t, { unitName: 'Bbb Enhet AS' });
      const other = await userWithUnit(t, { unitName: 'Aaa Enhet AS' });
      await addMember(t, me.userId, other.unitId, 'readOnly');
      const stranger = await userWithUnit(t, { unitName: 'Ccc Enhet AS' });

      const all = await gql(t, UNITS, {}, { token: me.token });
      expect(all.body.data!.currentUserUnits.map((unit: { name: string }) => unit.name)).toEqual([
        'Aaa Enhet AS',
        'Bbb Enhet AS',
      ]);
      const page = await gql(t, UNITS, { limit: 1, offset: 1 }, { token: me.token });
      expect(page.body.data!.currentUserUnits).toEqual([{ id: me.unitId, name: 'Bbb Enhet AS' }]);
      const clamped = await gql(t, UNITS, { limit: 0 }, { token: me.token });
      expect(clamped.body.data!.currentUserUnits).toHaveLength(1);
      // The stranger's unit matches the term but is not the user's.
      const none = await gql(t, UNITS, { term: 'ccc' }, { token: me.token });
      expect(none.body.data!.currentUserUnits).toEqual([]);
      const strangers = await gql(t, UNITS, { term: 'ccc' }, { token: stranger.token });
      expect(strangers.body.data!.currentUserUnits).toEqual([{ id: stranger.unitId, name: 'Ccc Enhet AS' }]);
    });

    it('answers a null currentUnit for a user without units', async () => {
      const me = await userWithUnit(t);
      await t.app.services.transactions.system((tx) => tx.delete(memberships).where(eq(memberships.userId, me.userId)));
      const result = await gql(t, '{ currentUnit { id } currentUserUnits { id } }', {}, { token: me.token });
      expect(result.body).toEqual({ data: { currentUnit: null, currentUserUnits: [] } });
    });
  });

  describe('unitSearch', () => {
    it('finds open companies by name, unofficial name or organisation number, never private units', async () => {
      const me = await userWithUnit(t);
      await t.app.services.transactions.system((tx) =>
        tx.insert(units).values([
          { name: 'Søkbar Snekker AS', organizationNumber: '931160001', address: 'Vei 1', city: 'Bodø', zip: '8006' },
          {
            name: 'Tømrer Tom',
            unofficialName: 'Søkbar Tømring',
            organizationNumber: '931165488',
            isPensionCompany: true,
          },
          {
            name: 'Søkbar Gammel AS',
            organizationNumber: '931166859',
            openedDate: '2001-01-01',
            closedDate: '2020-06-30',
          },
          { name: 'Søkbar Ny AS', openedDate: '2030-01-01' },
          { name: 'Søkbar Privatperson', isCompany: false },
        ]),
      );
      const search = async (variables: Record<string, unknown>) => {
        const result = await gql(t, SEARCH, { date: '2025-05-01', ...variables }, { token: me.token });
        expect(result.body.errors).toBeUndefined();
        return result.body.data!.unitSearch.map((unit: { name: string }) => unit.name);
      };

      expect(await search({ term: 'SØKBAR' })).toEqual(['Søkbar Snekker AS', 'Tømrer Tom']);
      expect(await search({ term: '931 160' })).toEqual(['Søkbar Snekker AS']);
      expect(await search({ term: 'søkbar', date: '2019-01-01' })).toEqual([
        'Søkbar Gammel AS',
        'Søkbar Snekker AS',
        'Tømrer Tom',
      ]);
      expect(await search({ term: 'søkbar', date: '2020-06-30' })).toEqual(['Søkbar Snekker AS', 'Tømrer Tom']);
      expect(await search({ term: 'søkbar', date: '2030-01-01' })).toContain('Søkbar Ny AS');
      expect(await search({ term: 'søkbar', isPensionCompany: true })).toEqual(['Tømrer Tom']);
      expect(await search({ term: 'søkbar', isCompany: true, limit: 1 })).toEqual(['Søkbar Snekker AS']);
      expect(await search({ term: 'søkbar', isCompany: false })).toEqual([]);
      expect(await search({ term: 'privatperson' })).toEqual([]);
      expect(await search({ term: '%' })).toEqual([]);

      const full = await gql(t, SEARCH, { term: 'snekker', date: '2025-05-01' }, { token: me.token });
      expect(full.body.data!.unitSearch[0]).toMatchObject({
        address: 'Vei 1',
        city: 'Bodø',
        zip: '8006',
        openedDate: null,
        closedDate: null,
      });
    });

    it('requires a valid date', async () => {
      const me = await userWithUnit(t);
      const result = await gql(t, SEARCH, { term: 'x', date: '2025-02-30' }, { token: me.token });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.body.data).toBeUndefined();
    });
  });

  describe('the request context', () => {
    it('answers 401 without a token and 403 for a unit the user does not belong to, with no data', async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      const anonymous = await gql(t, '{ currentUnit { id name } }');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.data).toBeUndefined();

      const foreign = await gql(
        t,
        '{ currentUnit { id name } currentUser { permissions } }',
        {},
        { token: me.token, unitId: other.unitId },
      );
      expect(foreign.status).toBe(403);
      expect(errorCode(foreign)).toBe('UNIT_FORBIDDEN');
      expect(foreign.body.data).toBeUndefined();
      expect(JSON.stringify(foreign.body)).not.toContain(other.unitId);
    });

    it('gives currentUser the permissions of the role in the current unit', async () => {
      const me = await userWithUnit(t, { role: 'payroll' });
      const other = await userWithUnit(t);
      await addMember(t, me.userId, other.unitId, 'sales');
      const payroll = await gql(t, '{ currentUser { permissions } }', {}, { token: me.token, unitId: me.unitId });
      expect(payroll.body.data!.currentUser.permissions).toEqual(permissionsFor('payroll'));
      const sales = await gql(t, '{ currentUser { permissions } }', {}, { token: me.token, unitId: other.unitId });
      expect(sales.body.data!.currentUser.permissions).toEqual(permissionsFor('sales'));
    });

    it('updates the locale of the current user and refuses an unknown one', async () => {
      const me = await userWithUnit(t);
      const UPDATE = 'mutation ($locale: String) { updateCurrentUser(input: { locale: $locale }) { locale } }';
      const ok = await gql(t, UPDATE, { locale: 'en' }, { token: me.token });
      expect(ok.body.data!.updateCurrentUser).toEqual({ locale: 'en' });
      const bad = await gql(t, UPDATE, { locale: 'xx' }, { token: me.token });
      expect(errorCode(bad)).toBe('VALIDATION');
      const after = await gql(t, '{ currentUser { locale } }', {}, { token: me.token });
      expect(after.body.data!.currentUser.locale).toBe('en');
    });

    it('updates the cellphone and its country, refusing a number that is not a phone number and changing nothing', async () => {
      const me = await userWithUnit(t);
      const UPDATE = `mutation ($input: UpdateCurrentUserInput!) {
        updateCurrentUser(input: $input) { cellphone cellphoneCountry } }`;
      const ok = await gql(
        t,
        UPDATE,
        { input: { cellphone: ' 412 34 567 ', cellphoneCountry: 'no' } },
        { token: me.token },
      );
      expect(ok.body.data!.updateCurrentUser).toEqual({ cellphone: '412 34 567', cellphoneCountry: 'NO' });
      const bad = await gql(t, UPDATE, { input: { cellphone: 'ring meg' } }, { token: me.token });
      expect(bad.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'user', attribute: 'cellphone', type: 'invalid' },
      ]);
      const after = await gql(t, '{ currentUser { cellphone } }', {}, { token: me.token });
      expect(after.body.data!.currentUser.cellphone).toBe('412 34 567');
    });
  });

  describe('legalEntityLookup (the register of legal entities, simulated)', () => {
    const LOOKUP = `query ($number: String!) {
      legalEntityLookup(organizationNumber: $number) { organizationNumber name organizationForm address zip city countryCode vatRegistered }
    }`;

    it('fills a new unit from the register for any signed-in user, a number typed with spaces included', async () => {
      const newcomer = await registeredAccount(t);
      const found = await gql(t, LOOKUP, { number: '923 609 016' }, { token: newcomer.token });
      expect(found.body).toEqual({
        data: {
          legalEntityLookup: {
            organizationNumber: '923609016',
            name: 'Equinor ASA',
            organizationForm: 'ASA',
            address: 'Forusbeen 50',
            zip: '4035',
            city: 'Stavanger',
            countryCode: 'NO',
            vatRegistered: true,
          },
        },
      });
    });

    it('answers null for a number the register does not know, VALIDATION for a bad one, 401 without a session', async () => {
      const me = await userWithUnit(t);
      const unknown = await gql(t, LOOKUP, { number: '123456785' }, { token: me.token });
      expect(unknown.body).toEqual({ data: { legalEntityLookup: null } });
      const bad = await gql(t, LOOKUP, { number: '123456789' }, { token: me.token });
      expect(errorCode(bad)).toBe('VALIDATION');
      expect(bad.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'unit', attribute: 'organizationNumber', type: 'checksum_invalid' },
      ]);
      expect((await gql(t, LOOKUP, { number: '923609016' })).status).toBe(401);
    });

    it('answers SERVICE_UNAVAILABLE when the register is down', async () => {
      const me = await userWithUnit(t);
      const down = await gql(t, LOOKUP, { number: SIMULATED_REGISTRY_OUTAGE_NUMBER }, { token: me.token });
      expect(errorCode(down)).toBe('SERVICE_UNAVAILABLE');
      expect(down.body.errors![0]!.extensions!.key).toBe('errors.legalEntityRegistryUnavailable');
    });
  });
});
