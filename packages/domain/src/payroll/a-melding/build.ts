import { toMoney, type Money } from '../../money/money.js';
import { firstWorkingDayAfter, workingDayOnOrAfter } from '../../periods/public-holidays.js';
import { decimalText, wholeKroner } from './amounts.js';
import {
  AMELDING_FEEDBACK_LANGUAGE,
  EMPLOYER_TAX_CALCULATION_CODE,
  EMPLOYMENT_TYPES_WITH_POSITION,
  GARNISHMENT_DESCRIPTION,
  LAYOFF_PAY_OBLIGATION_WORKING_DAYS,
  LAYOFF_REASON,
  LEAVE_DESCRIPTIONS,
  employmentForm,
} from './codes.js';
import type {
  AmeldingEmployeeInput,
  AmeldingIncomeLineInput,
  AmeldingInput,
  AmeldingLeaveInput,
  AmeldingSubUnitInput,
  AmeldingWorkRelationInput,
} from './input.js';
import type {
  AmeldingArbeidsforhold,
  AmeldingBetalingsinformasjon,
  AmeldingInntekt,
  AmeldingInntektsmottaker,
  AmeldingMessage,
  AmeldingOppgave,
  AmeldingPermisjon,
  AmeldingPermittering,
  AmeldingVirksomhet,
} from './message.js';
import { employerTaxOfVirksomheter } from './sums.js';

/**
 * The a-melding v2.3 JSON of a unit and a month (standards a-melding/v2.3: README, structure.md, example-full.json).
 *
 * - One `virksomhet` per sub-unit with employees, its `inntektsmottaker`s, and its employer tax per zone and rate
 *   (`loennOgGodtgjoerelse`, calculation code generelleNaeringer).
 * - Person level: withholding as one negative `forskuddstrekk`, garnishments as negative `utleggstrekk` per pay
 *   date, deductions as negative `fradrag`; income lines (`inntekt`) each a `loennsinntekt` with the pay code as
 *   its description (every Fjord pay code is a loennsbeskrivelse), tied to their arbeidsforhold.
 * - `betalingsinformasjon`: the employer tax (whole kroner), the garnishments, and the withholding per pay date
 *   (`sumForskuddstrekkPerLoennsutbetalingsdato`, no `sumForskuddstrekk`), all positive. Whole-krone amounts drop
 *   their øre per person and pay date, so the persons' withholding and the per-date sums agree to the krone.
 * - A month without employees is the zero report: `betalingsinformasjon` with employer tax 0 and no `virksomhet`.
 * - A cancellation is `oppgave: {}` with `erstatterMeldingsId` (README §3).
 *
 * Throws a RangeError for a cancellation that names no message to cancel.
 */
export function buildAmelding(input: AmeldingInput): AmeldingMessage {
  if (input.cancellation && !input.replacesMeldingsId)
    throw new RangeError(`A cancellation must name the message it cancels (${input.meldingsId})`);
  return {
    leveranse: {
      leveringstidspunkt: input.deliveredAt,
      kalendermaaned: input.month,
      kildesystem: input.sourceSystem,
      meldingsId: input.meldingsId,
      ...(input.replacesMeldingsId ? { erstatterMeldingsId: input.replacesMeldingsId } : {}),
      opplysningspliktig: { norskIdentifikator: input.organizationNumber },
      oppgave: input.cancellation ? {} : oppgaveOf(input.subUnits),
      spraakForTilbakemelding: AMELDING_FEEDBACK_LANGUAGE,
    },
  };
}

function oppgaveOf(subUnits: readonly AmeldingSubUnitInput[]): AmeldingOppgave {
  const reported = subUnits.filter((subUnit) => subUnit.employees.length > 0);
  const virksomhet = reported.map(virksomhetOf);
  const employees = reported.flatMap((subUnit) => subUnit.employees);
  const withheld = sumByDate(employees.flatMap((employee) => [...wholeKronerByDate(employee.withholding)]));
  const garnished = sumByDate(employees.flatMap((employee) => [...wholeKronerByDate(employee.garnishments)]));
  const sumUtleggstrekk = [...garnished.values()].reduce((sum, amount) => sum + amount, 0);
  const betalingsinformasjon: AmeldingBetalingsinformasjon = {
    sumArbeidsgiveravgift: wholeKroner(employerTaxOfVirksomheter(virksomhet)),
    ...(sumUtleggstrekk !== 0 ? { sumUtleggstrekk } : {}),
    ...(withheld.size > 0
      ? {
          sumForskuddstrekkPerLoennsutbetalingsdato: [...withheld].map(([loennsutbetalingsdato, beloep]) => ({
            loennsutbetalingsdato,
            beloep,
          })),
        }
      : {}),
  };
  return virksomhet.length > 0 ? { betalingsinformasjon, virksomhet } : { betalingsinformasjon };
}

function virksomhetOf(subUnit: AmeldingSubUnitInput): AmeldingVirksomhet {
  return {
    norskIdentifikator: subUnit.organizationNumber,
    inntektsmottaker: subUnit.employees.map(inntektsmottakerOf),
    ...(subUnit.employerTax.length > 0
      ? {
          arbeidsgiveravgift: {
            loennOgGodtgjoerelse: subUnit.employerTax.map((tax) => ({
              beregningskodeForArbeidsgiveravgift: EMPLOYER_TAX_CALCULATION_CODE,
              sone: tax.zone,
              avgiftsgrunnlagBeloep: decimalText(tax.basis),
              prosentsatsForAvgiftsberegning: decimalText(tax.rate),
            })),
          },
        }
      : {}),
  };
}

/** Whole kroner per pay date (dates sorted, the øre of each date's exact sum dropped, zero dates left out). */
function wholeKronerByDate(amounts: readonly { payDate: string; amount: string }[]): Map<string, number> {
  const exact = new Map<string, Money>();
  for (const { payDate, amount } of amounts) exact.set(payDate, (exact.get(payDate) ?? toMoney(0)).plus(amount));
  const whole = [...exact]
    .map(([payDate, amount]) => [payDate, wholeKroner(amount)] as const)
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return new Map(whole);
}

function sumByDate(rows: readonly (readonly [string, number])[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [date, amount] of [...rows].sort(([a], [b]) => (a < b ? -1 : 1)))
    sums.set(date, (sums.get(date) ?? 0) + amount);
  return sums;
}

function inntektsmottakerOf(employee: AmeldingEmployeeInput): AmeldingInntektsmottaker {
  const withheld = [...wholeKronerByDate(employee.withholding).values()].reduce((sum, amount) => sum + amount, 0);
  const garnished = [...wholeKronerByDate(employee.garnishments)];
  return {
    norskIdentifikator: employee.personalNumber,
    arbeidsforhold: employee.workRelations.map(arbeidsforholdOf),
    ...(employee.deductions.length > 0
      ? {
          fradrag: employee.deductions.map((deduction) => ({
            beskrivelse: deduction.description,
            beloep: decimalText(toMoney(deduction.amount).negated()),
          })),
        }
      : {}),
    ...(withheld !== 0 ? { forskuddstrekk: [{ beloep: -withheld }] } : {}),
    ...(employee.incomeLines.length > 0 ? { inntekt: employee.incomeLines.map(inntektOf) } : {}),
    ...(garnished.length > 0
      ? {
          utleggstrekk: garnished.map(([datoForUtleggstrekk, amount]) => ({
            beskrivelse: GARNISHMENT_DESCRIPTION,
            beloep: -amount,
            datoForUtleggstrekk,
          })),
        }
      : {}),
  };
}

/**
 * An arbeidsforhold. Employees (ordinary and maritime relations) report their position: hours of a full position,
 * occupation, working-time arrangement, percentage, form of employment, and the dates of the last pay and
 * percentage changes — the start date when there has been none. Freelancers and pension relations report only
 * their dates. The end reason codes are Fjord's own enumeration (the sluttaarsak code list, value for value).
 */
function arbeidsforholdOf(relation: AmeldingWorkRelationInput): AmeldingArbeidsforhold {
  const position = EMPLOYMENT_TYPES_WITH_POSITION.includes(relation.employmentType);
  const leaves = relation.leaves.filter((leave) => leave.leaveType !== 'permittering');
  const layoffs = relation.leaves.filter((leave) => leave.leaveType === 'permittering');
  return {
    arbeidsforholdId: relation.id,
    typeArbeidsforhold: relation.employmentType,
    startdato: relation.startDate,
    ...(relation.endDate ? { sluttdato: relation.endDate } : {}),
    ...(position
      ? {
          antallTimerPerUkeSomEnFullStillingTilsvarer: decimalText(relation.hoursEveryWeekWithFullEmployment),
          ...(relation.occupationCode ? { yrke: relation.occupationCode } : {}),
          arbeidstidsordning: relation.shiftType,
          stillingsprosent: decimalText(relation.employmentPercentage),
          sisteLoennsendringsdato: relation.lastSalaryChange ?? relation.startDate,
        }
      : {}),
    ...(leaves.length > 0 ? { permisjon: leaves.map(permisjonOf) } : {}),
    ...(position
      ? { sisteDatoForStillingsprosentendring: relation.employmentPercentageUpdated ?? relation.startDate }
      : {}),
    ...(relation.endDate && relation.endReason ? { aarsakTilSluttdato: relation.endReason } : {}),
    ...(position ? { formForAnsettelse: employmentForm(relation.durationType) } : {}),
    ...(layoffs.length > 0 ? { permittering: layoffs.map(permitteringOf) } : {}),
  };
}

function permisjonOf(leave: AmeldingLeaveInput): AmeldingPermisjon {
  return {
    startdato: leave.startDate,
    ...(leave.endDate ? { sluttdato: leave.endDate } : {}),
    permisjonsprosent: decimalText(leave.percentage),
    permisjonId: leave.id,
    beskrivelse: LEAVE_DESCRIPTIONS[leave.leaveType as keyof typeof LEAVE_DESCRIPTIONS],
  };
}

/**
 * A layoff as v2.3's `permittering`: announced on `notifiedDate` (the start date when not recorded), paid by the
 * employer until `payObligationEndDate`, or else `layoffPayObligationEnd`. The reason is LAYOFF_REASON.
 */
function permitteringOf(layoff: AmeldingLeaveInput): AmeldingPermittering {
  return {
    permitteringId: layoff.id,
    varslingsdato: layoff.notifiedDate ?? layoff.startDate,
    startdatoPermittering: layoff.startDate,
    ...(layoff.endDate ? { sluttdatoPermittering: layoff.endDate } : {}),
    sluttdatoLoennsplikt: layoff.payObligationEndDate ?? layoffPayObligationEnd(layoff.startDate, layoff.endDate),
    permitteringsprosent: decimalText(layoff.percentage),
    permitteringsaarsak: LAYOFF_REASON,
  };
}

/**
 * The last day of a layoff's pay obligation when none is recorded: the employer pays the first 15 working days
 * (arbeidsgiverperiode I, permitteringslønnsloven § 3), counted from the first day of the layoff with Norwegian
 * working days (Monday–Friday, public holidays excluded: Fjord does not know the employee's own rota), and not
 * past the end of a layoff that is shorter.
 */
export function layoffPayObligationEnd(startDate: string, endDate: string | null): string {
  let day = workingDayOnOrAfter(startDate);
  for (let counted = 1; counted < LAYOFF_PAY_OBLIGATION_WORKING_DAYS; counted += 1) day = firstWorkingDayAfter(day);
  return endDate !== null && endDate < day ? endDate : day;
}

function inntektOf(line: AmeldingIncomeLineInput): AmeldingInntekt {
  return {
    ...(line.earnedFrom ? { startdatoOpptjeningsperiode: line.earnedFrom } : {}),
    ...(line.earnedTo ? { sluttdatoOpptjeningsperiode: line.earnedTo } : {}),
    fordel: line.fordel,
    utloeserArbeidsgiveravgift: line.triggersEmployerTax,
    inngaarIGrunnlagForTrekk: line.inWithholdingBasis,
    beloep: decimalText(line.amount),
    arbeidsforholdId: line.workRelationId,
    loennsinntekt: { beskrivelse: line.payCode },
  };
}
