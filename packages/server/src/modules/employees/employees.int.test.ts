/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  birthDateFromNumber,
  employeeProblems,
  employeeStatus,
  isValidBankAccount,
  parsePersonalNumber,
  PENSION_EMPLOYMENT_TYPE,
  type StatusRelation,
} from '@fjord/domain';
import { osloDate } from '../../clock.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { unitPaycheckSettings } from '../paycheck-settings/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { employeeTaxCards } from './tables.js';
import { DEMO_EMPLOYEES, seedDemoEmployees } from './demo.js';

const FIELDS = `id firstName lastName name email address zip city postbox postboxZip postboxCity countryCode phone
  phoneCountry birthDate birthDateMismatchReason bban iban swift vacationMoneyPercentage creditDays
  socialSecurityNumber temporarySocialSecurityNumber status`;
const LIST = `query ($filters: EmployeeFilters, $orderBy: EmployeeOrderBy, $orderDirection: OrderDirection) {
  employees(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection) {
    totalCount items { id name status } } }`;
const ONE = `query ($id: ID!) { employee(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteEmployee(id: $id) { id } }`;
const SEARCH = `query ($ssn: String, $tssn: String, $email: String, $phone: String) {
  employeeSearch(ssn: $ssn, tssn: $tssn, email: $email, phone: $phone) { id name } }`;

/** Skatteetaten's ten vectors (packages/domain/test-data). */
const VECTORS_FILE = new URL(
  '../../../../domain/test-data/foedselsnummer-testvectors-skatteetaten.csv',
  import.meta.url,
);
const VECTORS = readFileSync(VECTORS_FILE, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim() !== '')
  .slice(1)
  .map((line) => line.split(';'))
  .map((cells) => ({ number: cells[0]!, valid: cells[2] === 'true', description: cells[3]! }));

type Employee = { id: string; name: string; status: string } & Record<string, unknown>;

/** Kari Nordmann, synthetic personal number (month + 80), born 12 May 1980. */
const KARI = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'Kari@Example.no',
  address: 'Storgata 1',
  zip: '0155',
  city: 'Oslo',
  countryCode: 'NO',
  phone: '+47 915 00 000',
  phoneCountry: 'NO',
  birthDate: '1980-05-12',
  bban: '1503.10.67496',
  socialSecurityNumber: '128580 45019',
};

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

describe.each(TEST_DATABASES)('employees (%s)', (kind) => {
  const t = useTestApp(kind);

  const create = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { input })).createEmployee as Employee;
  const count = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql`select count(*)::int as n from employees`)) as { rows: { n: number }[] };
      return result.rows[0]!.n;
    });
  const validations = (who: Fixture, query: string, variables: Record<string, unknown>) =>
    gqlValidations(t, who, query, variables);
  const today = () => osloDate(t.clock.now());
  const addRelations = (who: Fixture, employeeId: string, relations: StatusRelation[]) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      for (const relation of relations)
        await tx.insert(workRelations).values({
          ...relation,
          employmentType: relation.employmentType as never,
          employeeId,
          unitId: who.unitId,
          shiftType: 'ikkeSkift',
          durationType: 'fast',
          employmentPercentage: '100',
          hoursEveryWeekWithFullEmployment: '37.5',
          createdById: who.userId,
          updatedById: who.userId,
        });
    });
  const refuses = async (who: Fixture, input: Record<string, unknown>, expected: object[]) => {
    const before = await count(who.unitId);
    expect(await validations(who, CREATE, { input })).toEqual(expected);
    expect(await count(who.unitId)).toBe(before);
  };

  it('creates with numbers normalised, reads, updates and deletes, with audit rows', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, KARI);
    expect(created).toMatchObject({
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      bban: '15031067496',
      socialSecurityNumber: '12858045019',
      temporarySocialSecurityNumber: null,
      vacationMoneyPercentage: '10.20',
      creditDays: 0,
      status: 'NOT_STARTED',
    });
    expect((await gqlOk(t, me, ONE, { id: created.id })).employee).toEqual(created);
    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: { ...KARI, city: 'Bergen', postbox: 'Postboks 1', postboxZip: '5020', postboxCity: 'Bergen' },
      })
    ).updateEmployee as Employee;
    expect(updated).toMatchObject({ city: 'Bergen', postbox: 'Postboks 1', vacationMoneyPercentage: '10.20' });
    await gqlOk(t, me, DELETE, { id: created.id });
    expect(errorCode(await gql(t, ONE, { id: created.id }, { token: me.token, unitId: me.unitId }))).toBe('NOT_FOUND');
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select action from audit_events where entity = 'employee' and entity_id = ${created.id} order by created_at`,
      )) as { rows: { action: string }[] };
      return result.rows.map((row) => row.action);
    });
    expect(audit).toEqual(['create', 'update', 'delete']);
  });

  it('takes vacation money and credit days left out from the unit\u2019s paycheck settings', async () => {
    const me = await userWithUnit(t);
    await t.app.services.transactions.tenant(me.unitId, (tx) =>
      tx.insert(unitPaycheckSettings).values({
        unitId: me.unitId,
        defaultVacationMoneyPercentage: '12.00',
        defaultCreditDays: 3,
        createdById: me.userId,
        updatedById: me.userId,
      }),
    );
    expect(await create(me, KARI)).toMatchObject({ vacationMoneyPercentage: '12.00', creditDays: 3 });
  });

  it('names, address, zip and city are required, all refused at once', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, firstName: ' ', lastName: '', address: '', zip: '', city: '' }, [
      { model: 'employee', attribute: 'firstName', type: 'blank' },
      { model: 'employee', attribute: 'lastName', type: 'blank' },
      { model: 'employee', attribute: 'address', type: 'blank' },
      { model: 'employee', attribute: 'zip', type: 'blank' },
      { model: 'employee', attribute: 'city', type: 'blank' },
    ]);
  });

  it('refuses a Norwegian postal code that does not exist (invalid); a foreign one is not looked up', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, zip: '0002', postboxZip: '0003' }, [
      { model: 'employee', attribute: 'zip', type: 'invalid' },
      { model: 'employee', attribute: 'postboxZip', type: 'invalid' },
    ]);
    await create(me, { ...KARI, countryCode: 'SE', zip: '0002', city: 'Stockholm' });
  });

  it('vacation money is 0–100 with two decimals, credit days a whole number ≥ 0', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, vacationMoneyPercentage: '100.5', creditDays: -2 }, [
      { model: 'employee', attribute: 'vacationMoneyPercentage', type: 'invalid' },
      { model: 'employee', attribute: 'creditDays', type: 'not_an_integer' },
    ]);
  });

  it('a personal number or a temporary number is required', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, socialSecurityNumber: null }, [
      { model: 'employee', attribute: 'socialSecurityNumber', type: 'blank' },
    ]);
  });

  it('the number must start with a valid date; its check digits must be right', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, socialSecurityNumber: '32138045019' }, [
      { model: 'employee', attribute: 'socialSecurityNumber', type: 'invalid' },
    ]);
    await refuses(me, { ...KARI, socialSecurityNumber: '12858045018' }, [
      { model: 'employee', attribute: 'socialSecurityNumber', type: 'checksum_invalid' },
    ]);
    await refuses(me, { ...KARI, socialSecurityNumber: null, temporarySocialSecurityNumber: '3206994051' }, [
      { model: 'employee', attribute: 'temporarySocialSecurityNumber', type: 'invalid' },
    ]);
  });

  it('a temporary number alone is saved without a check-digit check', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, {
      ...KARI,
      socialSecurityNumber: null,
      temporarySocialSecurityNumber: '07069940517',
      birthDate: '1999-06-07',
    });
    expect(created).toMatchObject({ socialSecurityNumber: null, temporarySocialSecurityNumber: '07069940517' });
  });

  it.each(VECTORS)('official vector $number ($description): saved when valid, refused otherwise', async (vector) => {
    const me = await userWithUnit(t);
    const input = {
      ...KARI,
      socialSecurityNumber: vector.number,
      birthDate: birthDateFromNumber(vector.number, today()) ?? '2001-02-28',
    };
    if (vector.valid) expect((await create(me, input)).socialSecurityNumber).toBe(vector.number);
    else {
      const type = vector.number === '29020105729' ? 'invalid' : 'checksum_invalid';
      await refuses(me, input, [{ model: 'employee', attribute: 'socialSecurityNumber', type }]);
    }
  });

  it('the birth date must match the number (does_not_match_ssn / _tssn) unless a reason is given', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, birthDate: '1980-05-13' }, [
      { model: 'employee', attribute: 'birthDate', type: 'does_not_match_ssn' },
    ]);
    await refuses(
      me,
      { ...KARI, socialSecurityNumber: null, temporarySocialSecurityNumber: '07069940517', birthDate: '1999-06-08' },
      [{ model: 'employee', attribute: 'birthDate', type: 'does_not_match_tssn' }],
    );
    const saved = await create(me, { ...KARI, birthDate: '1980-05-13', birthDateMismatchReason: 'Feil i registeret' });
    expect(saved.birthDate).toBe('1980-05-13');
  });

  it('bank: BBAN mod 11, IBAN mod 97 needing SWIFT, a Norwegian IBAN naming the BBAN', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, bban: '15031067497', iban: 'NO58 1503 2714 452' }, [
      { model: 'employee', attribute: 'bban', type: 'checksum_invalid' },
      { model: 'employee', attribute: 'swift', type: 'blank' },
    ]);
    await refuses(me, { ...KARI, iban: 'NO5815032714452', swift: 'DNBANOKK' }, [
      { model: 'employee', attribute: 'iban', type: 'iban_mismatch' },
    ]);
    const saved = await create(me, { ...KARI, bban: null, iban: 'de89 3704 0044 0532 0130 00', swift: 'cobadeff' });
    expect(saved).toMatchObject({ iban: 'DE89370400440532013000', swift: 'COBADEFF' });
  });

  it('contact: e-mail valid, phone needs a phone country from the country list', async () => {
    const me = await userWithUnit(t);
    await refuses(me, { ...KARI, email: 'kari@', phoneCountry: null }, [
      { model: 'employee', attribute: 'email', type: 'invalid' },
      { model: 'employee', attribute: 'phoneCountry', type: 'blank' },
    ]);
    await refuses(me, { ...KARI, countryCode: 'XX', phoneCountry: 'QQ' }, [
      { model: 'employee', attribute: 'countryCode', type: 'inclusion' },
      { model: 'employee', attribute: 'phoneCountry', type: 'inclusion' },
    ]);
  });

  it('a personal or temporary number is unique in the unit (taken), not across units', async () => {
    const me = await userWithUnit(t);
    const kari = await create(me, { ...KARI, temporarySocialSecurityNumber: '07069940517' });
    await refuses(me, { ...KARI, socialSecurityNumber: '12858 045019' }, [
      { model: 'employee', attribute: 'socialSecurityNumber', type: 'taken' },
    ]);
    await refuses(
      me,
      {
        ...KARI,
        socialSecurityNumber: '52839046006',
        birthDate: '1990-03-12',
        temporarySocialSecurityNumber: '07069940517',
      },
      [{ model: 'employee', attribute: 'temporarySocialSecurityNumber', type: 'taken' }],
    );
    // Saving Kari again with her own numbers is not "taken".
    await gqlOk(t, me, UPDATE, { id: kari.id, input: { ...KARI, temporarySocialSecurityNumber: '07069940517' } });
    const other = await userWithUnit(t);
    await create(other, KARI);
  });

  it('an update that breaks a rule changes nothing', async () => {
    const me = await userWithUnit(t);
    const kari = await create(me, KARI);
    expect(
      await validations(me, UPDATE, {
        id: kari.id,
        input: { ...KARI, city: 'Bergen', socialSecurityNumber: '12858045018' },
      }),
    ).toEqual([{ model: 'employee', attribute: 'socialSecurityNumber', type: 'checksum_invalid' }]);
    expect((await gqlOk(t, me, ONE, { id: kari.id })).employee).toEqual(kari);
  });

  it('deleting an employee deletes their work relations and tax cards', async () => {
    const me = await userWithUnit(t);
    const kari = await create(me, KARI);
    await addRelations(me, kari.id, [
      { startDate: '2020-01-01', endDate: null, pensionEndDate: null, employmentType: 'ordinaertArbeidsforhold' },
    ]);
    await t.app.services.transactions.tenant(me.unitId, (tx) =>
      tx.insert(employeeTaxCards).values({
        employeeId: kari.id,
        unitId: me.unitId,
        calendarYear: 2026,
        taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE',
        taxPercentage: '30',
        createdById: me.userId,
        updatedById: me.userId,
      }),
    );
    await gqlOk(t, me, DELETE, { id: kari.id });
    const left = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select (select count(*)::int from work_relations) as relations, (select count(*)::int from employee_tax_cards) as cards`,
      )) as { rows: { relations: number; cards: number }[] };
      return result.rows[0]!;
    });
    expect(left).toEqual({ relations: 0, cards: 0 });
  });

  describe('status from the work relations (the same as domain employeeStatus)', () => {
    const cases = (day: string): [string, StatusRelation[]][] => {
      const ordinary = (change: Partial<StatusRelation>): StatusRelation => ({
        startDate: addDays(day, -100),
        endDate: null,
        pensionEndDate: null,
        employmentType: 'ordinaertArbeidsforhold',
        ...change,
      });
      return [
        ['no relation', []],
        ['starts tomorrow', [ordinary({ startDate: addDays(day, 1) })]],
        ['covers today', [ordinary({})]],
        ['starts today', [ordinary({ startDate: day })]],
        ['ends today', [ordinary({ endDate: day })]],
        ['pension relation', [ordinary({ employmentType: PENSION_EMPLOYMENT_TYPE })]],
        ['pension and ordinary', [ordinary({ employmentType: PENSION_EMPLOYMENT_TYPE }), ordinary({})]],
        ['ended, pension runs on', [ordinary({ endDate: addDays(day, -1), pensionEndDate: day })]],
        ['ended yesterday', [ordinary({ endDate: addDays(day, -1) })]],
        ['ended, pension ended', [ordinary({ endDate: addDays(day, -10), pensionEndDate: addDays(day, -1) })]],
        ['ended and coming', [ordinary({ endDate: addDays(day, -10) }), ordinary({ startDate: addDays(day, 5) })]],
      ];
    };

    it('answers each case as the domain does, in the list, in employee(id), and filters and sorts by it', async () => {
      const me = await userWithUnit(t);
      const day = today();
      const expected = new Map<string, string>();
      for (const [name, relations] of cases(day)) {
        const employee = await create(me, {
          ...KARI,
          lastName: name,
          socialSecurityNumber: null,
          temporarySocialSecurityNumber: `${String(expected.size + 10)}0180${String(expected.size).padStart(5, '0')}`,
          birthDate: `1980-01-${String(expected.size + 10)}`,
        });
        await addRelations(me, employee.id, relations);
        expected.set(employee.id, employeeStatus(relations, day));
        expect((await gqlOk(t, me, ONE, { id: employee.id })).employee.status, name).toBe(expected.get(employee.id));
      }
      expect([...expected.values()].sort()).toEqual(
        [
          'NOT_STARTED',
          'NOT_STARTED',
          'ACTIVE',
          'ACTIVE',
          'ACTIVE',
          'PENSION',
          'ACTIVE',
          'PENSION',
          'ENDED',
          'ENDED',
          'NOT_STARTED',
        ].sort(),
      );
      const list = (await gqlOk(t, me, LIST, {})).employees as { items: Employee[] };
      for (const item of list.items) expect(item.status).toBe(expected.get(item.id));
      for (const status of ['ACTIVE', 'PENSION', 'ENDED', 'NOT_STARTED']) {
        const filtered = (await gqlOk(t, me, LIST, { filters: { status } })).employees as {
          totalCount: number;
          items: Employee[];
        };
        const wanted = [...expected].filter(([, value]) => value === status).map(([id]) => id);
        expect(filtered.items.map((item) => item.id).sort()).toEqual(wanted.sort());
        expect(filtered.totalCount).toBe(wanted.length);
      }
      const byStatus = (await gqlOk(t, me, LIST, { orderBy: 'status' })).employees as { items: Employee[] };
      const statuses = byStatus.items.map((item) => item.status);
      expect(statuses).toEqual([...statuses].sort());
    });
  });

  it('lists by last name by default, filters by name and personal number, sorts by first name and birth date', async () => {
    const me = await userWithUnit(t);
    await create(me, KARI);
    await create(me, {
      ...KARI,
      firstName: 'Aleksander',
      lastName: 'Dahl',
      socialSecurityNumber: '52839046006',
      birthDate: '1990-03-12',
    });
    await create(me, {
      ...KARI,
      firstName: 'Ola',
      lastName: 'Berg',
      socialSecurityNumber: '03899234099',
      birthDate: '1992-09-03',
    });
    const names = async (variables: Record<string, unknown>) =>
      ((await gqlOk(t, me, LIST, variables)).employees as { items: Employee[] }).items.map((item) => item.name);
    expect(await names({})).toEqual(['Ola Berg', 'Aleksander Dahl', 'Kari Nordmann']);
    expect(await names({ orderBy: 'first_name' })).toEqual(['Aleksander Dahl', 'Kari Nordmann', 'Ola Berg']);
    expect(await names({ orderBy: 'birth_date', orderDirection: 'DESC' })).toEqual([
      'Ola Berg',
      'Aleksander Dahl',
      'Kari Nordmann',
    ]);
    expect(await names({ filters: { name: 'dah' } })).toEqual(['Aleksander Dahl']);
    expect(await names({ filters: { name: 'ola berg' } })).toEqual(['Ola Berg']);
    expect(await names({ filters: { name: 'OLA' } })).toEqual(['Ola Berg']);
    expect(await names({ filters: { socialSecurityNumber: '528390' } })).toEqual(['Aleksander Dahl']);
  });

  it('exact match on ssn, tssn, e-mail or phone, normalised, in the unit only', async () => {
    const me = await userWithUnit(t);
    const kari = await create(me, KARI);
    const jonas = await create(me, {
      ...KARI,
      firstName: 'Jonas',
      lastName: 'Nilsen',
      email: 'jonas@example.no',
      phone: '989 01 234',
      socialSecurityNumber: null,
      temporarySocialSecurityNumber: '07069940517',
      birthDate: '1999-06-07',
    });
    const found = async (variables: Record<string, unknown>, who = me) =>
      ((await gqlOk(t, who, SEARCH, variables)).employeeSearch as Employee[]).map((employee) => employee.id);
    expect(await found({ ssn: '128580 45019' })).toEqual([kari.id]);
    expect(await found({ ssn: '1285804501' })).toEqual([]);
    expect(await found({ tssn: '070699-40517' })).toEqual([jonas.id]);
    expect(await found({ email: ' KARI@example.NO ' })).toEqual([kari.id]);
    expect(await found({ phone: '98901234' })).toEqual([jonas.id]);
    expect(await found({ phone: '+4791500000' })).toEqual([kari.id]);
    expect(await found({})).toEqual([]);
    expect(await found({ ssn: '12858045019' }, await userWithUnit(t))).toEqual([]);
  });

  it('reading needs canEditEmployees or canViewSalaries: accountant is refused every read', async () => {
    const owner = await userWithUnit(t);
    const kari = await create(owner, KARI);
    const accountant = await userWithUnit(t, { role: 'accountant' });
    await addMember(t, accountant.userId, owner.unitId, 'accountant');
    for (const [query, variables] of [
      [LIST, {}],
      [ONE, { id: kari.id }],
      [SEARCH, { ssn: KARI.socialSecurityNumber }],
    ] as const) {
      const result = await gql(t, query, variables, { token: accountant.token, unitId: owner.unitId });
      expect(errorCode(result)).toBe('FORBIDDEN');
    }
    const payroll = await userWithUnit(t, { role: 'payroll' });
    await addMember(t, payroll.userId, owner.unitId, 'payroll');
    const result = await gql(t, ONE, { id: kari.id }, { token: payroll.token, unitId: owner.unitId });
    expect(result.body.errors).toBeUndefined();
  });

  it('the demo employees pass every rule, with valid synthetic numbers and valid accounts', async () => {
    expect(DEMO_EMPLOYEES.map((employee) => employee.lastName)).toEqual([
      'Nordmann',
      'Hansen',
      'Berg',
      'Johansen',
      'Larsen',
      'Olsen',
      'Pedersen',
      'Nilsen',
      'Kristiansen',
      'Dahl',
    ]);
    for (const employee of DEMO_EMPLOYEES) {
      expect(employeeProblems(employee), employee.lastName).toEqual([]);
      expect(isValidBankAccount(employee.bban!), employee.lastName).toBe(true);
      if (employee.socialSecurityNumber) {
        const parsed = parsePersonalNumber(employee.socialSecurityNumber);
        expect(parsed, employee.lastName).toMatchObject({ valid: true, synthetic: true });
        expect(parsed.kind).toBe(employee.lastName === 'Dahl' ? 'DNR' : 'FNR');
      } else expect(employee.lastName).toBe('Nilsen');
    }
    const me = await userWithUnit(t);
    await t.app.services.transactions.tenant(me.unitId, (tx) => seedDemoEmployees(tx, actorFor(t, me)));
    const list = (await gqlOk(t, me, LIST, {})).employees as { totalCount: number };
    expect(list.totalCount).toBe(10);
  });
});
