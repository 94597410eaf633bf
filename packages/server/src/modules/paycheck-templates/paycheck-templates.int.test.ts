import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { employees } from '../employees/tables.js';
import { workRelations } from '../work-relations/tables.js';

const LINE = `id position description quantity rate sum mainTemplate { id number editableFromEmployeePage }
  car { id } project { id } department { id }`;
const READ = `query ($workRelationId: ID) { paycheckTemplate(workRelationId: $workRelationId) {
  workRelation { id employeeName startDate endDate } lines { ${LINE} } } }`;
const SAVE = `mutation ($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) {
  savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) { lines { ${LINE} } } }`;
const SAVE_SIMPLIFIED = `mutation ($workRelationId: ID!, $lines: [SimplifiedPaycheckTemplateLineInput!]!) {
  saveSimplifiedPaycheckTemplate(workRelationId: $workRelationId, lines: $lines) { lines { ${LINE} } } }`;
const CREATE_MAIN = `mutation ($input: MainPaycheckLineTemplateInput!) { createMainPaycheckLineTemplate(input: $input) { id } }`;
const CREATE_DEPARTMENT = `mutation ($input: DepartmentInput!) { createDepartment(input: $input) { id } }`;

type Line = {
  id: string;
  position: number;
  quantity: string | null;
  rate: string | null;
  sum: string | null;
  description: string | null;
  mainTemplate: { id: string };
  department: { id: string } | null;
};

describe.each(TEST_DATABASES)('paycheck templates (%s)', (kind) => {
  const t = useTestApp(kind);
  const main = async (who: Fixture, input: Record<string, unknown>) =>
    ((await gqlOk(t, who, CREATE_MAIN, { input })).createMainPaycheckLineTemplate as { id: string }).id;
  /** A work relation straight in its table (the work-relations module is another's). */
  const relation = (who: Fixture) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const stamp = { unitId: who.unitId, createdById: who.userId, updatedById: who.userId };
      const [employee] = await tx
        .insert(employees)
        .values({
          ...stamp,
          firstName: 'Ola',
          lastName: 'Nordmann',
          address: 'Gata 1',
          zip: '0150',
          city: 'Oslo',
          birthDate: '1990-05-17',
          vacationMoneyPercentage: '12.00',
          creditDays: 14,
        } as never)
        .returning();
      const [row] = await tx
        .insert(workRelations)
        .values({
          ...stamp,
          employeeId: employee!.id,
          startDate: '2024-01-01',
          shiftType: 'ikkeSkift',
          employmentType: 'ordinaertArbeidsforhold',
          durationType: 'fast',
          employmentPercentage: '100',
          hoursEveryWeekWithFullEmployment: '37.5',
        } as never)
        .returning();
      return row!.id as string;
    });
  const lineCount = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql`select count(*)::int as n from paycheck_template_lines`)) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    });
  const setup = async () => {
    const me = await userWithUnit(t);
    const fixed = await main(me, {
      number: 100,
      description: 'Fastlønn',
      altinnFordel: 'kontantytelse',
      payCode: 'fastloenn',
      editableFromEmployeePage: true,
      departmentOverwrite: true,
    });
    const bonus = await main(me, {
      number: 130,
      description: 'Bonus',
      altinnFordel: 'kontantytelse',
      payCode: 'bonus',
    });
    const relationId = await relation(me);
    return { me, fixed, bonus, relationId };
  };

  it('the company template starts empty and saves lines; sum = quantity × rate', async () => {
    const { me, fixed, bonus } = await setup();
    expect((await gqlOk(t, me, READ)).paycheckTemplate).toEqual({ workRelation: null, lines: [] });
    const saved = (
      await gqlOk(t, me, SAVE, {
        lines: [
          { mainTemplateId: fixed, quantity: '1', rate: '48500', sum: '1' },
          { mainTemplateId: bonus, description: 'Julebonus', sum: '5000' },
        ],
      })
    ).savePaycheckTemplate.lines as Line[];
    expect(saved).toMatchObject([
      { position: 0, quantity: '1.00', rate: '48500.00', sum: '48500.00', mainTemplate: { id: fixed } },
      { position: 1, description: 'Julebonus', quantity: null, rate: null, sum: '5000.00' },
    ]);
    expect((await gqlOk(t, me, READ)).paycheckTemplate.lines).toEqual(saved);
  });

  it('a work relation template: rows with id kept, new added, missing removed, in the given order', async () => {
    const { me, fixed, bonus, relationId } = await setup();
    const first = (
      await gqlOk(t, me, SAVE, {
        workRelationId: relationId,
        lines: [
          { mainTemplateId: fixed, quantity: '1', rate: '40000' },
          { mainTemplateId: bonus, sum: '100' },
        ],
      })
    ).savePaycheckTemplate.lines as Line[];
    const second = (
      await gqlOk(t, me, SAVE, {
        workRelationId: relationId,
        lines: [
          { mainTemplateId: bonus, sum: '200' },
          { id: first[0]!.id, mainTemplateId: fixed, quantity: '1', rate: '42000' },
        ],
      })
    ).savePaycheckTemplate.lines as Line[];
    expect(second.map((line) => [line.position, line.sum])).toEqual([
      [0, '200.00'],
      [1, '42000.00'],
    ]);
    expect(second[1]!.id).toBe(first[0]!.id);
    expect(second.map((line) => line.id)).not.toContain(first[1]!.id);
    const read = (await gqlOk(t, me, READ, { workRelationId: relationId })).paycheckTemplate;
    expect(read.workRelation).toEqual({
      id: relationId,
      employeeName: 'Ola Nordmann',
      startDate: '2024-01-01',
      endDate: null,
    });
    expect((await gqlOk(t, me, READ)).paycheckTemplate.lines).toEqual([]);
  });

  describe('invalid rows refuse the whole save (nothing changes)', () => {
    it('a line id of another template is invalid', async () => {
      const { me, fixed, relationId } = await setup();
      const company = (await gqlOk(t, me, SAVE, { lines: [{ mainTemplateId: fixed }] })).savePaycheckTemplate
        .lines as Line[];
      const before = await lineCount(me.unitId);
      expect(
        await gqlValidations(t, me, SAVE, {
          workRelationId: relationId,
          lines: [{ id: company[0]!.id, mainTemplateId: fixed }],
        }),
      ).toEqual([{ model: 'paycheckTemplate', attribute: 'lines.0.id', type: 'invalid' }]);
      expect(await lineCount(me.unitId)).toBe(before);
    });

    it('a main template of another unit, or an inactive one, is invalid', async () => {
      const { me, fixed } = await setup();
      const stranger = await userWithUnit(t);
      const theirs = await main(stranger, { number: 100, description: 'Fastlønn' });
      const inactive = await main(me, { number: 140, description: 'Gammel', active: false });
      expect(
        await gqlValidations(t, me, SAVE, {
          lines: [{ mainTemplateId: fixed }, { mainTemplateId: theirs }, { mainTemplateId: inactive }],
        }),
      ).toEqual([
        { model: 'paycheckTemplate', attribute: 'lines.1.mainTemplateId', type: 'invalid' },
        { model: 'paycheckTemplate', attribute: 'lines.2.mainTemplateId', type: 'invalid' },
      ]);
      expect(await lineCount(me.unitId)).toBe(0);
    });

    it('a kept line may keep a main template deactivated since', async () => {
      const { me } = await setup();
      const old = await main(me, { number: 150, description: 'Gammel' });
      const [line] = (await gqlOk(t, me, SAVE, { lines: [{ mainTemplateId: old }] })).savePaycheckTemplate
        .lines as Line[];
      await gqlOk(
        t,
        me,
        `mutation ($id: ID!) { updateMainPaycheckLineTemplate(id: $id, input: { number: 150, description: "Gammel", active: false }) { id } }`,
        { id: old },
      );
      await gqlOk(t, me, SAVE, { lines: [{ id: line!.id, mainTemplateId: old, sum: '10' }] });
    });

    it('a department only where the main template allows overwriting it', async () => {
      const { me, fixed, bonus } = await setup();
      const department = (await gqlOk(t, me, CREATE_DEPARTMENT, { input: { code: 'D1', name: 'Drift' } }))
        .createDepartment.id as string;
      expect(
        await gqlValidations(t, me, SAVE, { lines: [{ mainTemplateId: bonus, departmentId: department }] }),
      ).toEqual([{ model: 'paycheckTemplate', attribute: 'lines.0.departmentId', type: 'invalid' }]);
      const saved = (await gqlOk(t, me, SAVE, { lines: [{ mainTemplateId: fixed, departmentId: department }] }))
        .savePaycheckTemplate.lines as Line[];
      expect(saved[0]!.department).toEqual({ id: department });
    });

    it('figures follow the rules (four decimals at most)', async () => {
      const { me, fixed } = await setup();
      expect(await gqlValidations(t, me, SAVE, { lines: [{ mainTemplateId: fixed, rate: '1.00001' }] })).toEqual([
        { model: 'paycheckTemplate', attribute: 'lines.0.rate', type: 'invalid' },
      ]);
    });
  });

  describe('simplified template', () => {
    it('changes the figures of lines editable from the employee page only', async () => {
      const { me, fixed, bonus, relationId } = await setup();
      const lines = (
        await gqlOk(t, me, SAVE, {
          workRelationId: relationId,
          lines: [
            { mainTemplateId: fixed, quantity: '1', rate: '40000' },
            { mainTemplateId: bonus, sum: '100' },
          ],
        })
      ).savePaycheckTemplate.lines as Line[];
      const changed = (
        await gqlOk(t, me, SAVE_SIMPLIFIED, {
          workRelationId: relationId,
          lines: [{ id: lines[0]!.id, quantity: '1', rate: '45500' }],
        })
      ).saveSimplifiedPaycheckTemplate.lines as Line[];
      expect(changed.map((line) => line.sum)).toEqual(['45500.00', '100.00']);
      expect(
        await gqlValidations(t, me, SAVE_SIMPLIFIED, {
          workRelationId: relationId,
          lines: [{ id: lines[1]!.id, sum: '999' }],
        }),
      ).toEqual([{ model: 'paycheckTemplate', attribute: 'lines.0.id', type: 'invalid' }]);
      const read = (await gqlOk(t, me, READ, { workRelationId: relationId })).paycheckTemplate.lines as Line[];
      expect(read.map((line) => line.sum)).toEqual(['45500.00', '100.00']);
    });
  });

  describe('salaries', () => {
    it('reading a template needs canViewSalaries (FORBIDDEN for an accountant)', async () => {
      const { me, relationId } = await setup();
      const accountant = await userWithUnit(t, { role: 'accountant' });
      await addMember(t, accountant.userId, me.unitId, 'accountant');
      for (const variables of [{}, { workRelationId: relationId }]) {
        const result = await gql(t, READ, variables, { token: accountant.token, unitId: me.unitId });
        expect(errorCode(result)).toBe('FORBIDDEN');
      }
    });
  });

  it('reads the main templates, cars, projects and departments of all lines at once: the statements do not grow with the lines', async () => {
    const me = await userWithUnit(t);
    const mileage = await main(me, {
      number: 200,
      description: 'Kjøregodtgjørelse',
      carOverwrite: true,
      projectOverwrite: true,
      departmentOverwrite: true,
    });
    const line = async (n: number) => {
      const car = await gqlOk(t, me, `mutation ($input: CarInput!) { createCar(input: $input) { id } }`, {
        input: { name: `Bil ${n}`, carRegistrations: [{ registrationNumber: `EL1000${n}` }] },
      });
      const project = await gqlOk(t, me, `mutation ($input: ProjectInput!) { createProject(input: $input) { id } }`, {
        input: { code: `P${n}`, name: `Prosjekt ${n}` },
      });
      const department = await gqlOk(t, me, CREATE_DEPARTMENT, { input: { code: `D${n}`, name: `Avdeling ${n}` } });
      return {
        mainTemplateId: mileage,
        quantity: '10',
        rate: '3.50',
        carId: car.createCar.id,
        projectId: project.createProject.id,
        departmentId: department.createDepartment.id,
      };
    };
    const read = `{ paycheckTemplate { lines { id mainTemplate { number } car { name carRegistrations { registrationNumber } }
      project { code } department { code } } } }`;
    /** The statements of one read, right after a read that settled the sign-in in the auth cache. */
    const statementsOfRead = async (lines: number) => {
      expect((await gqlOk(t, me, read)).paycheckTemplate.lines).toHaveLength(lines);
      return t.statements.during(() => gqlOk(t, me, read));
    };
    const lines = [await line(1), await line(2)];
    await gqlOk(t, me, SAVE, { lines });
    const ofTwo = await statementsOfRead(2);
    for (let n = 3; n <= 8; n++) lines.push(await line(n));
    await gqlOk(t, me, SAVE, { lines });
    expect(await statementsOfRead(8)).toBe(ofTwo);
    const [first] = (await gqlOk(t, me, read)).paycheckTemplate.lines;
    expect(first).toMatchObject({
      mainTemplate: { number: 200 },
      car: { name: 'Bil 1', carRegistrations: [{ registrationNumber: 'EL10001' }] },
      project: { code: 'P1' },
      department: { code: 'D1' },
    });
  });

  const operations = [
    { name: 'paycheckTemplate', query: READ, variables: (id: string) => ({ workRelationId: id }) },
    { name: 'savePaycheckTemplate', query: SAVE, variables: (id: string) => ({ workRelationId: id, lines: [] }) },
    {
      name: 'saveSimplifiedPaycheckTemplate',
      query: SAVE_SIMPLIFIED,
      variables: (id: string) => ({ workRelationId: id, lines: [] }),
    },
  ];
  it('answers NOT_FOUND for work relation ids that do not exist or are not UUIDs', async () => {
    const me = await userWithUnit(t);
    for (const operation of operations)
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const result = await gql(t, operation.query, operation.variables(id), { token: me.token, unitId: me.unitId });
        expect(errorCode(result), `${operation.name}(${id})`).toBe('NOT_FOUND');
      }
  });
});
