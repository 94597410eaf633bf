import { birthDateOfPersonalNumber } from '../../identifiers/personal-number.js';
import { makeKid } from '../../identifiers/kid.js';
import { employerTaxDueDate, withheldTaxDueDate } from '../pay-dates.js';
import { amountOrZero, wholeKroner } from './amounts.js';
import type {
  AmeldingAvvik,
  AmeldingFeedbackDocument,
  AmeldingFeedbackInntektsmottaker,
  AmeldingFeedbackVirksomhet,
  AmeldingInnbetalingsinformasjon,
  AmeldingMottattLeveranse,
  AmeldingReceiptStatus,
} from './feedback-document.js';
import type { AmeldingMessage } from './message.js';
import {
  checkAmeldingMessage,
  simulatedDeviation,
  SIMULATED_AMELDING_RULES,
  type SimulatedDeviation,
} from './simulated-checks.js';
import { ameldingMessageSums, type AmeldingMessageSums } from './sums.js';

/**
 * The account the simulated service asks to be paid to. Not Skatteetaten's: a made-up Norwegian account number
 * (BBAN) with a valid MOD11 check digit, so it passes the bank-account checks of the web and the payment file.
 */
export const SIMULATED_TAX_ACCOUNT = '82760100001';

/** The tax kinds' digit in the simulated KIDs. */
const KID_TAX_KIND = { withholding: '1', employerTax: '2' } as const;

/** A message as the simulated service received it, in the order received. */
export type SimulatedAmeldingReceived = {
  meldingsId: string;
  replacesMeldingsId: string | null;
  message: AmeldingMessage;
  /** ISO date-time of receipt. */
  receivedAt: string;
};

export type SimulatedAmeldingFeedbackInput = {
  organizationNumber: string;
  /** YYYY-MM. */
  month: string;
  received: readonly SimulatedAmeldingReceived[];
  /** norskIdentifikator → name, for `identifiserendeInformasjon` where a person has a deviation. */
  names?: Readonly<Record<string, string>>;
};

type Judged = { received: SimulatedAmeldingReceived; status: AmeldingReceiptStatus; deviations: SimulatedDeviation[] };

/**
 * The feedback the simulated a-ordning gives for a month (the feedback.md §5 shape), from the messages it has
 * received for the organisation and month, in order:
 *
 * - each message is checked on its own (`checkAmeldingMessage`); a replacement must name a received, still valid
 *   message of the month, and a meldingsId may be used once. A message with a rejection (avvisning) is rejected
 *   (avvist) and counts for nothing; otherwise it is received (mottatt), and the message it replaces — also by a
 *   cancellation — becomes replaced (erstattet);
 * - per message the calculated sums of its own details (zero for a rejected one); for the month the totals of the
 *   messages still received (several messages without a replacement add up);
 * - payment: SIMULATED_TAX_ACCOUNT, MOD11 KIDs of organisation number + tax kind + month, the employer tax due by
 *   `employerTaxDueDate` and the withholding of each pay date by `withheldTaxDueDate`.
 */
export function simulatedAmeldingFeedback(input: SimulatedAmeldingFeedbackInput): AmeldingFeedbackDocument {
  const judged: Judged[] = [];
  for (const received of input.received) {
    const deviations = checkAmeldingMessage(received.message, input.month);
    if (judged.some((earlier) => earlier.received.meldingsId === received.meldingsId))
      deviations.unshift(
        simulatedDeviation(
          SIMULATED_AMELDING_RULES.meldingsIdUsed,
          `MeldingsId ${received.meldingsId} er mottatt før.`,
        ),
      );
    const replaced = received.replacesMeldingsId
      ? judged.find(
          (earlier) => earlier.received.meldingsId === received.replacesMeldingsId && earlier.status === 'mottatt',
        )
      : undefined;
    if (received.replacesMeldingsId && !replaced)
      deviations.unshift(
        simulatedDeviation(
          SIMULATED_AMELDING_RULES.replacesUnknown,
          `Meldingen erstatter ${received.replacesMeldingsId}, som ikke er en gyldig mottatt melding for ${input.month}.`,
        ),
      );
    const rejected = deviations.some((placed) => placed.avvik.alvorlighetsgrad === 'avvisning');
    if (!rejected && replaced) replaced.status = 'erstattet';
    judged.push({ received, status: rejected ? 'avvist' : 'mottatt', deviations });
  }
  const sums = new Map(judged.map((item) => [item, ameldingMessageSums(item.received.message)]));
  const valid = judged.filter((item) => item.status === 'mottatt');
  const total = (pick: (sum: AmeldingMessageSums) => number) =>
    valid.reduce((sum, item) => sum + pick(sums.get(item)!), 0);
  return {
    mottak: [
      {
        kalendermaaned: input.month,
        innsender: { norskIdentifikator: input.organizationNumber },
        mottattLeveranse: judged.map((item) => receivedOf(item, sums.get(item)!, input.names ?? {})),
        mottattPeriode: {
          mottattAvgiftOgTrekkTotalt: {
            sumArbeidsgiveravgift: total((sum) => sum.employerTax),
            sumForskuddstrekk: total((sum) => sum.withholding),
            sumUtleggstrekk: total((sum) => sum.garnishment),
          },
        },
        innbetalingsinformasjon: paymentOf(
          input,
          valid.map((item) => item.received.message),
        ),
      },
    ],
  };
}

function receivedOf(
  { received, status, deviations }: Judged,
  sums: AmeldingMessageSums,
  names: Readonly<Record<string, string>>,
): AmeldingMottattLeveranse {
  const onMessage = deviations.filter((placed) => placed.place.level === 'message').map((placed) => placed.avvik);
  const virksomhet = repeatedContent(received.message, deviations, names);
  return {
    meldingsId: received.meldingsId,
    ...(received.replacesMeldingsId ? { erstatterMeldingsId: received.replacesMeldingsId } : {}),
    mottakstatus: status,
    leveringstidspunkt: received.message.leveranse.leveringstidspunkt,
    tidsstempelFraAltinn: received.receivedAt,
    antallInntektsmottakere: sums.employeeCount,
    // Nothing in a rejected message counts (feedback.md §3): its sums are zero.
    mottattAvgiftOgTrekkTotalt:
      status === 'avvist'
        ? { sumArbeidsgiveravgift: 0, sumForskuddstrekk: 0, sumUtleggstrekk: 0 }
        : {
            sumArbeidsgiveravgift: sums.employerTax,
            sumForskuddstrekk: sums.withholding,
            sumUtleggstrekk: sums.garnishment,
          },
    ...(onMessage.length > 0 ? { avvik: onMessage } : {}),
    ...(virksomhet.length > 0 ? { oppgave: { virksomhet } } : {}),
  };
}

/**
 * The reported structure repeated down to where each deviation belongs (feedback.md §2): only the virksomheter,
 * people, arbeidsforhold and income lines that have one, identified as the message identified them.
 */
function repeatedContent(
  message: AmeldingMessage,
  deviations: readonly SimulatedDeviation[],
  names: Readonly<Record<string, string>>,
): AmeldingFeedbackVirksomhet[] {
  const virksomheter = message.leveranse.oppgave.virksomhet ?? [];
  return virksomheter.flatMap((virksomhet, v) => {
    const here = deviations.filter((placed) => 'virksomhet' in placed.place && placed.place.virksomhet === v);
    if (here.length === 0) return [];
    const avvikAt = (level: string) => here.filter((placed) => placed.place.level === level);
    const people = (virksomhet.inntektsmottaker ?? []).flatMap((person, p): AmeldingFeedbackInntektsmottaker[] => {
      const mine = here.filter((placed) => 'person' in placed.place && placed.place.person === p);
      if (mine.length === 0) return [];
      const of = (level: string) => mine.filter((placed) => placed.place.level === level);
      const byIndex = (level: 'arbeidsforhold' | 'inntekt') => {
        const groups = new Map<number, AmeldingAvvik[]>();
        for (const { place, avvik } of of(level)) {
          const index =
            place.level === 'arbeidsforhold' ? place.arbeidsforhold : place.level === 'inntekt' ? place.inntekt : -1;
          groups.set(index, [...(groups.get(index) ?? []), avvik]);
        }
        return groups;
      };
      const employments = [...byIndex('arbeidsforhold')].map(([a, avvik]) => ({
        ...idOf(person.arbeidsforhold?.[a]?.arbeidsforholdId),
        avvik,
      }));
      const lines = [...byIndex('inntekt')].map(([i, avvik]) => {
        const line = person.inntekt?.[i];
        return {
          ...idOf(line?.arbeidsforholdId),
          ...(line ? { fordel: line.fordel, beloep: line.beloep } : {}),
          ...(line?.loennsinntekt ? { loennsinntekt: { beskrivelse: line.loennsinntekt.beskrivelse } } : {}),
          avvik,
        };
      });
      const name = person.norskIdentifikator ? names[person.norskIdentifikator] : undefined;
      const born = person.norskIdentifikator ? birthDateOfPersonalNumber(person.norskIdentifikator) : null;
      const onPerson = of('person').map((placed) => placed.avvik);
      return [
        {
          ...(person.norskIdentifikator ? { norskIdentifikator: person.norskIdentifikator } : {}),
          ...(name && born ? { identifiserendeInformasjon: { navn: name, foedselsdato: born } } : {}),
          ...(onPerson.length > 0 ? { avvik: onPerson } : {}),
          ...(employments.length > 0 ? { arbeidsforhold: employments } : {}),
          ...(lines.length > 0 ? { inntekt: lines } : {}),
        },
      ];
    });
    const onVirksomhet = avvikAt('virksomhet').map((placed) => placed.avvik);
    return [
      {
        norskIdentifikator: virksomhet.norskIdentifikator,
        ...(onVirksomhet.length > 0 ? { avvik: onVirksomhet } : {}),
        ...(people.length > 0 ? { inntektsmottaker: people } : {}),
      },
    ];
  });
}

const idOf = (arbeidsforholdId: string | undefined) => (arbeidsforholdId ? { arbeidsforholdId } : {});

/** A simulated KID: MOD11 over organisation number, tax kind and month (YYYYMM). */
export function simulatedTaxKid(organizationNumber: string, kind: keyof typeof KID_TAX_KIND, month: string): string {
  return makeKid(`${organizationNumber.replace(/\D/g, '')}${KID_TAX_KIND[kind]}${month.replace('-', '')}`, 'MOD11');
}

function paymentOf(
  input: SimulatedAmeldingFeedbackInput,
  valid: readonly AmeldingMessage[],
): AmeldingInnbetalingsinformasjon {
  const perDate = new Map<string, number>();
  for (const message of valid)
    for (const row of message.leveranse.oppgave.betalingsinformasjon?.sumForskuddstrekkPerLoennsutbetalingsdato ?? [])
      perDate.set(
        row.loennsutbetalingsdato,
        (perDate.get(row.loennsutbetalingsdato) ?? 0) + wholeKroner(amountOrZero(row.beloep)),
      );
  return {
    kontonummer: SIMULATED_TAX_ACCOUNT,
    kidForForskuddstrekk: simulatedTaxKid(input.organizationNumber, 'withholding', input.month),
    kidForArbeidsgiveravgift: simulatedTaxKid(input.organizationNumber, 'employerTax', input.month),
    forfallsdato: employerTaxDueDate(input.month),
    forskuddstrekkPerLoennsutbetalingsdato: [...perDate]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([loennsutbetalingsdato, beloep]) => ({
        loennsutbetalingsdato,
        beloep,
        forfallsdato: withheldTaxDueDate(loennsutbetalingsdato),
      })),
  };
}
