import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { toDecimal, type TaxDeductionMethod } from '@fjord/domain';
import { osloDate } from '../../clock.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { personalNumberOfKind } from '../../test/personal-numbers.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { approveSystemUser } from '../../test/system-user.js';
import { employees, employeeTaxCards } from '../employees/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { advanceTaxCardRequest, fetchTaxCardAnswers } from './request-work.js';
import { SIMULATED_OUTAGE_NUMBER, SimulatedTaxCardService } from './tax-card-service/simulator.js';
import type { TaxCardService } from './tax-card-service/index.js';

const TERMS = 'taxDeductionMethod taxTable taxPercentage taxExemptionAmountLimit';
const FIELDS = `id year status employeeCount errorMessage requestedAt requestedByName lastCheckedAt retrievedAt archivedAt
  actions answeredCount changedCount
  results { employeeId employeeName resultCode fetchedAt changed before { ${TERMS} } after { ${TERMS} } }`;
const REQUEST = `mutation ($year: Int!, $employeeIds: [ID!]) { requestTaxCards(year: $year, employeeIds: $employeeIds) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { taxCardRequest(id: $id) { ${FIELDS} } }`;
const LIST = `query ($year: Int, $archived: Boolean) { taxCardRequests(year: $year, archived: $archived) { totalCount items { id status } } }`;
const CHECK = `mutation ($id: ID!) { checkTaxCardRequest(id: $id) { ${FIELDS} } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveTaxCardRequest(id: $id) { ${FIELDS} } }`;

type Terms = {
  taxDeductionMethod: TaxDeductionMethod;
  taxTable: string | null;
  taxPercentage: string | null;
  taxExemptionAmountLimit: string | null;
};
type Result = {
  employeeId: string;
  employeeName: string;
  resultCode: string | null;
  fetchedAt: string | null;
  changed: string | null;
  before: Terms | null;
  after: Terms | null;
};
type Request = {
  id: string;
  year: number;
  status: string;
  employeeCount: number;
  errorMessage: string | null;
  requestedByName: string | null;
  retrievedAt: string | null;
  archivedAt: string | null;
  actions: string[];
  answeredCount: number;
  changedCount: number;
  results: Result[];
};

describe.each(TEST_DATABASES)('tax card requests (%s)', (kind) => {
  const t = useTestApp(kind);
  const year = () => Number(osloDate(t.clock.now()).slice(0, 4));
  const tenant = <T>(who: Fixture, work: Parameters<typeof t.app.services.transactions.tenant<T>>[1]) =>
    t.app.services.transactions.tenant(who.unitId, work);

  /** An employee with a work relation from `start` (to `end`), made straight in the tables. */
  const employee = (
    who: Fixture,
    lastName: string,
    ssn: string | null,
    relation: { start: string; end?: string } | null = { start: `${year() - 3}-01-01` },
  ) =>
    tenant(who, async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          unitId: who.unitId,
          firstName: 'Ola',
          lastName,
          address: 'Storgata 1',
          zip: '0155',
          city: 'Oslo',
          birthDate: '1990-01-01',
          vacationMoneyPercentage: '10.20',
          creditDays: 14,
          socialSecurityNumber: ssn,
          temporarySocialSecurityNumber: ssn ? null : '01019000000',
        })
        .returning({ id: employees.id });
      if (relation)
        await tx.insert(workRelations).values({
          unitId: who.unitId,
          employeeId: row!.id,
          startDate: relation.start,
          endDate: relation.end ?? null,
          endReason: relation.end ? 'arbeidsgiverHarSagtOppArbeidstaker' : null,
          shiftType: 'ikkeSkift',
          employmentType: 'ordinaertArbeidsforhold',
          durationType: 'fast',
          employmentPercentage: '100',
          hoursEveryWeekWithFullEmployment: '37.5',
        });
      return row!.id;
    });
  const card = (who: Fixture, employeeId: string, terms: Terms) =>
    tenant(who, (tx) =>
      tx.insert(employeeTaxCards).values({
        unitId: who.unitId,
        employeeId,
        calendarYear: year(),
        ...terms,
        taxExemption: terms.taxDeductionMethod === 'TAX_EXEMPTION',
      }),
    );
  const cardOf = (who: Fixture, employeeId: string) =>
    tenant(who, async (tx) => {
      const [row] = await tx
        .select()
        .from(employeeTaxCards)
        .where(and(eq(employeeTaxCards.employeeId, employeeId), eq(employeeTaxCards.calendarYear, year())));
      return row;
    });
  /** What the simulated Tax Administration answers for the number (the card the request will bring). */
  const simulated = async (personalNumber: string): Promise<Terms> => {
    const answer = await new SimulatedTaxCardService(t.clock, 0).fetchTaxCard({
      organizationNumber: '931161377',
      personalNumber,
      year: year(),
    });
    if (answer.status !== 'FOUND') throw new Error('the simulator has no card for this number');
    const { taxDeductionMethod, taxTable, taxPercentage, taxExemptionAmountLimit } = answer.card;
    return { taxDeductionMethod, taxTable, taxPercentage, taxExemptionAmountLimit };
  };
  /** As the cards' columns give them back: two decimals. */
  const twoDecimals = (value: string | null) => (value === null ? null : toDecimal(value)!.toFixed(2));
  const decimals = (terms: Terms): Terms => ({
    ...terms,
    taxPercentage: twoDecimals(terms.taxPercentage),
    taxExemptionAmountLimit: twoDecimals(terms.taxExemptionAmountLimit),
  });
  const approvedCompany = async () => {
    const who = await userWithUnit(t);
    await approveSystemUser(t, who);
    return who;
  };
  const request = async (who: Fixture, employeeIds?: string[]) =>
    (await gqlOk(t, who, REQUEST, { year: year(), employeeIds })).requestTaxCards as Request;
  const one = async (who: Fixture, id: string) => (await gqlOk(t, who, ONE, { id })).taxCardRequest as Request;
  const moves = (who: Fixture, id: string) =>
    tenant(who, async (tx) => {
      const result = (await tx.execute(
        sql`select action, details from audit_events where entity = 'taxCardRequest' and entity_id = ${id}
            order by created_at, id`,
      )) as unknown as { rows: { action: string; details: { from?: string; to?: string } }[] };
      return result.rows.map((row) => (row.action === 'update' ? `${row.details.from}→${row.details.to}` : row.action));
    });

  it("fetches the year's cards of everyone with a work relation in the year and applies them: new, changed, unchanged, none", async () => {
    const who = await approvedCompany();
    const fresh = personalNumberOfKind(2, 0);
    const changing = personalNumberOfKind(3, 0);
    const same = personalNumberOfKind(6, 0);
    const none = personalNumberOfKind(9, 0);
    const aas = await employee(who, 'Aas', fresh);
    const berg = await employee(who, 'Berg', changing);
    const dahl = await employee(who, 'Dahl', same);
    const eik = await employee(who, 'Eik', none);
    // Not asked for: a relation that ended last year, only a temporary number, no relation at all.
    await employee(who, 'Foss', personalNumberOfKind(2, 1), {
      start: `${year() - 3}-01-01`,
      end: `${year() - 1}-12-31`,
    });
    await employee(who, 'Gran', null);
    await employee(who, 'Holm', personalNumberOfKind(2, 2), null);
    const old: Terms = {
      taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
      taxTable: '8010',
      taxPercentage: '44',
      taxExemptionAmountLimit: null,
    };
    await card(who, berg, old);
    await card(who, dahl, await simulated(same));
    await card(who, eik, old);

    const pending = await request(who);
    expect(pending).toMatchObject({
      year: year(),
      status: 'PENDING',
      employeeCount: 4,
      requestedByName: 'Kari Nordmann',
      actions: ['CHECK_STATUS'],
      answeredCount: 0,
      changedCount: 0,
      retrievedAt: null,
    });
    expect(pending.results.map((result) => [result.employeeName, result.resultCode, result.changed])).toEqual([
      ['Ola Aas', null, null],
      ['Ola Berg', null, null],
      ['Ola Dahl', null, null],
      ['Ola Eik', null, null],
    ]);

    await t.runDueJobs();
    const done = await one(who, pending.id);
    expect(done).toMatchObject({ status: 'RETRIEVED', actions: ['ARCHIVE'], answeredCount: 4, changedCount: 2 });
    expect(done.retrievedAt).not.toBeNull();
    const byName = Object.fromEntries(done.results.map((result) => [result.employeeName, result]));
    expect(byName['Ola Aas']).toMatchObject({
      resultCode: 'skattekortopplysningerOK',
      changed: 'NEW',
      before: null,
      after: await simulated(fresh),
    });
    expect(byName['Ola Berg']).toMatchObject({
      changed: 'CHANGED',
      before: decimals(old),
      after: await simulated(changing),
    });
    expect(byName['Ola Dahl']).toMatchObject({ changed: 'UNCHANGED' });
    expect(byName['Ola Eik']).toMatchObject({
      resultCode: 'ikkeSkattekort',
      changed: 'NONE',
      before: decimals(old),
      after: null,
    });
    expect(await moves(who, pending.id)).toEqual(['request', 'PENDING→FEEDBACK_READY', 'FEEDBACK_READY→RETRIEVED']);

    // The cards themselves, written the one way fetched cards are: with fetchedAt and the answer as document.
    for (const id of [aas, berg, dahl]) {
      const written = await cardOf(who, id);
      expect(written?.fetchedAt).not.toBeNull();
      expect(written?.fileId).not.toBeNull();
    }
    expect(await cardOf(who, berg)).toMatchObject(decimals(await simulated(changing)));
    expect(await cardOf(who, eik)).toMatchObject({ ...decimals(old), fetchedAt: null, fileId: null });
  });

  it('asks only for the employees named, each once; refuses another unit\u2019s and one without a personal number', async () => {
    const who = await approvedCompany();
    const other = await approvedCompany();
    const aas = await employee(who, 'Aas', personalNumberOfKind(2, 3));
    await employee(who, 'Berg', personalNumberOfKind(2, 4));
    const temporary = await employee(who, 'Gran', null);
    const foreign = await employee(other, 'Aas', personalNumberOfKind(2, 5));
    const named = await request(who, [aas, aas]);
    expect(named.employeeCount).toBe(1);
    expect(named.results.map((result) => result.employeeId)).toEqual([aas]);
    expect(errorCode(await gql(t, REQUEST, { year: year(), employeeIds: [foreign] }, who))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t, REQUEST, { year: year(), employeeIds: ['not-a-uuid'] }, who))).toBe('NOT_FOUND');
    expect(await gqlValidations(t, who, REQUEST, { year: year(), employeeIds: [aas, temporary] })).toEqual([
      { model: 'taxCardRequest', attribute: 'employeeIds', type: 'invalid' },
    ]);
  });

  it('is refused without an approved system user, for a year no card can be for, and with nobody to ask for', async () => {
    const unapproved = await userWithUnit(t);
    await employee(unapproved, 'Aas', personalNumberOfKind(2, 6));
    expect(await gqlValidations(t, unapproved, REQUEST, { year: year() })).toEqual([
      { model: 'altinnSystemUser', attribute: 'base', type: 'system_user_not_approved' },
    ]);
    const who = await approvedCompany();
    expect(await gqlValidations(t, who, REQUEST, { year: year() + 2 })).toEqual([
      { model: 'taxCardRequest', attribute: 'year', type: 'less_than_or_equal_to' },
    ]);
    expect(await gqlValidations(t, who, REQUEST, { year: year() })).toEqual([
      { model: 'taxCardRequest', attribute: 'base', type: 'no_employees' },
    ]);
  });

  it('FAILED_SENDING when the service is down at the first call; a check tries again; archived it leaves the list', async () => {
    const who = await approvedCompany();
    await employee(who, 'Aas', SIMULATED_OUTAGE_NUMBER);
    await employee(who, 'Berg', personalNumberOfKind(2, 7));
    const { id } = await request(who);
    await t.runDueJobs();
    const failed = await one(who, id);
    expect(failed).toMatchObject({
      status: 'FAILED_SENDING',
      errorMessage: 'Skatteetaten svarer ikke nå. Prøv igjen senere.',
      actions: ['CHECK_STATUS', 'ARCHIVE'],
      answeredCount: 0,
    });
    // Still down: the check ends where it began, and says why.
    const checked = (await gqlOk(t, who, CHECK, { id })).checkTaxCardRequest as Request;
    expect(checked).toMatchObject({ status: 'FAILED_SENDING', answeredCount: 0 });
    expect(await moves(who, id)).toEqual([
      'request',
      'PENDING→FAILED_SENDING',
      'FAILED_SENDING→PENDING',
      'PENDING→FAILED_SENDING',
    ]);

    const list = async (archived: boolean) =>
      (await gqlOk(t, who, LIST, { year: year(), archived })).taxCardRequests as { totalCount: number };
    expect((await list(false)).totalCount).toBe(1);
    const archived = (await gqlOk(t, who, ARCHIVE, { id })).archiveTaxCardRequest as Request;
    expect(archived).toMatchObject({ status: 'FAILED_SENDING', actions: [] });
    expect(archived.archivedAt).not.toBeNull();
    expect((await list(false)).totalCount).toBe(0);
    expect((await list(true)).totalCount).toBe(1);
    for (const mutation of [ARCHIVE, CHECK])
      expect(await gqlValidations(t, who, mutation, { id })).toEqual([
        { model: 'taxCardRequest', attribute: 'base', type: 'invalid_transition' },
      ]);
  });

  it('down partway: the job keeps the answers so far and tries again later; a check then ends it FAILED_SENDING', async () => {
    const who = await approvedCompany();
    await employee(who, 'Aas', personalNumberOfKind(2, 8));
    await employee(who, 'Zahl', SIMULATED_OUTAGE_NUMBER);
    const { id } = await request(who);
    await t.runDueJobs();
    expect(await one(who, id)).toMatchObject({ status: 'PENDING', answeredCount: 1, actions: ['CHECK_STATUS'] });
    const checked = (await gqlOk(t, who, CHECK, { id })).checkTaxCardRequest as Request;
    expect(checked).toMatchObject({ status: 'FAILED_SENDING', answeredCount: 1 });
  });

  it('SOMETHING_WRONG when an answer cannot be read; a check starts again from there and finishes', async () => {
    const who = await approvedCompany();
    await employee(who, 'Aas', personalNumberOfKind(2, 9));
    const { id } = await request(who);
    const unreadable: TaxCardService = {
      fetchTaxCard: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'arbeidstaker')");
      },
    };
    await advanceTaxCardRequest({ ...t.app.services, taxCardService: unreadable }, who.unitId, id, { finalTry: false });
    const wrong = await one(who, id);
    expect(wrong).toMatchObject({ status: 'SOMETHING_WRONG', actions: ['CHECK_STATUS', 'ARCHIVE'] });
    expect(wrong.errorMessage).toMatch(/^Svaret fra Skatteetaten kunne ikke leses: /);
    const checked = (await gqlOk(t, who, CHECK, { id })).checkTaxCardRequest as Request;
    expect(checked).toMatchObject({ status: 'RETRIEVED', errorMessage: null, answeredCount: 1, changedCount: 1 });
    // The job that was queued with the request finds nothing left to do.
    await t.runDueJobs();
    expect((await one(who, id)).status).toBe('RETRIEVED');
  });

  it('FEEDBACK_READY once every answer is in; fetching the feedback applies them', async () => {
    const who = await approvedCompany();
    const aas = await employee(who, 'Aas', personalNumberOfKind(3, 1));
    const { id } = await request(who);
    await fetchTaxCardAnswers(
      t.app.services,
      { unitId: who.unitId, userId: who.userId, at: t.clock.now() },
      { id, year: year() },
      false,
    );
    const ready = await one(who, id);
    expect(ready).toMatchObject({
      status: 'FEEDBACK_READY',
      actions: ['FETCH_FEEDBACK'],
      answeredCount: 1,
      changedCount: 0,
    });
    expect(ready.results[0]).toMatchObject({ changed: null, before: null, resultCode: 'skattekortopplysningerOK' });
    expect(await cardOf(who, aas)).toBeUndefined();
    const applied = (await gqlOk(t, who, CHECK, { id })).checkTaxCardRequest as Request;
    expect(applied).toMatchObject({ status: 'RETRIEVED', changedCount: 1 });
    expect(await cardOf(who, aas)).toBeDefined();
    expect(await gqlValidations(t, who, CHECK, { id })).toEqual([
      { model: 'taxCardRequest', attribute: 'base', type: 'invalid_transition' },
    ]);
  });

  it("answers NOT_FOUND for another unit's request, and a list of one's own only", async () => {
    const who = await approvedCompany();
    const other = await approvedCompany();
    await employee(other, 'Aas', personalNumberOfKind(2, 10));
    const foreign = await request(other);
    for (const query of [ONE, CHECK, ARCHIVE])
      expect(errorCode(await gql(t, query, { id: foreign.id }, who))).toBe('NOT_FOUND');
    expect((await gqlOk(t, who, LIST, {})).taxCardRequests).toEqual({ totalCount: 0, items: [] });
  });
});
