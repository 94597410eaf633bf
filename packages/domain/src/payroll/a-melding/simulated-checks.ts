import { Decimal } from '../../decimal.js';
import { formatMoney } from '../../money/format.js';
import { sumMoney, type Money } from '../../money/money.js';
import { BENEFIT_KINDS, EMPLOYMENT_TYPES, SHIFT_TYPES, WORK_RELATION_END_REASONS } from '../enums.js';
import { PAY_CODES } from '../pay-codes.js';
import { employerTaxRatesOn } from '../rates/employer-tax-rates.js';
import { amountOf, amountOrZero } from './amounts.js';
import { EMPLOYMENT_TYPES_WITH_POSITION, LEAVE_DESCRIPTIONS_IN_FORCE } from './codes.js';
import type { AmeldingAvvik, AmeldingAvvikSeverity } from './feedback-document.js';
import type { AmeldingArbeidsforhold, AmeldingInntekt, AmeldingInntektsmottaker, AmeldingMessage } from './message.js';
import { ameldingMessageSums } from './sums.js';

type Rule = { id: string; alvorlighetsgrad: AmeldingAvvikSeverity; navn: string };

/**
 * The rules the simulated a-ordning checks, each with a stable id, its Norwegian name as the service would word
 * it, and its severity. What a message alone can show; the real service checks far more (against the registers).
 */
export const SIMULATED_AMELDING_RULES = {
  replacesUnknown: { id: 'AMLD-SIM-001', alvorlighetsgrad: 'avvisning', navn: 'Erstatter en ukjent melding' },
  meldingsIdUsed: { id: 'AMLD-SIM-002', alvorlighetsgrad: 'avvisning', navn: 'MeldingsId er brukt før' },
  incomeWithoutEmployment: { id: 'AMLD-SIM-101', alvorlighetsgrad: 'avvisning', navn: 'Inntekt uten arbeidsforhold' },
  missingOccupation: { id: 'AMLD-SIM-102', alvorlighetsgrad: 'avvisning', navn: 'Arbeidsforholdet mangler yrke' },
  leaveAbove100: {
    id: 'AMLD-SIM-103',
    alvorlighetsgrad: 'avvisning',
    navn: 'Permisjons- eller permitteringsprosent over 100',
  },
  payAfterEnd: { id: 'AMLD-SIM-104', alvorlighetsgrad: 'oeyeblikkelig', navn: 'Lønn etter sluttdato' },
  endWithoutReason: { id: 'AMLD-SIM-105', alvorlighetsgrad: 'oeyeblikkelig', navn: 'Sluttdato uten sluttårsak' },
  unknownCode: { id: 'AMLD-SIM-106', alvorlighetsgrad: 'avvisning', navn: 'Ukjent kode' },
  rateNotOfZone: {
    id: 'AMLD-SIM-201',
    alvorlighetsgrad: 'avvisning',
    navn: 'Avgiftssatsen stemmer ikke med sonen',
  },
  employerTaxBasis: {
    id: 'AMLD-SIM-202',
    alvorlighetsgrad: 'oeyeblikkelig',
    navn: 'Avgiftsgrunnlaget stemmer ikke med inntektene',
  },
  employerTaxSum: {
    id: 'AMLD-SIM-203',
    alvorlighetsgrad: 'retningslinje',
    navn: 'Sum arbeidsgiveravgift avviker fra beregnet avgift',
  },
  withholdingWithoutIncome: {
    id: 'AMLD-SIM-301',
    alvorlighetsgrad: 'retningslinje',
    navn: 'Forskuddstrekk uten inntekt',
  },
  withholdingPerPayDate: {
    id: 'AMLD-SIM-302',
    alvorlighetsgrad: 'avvisning',
    navn: 'Sum forskuddstrekk per utbetalingsdato stemmer ikke med forskuddstrekket',
  },
  garnishmentSum: {
    id: 'AMLD-SIM-303',
    alvorlighetsgrad: 'oeyeblikkelig',
    navn: 'Sum utleggstrekk stemmer ikke med utleggstrekket',
  },
} as const satisfies Record<string, Rule>;

/**
 * Where a deviation sits: the message (no virksomhet), a virksomhet, one of its income recipients, or one of
 * the recipient's arbeidsforhold or income lines (indexes into the message's arrays).
 */
export type SimulatedDeviationPlace =
  | { level: 'message' }
  | { level: 'virksomhet'; virksomhet: number }
  | { level: 'person'; virksomhet: number; person: number }
  | { level: 'arbeidsforhold'; virksomhet: number; person: number; arbeidsforhold: number }
  | { level: 'inntekt'; virksomhet: number; person: number; inntekt: number };

export type SimulatedDeviation = { avvik: AmeldingAvvik; place: SimulatedDeviationPlace };

export const simulatedDeviation = (
  rule: Rule,
  detaljer: string,
  place: SimulatedDeviationPlace = { level: 'message' },
): SimulatedDeviation => ({
  avvik: { ...rule, detaljer },
  place,
});

const kr = (amount: Money) => `${formatMoney(amount, 'nb')} kr`;

/** Income paid after the end by nature (the final settlement): not "pay after the end date". */
const PAID_AFTER_END = new Set(['feriepenger', 'sluttvederlag', 'loennEtterDoedsfall']);

/** Every check of one message for the month YYYY-MM; a cancellation (`oppgave: {}`) passes them all. */
export function checkAmeldingMessage(message: AmeldingMessage, month: string): SimulatedDeviation[] {
  const found: SimulatedDeviation[] = [];
  const virksomheter = message.leveranse.oppgave.virksomhet ?? [];
  virksomheter.forEach((virksomhet, v) => {
    const bases = virksomhet.arbeidsgiveravgift?.loennOgGodtgjoerelse ?? [];
    const recipients = virksomhet.inntektsmottaker ?? [];
    for (const basis of bases) {
      const rate = amountOf(basis.prosentsatsForAvgiftsberegning);
      const allowed = zoneRates(basis.sone, month);
      if (rate === null || !allowed.some((percent) => rate.eq(percent)))
        found.push(
          simulatedDeviation(
            SIMULATED_AMELDING_RULES.rateNotOfZone,
            allowed.length === 0
              ? `Sone ${basis.sone} er ikke en avgiftssone.`
              : `Satsen ${String(basis.prosentsatsForAvgiftsberegning)} % er ikke satsen for sone ${basis.sone} (${allowed.join(' eller ')} %).`,
            { level: 'virksomhet', virksomhet: v },
          ),
        );
    }
    const reportedBasis = sumMoney(bases.map((basis) => amountOrZero(basis.avgiftsgrunnlagBeloep)));
    const triggering = sumMoney(
      recipients.flatMap((recipient) =>
        (recipient.inntekt ?? [])
          .filter((line) => line.utloeserArbeidsgiveravgift)
          .map((line) => amountOrZero(line.beloep)),
      ),
    );
    if (!reportedBasis.eq(triggering))
      found.push(
        simulatedDeviation(
          SIMULATED_AMELDING_RULES.employerTaxBasis,
          `Avgiftsgrunnlaget er ${kr(reportedBasis)}, men inntektene som utløser arbeidsgiveravgift er ${kr(triggering)}.`,
          { level: 'virksomhet', virksomhet: v },
        ),
      );
    recipients.forEach((recipient, p) => found.push(...checkRecipient(recipient, month, v, p)));
  });
  found.push(...checkPaymentSums(message));
  return found;
}

/** The rates a zone may be reported with in the month: its own, and in zone 1a also the rate above the allowance. */
function zoneRates(zone: string, month: string): string[] {
  const rates = employerTaxRatesOn(`${month}-01`);
  if (!rates || !Object.hasOwn(rates.percent, zone)) return [];
  const own = rates.percent[zone as keyof typeof rates.percent];
  return zone === '1a' ? [own, rates.zone1aAbovePercent] : [own];
}

function checkRecipient(
  recipient: AmeldingInntektsmottaker,
  month: string,
  v: number,
  p: number,
): SimulatedDeviation[] {
  const found: SimulatedDeviation[] = [];
  const employments = recipient.arbeidsforhold ?? [];
  employments.forEach((employment, a) =>
    found.push(
      ...checkEmployment(employment, { level: 'arbeidsforhold', virksomhet: v, person: p, arbeidsforhold: a }),
    ),
  );
  (recipient.inntekt ?? []).forEach((line, i) =>
    found.push(...checkIncome(line, employments, month, { level: 'inntekt', virksomhet: v, person: p, inntekt: i })),
  );
  const withheld = sumMoney((recipient.forskuddstrekk ?? []).map((row) => amountOrZero(row.beloep)));
  if (!withheld.isZero() && (recipient.inntekt ?? []).length === 0)
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.withholdingWithoutIncome,
        `Det er trukket ${kr(withheld.abs())} i forskuddstrekk, men ingen inntekt er rapportert i måneden.`,
        { level: 'person', virksomhet: v, person: p },
      ),
    );
  return found;
}

function unknownCode(field: string, value: unknown, place: SimulatedDeviationPlace): SimulatedDeviation {
  return simulatedDeviation(
    SIMULATED_AMELDING_RULES.unknownCode,
    `${field} «${String(value)}» finnes ikke i kodelisten.`,
    place,
  );
}

function checkEmployment(employment: AmeldingArbeidsforhold, place: SimulatedDeviationPlace): SimulatedDeviation[] {
  const found: SimulatedDeviation[] = [];
  const codes: [string, unknown, readonly string[]][] = [
    ['typeArbeidsforhold', employment.typeArbeidsforhold, EMPLOYMENT_TYPES],
    ['arbeidstidsordning', employment.arbeidstidsordning, SHIFT_TYPES],
    ['formForAnsettelse', employment.formForAnsettelse, ['fast', 'midlertidig']],
    ['aarsakTilSluttdato', employment.aarsakTilSluttdato, WORK_RELATION_END_REASONS],
    ...(employment.permisjon ?? []).map((leave): [string, unknown, readonly string[]] => [
      'permisjon.beskrivelse',
      leave.beskrivelse,
      LEAVE_DESCRIPTIONS_IN_FORCE,
    ]),
  ];
  for (const [name, value, list] of codes)
    if (value !== undefined && !list.includes(String(value))) found.push(unknownCode(name, value, place));
  const withPosition = (EMPLOYMENT_TYPES_WITH_POSITION as readonly string[]).includes(employment.typeArbeidsforhold);
  if (withPosition && !employment.yrke)
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.missingOccupation,
        'Et ordinært eller maritimt arbeidsforhold skal ha yrkeskode (STYRK).',
        place,
      ),
    );
  const percentages = [
    ...(employment.permisjon ?? []).map((leave) => ['Permisjonsprosenten', leave.permisjonsprosent] as const),
    ...(employment.permittering ?? []).map(
      (layoff) => ['Permitteringsprosenten', layoff.permitteringsprosent] as const,
    ),
  ];
  for (const [name, value] of percentages)
    if (amountOrZero(value).gt(100))
      found.push(
        simulatedDeviation(SIMULATED_AMELDING_RULES.leaveAbove100, `${name} er ${String(value)}, over 100.`, place),
      );
  if (employment.sluttdato && !employment.aarsakTilSluttdato)
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.endWithoutReason,
        `Arbeidsforholdet har sluttdato ${employment.sluttdato}, men ingen sluttårsak.`,
        place,
      ),
    );
  return found;
}

/**
 * An income line: known codes, tied to one of the person's arbeidsforhold, and not pay after that arbeidsforhold
 * ended: earned after its end date, or (with no earning period) paid in a month after it ended — the final
 * settlement's vacation pay and severance excepted.
 */
function checkIncome(
  line: AmeldingInntekt,
  employments: readonly AmeldingArbeidsforhold[],
  month: string,
  place: SimulatedDeviationPlace,
): SimulatedDeviation[] {
  const found: SimulatedDeviation[] = [];
  if (!(BENEFIT_KINDS as readonly string[]).includes(line.fordel))
    found.push(unknownCode('fordel', line.fordel, place));
  const description = line.loennsinntekt?.beskrivelse;
  if (description !== undefined && !(PAY_CODES as readonly string[]).includes(description))
    found.push(unknownCode('loennsinntekt.beskrivelse', description, place));
  const employment = employments.find(
    (candidate) => line.arbeidsforholdId !== undefined && candidate.arbeidsforholdId === line.arbeidsforholdId,
  );
  if (!employment) {
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.incomeWithoutEmployment,
        line.arbeidsforholdId === undefined
          ? 'Inntekten er ikke knyttet til et arbeidsforhold.'
          : `Inntekten er knyttet til arbeidsforhold ${line.arbeidsforholdId}, som ikke er rapportert for inntektsmottakeren.`,
        place,
      ),
    );
    return found;
  }
  const end = employment.sluttdato;
  if (!end) return found;
  const earnedTo = line.sluttdatoOpptjeningsperiode;
  const afterEnd = earnedTo ? earnedTo > end : end < `${month}-01` && !PAID_AFTER_END.has(description ?? '');
  if (afterEnd)
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.payAfterEnd,
        earnedTo
          ? `Inntekten er opptjent til ${earnedTo}, etter arbeidsforholdets sluttdato ${end}.`
          : `Arbeidsforholdet sluttet ${end}, før måneden ${month} som inntekten er utbetalt i.`,
        place,
      ),
    );
  return found;
}

/** betalingsinformasjon against the details: withholding per pay date, garnishments, employer tax. */
function checkPaymentSums(message: AmeldingMessage): SimulatedDeviation[] {
  const found: SimulatedDeviation[] = [];
  const payment = message.leveranse.oppgave.betalingsinformasjon ?? {};
  const sums = ameldingMessageSums(message);
  const perDate = payment.sumForskuddstrekkPerLoennsutbetalingsdato;
  const reportedWithholding = perDate
    ? sumMoney(perDate.map((row) => amountOrZero(row.beloep)))
    : amountOrZero(payment.sumForskuddstrekk);
  if (!reportedWithholding.eq(sums.withholding))
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.withholdingPerPayDate,
        `Summen per utbetalingsdato er ${kr(reportedWithholding)}, men forskuddstrekket på inntektsmottakerne er ${kr(new Decimal(sums.withholding))}.`,
      ),
    );
  const reportedGarnishment = amountOrZero(payment.sumUtleggstrekk);
  if (!reportedGarnishment.eq(sums.garnishment))
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.garnishmentSum,
        `Sum utleggstrekk er ${kr(reportedGarnishment)}, men utleggstrekket på inntektsmottakerne er ${kr(new Decimal(sums.garnishment))}.`,
      ),
    );
  const reportedTax = amountOrZero(payment.sumArbeidsgiveravgift);
  if (!reportedTax.eq(sums.employerTax))
    found.push(
      simulatedDeviation(
        SIMULATED_AMELDING_RULES.employerTaxSum,
        `Sum arbeidsgiveravgift er ${kr(reportedTax)}, men beregnet avgift av grunnlagene er ${kr(new Decimal(sums.employerTax))}.`,
      ),
    );
  return found;
}
