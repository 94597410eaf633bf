import { describe, expect, it } from 'vitest';
import { LEAVE_TYPES, type LeaveType } from '../enums.js';
import { decimalText, wholeKroner } from './amounts.js';
import { buildAmelding, layoffPayObligationEnd } from './build.js';
import { LAYOFF_REASON, LEAVE_DESCRIPTIONS_IN_FORCE } from './codes.js';
import type { AmeldingInntektsmottaker } from './message.js';
import {
  ameldingInput,
  employee,
  income,
  leave,
  ORGANIZATION,
  OSLO,
  PEOPLE,
  subUnit,
  TRICKY_MONTHS,
  TROMSO,
  workRelation,
} from './testing/months.js';

const oppgaveOf = (input = ameldingInput()) => buildAmelding(input).leveranse.oppgave;
const firstPerson = (input = ameldingInput()): AmeldingInntektsmottaker =>
  oppgaveOf(input).virksomhet![0]!.inntektsmottaker![0]!;
const oneEmployee = (overrides: Parameters<typeof employee>[2]) =>
  ameldingInput({ subUnits: [subUnit('Oslo', OSLO, '1', [employee('Kari Nordmann', PEOPLE.kari, overrides)])] });

describe('the leveranse', () => {
  it('carries the meldingsId, month, source system, delivery time, the opplysningspliktig and bokmål feedback', () => {
    const { leveranse } = buildAmelding(ameldingInput());
    expect(leveranse).toMatchObject({
      leveringstidspunkt: '2026-04-02T09:15:00.000+02:00',
      kalendermaaned: '2026-03',
      kildesystem: 'Fjord 1.0',
      meldingsId: 'AM-2026-03-1',
      opplysningspliktig: { norskIdentifikator: ORGANIZATION },
      spraakForTilbakemelding: 'bokmaal',
    });
    expect(leveranse).not.toHaveProperty('erstatterMeldingsId');
  });

  it('a replacement names the message it replaces in erstatterMeldingsId and is otherwise a whole message', () => {
    const { leveranse } = buildAmelding(TRICKY_MONTHS['a replacement']!);
    expect(leveranse.erstatterMeldingsId).toBe('AM-2026-03-1');
    expect(leveranse.oppgave.virksomhet).toHaveLength(1);
  });

  it('a cancellation is oppgave {} replacing the cancelled message, and must name one', () => {
    const { leveranse } = buildAmelding(TRICKY_MONTHS['a cancellation']!);
    expect(leveranse.oppgave).toEqual({});
    expect(leveranse.erstatterMeldingsId).toBe('AM-2026-03-2');
    expect(() => buildAmelding(ameldingInput({ cancellation: true }))).toThrow(RangeError);
  });

  it('a month without employees is the zero report: employer tax 0 and no virksomhet (sub-units without people left out)', () => {
    expect(oppgaveOf(TRICKY_MONTHS['a zero report'])).toEqual({ betalingsinformasjon: { sumArbeidsgiveravgift: 0 } });
  });
});

describe('sub-units and employer tax', () => {
  it('one virksomhet per sub-unit with employees, with its employer tax per zone (generelleNaeringer, decimals as text)', () => {
    const oppgave = oppgaveOf(TRICKY_MONTHS['two sub-units in different zones']);
    expect(oppgave.virksomhet!.map((unit) => [unit.norskIdentifikator, unit.arbeidsgiveravgift])).toEqual([
      [
        OSLO,
        {
          loennOgGodtgjoerelse: [
            {
              beregningskodeForArbeidsgiveravgift: 'generelleNaeringer',
              sone: '1',
              avgiftsgrunnlagBeloep: '52000.0',
              prosentsatsForAvgiftsberegning: '14.1',
            },
          ],
        },
      ],
      [
        TROMSO,
        {
          loennOgGodtgjoerelse: [
            {
              beregningskodeForArbeidsgiveravgift: 'generelleNaeringer',
              sone: '4a',
              avgiftsgrunnlagBeloep: '41600.0',
              prosentsatsForAvgiftsberegning: '7.9',
            },
          ],
        },
      ],
    ]);
  });

  it('sumArbeidsgiveravgift is Σ basis × rate over every sub-unit, the øre dropped (7332 + 3286.40 → 10618)', () => {
    const oppgave = oppgaveOf(TRICKY_MONTHS['two sub-units in different zones']);
    expect(oppgave.betalingsinformasjon!.sumArbeidsgiveravgift).toBe(10618);
  });

  it('sums an exact basis with øre before dropping them once: 45000.55 × 14.1 % = 6345.07755 → 6345', () => {
    const input = ameldingInput();
    input.subUnits[0]!.employerTax = [{ zone: '1', rate: '14.1', basis: '45000.55' }];
    expect(oppgaveOf(input).betalingsinformasjon!.sumArbeidsgiveravgift).toBe(6345);
  });
});

describe('withholding, garnishments and deductions', () => {
  it('withholding is negative per person and positive per pay date, without sumForskuddstrekk', () => {
    const oppgave = oppgaveOf(TRICKY_MONTHS['two sub-units in different zones']);
    const people = oppgave.virksomhet!.flatMap((unit) => unit.inntektsmottaker!);
    expect(people.map((person) => person.forskuddstrekk)).toEqual([[{ beloep: -13800 }], [{ beloep: -9800 }]]);
    expect(oppgave.betalingsinformasjon).toEqual({
      sumArbeidsgiveravgift: 10618,
      sumUtleggstrekk: 2500,
      sumForskuddstrekkPerLoennsutbetalingsdato: [{ loennsutbetalingsdato: '2026-05-20', beloep: 23600 }],
    });
  });

  it('sums withholding per pay date in date order, whole kroner per person and date so both levels agree', () => {
    const people = [
      employee('A', PEOPLE.kari, {
        incomeLines: [income('AF-1', '40000.00')],
        withholding: [
          { payDate: '2026-03-31', amount: '100.60' },
          { payDate: '2026-03-20', amount: '1000.70' },
          { payDate: '2026-03-20', amount: '0.70' },
        ],
      }),
      employee('B', PEOPLE.ola, {
        incomeLines: [income('AF-1', '40000.00')],
        withholding: [{ payDate: '2026-03-20', amount: '500.90' }],
      }),
    ];
    const oppgave = oppgaveOf(ameldingInput({ subUnits: [subUnit('Oslo', OSLO, '1', people)] }));
    expect(oppgave.virksomhet![0]!.inntektsmottaker!.map((person) => person.forskuddstrekk)).toEqual([
      [{ beloep: -1101 }],
      [{ beloep: -500 }],
    ]);
    expect(oppgave.betalingsinformasjon!.sumForskuddstrekkPerLoennsutbetalingsdato).toEqual([
      { loennsutbetalingsdato: '2026-03-20', beloep: 1501 },
      { loennsutbetalingsdato: '2026-03-31', beloep: 100 },
    ]);
  });

  it('a person with no withholding has no forskuddstrekk, and a month without any has no per-date list', () => {
    const input = oneEmployee({
      incomeLines: [income('AF-1', '5000.00')],
      withholding: [{ payDate: '2026-03-20', amount: '0' }],
    });
    expect(firstPerson(input)).not.toHaveProperty('forskuddstrekk');
    expect(oppgaveOf(input).betalingsinformasjon).not.toHaveProperty('sumForskuddstrekkPerLoennsutbetalingsdato');
  });

  it('garnishments are negative utleggstrekk (utleggstrekkSkatt) per pay date, summed positive in sumUtleggstrekk', () => {
    const person = oppgaveOf(TRICKY_MONTHS['two sub-units in different zones']).virksomhet![1]!.inntektsmottaker![0]!;
    expect(person.utleggstrekk).toEqual([
      { beskrivelse: 'utleggstrekkSkatt', beloep: -2500, datoForUtleggstrekk: '2026-05-20' },
    ]);
  });

  it('deductions are negative fradrag decimals', () => {
    expect(firstPerson(TRICKY_MONTHS['vacation pay in June']).fradrag).toEqual([
      { beskrivelse: 'fagforeningskontingent', beloep: '-650.0' },
    ]);
  });
});

describe('income lines', () => {
  it('each line is a loennsinntekt with the pay code, fordel, flags, amount and its arbeidsforholdId', () => {
    const lines = firstPerson(TRICKY_MONTHS['vacation pay in June']).inntekt!;
    expect(lines[0]).toEqual({
      fordel: 'kontantytelse',
      utloeserArbeidsgiveravgift: true,
      inngaarIGrunnlagForTrekk: true,
      beloep: '52000.0',
      arbeidsforholdId: 'AF-1',
      loennsinntekt: { beskrivelse: 'fastloenn' },
    });
    expect(lines.map((line) => [line.loennsinntekt!.beskrivelse, line.beloep, line.fordel])).toEqual([
      ['fastloenn', '52000.0', 'kontantytelse'],
      ['trekkILoennForFerie', '-50000.0', 'kontantytelse'],
      ['feriepenger', '58000.0', 'kontantytelse'],
      ['bil', '5000.0', 'naturalytelse'],
    ]);
  });

  it('the earning period is given only when known (last year’s vacation pay)', () => {
    const lines = firstPerson(TRICKY_MONTHS['vacation pay in June']).inntekt!;
    expect(lines[2]).toMatchObject({
      startdatoOpptjeningsperiode: '2025-01-01',
      sluttdatoOpptjeningsperiode: '2025-12-31',
    });
    expect(lines[0]).not.toHaveProperty('startdatoOpptjeningsperiode');
  });

  it('a person without income that month (on full leave) is reported with the arbeidsforhold and no inntekt', () => {
    const person = firstPerson(TRICKY_MONTHS['leave and layoff']);
    expect(person.arbeidsforhold).toHaveLength(1);
    expect(person).not.toHaveProperty('inntekt');
  });
});

describe('arbeidsforhold', () => {
  it('an employee reports type, dates, hours, occupation, working time, percentage, form and the change dates', () => {
    expect(firstPerson().arbeidsforhold).toEqual([
      {
        arbeidsforholdId: 'AF-1',
        typeArbeidsforhold: 'ordinaertArbeidsforhold',
        startdato: '2021-08-16',
        antallTimerPerUkeSomEnFullStillingTilsvarer: '37.5',
        yrke: '2512105',
        arbeidstidsordning: 'ikkeSkift',
        stillingsprosent: '100.0',
        sisteLoennsendringsdato: '2026-01-01',
        sisteDatoForStillingsprosentendring: '2021-08-16',
        formForAnsettelse: 'fast',
      },
    ]);
  });

  it('without a pay or percentage change the change dates are the start date', () => {
    const input = oneEmployee({
      workRelations: [
        workRelation({ lastSalaryChange: null, employmentPercentageUpdated: null, startDate: '2024-02-01' }),
      ],
    });
    expect(firstPerson(input).arbeidsforhold![0]).toMatchObject({
      sisteLoennsendringsdato: '2024-02-01',
      sisteDatoForStillingsprosentendring: '2024-02-01',
    });
  });

  it.each([
    ['fast', 'fast'],
    ['fastAnsattUtleid', 'fast'],
    ['midlertidig', 'midlertidig'],
    ['midlertidigAnsattSomTilkallingsvikar', 'midlertidig'],
    ['midlertidigAnsattUtleid', 'midlertidig'],
  ] as const)('duration %s reports formForAnsettelse %s (the code list has fast and midlertidig)', (duration, form) => {
    const input = oneEmployee({ workRelations: [workRelation({ durationType: duration })] });
    expect(firstPerson(input).arbeidsforhold![0]!.formForAnsettelse).toBe(form);
  });

  it('a freelancer reports only id, type and dates: no position fields', () => {
    const input = oneEmployee({
      workRelations: [
        workRelation({ employmentType: 'frilanserOppdragstakerHonorarPersonerMm', endDate: '2026-03-31' }),
      ],
    });
    expect(firstPerson(input).arbeidsforhold).toEqual([
      {
        arbeidsforholdId: 'AF-1',
        typeArbeidsforhold: 'frilanserOppdragstakerHonorarPersonerMm',
        startdato: '2021-08-16',
        sluttdato: '2026-03-31',
      },
    ]);
  });

  it('an ended relation reports its sluttdato and the reason code; no reason recorded, no aarsakTilSluttdato', () => {
    expect(firstPerson(TRICKY_MONTHS['an employment that ends']).arbeidsforhold![0]).toMatchObject({
      sluttdato: '2026-06-15',
      aarsakTilSluttdato: 'arbeidstakerHarSagtOppSelv',
    });
    const input = oneEmployee({ workRelations: [workRelation({ endDate: '2026-03-31', endReason: null })] });
    expect(firstPerson(input).arbeidsforhold![0]).not.toHaveProperty('aarsakTilSluttdato');
  });

  it('an occupation left empty is not reported (the service rejects that, see the simulated checks)', () => {
    const input = oneEmployee({ workRelations: [workRelation({ occupationCode: null })] });
    expect(firstPerson(input).arbeidsforhold![0]).not.toHaveProperty('yrke');
  });
});

describe('leaves and layoffs', () => {
  it('a leave is a permisjon with its id, description, percentage and dates', () => {
    expect(firstPerson(TRICKY_MONTHS['leave and layoff']).arbeidsforhold![0]!.permisjon).toEqual([
      {
        startdato: '2026-04-13',
        sluttdato: '2026-08-31',
        permisjonsprosent: '100.0',
        permisjonId: 'PERM-2',
        beskrivelse: 'permisjonMedForeldrepenger',
      },
    ]);
  });

  it.each(LEAVE_TYPES.filter((type) => type !== 'permittering'))(
    'leave type %s reports a description in force',
    (leaveType) => {
      const input = oneEmployee({
        workRelations: [workRelation({ leaves: [leave({ leaveType: leaveType as LeaveType })] })],
      });
      const description = firstPerson(input).arbeidsforhold![0]!.permisjon![0]!.beskrivelse;
      expect(LEAVE_DESCRIPTIONS_IN_FORCE).toContain(description);
      if (!['permisjon', 'velferdspermisjon', 'utdanningspermisjon'].includes(leaveType))
        expect(description).toBe(leaveType);
    },
  );

  it('the codes that ended (permisjon, velferdspermisjon, utdanningspermisjon) report as the non-statutory codes', () => {
    const described = (leaveType: LeaveType) =>
      firstPerson(oneEmployee({ workRelations: [workRelation({ leaves: [leave({ leaveType })] })] }))
        .arbeidsforhold![0]!.permisjon![0]!.beskrivelse;
    expect(described('permisjon')).toBe('andreIkkeLovfestedePermisjoner');
    expect(described('velferdspermisjon')).toBe('andreIkkeLovfestedePermisjoner');
    expect(described('utdanningspermisjon')).toBe('utdanningspermisjonIkkeLovfestet');
  });

  it('a layoff is v2.3’s permittering, not a permisjon: notified on its start, pay obligation derived, reason set', () => {
    const people = oppgaveOf(TRICKY_MONTHS['leave and layoff']).virksomhet![0]!.inntektsmottaker!;
    expect(people[0]!.arbeidsforhold![0]).not.toHaveProperty('permittering');
    const relation = people[1]!.arbeidsforhold![0]!;
    expect(relation.permittering).toEqual([
      {
        permitteringId: 'PERMIT-3',
        varslingsdato: '2026-04-13',
        startdatoPermittering: '2026-04-13',
        sluttdatoLoennsplikt: '2026-05-04',
        permitteringsprosent: '60.0',
        permitteringsaarsak: LAYOFF_REASON,
      },
    ]);
    expect(relation.permisjon!.map((item) => item.permisjonId)).toEqual(['PERM-3']);
  });

  it('a layoff’s recorded notification date and pay obligation end are reported as recorded', () => {
    const layoff = leave({
      leaveType: 'permittering',
      startDate: '2026-03-02',
      endDate: '2026-05-31',
      notifiedDate: '2026-02-13',
      payObligationEndDate: '2026-03-13',
    });
    const input = oneEmployee({ workRelations: [workRelation({ leaves: [layoff] })] });
    expect(firstPerson(input).arbeidsforhold![0]!.permittering![0]).toMatchObject({
      varslingsdato: '2026-02-13',
      sluttdatoPermittering: '2026-05-31',
      sluttdatoLoennsplikt: '2026-03-13',
    });
  });
});

describe('the layoff pay obligation: the first 15 Norwegian working days of the layoff', () => {
  it.each([
    ['2026-03-02', null, '2026-03-20', 'Monday 2 March → Friday 20 March (three full weeks)'],
    ['2026-03-30', null, '2026-04-22', 'across Easter 2026: Maundy Thursday, Good Friday and Easter Monday skipped'],
    ['2026-03-07', null, '2026-03-27', 'a Saturday start counts from Monday 9 March'],
    ['2026-03-02', '2026-03-10', '2026-03-10', 'not past the end of a shorter layoff'],
  ])('start %s, end %s → %s (%s)', (start: string, end: string | null, expected: string, _why: string) => {
    expect(layoffPayObligationEnd(start, end)).toBe(expected);
  });
});

describe('amounts', () => {
  it.each([
    ['52000.00', '52000.0'],
    ['14.1', '14.1'],
    ['-650.50', '-650.5'],
    ['0.00', '0.0'],
    ['37.5', '37.5'],
    ['0.125', '0.125'],
  ])('decimal %s is written %s: at least one decimal, no more than it needs', (value, text) => {
    expect(decimalText(value)).toBe(text);
  });

  it.each([
    ['11250.00', 11250],
    ['1000.99', 1000],
    ['-0.40', 0],
    ['-12.70', -12],
  ])('whole kroner of %s is %s (øre dropped, never -0)', (value, whole) => {
    expect(Object.is(wholeKroner(value), whole)).toBe(true);
  });
});
