import type { DurationType, EmploymentType, LeaveType } from '../enums.js';

/**
 * The a-melding code values Fjord writes that are not Fjord's own enumerations as they are. The code lists are in
 * packages/server/reference-data/a-melding/codes (their sources in its README); the server's tests check every
 * value here against them.
 */

/** beregningskodeForArbeidsgiveravgift of ordinary businesses, as Skatteetaten's 2026 example has it. */
export const EMPLOYER_TAX_CALCULATION_CODE = 'generelleNaeringer';

/** The feedback language asked for. */
export const AMELDING_FEEDBACK_LANGUAGE = 'bokmaal';

/**
 * Employment types with a position: employees (arbeidstakere) report percentage, occupation, hours, working-time
 * arrangement and form of employment; freelancers and pension recipients only their start and end.
 */
export const EMPLOYMENT_TYPES_WITH_POSITION: readonly EmploymentType[] = [
  'ordinaertArbeidsforhold',
  'maritimtArbeidsforhold',
];

/**
 * formForAnsettelse: the code list has fast and midlertidig only, so Fjord's hired-out and on-call variants report
 * as the form they are a variant of.
 */
export function employmentForm(duration: DurationType): 'fast' | 'midlertidig' {
  return duration === 'fast' || duration === 'fastAnsattUtleid' ? 'fast' : 'midlertidig';
}

/**
 * permisjon.beskrivelse of a leave type. The old codes Fjord keeps readable are no longer valid: `permisjon` ended
 * in 2018, `velferdspermisjon` and `utdanningspermisjon` on 31 December 2022 (permisjons_og_permitteringsbeskrivelse);
 * they report as the non-statutory codes that replaced them, since Fjord does not know whether the leave was
 * statutory. A layoff is not a permisjon in v2.3 (see `permittering` in build.ts).
 */
export const LEAVE_DESCRIPTIONS: Readonly<Record<Exclude<LeaveType, 'permittering'>, string>> = {
  permisjon: 'andreIkkeLovfestedePermisjoner',
  permisjonMedForeldrepenger: 'permisjonMedForeldrepenger',
  permisjonVedMilitaertjeneste: 'permisjonVedMilitaertjeneste',
  velferdspermisjon: 'andreIkkeLovfestedePermisjoner',
  utdanningspermisjon: 'utdanningspermisjonIkkeLovfestet',
  utdanningspermisjonLovfestet: 'utdanningspermisjonLovfestet',
  utdanningspermisjonIkkeLovfestet: 'utdanningspermisjonIkkeLovfestet',
  andreLovfestedePermisjoner: 'andreLovfestedePermisjoner',
  andreIkkeLovfestedePermisjoner: 'andreIkkeLovfestedePermisjoner',
};

/** The permisjon descriptions in force: what the simulated service accepts. */
export const LEAVE_DESCRIPTIONS_IN_FORCE: readonly string[] = [...new Set(Object.values(LEAVE_DESCRIPTIONS))];

/**
 * permitteringsaarsak: the code list is not among the sources (README §5, §8.5). Fjord reports every layoff as a
 * lack of work ("mangel på arbeid", the usual ground in Hovedavtalen § 7-1): a deviation to confirm against
 * Skatteetaten's 2026 code list.
 */
export const LAYOFF_REASON = 'mangelPaaArbeid';

/** utleggstrekk.beskrivelse: the a-melding carries only garnishments for tax claims (Skatteetaten's example). */
export const GARNISHMENT_DESCRIPTION = 'utleggstrekkSkatt';

/** Working days of a layoff the employer pays for (arbeidsgiverperiode I, permitteringslønnsloven § 3, since 2022-03-01). */
export const LAYOFF_PAY_OBLIGATION_WORKING_DAYS = 15;
