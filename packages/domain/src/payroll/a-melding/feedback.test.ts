import { describe, expect, it } from 'vitest';
import { readAmeldingFeedback } from './feedback.js';

const avvik = (id: string, alvorlighetsgrad: string, navn = `Regel ${id}`) => ({
  id,
  alvorlighetsgrad,
  navn,
  detaljer: `Detaljer ${id}`,
});

/** The feedback.md §5 sketch, with deviations at several levels and a second message of the month. */
function feedback() {
  return {
    mottak: [
      {
        kalendermaaned: '2026-06',
        innsender: { norskIdentifikator: '312971003' },
        mottattLeveranse: [
          {
            meldingsId: 'AM-2026-06-1',
            mottakstatus: 'erstattet',
            avvik: [avvik('OTHER-1', 'oeyeblikkelig')],
            mottattAvgiftOgTrekkTotalt: { sumArbeidsgiveravgift: 1, sumForskuddstrekk: 1 },
          },
          {
            meldingsId: 'AM-2026-06-2',
            erstatterMeldingsId: 'AM-2026-06-1',
            mottakstatus: 'mottatt',
            leveringstidspunkt: '2026-07-03T10:42:11.250+02:00',
            tidsstempelFraAltinn: '2026-07-03T10:42:13.000+02:00',
            antallInntektsmottakere: 4,
            mottattAvgiftOgTrekkTotalt: { sumArbeidsgiveravgift: 36071, sumForskuddstrekk: 38100 },
            avvik: [avvik('M-1', 'retningslinje')],
            oppgave: {
              virksomhet: [
                {
                  norskIdentifikator: '312981009',
                  avvik: [avvik('V-1', 'oeyeblikkelig')],
                  arbeidsgiveravgift: { loennOgGodtgjoerelse: [{ sone: '1', avvik: [avvik('Z-1', 'avvisning')] }] },
                  inntektsmottaker: [
                    {
                      norskIdentifikator: '12848510139',
                      identifiserendeInformasjon: { navn: 'Kari Nordmann', foedselsdato: '1985-04-12' },
                      avvik: [avvik('P-1', 'retningslinje')],
                      arbeidsforhold: [{ arbeidsforholdId: 'AF-12', avvik: [avvik('A-1', 'avvisning')] }],
                      inntekt: [
                        {
                          arbeidsforholdId: 'AF-12',
                          loennsinntekt: { beskrivelse: 'fastloenn' },
                          avvik: [avvik('I-1', 'oeyeblikkelig')],
                        },
                      ],
                    },
                    {
                      norskIdentifikator: '03919010109',
                      arbeidsforhold: [{ arbeidsforholdId: 'AF-13', avvik: [avvik('A-2', 'retningslinje')] }],
                    },
                  ],
                },
              ],
            },
          },
        ],
        mottattPeriode: {
          mottattAvgiftOgTrekkTotalt: {
            sumArbeidsgiveravgift: 36071,
            sumForskuddstrekk: 38100,
            sumUtleggstrekk: 2500,
          },
          avvik: [avvik('PER-1', 'retningslinje')],
        },
        innbetalingsinformasjon: {
          kontonummer: '82760100001',
          kidForArbeidsgiveravgift: '3129710032202606',
          kidForForskuddstrekk: '3129710031202606',
          forfallsdato: '2026-07-15',
        },
      },
    ],
  };
}

describe('reading the feedback of a message', () => {
  it('gives the receipt, the time, the count, the message’s and the month’s sums as decimal text, and the payment', () => {
    expect(readAmeldingFeedback(feedback(), 'AM-2026-06-2')).toMatchObject({
      receipt: 'RECEIVED',
      receivedAt: '2026-07-03T10:42:13.000+02:00',
      employeeCount: 4,
      withholding: '38100.00',
      employerTax: '36071.00',
      periodWithholding: '38100.00',
      periodEmployerTax: '36071.00',
      periodGarnishment: '2500.00',
      payment: {
        accountNumber: '82760100001',
        withholdingKid: '3129710031202606',
        employerTaxKid: '3129710032202606',
        dueDate: '2026-07-15',
      },
    });
  });

  it.each([
    ['mottatt', 'RECEIVED'],
    ['avvist', 'REJECTED'],
    ['erstattet', 'REPLACED'],
    ['Mottatt', 'RECEIVED'],
  ])('mottakstatus %s is the receipt %s', (status, receipt) => {
    const document = feedback();
    document.mottak[0]!.mottattLeveranse[1]!.mottakstatus = status;
    expect(readAmeldingFeedback(document, 'AM-2026-06-2')!.receipt).toBe(receipt);
  });

  it('is null when the message is not in the feedback, or its status is none Fjord knows', () => {
    expect(readAmeldingFeedback(feedback(), 'AM-2026-06-9')).toBeNull();
    expect(readAmeldingFeedback({}, 'AM-2026-06-2')).toBeNull();
    expect(readAmeldingFeedback(null, 'AM-2026-06-2')).toBeNull();
    const document = feedback();
    document.mottak[0]!.mottattLeveranse[1]!.mottakstatus = 'underBehandling';
    expect(readAmeldingFeedback(document, 'AM-2026-06-2')).toBeNull();
  });

  it('reads one object where a list is usual, wrapped or bare, with names in any case and unknown fields', () => {
    const block = feedback().mottak[0]!;
    const message = block.mottattLeveranse[1]!;
    const shapes = [
      block,
      [block],
      { melding: { Mottak: { ...block, mottattLeveranse: message, ukjentFelt: { x: 1 } } } },
      { MOTTAK: { ...block, MottattLeveranse: [message] } },
    ];
    for (const shape of shapes) expect(readAmeldingFeedback(shape, 'AM-2026-06-2')?.receipt).toBe('RECEIVED');
  });

  it('reads a negative withholding as the amount withheld (one reader of the old feedback flips its sign)', () => {
    const document = feedback();
    document.mottak[0]!.mottattPeriode.mottattAvgiftOgTrekkTotalt.sumForskuddstrekk = -38100;
    expect(readAmeldingFeedback(document, 'AM-2026-06-2')!.periodWithholding).toBe('38100.00');
  });

  it('counts missing sums as zero, reads numeric strings, and has no payment without account, both KIDs and a date', () => {
    const document = feedback() as any;
    document.mottak[0].mottattLeveranse[1].mottattAvgiftOgTrekkTotalt = { sumArbeidsgiveravgift: '120.5' };
    delete document.mottak[0].innbetalingsinformasjon.kidForForskuddstrekk;
    const reading = readAmeldingFeedback(document, 'AM-2026-06-2')!;
    expect([reading.employerTax, reading.withholding, reading.payment]).toEqual(['120.50', '0.00', null]);
  });
});

describe('deviations in the feedback', () => {
  const reading = () => readAmeldingFeedback(feedback(), 'AM-2026-06-2')!;

  it('are collected at every level of the message and the month, not from the month’s other messages', () => {
    expect(
      reading()
        .deviations.map((item) => item.code)
        .sort(),
    ).toEqual(['A-1', 'A-2', 'I-1', 'M-1', 'P-1', 'PER-1', 'V-1', 'Z-1'].sort());
    expect(
      readAmeldingFeedback(feedback(), 'AM-2026-06-1')!
        .deviations.map((item) => item.code)
        .sort(),
    ).toEqual(['OTHER-1', 'PER-1']);
  });

  it('map avvisning → REJECTION, oeyeblikkelig → IMMEDIATE, retningslinje → GUIDELINE, and keep name and details', () => {
    const byCode = new Map(reading().deviations.map((item) => [item.code, item]));
    expect(byCode.get('A-1')).toMatchObject({ severity: 'REJECTION', name: 'Regel A-1', details: 'Detaljer A-1' });
    expect(byCode.get('I-1')!.severity).toBe('IMMEDIATE');
    expect(byCode.get('P-1')!.severity).toBe('GUIDELINE');
  });

  it('show an unknown severity as one to act on now', () => {
    const document = feedback();
    document.mottak[0]!.mottattLeveranse[1]!.avvik = [avvik('M-2', 'ukjent')];
    const found = readAmeldingFeedback(document, 'AM-2026-06-2')!.deviations.find((item) => item.code === 'M-2');
    expect(found!.severity).toBe('IMMEDIATE');
  });

  it('say where they are from the nodes above them: person, arbeidsforhold, income line; null on the message', () => {
    const where = new Map(reading().deviations.map((item) => [item.code, item.where]));
    expect(Object.fromEntries(where)).toEqual({
      'M-1': null,
      'PER-1': null,
      'V-1': 'virksomhet 312981009',
      'Z-1': 'virksomhet 312981009, arbeidsgiveravgift, sone 1',
      'P-1': 'Kari Nordmann',
      'A-1': 'Kari Nordmann, arbeidsforhold AF-12',
      'I-1': 'Kari Nordmann, arbeidsforhold AF-12, inntekt fastloenn',
      'A-2': 'arbeidsforhold AF-13',
    });
  });

  it('name a person the feedback gives no name for from the names Fjord passes', () => {
    const found = readAmeldingFeedback(feedback(), 'AM-2026-06-2', { '03919010109': 'Ola Nordmann' })!.deviations;
    expect(found.find((item) => item.code === 'A-2')!.where).toBe('Ola Nordmann, arbeidsforhold AF-13');
  });
});
