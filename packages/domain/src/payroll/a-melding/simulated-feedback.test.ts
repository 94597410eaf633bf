import { describe, expect, it } from 'vitest';
import { isValidBankAccount } from '../../identifiers/bank-account.js';
import { isValidKid } from '../../identifiers/kid.js';
import { employerTaxDueDate, withheldTaxDueDate } from '../pay-dates.js';
import { buildAmelding } from './build.js';
import { readAmeldingFeedback } from './feedback.js';
import type { AmeldingInput } from './input.js';
import type { AmeldingMessage } from './message.js';
import { SIMULATED_AMELDING_RULES } from './simulated-checks.js';
import {
  SIMULATED_TAX_ACCOUNT,
  simulatedAmeldingFeedback,
  simulatedTaxKid,
  type SimulatedAmeldingReceived,
} from './simulated-feedback.js';
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
  workRelation,
} from './testing/months.js';

let clock = 0;
const received = (
  input: AmeldingInput,
  message: AmeldingMessage = buildAmelding(input),
): SimulatedAmeldingReceived => ({
  meldingsId: input.meldingsId,
  replacesMeldingsId: input.replacesMeldingsId,
  message,
  receivedAt: new Date(Date.UTC(2026, 3, 2, 8, 0, (clock += 1))).toISOString(),
});

const feedbackOf = (items: SimulatedAmeldingReceived[], month = '2026-03', names?: Record<string, string>) =>
  simulatedAmeldingFeedback({ organizationNumber: ORGANIZATION, month, received: items, names });
const readingOf = (items: SimulatedAmeldingReceived[], meldingsId: string, month = '2026-03') =>
  readAmeldingFeedback(feedbackOf(items, month), meldingsId)!;

/** The rule ids a message gets from the simulated service, on its own in its month. */
function rulesOf(message: AmeldingMessage, month = message.leveranse.kalendermaaned): string[] {
  const item = {
    meldingsId: message.leveranse.meldingsId,
    replacesMeldingsId: null,
    message,
    receivedAt: '2026-04-02T08:00:00Z',
  };
  return readAmeldingFeedback(feedbackOf([item], month), message.leveranse.meldingsId)!.deviations.map(
    (found) => found.code,
  );
}

const oneEmployee = (overrides: Parameters<typeof employee>[2]) =>
  ameldingInput({ subUnits: [subUnit('Oslo', OSLO, '1', [employee('Kari Nordmann', PEOPLE.kari, overrides)])] });
const rules = SIMULATED_AMELDING_RULES;

describe('the chain of messages in a month', () => {
  const first = ameldingInput();
  const second = TRICKY_MONTHS['a replacement']!;
  const cancellation = TRICKY_MONTHS['a cancellation']!;

  it('a message alone is received, with its own sums as the month’s', () => {
    const reading = readingOf([received(first)], 'AM-2026-03-1');
    expect(reading).toMatchObject({
      receipt: 'RECEIVED',
      employeeCount: 1,
      withholding: '11250.00',
      employerTax: '6345.00',
      periodWithholding: '11250.00',
      periodEmployerTax: '6345.00',
      deviations: [],
    });
  });

  it('a replacement is received and marks the replaced message erstattet; the month counts only the replacement', () => {
    const items = [received(first), received(second)];
    expect(readingOf(items, 'AM-2026-03-1').receipt).toBe('REPLACED');
    expect(readingOf(items, 'AM-2026-03-2')).toMatchObject({ receipt: 'RECEIVED', periodWithholding: '11250.00' });
  });

  it('a cancellation marks the cancelled message erstattet and leaves the month at zero', () => {
    const items = [received(first), received(second), received(cancellation)];
    expect(readingOf(items, 'AM-2026-03-2').receipt).toBe('REPLACED');
    expect(readingOf(items, 'AM-2026-03-3')).toMatchObject({
      receipt: 'RECEIVED',
      withholding: '0.00',
      periodWithholding: '0.00',
      periodEmployerTax: '0.00',
    });
  });

  it('a replacement of an unknown meldingsId is rejected (AMLD-SIM-001) and replaces nothing', () => {
    const stray = ameldingInput({ meldingsId: 'AM-2026-03-2', replacesMeldingsId: 'AM-2026-03-9' });
    const items = [received(first), received(stray)];
    const reading = readingOf(items, 'AM-2026-03-2');
    expect(reading.receipt).toBe('REJECTED');
    expect(reading.deviations).toMatchObject([{ code: rules.replacesUnknown.id, severity: 'REJECTION', where: null }]);
    expect(readingOf(items, 'AM-2026-03-1').receipt).toBe('RECEIVED');
  });

  it('a replacement of a message already replaced, or of a rejected one, is rejected too: replace the latest valid one', () => {
    const again = ameldingInput({ meldingsId: 'AM-2026-03-4', replacesMeldingsId: 'AM-2026-03-1' });
    expect(readingOf([received(first), received(second), received(again)], 'AM-2026-03-4').receipt).toBe('REJECTED');
    const broken = buildAmelding(first);
    broken.leveranse.oppgave.betalingsinformasjon!.sumForskuddstrekkPerLoennsutbetalingsdato = [];
    expect(readingOf([received(first, broken), received(second)], 'AM-2026-03-2').receipt).toBe('REJECTED');
  });

  it('several messages without replacement add up in the month', () => {
    const other = ameldingInput({ meldingsId: 'AM-2026-03-5' });
    expect(readingOf([received(first), received(other)], 'AM-2026-03-5')).toMatchObject({
      withholding: '11250.00',
      periodWithholding: '22500.00',
      periodEmployerTax: '12690.00',
    });
  });

  it('a meldingsId used before is rejected (AMLD-SIM-002)', () => {
    const items = [received(first), received(first)];
    const messages = feedbackOf(items).mottak[0]!.mottattLeveranse;
    expect(messages.map((item) => item.mottakstatus)).toEqual(['mottatt', 'avvist']);
    expect(messages[1]!.avvik!.map((item) => item.id)).toEqual([rules.meldingsIdUsed.id]);
  });

  it('a rejected message counts for nothing, its own sums zero; immediate and guideline deviations are received', () => {
    const rejected = buildAmelding(oneEmployee({ incomeLines: [income('AF-9', '1000.00')] }));
    const guideline = buildAmelding(
      ameldingInput({
        meldingsId: 'AM-2026-03-6',
        subUnits: [
          subUnit('Oslo', OSLO, '1', [
            employee('Ola', PEOPLE.ola, { withholding: [{ payDate: '2026-03-20', amount: '100' }] }),
          ]),
        ],
      }),
    );
    const items = [
      { ...received(first), message: rejected },
      { ...received(ameldingInput({ meldingsId: 'AM-2026-03-6' })), message: guideline },
    ];
    const document = feedbackOf(items);
    expect(document.mottak[0]!.mottattLeveranse.map((item) => item.mottakstatus)).toEqual(['avvist', 'mottatt']);
    expect(document.mottak[0]!.mottattPeriode.mottattAvgiftOgTrekkTotalt.sumForskuddstrekk).toBe(100);
    expect(document.mottak[0]!.mottattLeveranse[0]!.mottattAvgiftOgTrekkTotalt).toEqual({
      sumArbeidsgiveravgift: 0,
      sumForskuddstrekk: 0,
      sumUtleggstrekk: 0,
    });
  });
});

describe('the checks of a message', () => {
  it('a message as Fjord builds it from consistent paychecks passes every check (each tricky month)', () => {
    for (const input of Object.values(TRICKY_MONTHS)) expect(rulesOf(buildAmelding(input))).toEqual([]);
  });

  it('an income line without a matching arbeidsforhold is rejected (AMLD-SIM-101), at the line', () => {
    const message = buildAmelding(oneEmployee({ incomeLines: [income('AF-9', '1000.00')] }));
    const reading = readAmeldingFeedback(
      feedbackOf([{ ...received(ameldingInput()), message }], '2026-03', { [PEOPLE.kari]: 'Kari Nordmann' }),
      'AM-2026-03-1',
    )!;
    expect(reading.receipt).toBe('REJECTED');
    expect(reading.deviations).toEqual([
      expect.objectContaining({
        code: rules.incomeWithoutEmployment.id,
        severity: 'REJECTION',
        name: 'Inntekt uten arbeidsforhold',
        where: 'Kari Nordmann, arbeidsforhold AF-9, inntekt fastloenn',
      }),
    ]);
  });

  it('an employer tax rate that is not its zone’s is rejected (AMLD-SIM-201); zone 1a takes 10.6 or 14.1', () => {
    const input = ameldingInput();
    input.subUnits[0]!.employerTax = [{ zone: '1', rate: '10.6', basis: '45000.00' }];
    expect(rulesOf(buildAmelding(input))).toEqual([rules.rateNotOfZone.id]);
    for (const rate of ['10.6', '14.1']) {
      input.subUnits[0]!.employerTax = [{ zone: '1a', rate, basis: '45000.00' }];
      expect(rulesOf(buildAmelding(input))).toEqual([]);
    }
    input.subUnits[0]!.employerTax = [{ zone: '6', rate: '14.1', basis: '45000.00' }];
    expect(rulesOf(buildAmelding(input))).toEqual([rules.rateNotOfZone.id]);
  });

  it('an employer-tax basis unlike the income lines that trigger it is to be fixed at once (AMLD-SIM-202)', () => {
    const input = oneEmployee({
      incomeLines: [
        income('AF-1', '45000.00'),
        income('AF-1', '500.00', {
          triggersEmployerTax: false,
          payCode: 'kostDager',
          fordel: 'utgiftsgodtgjoerelse',
          inWithholdingBasis: false,
        }),
      ],
      withholding: [{ payDate: '2026-03-20', amount: '11250' }],
    });
    expect(rulesOf(buildAmelding(input))).toEqual([]);
    input.subUnits[0]!.employerTax = [{ zone: '1', rate: '14.1', basis: '45500.00' }];
    const reading = readingOf([received(input)], 'AM-2026-03-1');
    expect(reading.receipt).toBe('RECEIVED');
    expect(reading.deviations).toMatchObject([
      { code: rules.employerTaxBasis.id, severity: 'IMMEDIATE', where: `virksomhet ${OSLO}` },
    ]);
  });

  it('withholding on someone with no income in the month is a guideline deviation (AMLD-SIM-301)', () => {
    const input = oneEmployee({ withholding: [{ payDate: '2026-03-20', amount: '500' }] });
    expect(readingOf([received(input)], 'AM-2026-03-1').deviations).toMatchObject([
      { code: rules.withholdingWithoutIncome.id, severity: 'GUIDELINE' },
    ]);
  });

  it('pay earned after the arbeidsforhold’s sluttdato, or paid after a month it ended in, is to be fixed at once (AMLD-SIM-104)', () => {
    const ended = workRelation({ endDate: '2026-03-15', endReason: 'arbeidstakerHarSagtOppSelv' });
    const late = oneEmployee({
      workRelations: [ended],
      incomeLines: [income('AF-1', '1000.00', { earnedFrom: '2026-03-01', earnedTo: '2026-03-31' })],
    });
    expect(rulesOf(buildAmelding(late))).toEqual([rules.payAfterEnd.id]);
    const earlier = workRelation({ endDate: '2026-02-28', endReason: 'arbeidstakerHarSagtOppSelv' });
    const afterMonth = oneEmployee({ workRelations: [earlier], incomeLines: [income('AF-1', '1000.00')] });
    expect(rulesOf(buildAmelding(afterMonth))).toEqual([rules.payAfterEnd.id]);
    const settlement = oneEmployee({
      workRelations: [earlier],
      incomeLines: [income('AF-1', '1000.00', { payCode: 'feriepenger' })],
    });
    expect(rulesOf(buildAmelding(settlement))).toEqual([]);
  });

  it('an ordinary arbeidsforhold without yrke is rejected (AMLD-SIM-102); a freelancer needs none', () => {
    const missing = oneEmployee({
      workRelations: [workRelation({ occupationCode: null })],
      incomeLines: [income('AF-1', '45000.00')],
    });
    expect(rulesOf(buildAmelding(missing))).toContain(rules.missingOccupation.id);
    const freelancer = oneEmployee({
      workRelations: [
        workRelation({ occupationCode: null, employmentType: 'frilanserOppdragstakerHonorarPersonerMm' }),
      ],
    });
    expect(rulesOf(buildAmelding(freelancer))).toEqual([]);
  });

  it('a leave or layoff percentage above 100 is rejected (AMLD-SIM-103)', () => {
    for (const leaveType of ['permisjonMedForeldrepenger', 'permittering'] as const) {
      const input = oneEmployee({
        workRelations: [workRelation({ leaves: [leave({ leaveType, percentage: '100.5' })] })],
      });
      expect(rulesOf(buildAmelding(input))).toEqual([rules.leaveAbove100.id]);
    }
  });

  it('a sluttdato without sluttårsak is to be fixed at once (AMLD-SIM-105)', () => {
    const input = oneEmployee({ workRelations: [workRelation({ endDate: '2026-03-31', endReason: null })] });
    expect(rulesOf(buildAmelding(input))).toEqual([rules.endWithoutReason.id]);
  });

  it('an unknown code is rejected (AMLD-SIM-106): pay code, fordel, employment type, leave description', () => {
    const message = buildAmelding(
      oneEmployee({ incomeLines: [income('AF-1', '1000.00')], workRelations: [workRelation({ leaves: [leave()] })] }),
    );
    const person = message.leveranse.oppgave.virksomhet![0]!.inntektsmottaker![0]!;
    person.inntekt![0]!.loennsinntekt!.beskrivelse = 'loennForAltMulig';
    person.inntekt![0]!.fordel = 'gave';
    person.arbeidsforhold![0]!.typeArbeidsforhold = 'slavearbeid';
    person.arbeidsforhold![0]!.permisjon![0]!.beskrivelse = 'velferdspermisjon';
    const found = rulesOf(message);
    expect(found.filter((id) => id === rules.unknownCode.id)).toHaveLength(4);
  });

  it('sumForskuddstrekkPerLoennsutbetalingsdato unlike the persons’ forskuddstrekk is rejected (AMLD-SIM-302)', () => {
    const message = buildAmelding(ameldingInput());
    message.leveranse.oppgave.betalingsinformasjon!.sumForskuddstrekkPerLoennsutbetalingsdato = [
      { loennsutbetalingsdato: '2026-03-20', beloep: 11000 },
    ];
    expect(rulesOf(message)).toEqual([rules.withholdingPerPayDate.id]);
    delete message.leveranse.oppgave.betalingsinformasjon!.sumForskuddstrekkPerLoennsutbetalingsdato;
    expect(rulesOf(message)).toEqual([rules.withholdingPerPayDate.id]);
  });

  it('sumUtleggstrekk and sumArbeidsgiveravgift unlike the details are flagged (AMLD-SIM-303, AMLD-SIM-203)', () => {
    const message = buildAmelding(TRICKY_MONTHS['two sub-units in different zones']!);
    message.leveranse.oppgave.betalingsinformasjon!.sumUtleggstrekk = 2400;
    message.leveranse.oppgave.betalingsinformasjon!.sumArbeidsgiveravgift = 10000;
    expect(rulesOf(message).sort()).toEqual([rules.employerTaxSum.id, rules.garnishmentSum.id].sort());
  });

  it('every rule has a stable AMLD-SIM-nnn id, a Norwegian name and a severity of the feedback', () => {
    const all = Object.values(SIMULATED_AMELDING_RULES);
    expect(new Set(all.map((rule) => rule.id)).size).toBe(all.length);
    for (const rule of all) {
      expect(rule.id).toMatch(/^AMLD-SIM-\d{3}$/);
      expect(['avvisning', 'oeyeblikkelig', 'retningslinje']).toContain(rule.alvorlighetsgrad);
      expect(rule.navn.length).toBeGreaterThan(5);
    }
  });
});

describe('sums and payment in the simulated feedback', () => {
  it('the calculated sums of a message equal its betalingsinformasjon as Fjord builds it (two zones, garnishment)', () => {
    const input = TRICKY_MONTHS['two sub-units in different zones']!;
    const message = buildAmelding(input);
    const reading = readingOf([received(input, message)], input.meldingsId, input.month);
    const payment = message.leveranse.oppgave.betalingsinformasjon!;
    const perDate = payment.sumForskuddstrekkPerLoennsutbetalingsdato!.reduce((sum, row) => sum + row.beloep, 0);
    expect(reading).toMatchObject({
      employeeCount: 2,
      employerTax: `${payment.sumArbeidsgiveravgift}.00`,
      withholding: `${perDate}.00`,
      periodGarnishment: `${payment.sumUtleggstrekk}.00`,
    });
  });

  it('asks for payment to a valid account with MOD11 KIDs of organisation number, tax kind and month', () => {
    const { payment } = readingOf([received(ameldingInput())], 'AM-2026-03-1');
    expect(isValidBankAccount(SIMULATED_TAX_ACCOUNT)).toBe(true);
    expect(payment).toEqual({
      accountNumber: SIMULATED_TAX_ACCOUNT,
      withholdingKid: simulatedTaxKid(ORGANIZATION, 'withholding', '2026-03'),
      employerTaxKid: simulatedTaxKid(ORGANIZATION, 'employerTax', '2026-03'),
      dueDate: employerTaxDueDate('2026-03'),
    });
    expect(payment!.withholdingKid.startsWith(`${ORGANIZATION}1202603`)).toBe(true);
    expect(payment!.employerTaxKid.startsWith(`${ORGANIZATION}2202603`)).toBe(true);
    for (const kid of [payment!.withholdingKid, payment!.employerTaxKid]) expect(isValidKid(kid, 'MOD11')).toBe(true);
    expect(simulatedTaxKid(ORGANIZATION, 'withholding', '2026-04')).not.toBe(payment!.withholdingKid);
  });

  it('gives each pay date’s withholding with its due date, the first working day after it', () => {
    const input = TRICKY_MONTHS['an employment that ends']!;
    const reading = readingOf([received(input)], input.meldingsId, input.month);
    expect(reading.withholdingByPayDate).toEqual([
      { payDate: '2026-06-30', amount: '14500.00', dueDate: withheldTaxDueDate('2026-06-30') },
    ]);
  });
});
