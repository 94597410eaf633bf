/**
 * The payroll enumerations, with the a-melding code-list values as they are reported
 * (Skatteetaten's code lists, see packages/server/reference-data and standards/a-melding/codes).
 * Their en and nb labels live in the web's `payrollCodes` namespace under the names used here.
 */

/** arbeidsforholdstype — the kind of employment of a work relation. */
export const EMPLOYMENT_TYPES = [
  'ordinaertArbeidsforhold',
  'maritimtArbeidsforhold',
  'frilanserOppdragstakerHonorarPersonerMm',
  'pensjonOgAndreTyperYtelserUtenAnsettelsesforhold',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** Pensions and other benefits without employment: such a relation makes its employee a pensioner. */
export const PENSION_EMPLOYMENT_TYPE: EmploymentType = 'pensjonOgAndreTyperYtelserUtenAnsettelsesforhold';

/** ansettelsesform, with the "hired out" variants — the duration of a work relation. */
export const DURATION_TYPES = [
  'fast',
  'fastAnsattUtleid',
  'midlertidig',
  'midlertidigAnsattSomTilkallingsvikar',
  'midlertidigAnsattUtleid',
] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

/** arbeidstidsordning — the working-hours arrangement. */
export const SHIFT_TYPES = [
  'ikkeSkift',
  'andreSkift',
  'doegnkontinuerligSkiftOgTurnus355',
  'helkontinuerligSkiftOgAndreOrdninger336',
  'offshore336',
  'skift365',
] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];

/** sluttaarsak — why a work relation ended (six values). */
export const WORK_RELATION_END_REASONS = [
  'arbeidsforholdetSkulleAldriVaertRapportert',
  'arbeidsgiverHarSagtOppArbeidstaker',
  'arbeidstakerHarSagtOppSelv',
  'byttetLoenssystemEllerRegnskapsfoerer',
  'endringIOrganisasjonsstrukturEllerByttetJobbInternt',
  'kontraktEngasjementEllerVikariatErUtloept',
] as const;
export type WorkRelationEndReason = (typeof WORK_RELATION_END_REASONS)[number];

/**
 * permisjonOgPermittering beskrivelse — leave and layoff types. `permisjon`, `velferdspermisjon` and
 * `utdanningspermisjon` are kept so older records stay readable; the a-melding has replaced the last two
 * by the statutory / non-statutory pair since 2023.
 */
export const LEAVE_TYPES = [
  'permisjon',
  'permittering',
  'permisjonMedForeldrepenger',
  'permisjonVedMilitaertjeneste',
  'velferdspermisjon',
  'utdanningspermisjon',
  'utdanningspermisjonLovfestet',
  'utdanningspermisjonIkkeLovfestet',
  'andreLovfestedePermisjoner',
  'andreIkkeLovfestedePermisjoner',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
/** A layoff (permittering) rather than a leave. */
export const LAYOFF_LEAVE_TYPE: LeaveType = 'permittering';

/** fordel — the benefit kind of a pay line. */
export const BENEFIT_KINDS = ['kontantytelse', 'naturalytelse', 'utgiftsgodtgjoerelse'] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

/** How withholding tax is deducted. */
export const TAX_DEDUCTION_METHODS = [
  'MAIN_EMPLOYER_TABLE',
  'MAIN_EMPLOYER_PERCENTAGE',
  'SECONDARY_EMPLOYER_PERCENTAGE',
  'TAX_EXEMPTION',
] as const;
export type TaxDeductionMethod = (typeof TAX_DEDUCTION_METHODS)[number];

/** A pay line paid out (CASHEDOUT) or only calculated, e.g. a benefit in kind (CALCULATED). */
export const PAYCHECK_LINE_CALCULATION_TYPES = ['CASHEDOUT', 'CALCULATED'] as const;
export type PaycheckLineCalculationType = (typeof PAYCHECK_LINE_CALCULATION_TYPES)[number];

/** How a paycheck's withholding is found: from the tax card (AUTOMATIC) or typed by the user (MANUAL). */
export const TAX_CALCULATION_MODES = ['AUTOMATIC', 'MANUAL'] as const;
export type TaxCalculationMode = (typeof TAX_CALCULATION_MODES)[number];

/** The month a unit withholds half tax in, for monthly pay (norway-facts.md "Withholding"). */
export const HALF_TAX_MONTHS = ['NOVEMBER', 'DECEMBER'] as const;
export type HalfTaxMonth = (typeof HALF_TAX_MONTHS)[number];

/** Employer tax zones (arbeidsgiveravgiftssone) as the Tax Administration numbers them. */
export const EMPLOYER_TAX_ZONES = ['1', '1a', '2', '3', '4', '4a', '5'] as const;
export type EmployerTaxZone = (typeof EMPLOYER_TAX_ZONES)[number];

/** An employee's status in lists, derived from the work relations (see employeeStatus). */
export const EMPLOYEE_STATUSES = ['ACTIVE', 'PENSION', 'ENDED', 'NOT_STARTED'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
