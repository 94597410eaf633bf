import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toMoney } from '@fjord/domain';
import { approveSystemUser, lockedPaycheck } from '../../test/amelding-fixture.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor } from '../../test/fixtures.js';
import { hire, payrollUnit, template, usePayrollTestApp, type PayrollUnit } from '../../test/paycheck-fixture.js';
import { gqlOk } from '../../test/sweeps.js';
import { employees } from '../employees/tables.js';
import { gatherMonth } from './gather.js';
import { draftMonth } from './service.js';

type Json = Record<string, any>;

const SUB_UNIT = `mutation ($input: SubUnitInput!) { createSubUnit(input: $input) { id } }`;
const RELATION = `mutation ($id: ID!, $input: WorkRelationInput!) { updateWorkRelation(id: $id, input: $input) { id } }`;

/**
 * The month's message as send would build it, for months that are hard to get right: gathered from the locked
 * paychecks, built, and checked against the v2.3 schema (a schema problem would be a `schema_invalid` problem).
 */
describe.each(TEST_DATABASES)('gathering and building the month (%s)', (kind) => {
  const t = usePayrollTestApp(kind);

  const draft = async (unit: PayrollUnit, month: number) => {
    const result = await t.app.services.transactions.tenant(unit.unitId, (tx) =>
      draftMonth(tx, actorFor(t, unit), { year: 2026, month, replaces: null }),
    );
    expect(result.problems).toEqual([]);
    return { message: result.draft!.message as Json, sums: result.sums };
  };
  const company = async () => {
    const unit = await payrollUnit(t);
    await approveSystemUser(t, unit);
    return unit;
  };
  const relationInput = (unit: PayrollUnit, extra: Record<string, unknown>) => ({
    occupationCode: '2512101',
    startDate: '2020-01-01',
    shiftType: 'ikkeSkift',
    employmentType: 'ordinaertArbeidsforhold',
    durationType: 'fast',
    employmentPercentage: '100',
    subUnitId: unit.subUnitId,
    ...extra,
  });
  const people = (message: Json) =>
    (message.leveranse.oppgave.virksomhet as Json[]).flatMap((virksomhet) => virksomhet.inntektsmottaker as Json[]);

  it('a leave and a layoff touching the month are reported as permisjon and permittering', async () => {
    const unit = await company();
    const kari = await hire(t, unit);
    const ola = await hire(t, unit, { firstName: 'Ola' });
    await gqlOk(t, unit, RELATION, {
      id: kari.workRelationId,
      input: relationInput(unit, {
        leaves: [
          {
            leaveType: 'permisjonMedForeldrepenger',
            startDate: '2026-09-15',
            endDate: '2026-12-31',
            percentageLeave: '50',
          },
        ],
      }),
    });
    await gqlOk(t, unit, RELATION, {
      id: ola.workRelationId,
      input: relationInput(unit, {
        leaves: [{ leaveType: 'permittering', startDate: '2026-10-01', percentageLeave: '100' }],
      }),
    });
    await lockedPaycheck(t, unit, kari, 10);
    await lockedPaycheck(t, unit, ola, 10, { salary: '10000' });
    const { message } = await draft(unit, 10);
    const relations = people(message).map((person) => person.arbeidsforhold[0] as Json);
    expect(relations.some((relation) => relation.permisjon?.[0]?.permisjonsprosent !== undefined)).toBe(true);
    expect(relations.some((relation) => relation.permittering?.[0]?.permitteringsprosent !== undefined)).toBe(true);
  });

  it('an employment that ends in the month carries its end date and reason', async () => {
    const unit = await company();
    const leaving = await hire(t, unit, { endDate: '2026-10-15' });
    await lockedPaycheck(t, unit, leaving, 10, { salary: '20000' });
    const { message } = await draft(unit, 10);
    expect(people(message)[0]!.arbeidsforhold[0]).toMatchObject({
      sluttdato: '2026-10-15',
      aarsakTilSluttdato: 'arbeidstakerHarSagtOppSelv',
    });
  });

  it('two sub-units in different zones: one virksomhet each with its own zone and rate', async () => {
    const unit = await company();
    const { createSubUnit } = await gqlOk<{ createSubUnit: { id: string } }>(t, unit, SUB_UNIT, {
      input: { name: 'Tromsø', organizationNumber: '983971636', municipalityNumber: '5501' },
    });
    const oslo = await hire(t, unit);
    const tromso = await hire(t, unit, { firstName: 'Nils' });
    await gqlOk(t, unit, RELATION, {
      id: tromso.workRelationId,
      input: relationInput(unit, { subUnitId: createSubUnit.id }),
    });
    await lockedPaycheck(t, unit, oslo, 10);
    await lockedPaycheck(t, unit, tromso, 10);
    const { message, sums } = await draft(unit, 10);
    const zones = (message.leveranse.oppgave.virksomhet as Json[]).map((virksomhet) => [
      virksomhet.norskIdentifikator,
      virksomhet.arbeidsgiveravgift.loennOgGodtgjoerelse.map((part: Json) => [
        part.sone,
        String(part.prosentsatsForAvgiftsberegning),
      ]),
    ]);
    expect(zones).toEqual(
      expect.arrayContaining([
        ['974760673', [['1', '14.1']]],
        ['983971636', [['4a', '7.9']]],
      ]),
    );
    expect(sums.employeeCount).toBe(2);
  });

  it('June vacation pay is an income line with its earning year; November is a half-tax month', async () => {
    const unit = await company();
    const kari = await hire(t, unit, {
      card: { taxDeductionMethod: 'MAIN_EMPLOYER_TABLE', taxTable: '8110', taxPercentage: '40' },
    });
    await lockedPaycheck(t, unit, kari, 6, {
      lines: [
        { mainTemplateId: template(unit, 200), sum: '48000' },
        { mainTemplateId: template(unit, 210), sum: '-38461.54' },
      ],
    });
    const june = await draft(unit, 6);
    const income = people(june.message)[0]!.inntekt as Json[];
    expect(income.find((line) => line.loennsinntekt.beskrivelse === 'feriepenger')).toMatchObject({
      startdatoOpptjeningsperiode: '2025-01-01',
      sluttdatoOpptjeningsperiode: '2025-12-31',
    });
    await lockedPaycheck(t, unit, kari, 11);
    const november = await draft(unit, 11);
    const paid = november.message.leveranse.oppgave.betalingsinformasjon.sumForskuddstrekkPerLoennsutbetalingsdato;
    expect(paid).toHaveLength(1);
    // The a-ordning counts whole kroner: the day's withholding without its øre.
    expect(paid[0].beloep).toBe(toMoney(november.sums.withholding).trunc().toNumber());
  });

  it('an employee relation active in the month without pay is reported with its leave and no income', async () => {
    const unit = await company();
    const paid = await hire(t, unit);
    const onLeave = await hire(t, unit, { firstName: 'Ola' });
    const freelancer = await hire(t, unit, { firstName: 'Per' });
    await hire(t, unit, { firstName: 'Nils', endDate: '2026-09-30' });
    await gqlOk(t, unit, RELATION, {
      id: onLeave.workRelationId,
      input: relationInput(unit, {
        leaves: [{ leaveType: 'permisjonMedForeldrepenger', startDate: '2026-08-01', percentageLeave: '100' }],
      }),
    });
    await gqlOk(t, unit, RELATION, {
      id: freelancer.workRelationId,
      input: relationInput(unit, { employmentType: 'frilanserOppdragstakerHonorarPersonerMm' }),
    });
    await lockedPaycheck(t, unit, paid, 10);
    const { message, sums } = await draft(unit, 10);
    const reported = people(message);
    // Kari is paid; Ola is on leave without pay; Per, a freelancer, and Nils, who left in September, are not reported.
    expect(reported).toHaveLength(2);
    const ola = reported.find((person) => person.arbeidsforhold[0].arbeidsforholdId === onLeave.workRelationId)!;
    expect(ola.inntekt).toBeUndefined();
    expect(ola.forskuddstrekk).toBeUndefined();
    expect(ola.arbeidsforhold[0]).toMatchObject({
      typeArbeidsforhold: 'ordinaertArbeidsforhold',
      startdato: '2020-01-01',
      permisjon: [expect.objectContaining({ permisjonsprosent: '100.0', beskrivelse: 'permisjonMedForeldrepenger' })],
    });
    expect(sums).toMatchObject({ employeeCount: 2, paycheckCount: 1 });
  });

  it('a relation without pay whose employee has no personal number stops the message, by name', async () => {
    const unit = await company();
    const ola = await hire(t, unit, { firstName: 'Ola', lastName: 'Hansen' });
    // A D-number waited for: the employee register accepts an employee without one.
    await t.app.services.transactions.tenant(unit.unitId, (tx) =>
      tx.update(employees).set({ socialSecurityNumber: null }).where(eq(employees.id, ola.employeeId)),
    );
    const result = await t.app.services.transactions.tenant(unit.unitId, (tx) =>
      draftMonth(tx, actorFor(t, unit), { year: 2026, month: 10, replaces: null }),
    );
    expect(result.draft).toBeNull();
    expect(result.problems).toContainEqual({
      type: 'relation_missing_personal_number',
      params: { name: 'Ola Hansen' },
    });
  });

  it('a month without paychecks and without an active relation is the zero report: no virksomhet', async () => {
    const unit = await company();
    await hire(t, unit, { endDate: '2026-08-31' });
    const { message, sums } = await draft(unit, 9);
    expect(message.leveranse.oppgave.virksomhet ?? []).toEqual([]);
    expect(sums).toMatchObject({ employeeCount: 0, paycheckCount: 0, withholding: '0.00', employerTax: '0.00' });
  });

  it('gathering a month costs the same statements for 2 employees as for 6 (no reads per paycheck)', async () => {
    const small = await company();
    const large = await company();
    for (const [unit, count] of [
      [small, 2],
      [large, 6],
    ] as const)
      for (let i = 0; i < count; i++) await lockedPaycheck(t, unit, await hire(t, unit, { firstName: `P${i}` }), 10);
    const cost = (unit: PayrollUnit) =>
      t.statements.during(() =>
        t.app.services.transactions.tenant(unit.unitId, (tx) => gatherMonth(tx, unit.unitId, 2026, 10)),
      );
    expect(await cost(large)).toBe(await cost(small));
  });
});
