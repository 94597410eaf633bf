import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { taxCardProblems } from '@fjord/domain';
import { osloDate } from '../../clock.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { personalNumberOfKind } from '../../test/personal-numbers.js';
import { seedDemo } from '../../seed/demo.js';
import { employees, employeeTaxCards } from '../employees/tables.js';
import { SIMULATED_OUTAGE_NUMBER } from './tax-card-service/simulator.js';

const FIELDS = `id employeeId calendarYear taxDeductionMethod taxTable taxPercentage taxExemption taxExemptionAmountLimit
  fetchedAt file { signedBlobId fileName contentType size url }`;
const LIST = `query ($employeeId: ID!) { employeeTaxCards(employeeId: $employeeId) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { employeeTaxCard(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($employeeId: ID!, $input: EmployeeTaxCardInput!) {
  createEmployeeTaxCard(employeeId: $employeeId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: EmployeeTaxCardInput!) { updateEmployeeTaxCard(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteEmployeeTaxCard(id: $id) { id } }`;
const FETCH = `mutation ($employeeId: ID!, $calendarYear: Int!) {
  fetchEmployeeTaxCard(employeeId: $employeeId, calendarYear: $calendarYear) { ${FIELDS} } }`;

type Card = {
  id: string;
  calendarYear: number;
  taxDeductionMethod: string;
  taxTable: string | null;
  taxPercentage: string | null;
  taxExemption: boolean;
  taxExemptionAmountLimit: string | null;
  fetchedAt: string | null;
  file: { fileName: string; contentType: string; url: string } | null;
};

const TABLE_CARD = { taxDeductionMethod: 'MAIN_EMPLOYER_TABLE', taxTable: '8010', taxPercentage: '45' };
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe.each(TEST_DATABASES)('employee tax cards (%s)', (kind) => {
  const t = useTestApp(kind);
  const year = () => Number(osloDate(t.clock.now()).slice(0, 4));
  let numbers = 0;

  /** An employee made straight in the table, so these tests do not depend on the employee module's API. */
  const employee = (who: Fixture, ssn: string | null = personalNumberOfKind(2, numbers++ % 40)) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          unitId: who.unitId,
          firstName: 'Ola',
          lastName: 'Nordmann',
          address: 'Storgata 1',
          zip: '0155',
          city: 'Oslo',
          birthDate: '1990-01-01',
          vacationMoneyPercentage: '10.20',
          creditDays: 14,
          socialSecurityNumber: ssn,
          temporarySocialSecurityNumber: ssn ? null : '01019000000',
          createdById: who.userId,
          updatedById: who.userId,
        })
        .returning({ id: employees.id });
      return row!.id;
    });
  const create = async (who: Fixture, employeeId: string, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { employeeId, input: { calendarYear: year(), ...input } }))
      .createEmployeeTaxCard as Card;
  const list = async (who: Fixture, employeeId: string) =>
    (await gqlOk(t, who, LIST, { employeeId })).employeeTaxCards as Card[];
  const counts = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select (select count(*)::int from employee_tax_cards) as cards,
                   (select count(*)::int from files where kind = 'tax_card') as documents,
                   (select count(*)::int from audit_events where entity = 'employeeTaxCard') as audits`,
      )) as { rows: { cards: number; documents: number; audits: number }[] };
      return result.rows[0]!;
    });

  it('creates, lists newest year first, reads, updates and deletes, with audit rows', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const card = await create(me, employeeId, TABLE_CARD);
    expect(card).toMatchObject({
      calendarYear: year(),
      taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
      taxTable: '8010',
      taxPercentage: '45.00',
      taxExemption: false,
      taxExemptionAmountLimit: null,
      fetchedAt: null,
      file: null,
    });
    await create(me, employeeId, {
      calendarYear: year() - 1,
      taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE',
      taxPercentage: '32.5',
    });
    expect((await list(me, employeeId)).map((row) => [row.calendarYear, row.taxPercentage])).toEqual([
      [year(), '45.00'],
      [year() - 1, '32.50'],
    ]);
    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: card.id,
        input: {
          calendarYear: year(),
          taxDeductionMethod: 'TAX_EXEMPTION',
          taxExemptionAmountLimit: '65000',
          taxTable: '8010',
        },
      })
    ).updateEmployeeTaxCard as Card;
    expect(updated).toMatchObject({
      taxDeductionMethod: 'TAX_EXEMPTION',
      taxTable: null,
      taxExemption: true,
      taxExemptionAmountLimit: '65000.00',
      taxPercentage: '50.00',
    });
    expect((await gqlOk(t, me, ONE, { id: card.id })).employeeTaxCard).toEqual(updated);
    await gqlOk(t, me, DELETE, { id: card.id });
    expect((await list(me, employeeId)).length).toBe(1);
    expect((await counts(me.unitId)).audits).toBe(4);
  });

  it('a table card needs a table of four digits from the Tax Administration’s list', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const before = await counts(me.unitId);
    for (const [taxTable, type] of [
      [null, 'blank'],
      ['801', 'wrong_length'],
      ['80a1', 'invalid'],
      ['1234', 'inclusion'],
    ] as const) {
      expect(
        await gqlValidations(t, me, CREATE, {
          employeeId,
          input: { calendarYear: year(), taxDeductionMethod: 'MAIN_EMPLOYER_TABLE', taxTable },
        }),
        String(taxTable),
      ).toEqual([{ model: 'employeeTaxCard', attribute: 'taxTable', type }]);
    }
    expect(await counts(me.unitId)).toEqual(before);
  });

  it('a percentage card needs a percentage from 0 to 100', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    for (const [taxPercentage, type] of [
      [null, 'blank'],
      ['100.5', 'less_than_or_equal_to'],
      ['-1', 'greater_than_or_equal_to'],
    ] as const)
      expect(
        await gqlValidations(t, me, CREATE, {
          employeeId,
          input: { calendarYear: year(), taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxPercentage },
        }),
      ).toEqual([{ model: 'employeeTaxCard', attribute: 'taxPercentage', type }]);
    expect((await counts(me.unitId)).cards).toBe(0);
  });

  it('an exemption card’s limit must exceed 0 (all problems at once, nothing saved)', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const result = await gql(
      t,
      CREATE,
      {
        employeeId,
        input: { calendarYear: 1999, taxDeductionMethod: 'TAX_EXEMPTION', taxExemptionAmountLimit: '0' },
      },
      { token: me.token, unitId: me.unitId },
    );
    expect(errorCode(result)).toBe('VALIDATION');
    expect(result.body.errors![0]!.extensions!.validations).toEqual([
      {
        model: 'employeeTaxCard',
        attribute: 'calendarYear',
        type: 'greater_than_or_equal_to',
        params: { count: 2000 },
      },
      { model: 'employeeTaxCard', attribute: 'taxExemptionAmountLimit', type: 'greater_than', params: { count: 0 } },
    ]);
    expect(
      await gqlValidations(t, me, CREATE, {
        employeeId,
        input: { calendarYear: year() + 2, taxDeductionMethod: 'TAX_EXEMPTION' },
      }),
    ).toEqual([
      { model: 'employeeTaxCard', attribute: 'calendarYear', type: 'less_than_or_equal_to' },
      { model: 'employeeTaxCard', attribute: 'taxExemptionAmountLimit', type: 'blank' },
    ]);
    expect((await counts(me.unitId)).cards).toBe(0);
  });

  it('one card per employee and year (calendarYear taken), on create and update', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    await create(me, employeeId, TABLE_CARD);
    const last = await create(me, employeeId, { ...TABLE_CARD, calendarYear: year() - 1 });
    const before = await list(me, employeeId);
    expect(await gqlValidations(t, me, CREATE, { employeeId, input: { calendarYear: year(), ...TABLE_CARD } })).toEqual(
      [{ model: 'employeeTaxCard', attribute: 'calendarYear', type: 'taken' }],
    );
    expect(
      await gqlValidations(t, me, UPDATE, { id: last.id, input: { calendarYear: year(), ...TABLE_CARD } }),
    ).toEqual([{ model: 'employeeTaxCard', attribute: 'calendarYear', type: 'taken' }]);
    expect(await list(me, employeeId)).toEqual(before);
    // Another employee may have a card for the same year.
    await create(me, await employee(me), TABLE_CARD);
  });

  it('fetches a card: saved with fetchedAt, the answer stored as its document and served through its link', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me, personalNumberOfKind(2));
    const card = (await gqlOk(t, me, FETCH, { employeeId, calendarYear: year() })).fetchEmployeeTaxCard as Card;
    expect(card).toMatchObject({
      calendarYear: year(),
      taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
      taxExemption: false,
    });
    expect(card.taxTable).toMatch(/^8[0-4]\d0$/);
    expect(new Date(card.fetchedAt!).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(card.file).toMatchObject({ contentType: 'application/xml', fileName: `skattekort-${year()}-010190.xml` });
    const served = await fetch(`${t.url}${pathOf(card.file!.url)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/xml');
    const xml = await served.text();
    expect(xml).toContain('<resultatPaaForespoersel>skattekortopplysningerOK</resultatPaaForespoersel>');
    expect(xml).toContain(`<tabellnummer>${card.taxTable}</tabellnummer>`);
    expect(await counts(me.unitId)).toMatchObject({ cards: 1, documents: 1 });
  });

  it('fetching replaces the year’s card; a secondary employer’s card stays a secondary employer’s card', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me, personalNumberOfKind(8));
    const manual = await create(me, employeeId, TABLE_CARD);
    const fetched = (await gqlOk(t, me, FETCH, { employeeId, calendarYear: year() })).fetchEmployeeTaxCard as Card;
    expect(fetched).toMatchObject({
      id: manual.id,
      taxDeductionMethod: 'TAX_EXEMPTION',
      taxExemption: true,
      taxExemptionAmountLimit: '100000.00',
      taxTable: null,
    });
    expect(await list(me, employeeId)).toHaveLength(1);

    const secondaryId = await employee(me, personalNumberOfKind(2, 5));
    await create(me, secondaryId, { taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE', taxPercentage: '50' });
    const secondary = (await gqlOk(t, me, FETCH, { employeeId: secondaryId, calendarYear: year() }))
      .fetchEmployeeTaxCard as Card;
    expect(secondary).toMatchObject({ taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE', taxTable: null });
    expect(secondary.fetchedAt).not.toBeNull();
  });

  it('no card found answers VALIDATION base no_tax_card and changes nothing', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me, personalNumberOfKind(9));
    const manual = await create(me, employeeId, TABLE_CARD);
    const before = await counts(me.unitId);
    expect(await gqlValidations(t, me, FETCH, { employeeId, calendarYear: year() })).toEqual([
      { model: 'employeeTaxCard', attribute: 'base', type: 'no_tax_card' },
    ]);
    expect(await counts(me.unitId)).toEqual(before);
    expect((await list(me, employeeId))[0]).toEqual(manual);
  });

  it('the service being down answers SERVICE_UNAVAILABLE and changes nothing', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me, SIMULATED_OUTAGE_NUMBER);
    const result = await gql(t, FETCH, { employeeId, calendarYear: year() }, { token: me.token, unitId: me.unitId });
    expect(errorCode(result)).toBe('SERVICE_UNAVAILABLE');
    expect(await counts(me.unitId)).toMatchObject({ cards: 0, documents: 0 });
  });

  it('an employee with only a temporary number cannot fetch (VALIDATION base invalid); the year is checked', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me, null);
    expect(await gqlValidations(t, me, FETCH, { employeeId, calendarYear: year() })).toEqual([
      { model: 'employeeTaxCard', attribute: 'base', type: 'invalid' },
    ]);
    const withNumber = await employee(me);
    expect(await gqlValidations(t, me, FETCH, { employeeId: withNumber, calendarYear: year() + 2 })).toEqual([
      { model: 'employeeTaxCard', attribute: 'calendarYear', type: 'less_than_or_equal_to' },
    ]);
    expect((await counts(me.unitId)).cards).toBe(0);
  });

  it('members with neither canEditEmployees nor canViewSalaries cannot read cards (FORBIDDEN)', async () => {
    const owner = await userWithUnit(t);
    const employeeId = await employee(owner);
    const card = await create(owner, employeeId, TABLE_CARD);
    const accountant = await userWithUnit(t, { role: 'accountant' });
    await addMember(t, accountant.userId, owner.unitId, 'accountant');
    for (const [query, variables] of [
      [LIST, { employeeId }],
      [ONE, { id: card.id }],
    ] as const) {
      const result = await gql(t, query, variables, { token: accountant.token, unitId: owner.unitId });
      expect(errorCode(result)).toBe('FORBIDDEN');
    }
    const payroll = await userWithUnit(t, { role: 'payroll' });
    await addMember(t, payroll.userId, owner.unitId, 'payroll');
    expect(await gql(t, LIST, { employeeId }, { token: payroll.token, unitId: owner.unitId })).toMatchObject({
      body: { data: { employeeTaxCards: [{ id: card.id }] } },
    });
  });

  it('answers NOT_FOUND for ids that do not exist or are not UUIDs', async () => {
    const me = await userWithUnit(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [query, variables] of [
      [ONE, { id: missing }],
      [ONE, { id: 'not-a-uuid' }],
      [UPDATE, { id: missing, input: { calendarYear: year(), ...TABLE_CARD } }],
      [DELETE, { id: 'not-a-uuid' }],
      [LIST, { employeeId: 'not-a-uuid' }],
      [CREATE, { employeeId: missing, input: { calendarYear: year(), ...TABLE_CARD } }],
      [FETCH, { employeeId: missing, calendarYear: year() }],
    ] as const) {
      const result = await gql(t, query, variables, { token: me.token, unitId: me.unitId });
      expect(errorCode(result), query).toBe('NOT_FOUND');
    }
  });

  it("next year's card can be fetched only from 1 December", async () => {
    // Move to 15 January next year, then to 2 December: both before and after, whatever today is.
    const nextYear = year() + 1;
    t.clock.advance(Date.parse(`${nextYear}-01-15T12:00:00Z`) - t.clock.now().getTime());
    const me = await userWithUnit(t);
    const employeeId = await employee(me, personalNumberOfKind(2));
    expect(await gqlValidations(t, me, FETCH, { employeeId, calendarYear: nextYear + 1 })).toEqual([
      { model: 'employeeTaxCard', attribute: 'base', type: 'no_tax_card' },
    ]);
    t.clock.advance(Date.parse(`${nextYear}-12-02T12:00:00Z`) - t.clock.now().getTime());
    const later = await userWithUnit(t);
    const laterEmployee = await employee(later, personalNumberOfKind(2));
    const card = (await gqlOk(t, later, FETCH, { employeeId: laterEmployee, calendarYear: nextYear + 1 }))
      .fetchEmployeeTaxCard as Card;
    expect(card.calendarYear).toBe(nextYear + 1);
  });
});

describe.each(TEST_DATABASES)('demo tax cards (%s)', (kind) => {
  const t = useTestApp(kind);

  it('gives the demo staff this year’s cards that pass the rules; two fetched, with their documents', async () => {
    await seedDemo(t.app.services);
    const year = Number(osloDate(t.clock.now()).slice(0, 4));
    const cards = await t.app.services.transactions.system((tx) =>
      tx
        .select({ card: employeeTaxCards, lastName: employees.lastName })
        .from(employeeTaxCards)
        .innerJoin(employees, eq(employees.id, employeeTaxCards.employeeId)),
    );
    expect(cards).toHaveLength(10);
    const methods = cards.map(({ card }) => card.taxDeductionMethod);
    expect(methods.filter((method) => method === 'MAIN_EMPLOYER_TABLE').length).toBeGreaterThanOrEqual(6);
    for (const method of ['MAIN_EMPLOYER_PERCENTAGE', 'SECONDARY_EMPLOYER_PERCENTAGE', 'TAX_EXEMPTION'])
      expect(methods).toContain(method);
    for (const { card, lastName } of cards) {
      expect(card.calendarYear, lastName).toBe(year);
      const values = {
        calendarYear: card.calendarYear,
        taxDeductionMethod: card.taxDeductionMethod,
        taxTable: card.taxTable,
        taxPercentage: card.taxPercentage,
        taxExemptionAmountLimit: card.taxExemptionAmountLimit,
      };
      expect(taxCardProblems(values), lastName).toEqual([]);
    }
    const fetched = cards.filter(({ card }) => card.fetchedAt && card.fileId).map(({ lastName }) => lastName);
    expect(fetched.sort()).toEqual(['Berg', 'Nordmann']);
  });
});
