import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registeredAccount } from '../../test/accounts.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { DEFAULT_PAYCHECK_LINE_TEMPLATES } from './defaults.js';

const BASE = `id number active description altinnDescription altinnFordel payCode carOverwrite projectOverwrite
  departmentOverwrite calculationType calculatePositive editableFromEmployeePage`;
const FIELDS = `${BASE} quantity rate sum`;
const LIST = `query ($filters: MainPaycheckLineTemplateFilters, $orderBy: MainPaycheckLineTemplateOrderBy,
  $orderDirection: OrderDirection, $limit: Int) {
  mainPaycheckLineTemplates(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit) {
    totalCount items { number description payCode active } } }`;
const ONE = `query ($id: ID!) { mainPaycheckLineTemplate(id: $id) { ${FIELDS} } }`;
const ONE_WITHOUT_FIGURES = `query ($id: ID!) { mainPaycheckLineTemplate(id: $id) { ${BASE} } }`;
const CREATE = `mutation ($input: MainPaycheckLineTemplateInput!) { createMainPaycheckLineTemplate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: MainPaycheckLineTemplateInput!) {
  updateMainPaycheckLineTemplate(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteMainPaycheckLineTemplate(id: $id) { id } }`;
const SAVE_TEMPLATE = `mutation ($lines: [PaycheckTemplateLineInput!]!) { savePaycheckTemplate(lines: $lines) { lines { id } } }`;

const WAGE = {
  number: 9100,
  description: 'Tillegg for kveldsarbeid',
  altinnDescription: 'Kveldstillegg',
  altinnFordel: 'kontantytelse',
  payCode: 'uregelmessigeTilleggKnyttetTilArbeidetTid',
  quantity: '1',
  rate: '55.5',
  calculationType: 'CASHEDOUT',
  editableFromEmployeePage: true,
};

type Template = { id: string; number: number } & Record<string, unknown>;

describe.each(TEST_DATABASES)('main paycheck line templates (%s)', (kind) => {
  const t = useTestApp(kind);
  const create = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { input })).createMainPaycheckLineTemplate as Template;
  const count = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql`select count(*)::int as n from main_paycheck_line_templates`)) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    });
  const numbers = async (who: Fixture) =>
    ((await gqlOk(t, who, LIST, { limit: 500 })).mainPaycheckLineTemplates.items as { number: number }[]).map(
      (item) => item.number,
    );

  it('creates with defaults, reads, updates and deletes, with audit rows', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, WAGE);
    expect(created).toMatchObject({
      ...WAGE,
      rate: '55.50',
      quantity: '1.00',
      sum: null,
      active: true,
      calculatePositive: true,
      carOverwrite: false,
    });
    expect((await gqlOk(t, me, ONE, { id: created.id })).mainPaycheckLineTemplate).toEqual(created);
    const updated = (
      await gqlOk(t, me, UPDATE, { id: created.id, input: { ...WAGE, number: 9101, active: false, rate: '60' } })
    ).updateMainPaycheckLineTemplate;
    expect(updated).toMatchObject({ number: 9101, active: false, rate: '60.00' });
    await gqlOk(t, me, DELETE, { id: created.id });
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select action from audit_events where entity = 'mainPaycheckLineTemplate' and entity_id = ${created.id} order by created_at`,
      )) as { rows: { action: string }[] };
      return result.rows.map((row) => row.action);
    });
    expect(audit).toEqual(['create', 'update', 'delete']);
  });

  it('lists by number (default) or description, filtered by description, active and pay code', async () => {
    const me = await userWithUnit(t);
    await create(me, { number: 9200, description: 'Zeta-tillegg', active: false });
    await create(me, { number: 9201, description: 'Alfa-tillegg', altinnFordel: 'kontantytelse', payCode: 'bonus' });
    const all = await numbers(me);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    const byDescription = (await gqlOk(t, me, LIST, { filters: { description: '-tillegg' }, orderBy: 'description' }))
      .mainPaycheckLineTemplates;
    expect(byDescription.items.map((item: { number: number }) => item.number)).toEqual([9201, 9200]);
    const inactive = (await gqlOk(t, me, LIST, { filters: { active: false } })).mainPaycheckLineTemplates;
    expect(inactive.items.map((item: { number: number }) => item.number)).toEqual([9200]);
    const payCode = (await gqlOk(t, me, LIST, { filters: { payCode: 'bonus' } })).mainPaycheckLineTemplates;
    expect(payCode.items).toEqual([{ number: 9201, description: 'Alfa-tillegg', payCode: 'bonus', active: true }]);
  });

  describe('the Norwegian default set', () => {
    const expected = DEFAULT_PAYCHECK_LINE_TEMPLATES.map((template) => template.number);

    it('is given to a unit made with createUnit, once', async () => {
      const me = await userWithUnit(t);
      const unit = (
        await gqlOk(t, me, `mutation ($input: CreateUnitInput!) { createUnit(input: $input) { id } }`, {
          input: { isCompany: false, name: 'Kari Lønn' },
        })
      ).createUnit as { id: string };
      const inNewUnit = { ...me, unitId: unit.id };
      expect(await numbers(inNewUnit)).toEqual(expected);
      const fixedSalary = (await gqlOk(t, inNewUnit, LIST, { filters: { payCode: 'fastloenn' } }))
        .mainPaycheckLineTemplates.items;
      expect(fixedSalary).toEqual([{ number: 100, description: 'Fastlønn', payCode: 'fastloenn', active: true }]);
    });

    it('is given to the own unit of a registered account', async () => {
      const { token } = await registeredAccount(t);
      const current = await gql(t, '{ currentUser { currentUnit { id } } }', {}, { token });
      const unitId = current.body.data!.currentUser.currentUnit.id as string;
      expect(await numbers({ token, unitId, userId: '', login: '' })).toEqual(expected);
    });

    it('is skipped for a unit that has main templates (idempotent)', async () => {
      const me = await userWithUnit(t);
      const { seedDefaultPaycheckLineTemplates } = await import('./defaults.js');
      await t.app.services.transactions.system((tx) => seedDefaultPaycheckLineTemplates(tx, actorFor(t, me)));
      const first = await count(me.unitId);
      expect(first).toBe(expected.length);
      await t.app.services.transactions.system((tx) => seedDefaultPaycheckLineTemplates(tx, actorFor(t, me)));
      expect(await count(me.unitId)).toBe(first);
    });
  });

  describe('rules (nothing saved when refused)', () => {
    it('number and description are required; the number is a positive integer', async () => {
      const me = await userWithUnit(t);
      const before = await count(me.unitId);
      expect(await gqlValidations(t, me, CREATE, { input: { number: 0, description: ' ' } })).toEqual([
        { model: 'mainPaycheckLineTemplate', attribute: 'number', type: 'blank' },
        { model: 'mainPaycheckLineTemplate', attribute: 'description', type: 'blank' },
      ]);
      expect(await gqlValidations(t, me, CREATE, { input: { number: -5, description: 'X' } })).toEqual([
        { model: 'mainPaycheckLineTemplate', attribute: 'number', type: 'not_an_integer' },
      ]);
      expect(await count(me.unitId)).toBe(before);
    });

    it('the number is unique in the unit (taken), also on update; another unit may use it', async () => {
      const me = await userWithUnit(t);
      await create(me, { number: 9300, description: 'A' });
      const other = await create(me, { number: 9301, description: 'B' });
      expect(await gqlValidations(t, me, CREATE, { input: { number: 9300, description: 'Kopi' } })).toEqual([
        { model: 'mainPaycheckLineTemplate', attribute: 'number', type: 'taken' },
      ]);
      expect(await gqlValidations(t, me, UPDATE, { id: other.id, input: { number: 9300, description: 'B' } })).toEqual([
        { model: 'mainPaycheckLineTemplate', attribute: 'number', type: 'taken' },
      ]);
      const stranger = await userWithUnit(t);
      await create(stranger, { number: 9300, description: 'A' });
      expect((await gqlOk(t, me, ONE, { id: other.id })).mainPaycheckLineTemplate.number).toBe(9301);
    });

    it('a pay code needs a benefit kind and a benefit kind a pay code (both or none)', async () => {
      const me = await userWithUnit(t);
      const before = await count(me.unitId);
      expect(
        await gqlValidations(t, me, CREATE, { input: { number: 9400, description: 'X', payCode: 'bonus' } }),
      ).toEqual([{ model: 'mainPaycheckLineTemplate', attribute: 'altinnFordel', type: 'blank' }]);
      expect(
        await gqlValidations(t, me, CREATE, {
          input: { number: 9400, description: 'X', altinnFordel: 'naturalytelse' },
        }),
      ).toEqual([{ model: 'mainPaycheckLineTemplate', attribute: 'payCode', type: 'blank' }]);
      expect(await count(me.unitId)).toBe(before);
      await create(me, { number: 9400, description: 'Uten koder' });
    });

    it('description at most 200 characters; figures with the decimals their columns keep (rate four, sum two)', async () => {
      const me = await userWithUnit(t);
      expect(
        await gqlValidations(t, me, CREATE, {
          input: { number: 9500, description: 'x'.repeat(201), rate: '1.23456', sum: '12.345' },
        }),
      ).toEqual([
        { model: 'mainPaycheckLineTemplate', attribute: 'description', type: 'too_long' },
        { model: 'mainPaycheckLineTemplate', attribute: 'rate', type: 'invalid' },
        { model: 'mainPaycheckLineTemplate', attribute: 'sum', type: 'invalid' },
      ]);
      const kept = await create(me, { number: 9501, description: 'Fast tillegg', sum: '12.34' });
      expect(
        await gqlValidations(t, me, UPDATE, {
          id: kept.id,
          input: { number: 9501, description: 'Endret', sum: '12.345' },
        }),
      ).toEqual([{ model: 'mainPaycheckLineTemplate', attribute: 'sum', type: 'invalid' }]);
      expect((await gqlOk(t, me, ONE, { id: kept.id })).mainPaycheckLineTemplate).toMatchObject({
        description: 'Fast tillegg',
        sum: '12.34',
      });
    });

    it('a main template used by a template line cannot be deleted (in_use)', async () => {
      const me = await userWithUnit(t);
      const used = await create(me, { number: 9600, description: 'Brukt' });
      await gqlOk(t, me, SAVE_TEMPLATE, { lines: [{ mainTemplateId: used.id }] });
      expect(await gqlValidations(t, me, DELETE, { id: used.id })).toEqual([
        { model: 'mainPaycheckLineTemplate', attribute: 'base', type: 'in_use' },
      ]);
      expect((await gqlOk(t, me, ONE, { id: used.id })).mainPaycheckLineTemplate.number).toBe(9600);
    });
  });

  describe('salary figures', () => {
    it('quantity, rate and sum answer FORBIDDEN without canViewSalaries; the rest is readable', async () => {
      const owner = await userWithUnit(t);
      const template = await create(owner, WAGE);
      const accountant = await userWithUnit(t, { role: 'accountant' });
      await addMember(t, accountant.userId, owner.unitId, 'accountant');
      const as = { token: accountant.token, unitId: owner.unitId };
      const withFigures = await gql(t, ONE, { id: template.id }, as);
      expect(errorCode(withFigures)).toBe('FORBIDDEN');
      const without = await gql(t, ONE_WITHOUT_FIGURES, { id: template.id }, as);
      expect(without.body.errors).toBeUndefined();
      expect(without.body.data!.mainPaycheckLineTemplate).toMatchObject({ number: 9100, payCode: WAGE.payCode });
      const list = await gql(t, LIST, {}, as);
      expect(list.body.errors).toBeUndefined();
    });

    it('an update that leaves the figures out keeps them', async () => {
      const me = await userWithUnit(t);
      const template = await create(me, WAGE);
      const { quantity: _q, rate: _r, ...withoutFigures } = WAGE;
      const updated = (await gqlOk(t, me, UPDATE, { id: template.id, input: { ...withoutFigures, description: 'Ny' } }))
        .updateMainPaycheckLineTemplate;
      expect(updated).toMatchObject({ description: 'Ny', quantity: '1.00', rate: '55.50' });
    });
  });
});
