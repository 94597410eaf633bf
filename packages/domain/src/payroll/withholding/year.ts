import type { WithholdingPeriod } from './periods.js';
import type { WithholdingTable, WithholdingTableType } from './tables.js';

/**
 * Everything one income year's routine needs, as data: a new year is a new object of this shape in
 * WITHHOLDING_YEARS (years.ts), and the routine (routine.ts) reads nothing else. Amounts are whole
 * NOK; rates are percent, written as the reference's literals (they enter binary64 formulas of the
 * form `(x × rate) / 100`, see arithmetic.ts). Names in comments are the reference's.
 */
export type WithholdingYearConstants = {
  year: number;
  /** Where the numbers come from. */
  source: string;
  /** Every valid table of the year with its five attributes. */
  tables: readonly WithholdingTable[];
  periods: Readonly<Record<WithholdingPeriod, WithholdingPeriodConstants>>;
  /** The type matrix: how each table type computes. */
  types: Readonly<Record<WithholdingTableType, WithholdingTypeRules>>;
  /** ANV_MINSTE_FRAD_PROSENT etc. (non-seamen tables) and MINSTE_FRAD_PROSENT etc. (seamen tables). */
  minimumDeduction: Readonly<Record<MinimumDeductionKind, MinimumDeductionRule>>;
  /** STFRADRAG_PROSENT, MAX_STFRADRAG. */
  standardDeduction: CappedDeductionRule;
  /** SJO_PROSENT, MAX_SJO_FRADRAG. */
  seamansDeduction: CappedDeductionRule;
  /** SKATTORE: municipal and county tax on ordinary income. */
  municipalTaxPercent: number;
  /** FELLES_SKATT_VANLIG, FELLES_SKATT_FINNMARK. */
  commonTaxPercent: Readonly<Record<CommonTaxKind, number>>;
  /** TRINN1… with PROSENT_TRINN1…, in increasing threshold. */
  bracketTax: readonly BracketStep[];
  socialSecurity: SocialSecurityRule;
  /** The two monthly bases whose withholdings give the "overskytende prosent" (§5.2). */
  excessPercentBases: { low: number; high: number };
};

export type WithholdingPeriodConstants = {
  /** The one-character period code of Skatteetaten's table files. */
  code: string;
  /** Rounding step s: the basis is rounded down to a multiple of it (s is even, s / 2 the half step). */
  step: number;
  /** Annualisation factor of ORDINARY tables. */
  ordinaryFactor: number;
  /** Divisor of ORDINARY tables. */
  ordinaryDivisor: number;
  /** Annualisation factor of the other tables, also their divisor with the 12-month flag. */
  calendarFactor: number;
  /** Divisor of the other tables without the 12-month flag. */
  reducedDivisor: number;
  /** The last basis of the whole table (§5.1); the routine itself takes any basis. */
  tableMaximum: number;
};

export type WithholdingTypeRules = {
  /** Annualise with the ordinary or the calendar factor. */
  factor: 'ordinary' | 'calendar';
  /** Divide by the ordinary divisor, or by the calendar factor (12-month flag) else the reduced divisor. */
  divisor: 'ordinary' | 'calendarOrReduced';
  minimumDeduction: MinimumDeductionKind;
  /** The 10 % standard deduction applies. */
  standardDeduction: boolean;
  /** The 30 % seaman's deduction applies. */
  seamansDeduction: boolean;
  commonTax: CommonTaxKind;
  /** How the period's amount is made whole: half up, or down. */
  finalRounding: 'halfUp' | 'floor';
};

export type MinimumDeductionKind = 'applied' | 'statutory';
export type CommonTaxKind = 'ordinary' | 'finnmark';

export type MinimumDeductionRule = {
  percent: number;
  max: number;
  min: number;
  /** ANV_LONNSFRADRAG / LONNSFRADRAG: a second floor (0 in 2026, so without effect). */
  wageDeduction: number;
};

export type CappedDeductionRule = { percent: number; max: number };

export type BracketStep = { threshold: number; percent: number };

export type SocialSecurityRule = {
  /** AVG_FRI_TRYGDEAVGIFT: no contribution below this annual income. */
  exemptBelow: number;
  /** TRYGDE_PROSENT: the phase-in rate on the income above `exemptBelow`. */
  phaseInPercent: number;
  /** HOY_TRYGDEAVG_PROSENT and LAV_TRYGDEAVG_PROSENT: the flat rate of each class that pays. */
  percent: { HIGH: number; LOW: number };
};
