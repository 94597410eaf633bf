import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, userWithUnit } from '../../test/fixtures.js';
import {
  createPaycheck,
  hire,
  lockPaycheck,
  paycheckSnapshot,
  payrollCounts,
  payrollUnit,
  period,
  periodsOf,
  PAYCHECK_FIELDS,
  PAYROLL_TODAY,
  readPaycheck,
  saveTemplate,
  template,
  usePayrollTestApp,
  type Paycheck,
  type PayrollUnit,
} from '../../test/paycheck-fixture.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { paycheckService } from './service.js';

const CREATE = `mutation ($input: PaycheckInput!, $draft: Boolean) { createPaycheck(input: $input, draft: $draft) { id } }`;
const UPDATE = `mutation ($id: ID!, $input: PaycheckInput!) { updatePaycheck(id: $id, input: $input) { ${PAYCHECK_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePaycheck(id: $id) { id number } }`;
const FROM_DRAFT = `mutation ($id: ID!) { createPaycheckFromDraft(id: $id) { ${PAYCHECK_FIELDS} } }`;
const CANCEL_DRAFT = `mutation ($id: ID!) { cancelPaycheckDraft(id: $id) { id } }`;
const LIST = `query ($filters: PaycheckFilters) { paychecks(filters: $filters) { totalCount items { id number status } } }`;
const RUN = `mutation ($periodId: ID!) { createPeriodPaychecks(periodId: $periodId) {
  created { id number workRelationId status lines { templateNumber sum } } skippedWorkRelationIds } }`;
const CAR = `mutation ($input: CarInput!) { createCar(input: $input) { id } }`;

describe.each(TEST_DATABASES)('paychecks (%s)', (kind) => {
  const t = usePayrollTestApp(kind);

  const salary = (unit: PayrollUnit, rate = '40000') => [{ mainTemplateId: template(unit, 100), quantity: '1', rate }];
  /** A company with one employee (30 % card) and a salary in the company template. */
  const company = async (options: Parameters<typeof payrollUnit>[1] = {}) => {
    const unit = await payrollUnit(t, options);
    await saveTemplate(t, unit, null, salary(unit));
    const kari = await hire(t, unit);
    const input = (month = 11, extra: Record<string, unknown> = {}) => ({
      workRelationId: kari.workRelationId,
      periodId: period(unit, month),
      ...extra,
    });
    return { unit, kari, input };
  };
  const list = async (unit: PayrollUnit, filters: Record<string, unknown> = {}) =>
    (
      await gqlOk<{ paychecks: { totalCount: number; items: Pick<Paycheck, 'id' | 'number' | 'status'>[] } }>(
        t,
        unit,
        LIST,
        { filters },
      )
    ).paychecks;

  describe('numbers', () => {
    it('are taken from the series, starting at the paycheck setting’s start number', async () => {
      const { unit, input } = await company({ startingPaycheckNumber: '1000' });
      const first = await createPaycheck(t, unit, input());
      const second = await createPaycheck(t, unit, input(12));
      expect([first.number, second.number]).toEqual(['1000', '1001']);
      expect((await list(unit)).items.map((p) => p.number)).toEqual(['1001', '1000']);
    });

    it('a typed number must be below the start (below_start_number) and unused (taken); nothing saved when refused', async () => {
      const { unit, input } = await company({ startingPaycheckNumber: '1000' });
      await createPaycheck(t, unit, input());
      const before = await payrollCounts(t, unit.unitId);
      for (const number of ['1000', '5000', '12a'])
        expect(await gqlValidations(t, unit, CREATE, { input: input(11, { number }) }), number).toEqual([
          { model: 'paycheck', attribute: 'number', type: 'below_start_number' },
        ]);
      expect(await payrollCounts(t, unit.unitId)).toEqual(before);
      expect((await createPaycheck(t, unit, input(11, { number: '999' }))).number).toBe('999');
      const withManual = await payrollCounts(t, unit.unitId);
      expect(await gqlValidations(t, unit, CREATE, { input: input(11, { number: '999' }) })).toEqual([
        { model: 'paycheck', attribute: 'number', type: 'taken' },
      ]);
      expect(await payrollCounts(t, unit.unitId)).toEqual(withManual);
      // The series goes on from where it was.
      expect((await createPaycheck(t, unit, input())).number).toBe('1001');
    });

    it('a deleted paycheck’s number is not given again; only an open paycheck is deleted (not_open)', async () => {
      const { unit, input } = await company();
      const first = await createPaycheck(t, unit, input());
      const second = await createPaycheck(t, unit, input());
      expect((await gqlOk(t, unit, DELETE, { id: second.id })).deletePaycheck).toEqual({ id: second.id, number: '2' });
      expect(await payrollCounts(t, unit.unitId)).toMatchObject({ paychecks: 1, lines: 1 });
      expect((await createPaycheck(t, unit, input())).number).toBe('3');

      await lockPaycheck(t, unit, first.id);
      const locked = await paycheckSnapshot(t, unit.unitId, first.id);
      expect(await gqlValidations(t, unit, DELETE, { id: first.id })).toEqual([
        { model: 'paycheck', attribute: 'base', type: 'not_open' },
      ]);
      expect(await paycheckSnapshot(t, unit.unitId, first.id)).toEqual(locked);
    });
  });

  describe('drafts', () => {
    it('have no number; createPaycheckFromDraft gives the next one; cancelPaycheckDraft deletes', async () => {
      const { unit, input } = await company();
      const draft = await createPaycheck(t, unit, input(), true);
      expect(draft).toMatchObject({ status: 'DRAFT', number: null, grossPay: '40000.00', netPay: '34000.00' });
      const open = await createPaycheck(t, unit, input());
      expect(open.number).toBe('1');
      // Drafts come after the numbered ones, whichever way the numbers are sorted.
      expect((await list(unit)).items.map((p) => [p.number, p.status])).toEqual([
        ['1', 'OPEN'],
        [null, 'DRAFT'],
      ]);
      const ascending = await gqlOk<{ paychecks: { items: { number: string | null }[] } }>(
        t,
        unit,
        `{ paychecks(orderBy: number, orderDirection: ASC) { items { number } } }`,
      );
      expect(ascending.paychecks.items).toEqual([{ number: '1' }, { number: null }]);

      const made = (await gqlOk<{ createPaycheckFromDraft: Paycheck }>(t, unit, FROM_DRAFT, { id: draft.id }))
        .createPaycheckFromDraft;
      expect(made).toMatchObject({ id: draft.id, status: 'OPEN', number: '2', netPay: '34000.00' });
      expect(made.lines).toEqual(draft.lines);
      // Only a draft becomes a paycheck or is cancelled (not_draft), unchanged.
      const snapshot = await paycheckSnapshot(t, unit.unitId, draft.id);
      expect(await gqlValidations(t, unit, FROM_DRAFT, { id: draft.id })).toEqual([
        { model: 'paycheck', attribute: 'base', type: 'not_draft' },
      ]);
      expect(await gqlValidations(t, unit, CANCEL_DRAFT, { id: draft.id })).toEqual([
        { model: 'paycheck', attribute: 'base', type: 'not_draft' },
      ]);
      expect(await paycheckSnapshot(t, unit.unitId, draft.id)).toEqual(snapshot);

      const another = await createPaycheck(t, unit, input(), true);
      await gqlOk(t, unit, CANCEL_DRAFT, { id: another.id });
      expect(await payrollCounts(t, unit.unitId)).toMatchObject({ paychecks: 2, lines: 2 });
      // A draft is not deleted as a paycheck.
      const third = await createPaycheck(t, unit, input(), true);
      expect(await gqlValidations(t, unit, DELETE, { id: third.id })).toEqual([
        { model: 'paycheck', attribute: 'base', type: 'not_open' },
      ]);
    });
  });

  describe('the period and the work relation', () => {
    it('refuses a period more than a month ahead (too_far_ahead), a paid date outside the bookkeeping period (must_be_in_period) and a locked period (period_locked)', async () => {
      const { unit, input } = await company();
      const next = await periodsOf(t, unit, 2027);
      const before = await payrollCounts(t, unit.unitId);
      expect(await gqlValidations(t, unit, CREATE, { input: { ...input(), periodId: next.get(1) } })).toEqual([
        { model: 'paycheck', attribute: 'periodId', type: 'too_far_ahead' },
      ]);
      for (const paidDate of ['2026-12-01', '2026-10-31'])
        expect(await gqlValidations(t, unit, CREATE, { input: input(11, { paidDate }) }), paidDate).toEqual([
          { model: 'paycheck', attribute: 'paidDate', type: 'must_be_in_period' },
        ]);
      await gqlOk(t, unit, `mutation ($id: ID!) { lockPaycheckPeriod(id: $id) { id } }`, { id: period(unit, 10) });
      expect(await gqlValidations(t, unit, CREATE, { input: input(10) })).toEqual([
        { model: 'paycheck', attribute: 'periodId', type: 'period_locked' },
      ]);
      expect(await payrollCounts(t, unit.unitId)).toEqual(before);
      // Next month is allowed, and a paid date of its own choosing in the period.
      expect(await createPaycheck(t, unit, input(12, { paidDate: '2026-12-01' }))).toMatchObject({
        paidDate: '2026-12-01',
      });
    });

    it('refuses a work relation not active in the period (must_be_inside_work_relation_period)', async () => {
      const unit = await payrollUnit(t);
      const ended = await hire(t, unit, { startDate: '2019-01-01', endDate: '2026-09-30' });
      const starting = await hire(t, unit, { startDate: '2026-12-01' });
      for (const relation of [ended, starting])
        expect(
          await gqlValidations(t, unit, CREATE, {
            input: { workRelationId: relation.workRelationId, periodId: period(unit, 11), lines: salary(unit) },
          }),
        ).toEqual([{ model: 'paycheck', attribute: 'workRelationId', type: 'must_be_inside_work_relation_period' }]);
      expect(await payrollCounts(t, unit.unitId)).toMatchObject({ paychecks: 0, lines: 0 });
      // The month it starts in, and the last month of the ended one, are fine.
      await createPaycheck(t, unit, { workRelationId: starting.workRelationId, periodId: period(unit, 12) });
      await createPaycheck(t, unit, { workRelationId: ended.workRelationId, periodId: period(unit, 9) });
    });
  });

  describe('lines', () => {
    it('refuses each line by its place: no main template (blank), an unknown one (invalid), another unit’s car (invalid)', async () => {
      const { unit, input } = await company();
      const other = await userWithUnit(t);
      const car = (await gqlOk<{ createCar: { id: string } }>(t, other, CAR, { input: { name: 'Tesla' } })).createCar
        .id;
      const before = await payrollCounts(t, unit.unitId);
      expect(
        await gqlValidations(t, unit, CREATE, {
          input: input(11, {
            lines: [
              { quantity: '1', rate: '100' },
              { mainTemplateId: randomUUID(), sum: '100' },
              { mainTemplateId: template(unit, 510), sum: '100', carId: car },
              ...salary(unit),
            ],
          }),
        }),
      ).toEqual([
        { model: 'paycheck', attribute: 'lines.0.mainTemplateId', type: 'blank' },
        { model: 'paycheck', attribute: 'lines.1.mainTemplateId', type: 'invalid' },
        { model: 'paycheck', attribute: 'lines.2.carId', type: 'invalid' },
      ]);
      expect(await payrollCounts(t, unit.unitId)).toEqual(before);
    });

    it('updatePaycheck replaces the lines and computes again; a refused update changes nothing', async () => {
      const { unit, input } = await company();
      const paycheck = await createPaycheck(t, unit, input());
      const updated = (
        await gqlOk<{ updatePaycheck: Paycheck }>(t, unit, UPDATE, {
          id: paycheck.id,
          input: input(11, {
            comment: 'Med bonus',
            lines: [...salary(unit, '42000'), { mainTemplateId: template(unit, 130), sum: '5000' }],
          }),
        })
      ).updatePaycheck;
      expect(updated).toMatchObject({ number: '1', grossPay: '47000.00', withholdingBasis: '42000.00' });
      expect(updated.extraWithholdingBasis).toBe('5000.00');
      expect(updated.lines.map((line) => [line.templateNumber, line.sum])).toEqual([
        [100, '42000.00'],
        [130, '5000.00'],
      ]);
      const snapshot = await paycheckSnapshot(t, unit.unitId, paycheck.id);
      expect(
        await gqlValidations(t, unit, UPDATE, { id: paycheck.id, input: input(11, { lines: [{ sum: '1' }] }) }),
      ).toEqual([{ model: 'paycheck', attribute: 'lines.0.mainTemplateId', type: 'blank' }]);
      expect(await paycheckSnapshot(t, unit.unitId, paycheck.id)).toEqual(snapshot);

      await lockPaycheck(t, unit, paycheck.id);
      const locked = await paycheckSnapshot(t, unit.unitId, paycheck.id);
      expect(await gqlValidations(t, unit, UPDATE, { id: paycheck.id, input: input() })).toEqual([
        { model: 'paycheck', attribute: 'base', type: 'not_open' },
      ]);
      expect(await paycheckSnapshot(t, unit.unitId, paycheck.id)).toEqual(locked);
    });
  });

  describe('advanced mode', () => {
    it('needs canCreateAdvancedPaychecks (FORBIDDEN without), to create and to update an advanced paycheck', async () => {
      // No role grants canCreatePaychecks without canCreateAdvancedPaychecks, so the service is asked
      // directly, as the resolver asks it for a member without the flag.
      const { unit, input } = await company();
      const ordinary = { today: PAYROLL_TODAY, permissions: { advanced: false } };
      const create = t.app.services.transactions.tenant(unit.unitId, (tx) =>
        paycheckService.create(tx, actorFor(t, unit), input(11, { advancedMode: true }), { ...ordinary, draft: false }),
      );
      await expect(create).rejects.toMatchObject({ code: 'FORBIDDEN', params: { flag: 'canCreateAdvancedPaychecks' } });
      expect(await payrollCounts(t, unit.unitId)).toMatchObject({ paychecks: 0 });

      const advanced = await createPaycheck(t, unit, input(11, { advancedMode: true, lines: salary(unit) }));
      const snapshot = await paycheckSnapshot(t, unit.unitId, advanced.id);
      const update = t.app.services.transactions.tenant(unit.unitId, (tx) =>
        paycheckService.update(tx, actorFor(t, unit), advanced.id, input(11, { lines: salary(unit, '1') }), ordinary),
      );
      await expect(update).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await paycheckSnapshot(t, unit.unitId, advanced.id)).toEqual(snapshot);
    });

    it('a line is income reported to Altinn, extra tax or a garnishment, one of them (tax_and_altinn, garnishment_and_altinn)', async () => {
      const { unit, input } = await company();
      const before = await payrollCounts(t, unit.unitId);
      expect(
        await gqlValidations(t, unit, CREATE, {
          input: input(11, {
            advancedMode: true,
            lines: [
              { description: 'Forskuddstrekk', sum: '100', taxDeduction: true, altinn: true },
              { description: 'Utlegg', sum: '100', garnishment: true, altinn: true },
              { description: 'Begge', sum: '100', garnishment: true, taxDeduction: true, altinn: false },
            ],
          }),
        }),
      ).toEqual([
        { model: 'paycheck', attribute: 'lines.0.taxDeduction', type: 'tax_and_altinn' },
        { model: 'paycheck', attribute: 'lines.1.garnishment', type: 'garnishment_and_altinn' },
        { model: 'paycheck', attribute: 'lines.2.garnishment', type: 'tax_and_garnishment' },
      ]);
      expect(await payrollCounts(t, unit.unitId)).toEqual(before);
    });

    it('a typed tax below the card’s is answered TOO_LOW, above TOO_HIGH', async () => {
      const { unit, input } = await company();
      const low = await createPaycheck(
        t,
        unit,
        input(12, { advancedMode: true, lines: salary(unit), taxDeduction: '1000' }),
      );
      expect(low).toMatchObject({
        manualTax: true,
        taxDeduction: '1000.00',
        expectedTaxDeduction: '12000.00',
        taxWarning: 'TOO_LOW',
        netPay: '39000.00',
      });
      const high = await createPaycheck(
        t,
        unit,
        input(12, { advancedMode: true, lines: salary(unit), taxDeduction: '13000' }),
      );
      expect(high).toMatchObject({ taxWarning: 'TOO_HIGH', taxDeduction: '13000.00' });
      // Typed tax is ignored on an ordinary paycheck.
      expect(await createPaycheck(t, unit, input(12, { lines: salary(unit), taxDeduction: '1000' }))).toMatchObject({
        manualTax: false,
        taxDeduction: '12000.00',
        taxWarning: null,
      });
    });
  });

  describe('createPeriodPaychecks (run the month)', () => {
    it('makes one paycheck from the templates per active work relation, skipping those that have one (or a draft)', async () => {
      const unit = await payrollUnit(t);
      await saveTemplate(t, unit, null, salary(unit));
      const anne = await hire(t, unit, { firstName: 'Anne', lastName: 'Aas' });
      const bjorn = await hire(t, unit, {
        firstName: 'Bjørn',
        lastName: 'Berg',
        endDate: '2026-09-30',
        startDate: '2019-01-01',
      });
      const carl = await hire(t, unit, { firstName: 'Carl', lastName: 'Cappelen' });
      const dina = await hire(t, unit, { firstName: 'Dina', lastName: 'Dahl' });
      const eva = await hire(t, unit, { firstName: 'Eva', lastName: 'Eide', startDate: '2027-01-01' });
      await saveTemplate(t, unit, anne.workRelationId, [{ mainTemplateId: template(unit, 140), sum: '1500' }]);
      const carls = await createPaycheck(t, unit, { workRelationId: carl.workRelationId, periodId: period(unit, 11) });
      await createPaycheck(t, unit, { workRelationId: dina.workRelationId, periodId: period(unit, 11) }, true);

      const run = (
        await gqlOk<{
          createPeriodPaychecks: {
            created: { workRelationId: string; number: string; status: string; lines: unknown[] }[];
            skippedWorkRelationIds: string[];
          };
        }>(t, unit, RUN, { periodId: period(unit, 11) })
      ).createPeriodPaychecks;
      expect(run.created).toMatchObject([
        {
          workRelationId: anne.workRelationId,
          number: '2',
          status: 'OPEN',
          lines: [
            { templateNumber: 100, sum: '40000.00' },
            { templateNumber: 140, sum: '1500.00' },
          ],
        },
      ]);
      expect(run.skippedWorkRelationIds).toEqual([carl.workRelationId, dina.workRelationId]);
      for (const absent of [bjorn, eva]) expect(run.skippedWorkRelationIds).not.toContain(absent.workRelationId);
      expect((await list(unit, { periodId: period(unit, 11) })).totalCount).toBe(3);
      expect(await readPaycheck(t, unit, carls.id)).toEqual(carls);

      // Again: nothing more.
      const again = (await gqlOk(t, unit, RUN, { periodId: period(unit, 11) })).createPeriodPaychecks;
      expect(again).toEqual({
        created: [],
        skippedWorkRelationIds: [anne.workRelationId, carl.workRelationId, dina.workRelationId],
      });
      expect(await payrollCounts(t, unit.unitId)).toMatchObject({ paychecks: 3 });
    });
  });
});
