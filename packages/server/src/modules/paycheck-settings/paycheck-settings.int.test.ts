import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { open } from '../../crypto/secret-box.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql, http } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { tablesHolding } from '../../test/stored-text.js';
import { subUnits } from '../sub-units/tables.js';
import { unitUserSettings } from '../user-settings/tables.js';
import { seedDemoPaycheckSettings } from './demo.js';
import { issueNumber, numberSeriesStarted } from '../number-series/service.js';
import { paycheckSeriesStart, saveUnitPaycheckSetting } from './service.js';
import { unitPaycheckSettings } from './tables.js';

const FIELDS = `altinnSystemUserName altinnSystemPasswordSet calculationForTax currencyCode defaultCreditDays
  defaultVacationMoneyPercentage defaultWorkRelation { subUnitId occupationCode employmentType durationType shiftType
  hoursEveryWeekWithFullEmployment employmentPercentage } municipality { number name } startingPaycheckNumber
  halfTaxMonth savedAt`;
const READ = `query { unitPaycheckSetting { ${FIELDS} } }`;
const SAVE = `mutation ($input: SaveUnitPaycheckSettingInput!) { saveUnitPaycheckSetting(input: $input) { ${FIELDS} } }`;
const ALTINN_USERS = `query { altinnUsers { userId name role hasAltinnLogin altinnPinMethod } }`;

const PASSWORD = 'Bølgen-Altinn-2026!';

/** A complete, valid setting without the Altinn system user. */
const VALID = {
  calculationForTax: 'MANUAL',
  currencyCode: 'NOK',
  defaultCreditDays: 10,
  defaultVacationMoneyPercentage: '12.00',
  defaultSubUnitId: null,
  defaultOccupationCode: '2512101',
  defaultEmploymentType: 'ordinaertArbeidsforhold',
  defaultDurationType: 'midlertidig',
  defaultShiftType: 'skift365',
  defaultHoursEveryWeekWithFullEmployment: '35.5',
  defaultEmploymentPercentage: '80',
  municipalityNumber: '4601',
  startingPaycheckNumber: '1000',
};

describe.each(TEST_DATABASES)('paycheck settings (%s)', (kind) => {
  const t = useTestApp(kind);

  const read = async (who: Fixture) => (await gqlOk(t, who, READ)).unitPaycheckSetting;
  const save = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, SAVE, { input })).saveUnitPaycheckSetting;
  const storedRow = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const [row] = await tx.select().from(unitPaycheckSettings).where(eq(unitPaycheckSettings.unitId, unitId));
      return row;
    });
  const count = (unitId: string, table: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    });
  const addSubUnit = (unitId: string, userId: string, name = 'Bergen') =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const [row] = await tx
        .insert(subUnits)
        .values({
          unitId,
          name,
          organizationNumber: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
          createdById: userId,
          updatedById: userId,
        })
        .returning();
      return row!.id;
    });

  /**
   * What creating a paycheck will do to the series (paychecks are not built yet): issue its next
   * number, from the start the settings hold.
   */
  const nextPaycheckNumber = (me: Fixture) =>
    t.app.services.transactions.tenant(me.unitId, (tx) =>
      issueNumber(tx, actorFor(t, me), 'paycheck', () => paycheckSeriesStart(tx, me.unitId)),
    );

  describe('reading', () => {
    it('answers the defaults before the first save, to any member (accountant reads it)', async () => {
      const owner = await userWithUnit(t);
      const accountant = await userWithUnit(t, { role: 'accountant' });
      await addMember(t, accountant.userId, owner.unitId, 'accountant');
      const result = await gql(t, READ, {}, { token: accountant.token, unitId: owner.unitId });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.unitPaycheckSetting).toEqual({
        altinnSystemUserName: null,
        altinnSystemPasswordSet: false,
        calculationForTax: 'AUTOMATIC',
        currencyCode: 'NOK',
        defaultCreditDays: 0,
        defaultVacationMoneyPercentage: '10.20',
        defaultWorkRelation: {
          subUnitId: null,
          occupationCode: null,
          employmentType: 'ordinaertArbeidsforhold',
          durationType: 'fast',
          shiftType: 'ikkeSkift',
          hoursEveryWeekWithFullEmployment: '37.50',
          employmentPercentage: '100.00',
        },
        municipality: null,
        startingPaycheckNumber: '1',
        halfTaxMonth: 'NOVEMBER',
        savedAt: null,
      });
    });

    it("reads the caller's own unit: another unit's save does not show", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      await save(other, VALID);
      expect((await read(me)).savedAt).toBeNull();
    });
  });

  describe('saving', () => {
    it('saves the whole setting, reads it back with the municipality name, and writes an audit row', async () => {
      const me = await userWithUnit(t);
      const subUnitId = await addSubUnit(me.unitId, me.userId);
      const saved = await save(me, { ...VALID, defaultSubUnitId: subUnitId });
      expect(saved).toMatchObject({
        calculationForTax: 'MANUAL',
        defaultCreditDays: 10,
        defaultVacationMoneyPercentage: '12.00',
        defaultWorkRelation: {
          subUnitId,
          occupationCode: '2512101',
          employmentType: 'ordinaertArbeidsforhold',
          durationType: 'midlertidig',
          shiftType: 'skift365',
          hoursEveryWeekWithFullEmployment: '35.50',
          employmentPercentage: '80.00',
        },
        municipality: { number: '4601', name: 'Bergen' },
        startingPaycheckNumber: '1000',
        altinnSystemPasswordSet: false,
      });
      expect(saved.savedAt).not.toBeNull();
      expect(await read(me)).toEqual(saved);
      await save(me, { ...VALID, defaultHoursEveryWeekWithFullEmployment: '168' });
      expect((await read(me)).defaultWorkRelation.hoursEveryWeekWithFullEmployment).toBe('168.00');
      expect(await count(me.unitId, 'unit_paycheck_settings')).toBe(1);
      expect(await count(me.unitId, "audit_events where entity = 'unitPaycheckSetting'")).toBe(2);
    });

    it.each([
      [{ defaultVacationMoneyPercentage: '100.5' }, 'defaultVacationMoneyPercentage', 'less_than_or_equal_to'],
      [{ defaultVacationMoneyPercentage: '10.255' }, 'defaultVacationMoneyPercentage', 'invalid'],
      [{ defaultCreditDays: -1 }, 'defaultCreditDays', 'not_an_integer'],
      [
        { defaultHoursEveryWeekWithFullEmployment: '169' },
        'defaultHoursEveryWeekWithFullEmployment',
        'less_than_or_equal_to',
      ],
      [{ defaultEmploymentPercentage: '100.01' }, 'defaultEmploymentPercentage', 'less_than_or_equal_to'],
      [{ currencyCode: 'ABC' }, 'currencyCode', 'invalid'],
      [{ startingPaycheckNumber: ' ' }, 'startingPaycheckNumber', 'blank'],
      [{ startingPaycheckNumber: '9'.repeat(21) }, 'startingPaycheckNumber', 'too_long'],
      [{ defaultOccupationCode: '0000000' }, 'defaultOccupationCode', 'invalid'],
      [{ municipalityNumber: '9999' }, 'municipalityNumber', 'invalid'],
      [{ defaultSubUnitId: '00000000-0000-4000-8000-000000000000' }, 'defaultSubUnitId', 'invalid'],
      [{ defaultSubUnitId: 'not-a-uuid' }, 'defaultSubUnitId', 'invalid'],
      [{ altinnSystemUserName: 'bolgen-lonn' }, 'altinnSystemPassword', 'blank'],
      [{ altinnSystemPassword: PASSWORD }, 'altinnSystemUserName', 'blank'],
    ])('refuses %o with %s %s and saves nothing', async (change, attribute, type) => {
      const me = await userWithUnit(t);
      expect(await gqlValidations(t, me, SAVE, { input: { ...VALID, ...change } })).toEqual([
        { model: 'unitPaycheckSetting', attribute, type },
      ]);
      expect(await count(me.unitId, 'unit_paycheck_settings')).toBe(0);
    });

    it('the half-tax month: NOVEMBER on a first save that leaves it out, DECEMBER when chosen, kept when left out', async () => {
      const me = await userWithUnit(t);
      expect((await save(me, VALID)).halfTaxMonth).toBe('NOVEMBER');
      expect((await storedRow(me.unitId))!.halfTaxMonth).toBe('NOVEMBER');
      expect((await save(me, { ...VALID, halfTaxMonth: 'DECEMBER' })).halfTaxMonth).toBe('DECEMBER');
      // Left out or null: the saved month stays while the rest is saved.
      expect(await save(me, { ...VALID, defaultCreditDays: 7 })).toMatchObject({
        halfTaxMonth: 'DECEMBER',
        defaultCreditDays: 7,
      });
      expect((await save(me, { ...VALID, halfTaxMonth: null })).halfTaxMonth).toBe('DECEMBER');
      expect((await read(me)).halfTaxMonth).toBe('DECEMBER');
      expect((await save(me, { ...VALID, halfTaxMonth: 'NOVEMBER' })).halfTaxMonth).toBe('NOVEMBER');
      const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) =>
        JSON.stringify(
          (
            (await tx.execute(sql.raw(`select details from audit_events where entity = 'unitPaycheckSetting'`))) as {
              rows: unknown[];
            }
          ).rows,
        ),
      );
      expect(audit).toContain('"halfTaxMonth":"DECEMBER"');
    });

    it('refuses a month that is not NOVEMBER or DECEMBER (GraphQL input, and inclusion in the service), changing nothing', async () => {
      const me = await userWithUnit(t);
      await save(me, { ...VALID, halfTaxMonth: 'DECEMBER' });
      const before = await read(me);
      const refused = await gql(t, SAVE, { input: { ...VALID, halfTaxMonth: 'OCTOBER' } }, me);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(await read(me)).toEqual(before);
      // Below GraphQL (the demo and other callers save through the service), the shared rule map refuses it.
      const secretKey = t.app.services.config.secretKey;
      const direct = t.app.services.transactions.tenant(me.unitId, (tx) =>
        saveUnitPaycheckSetting(tx, actorFor(t, me), { ...VALID, halfTaxMonth: 'OCTOBER' }, secretKey),
      );
      await expect(direct).rejects.toMatchObject({
        code: 'VALIDATION',
        validations: [{ model: 'unitPaycheckSetting', attribute: 'halfTaxMonth', type: 'inclusion' }],
      });
      expect(await read(me)).toEqual(before);
      expect(await count(me.unitId, "audit_events where entity = 'unitPaycheckSetting'")).toBe(1);
    });

    it("refuses another unit's sub-unit as the default (invalid) and leaves a saved setting unchanged", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      const theirs = await addSubUnit(other.unitId, other.userId, 'Deres');
      await save(me, VALID);
      const before = await read(me);
      expect(
        await gqlValidations(t, me, SAVE, {
          input: { ...VALID, defaultSubUnitId: theirs, defaultCreditDays: -5, municipalityNumber: '0000' },
        }),
      ).toEqual([
        { model: 'unitPaycheckSetting', attribute: 'defaultCreditDays', type: 'not_an_integer' },
        { model: 'unitPaycheckSetting', attribute: 'defaultSubUnitId', type: 'invalid' },
        { model: 'unitPaycheckSetting', attribute: 'municipalityNumber', type: 'invalid' },
      ]);
      expect(await read(me)).toEqual(before);
    });

    it('a non-numeric start number cannot be changed after the first paycheck (paychecks_exist)', async () => {
      const me = await userWithUnit(t);
      await save(me, { ...VALID, startingPaycheckNumber: 'L-1000' });
      const before = await read(me);
      await nextPaycheckNumber(me);
      expect(await gqlValidations(t, me, SAVE, { input: { ...VALID, startingPaycheckNumber: 'L-2000' } })).toEqual([
        { model: 'unitPaycheckSetting', attribute: 'startingPaycheckNumber', type: 'paychecks_exist' },
      ]);
      expect(await read(me)).toEqual(before);
      // Saving the same start again, or other fields, still works.
      expect(
        (await save(me, { ...VALID, startingPaycheckNumber: 'L-1000', defaultCreditDays: 3 })).defaultCreditDays,
      ).toBe(3);
    });

    it('a numeric start number may be raised after the first paycheck, never to a number used (greater_than)', async () => {
      const me = await userWithUnit(t);
      await save(me, { ...VALID, startingPaycheckNumber: '1000' });
      await nextPaycheckNumber(me);
      await nextPaycheckNumber(me);
      const before = await read(me);
      const refused = await gql(t, SAVE, { input: { ...VALID, startingPaycheckNumber: '1001' } }, me);
      expect(refused.body.errors?.[0]?.extensions?.validations).toEqual([
        {
          model: 'unitPaycheckSetting',
          attribute: 'startingPaycheckNumber',
          type: 'greater_than',
          params: { count: '1001' },
        },
      ]);
      expect(await read(me)).toEqual(before);
      expect((await save(me, { ...VALID, startingPaycheckNumber: '2000' })).startingPaycheckNumber).toBe('2000');
      expect((await nextPaycheckNumber(me)).number).toBe('2000');
    });

    it('lets the start number change while no paycheck exists (the series has not started)', async () => {
      const me = await userWithUnit(t);
      expect(
        await t.app.services.transactions.tenant(me.unitId, (tx) => numberSeriesStarted(tx, me.unitId, 'paycheck')),
      ).toBe(false);
      await save(me, { ...VALID, startingPaycheckNumber: 'L-1' });
      expect((await save(me, { ...VALID, startingPaycheckNumber: 'L-5' })).startingPaycheckNumber).toBe('L-5');
      // The first paycheck then starts where the settings say.
      expect((await nextPaycheckNumber(me)).number).toBe('L-5');
    });
  });

  describe('the Altinn system password is write-only', () => {
    it('no output field of the whole schema carries a password; altinnSystemPasswordSet and changeCurrentUserPassword are booleans', async () => {
      const me = await userWithUnit(t);
      const { __schema } = await gqlOk<IntrospectionQuery>(t, me, getIntrospectionQuery());
      const outputFields = __schema.types.flatMap((type) =>
        type.kind === 'OBJECT' || type.kind === 'INTERFACE'
          ? type.fields.map((field) => `${type.name}.${field.name}`)
          : [],
      );
      expect(outputFields.length).toBeGreaterThan(100);
      expect(outputFields.filter((name) => /password/i.test(name.split('.')[1]!))).toEqual([
        'Mutation.changeCurrentUserPassword',
        'UnitPaycheckSetting.altinnSystemPasswordSet',
      ]);
      const booleanOnly = __schema.types
        .flatMap((type) => (type.kind === 'OBJECT' ? type.fields.map((field) => ({ type: type.name, field })) : []))
        .filter(({ field }) => /password/i.test(field.name))
        .map(({ field }) => JSON.stringify(field.type));
      expect(booleanOnly.every((type) => type.includes('"Boolean"'))).toBe(true);
    });

    it('is stored sealed, opens with the key, and no response body ever contains it', async () => {
      const me = await userWithUnit(t);
      const input = { ...VALID, altinnSystemUserName: 'bolgen-lonn', altinnSystemPassword: PASSWORD };
      const headers = { authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId };
      const bodies: string[] = [];
      const raw = async (query: string, variables: Record<string, unknown> = {}) => {
        const result = await http(t, 'POST', '/graphql', { query, variables }, headers);
        const text = JSON.stringify(result.body);
        bodies.push(text);
        return result;
      };

      const saved = await raw(SAVE, { input });
      expect(errorCode(saved)).toBeUndefined();
      await raw(READ);
      // A refused save answers the input's problems, never the input back.
      await raw(SAVE, { input: { ...input, defaultCreditDays: -1 } });
      await raw(`query { unitPaycheckSetting { __typename ${FIELDS} } }`);
      for (const body of bodies) {
        expect(body).not.toContain(PASSWORD);
        expect(body).not.toContain('Altinn-2026');
      }
      expect(bodies[1]).toContain('"altinnSystemPasswordSet":true');

      const row = await storedRow(me.unitId);
      expect(row!.altinnSystemPasswordEncrypted).not.toContain(PASSWORD);
      expect(row!.altinnSystemPasswordEncrypted!.startsWith('v1.')).toBe(true);
      expect(open(row!.altinnSystemPasswordEncrypted!, t.app.services.config.secretKey)).toBe(PASSWORD);

      // The audit row says only that it changed.
      const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) =>
        JSON.stringify(
          (
            (await tx.execute(sql.raw(`select * from audit_events where entity = 'unitPaycheckSetting'`))) as {
              rows: unknown[];
            }
          ).rows,
        ),
      );
      expect(audit).toContain('altinnSystemPasswordChanged');
      expect(audit).not.toContain(PASSWORD);
      expect(audit).not.toContain(row!.altinnSystemPasswordEncrypted!);
      // Nor is it in plain text anywhere else in the database.
      expect(await tablesHolding(t.app.services.database, PASSWORD)).toEqual([]);
    });

    it('is kept when left out, replaced by a new value, and removed on clear', async () => {
      const me = await userWithUnit(t);
      const withUser = { ...VALID, altinnSystemUserName: 'bolgen-lonn' };
      await save(me, { ...withUser, altinnSystemPassword: PASSWORD });
      const first = (await storedRow(me.unitId))!.altinnSystemPasswordEncrypted;

      expect((await save(me, { ...withUser, defaultCreditDays: 5 })).altinnSystemPasswordSet).toBe(true);
      expect((await save(me, { ...withUser, altinnSystemPassword: null })).altinnSystemPasswordSet).toBe(true);
      expect((await save(me, { ...withUser, altinnSystemPassword: '' })).altinnSystemPasswordSet).toBe(true);
      expect((await storedRow(me.unitId))!.altinnSystemPasswordEncrypted).toBe(first);

      await save(me, { ...withUser, altinnSystemPassword: 'nytt-passord' });
      const replaced = (await storedRow(me.unitId))!.altinnSystemPasswordEncrypted!;
      expect(open(replaced, t.app.services.config.secretKey)).toBe('nytt-passord');

      // Clearing the password of a named system user leaves the user without one: both or none.
      expect(await gqlValidations(t, me, SAVE, { input: { ...withUser, clearAltinnSystemPassword: true } })).toEqual([
        { model: 'unitPaycheckSetting', attribute: 'altinnSystemPassword', type: 'blank' },
      ]);
      // A kept password without a user name is refused on the user name.
      expect(await gqlValidations(t, me, SAVE, { input: VALID })).toEqual([
        { model: 'unitPaycheckSetting', attribute: 'altinnSystemUserName', type: 'blank' },
      ]);
      expect((await storedRow(me.unitId))!.altinnSystemPasswordEncrypted).toBe(replaced);

      const cleared = await save(me, { ...VALID, clearAltinnSystemPassword: true });
      expect(cleared).toMatchObject({ altinnSystemUserName: null, altinnSystemPasswordSet: false });
      expect((await storedRow(me.unitId))!.altinnSystemPasswordEncrypted).toBeNull();
    });
  });

  describe('demo', () => {
    it('seeds 12 % vacation money, Bergen, the Bergen sub-unit and a sealed system password', async () => {
      const me = await userWithUnit(t);
      await addSubUnit(me.unitId, me.userId, 'Oslo');
      const bergen = await addSubUnit(me.unitId, me.userId, 'Bølgen Bemanning Bergen');
      const { secretKey } = t.app.services.config;
      await t.app.services.transactions.tenant(me.unitId, (tx) =>
        seedDemoPaycheckSettings(tx, actorFor(t, me), secretKey),
      );
      expect(await read(me)).toMatchObject({
        altinnSystemUserName: 'bolgen-lonn',
        altinnSystemPasswordSet: true,
        defaultVacationMoneyPercentage: '12.00',
        municipality: { number: '4601', name: 'Bergen' },
        defaultWorkRelation: { subUnitId: bergen, occupationCode: '4131111' },
        startingPaycheckNumber: '1',
      });
      expect(open((await storedRow(me.unitId))!.altinnSystemPasswordEncrypted!, secretKey)).toBe(
        'Bolgen-Demo-Altinn-1',
      );
    });
  });

  describe('Altinn users', () => {
    it("lists the unit's members with whether each has an Altinn login and the PIN method, never the login", async () => {
      const owner = await userWithUnit(t);
      const payroll = await userWithUnit(t, { role: 'payroll' });
      await addMember(t, payroll.userId, owner.unitId, 'payroll');
      const stranger = await userWithUnit(t);
      const asPayroll = { token: payroll.token, unitId: owner.unitId };
      const saved = await gql(
        t,
        `mutation { saveUnitUserSetting(input: { altinnLogin: "10108012345", altinnPinMethod: SMS_PIN }) { savedAt } }`,
        {},
        asPayroll,
      );
      expect(saved.body.errors).toBeUndefined();
      // The stranger's login in their own unit does not leak into this unit's list.
      await t.app.services.transactions.tenant(stranger.unitId, (tx) =>
        tx.insert(unitUserSettings).values({
          unitId: stranger.unitId,
          userId: stranger.userId,
          altinnLogin: '01019012345',
          altinnPinMethod: 'ALTINN_PIN',
          createdById: stranger.userId,
          updatedById: stranger.userId,
        }),
      );

      const result = await gql(t, ALTINN_USERS, {}, asPayroll);
      expect(result.body.errors).toBeUndefined();
      const users = result.body.data!.altinnUsers as { userId: string }[];
      expect(users.map((user) => user.userId).sort()).toEqual([owner.userId, payroll.userId].sort());
      expect(users.find((user) => user.userId === payroll.userId)).toEqual({
        userId: payroll.userId,
        name: 'Kari Nordmann',
        role: 'payroll',
        hasAltinnLogin: true,
        altinnPinMethod: 'SMS_PIN',
      });
      expect(users.find((user) => user.userId === owner.userId)).toMatchObject({
        hasAltinnLogin: false,
        altinnPinMethod: null,
      });
      expect(JSON.stringify(result.body)).not.toContain('10108012345');
    });

    it('needs canSendAltinnPaycheckReports (accountant → FORBIDDEN)', async () => {
      const owner = await userWithUnit(t);
      const accountant = await userWithUnit(t, { role: 'accountant' });
      await addMember(t, accountant.userId, owner.unitId, 'accountant');
      const result = await gql(t, ALTINN_USERS, {}, { token: accountant.token, unitId: owner.unitId });
      expect(errorCode(result)).toBe('FORBIDDEN');
    });
  });
});
