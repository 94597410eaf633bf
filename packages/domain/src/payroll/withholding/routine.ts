import { floor, percentOf, roundHalfUp } from './arithmetic.js';
import type { WithholdingPeriod } from './periods.js';
import type { SocialSecurityClass, WithholdingTable } from './tables.js';
import type { WithholdingYearConstants } from './year.js';

/**
 * The reference routine W(table, period, basis) of withholding-2026.md §4, step by step, for any
 * whole basis (negative too, as the reference: §6.8). Callers go through `withholding`
 * (withholding.ts), which checks the year, the table and the basis first.
 */

/** A year's constants with what the routine derives from them once: the table index and the limits. */
export type PreparedYear = {
  constants: WithholdingYearConstants;
  tables: ReadonlyMap<string, WithholdingTable>;
  /** LAV_GRENSE_TRYGDEAVGIFT and HOY_GRENSE_TRYGDEAVGIFT: where the flat rate takes over from the phase-in. */
  socialSecurityLimits: { HIGH: number; LOW: number };
};

const prepared = new WeakMap<WithholdingYearConstants, PreparedYear>();

export function prepareYear(constants: WithholdingYearConstants): PreparedYear {
  let year = prepared.get(constants);
  if (!year) {
    const { exemptBelow, phaseInPercent, percent } = constants.socialSecurity;
    // §2.1: R((99 650 × 25) / (25 − rate)), the income at which 25 % of the excess over 99 650
    // equals the flat rate of the whole income (125 188 and 143 175 in 2026).
    const limit = (rate: number) => roundHalfUp((exemptBelow * phaseInPercent) / (phaseInPercent - rate));
    year = {
      constants,
      tables: new Map(constants.tables.map((table) => [table.number, table])),
      socialSecurityLimits: { HIGH: limit(percent.HIGH), LOW: limit(percent.LOW) },
    };
    prepared.set(constants, year);
  }
  return year;
}

/** Every intermediate value of one computation, named as in §4 (the worked examples of §7 check them). */
export type WithholdingSteps = {
  /** Step 1: the basis rounded down to its step, plus half a step. */
  rounded: number;
  /** Step 2: P, the annual personal income. */
  annualIncome: number;
  /** Step 3: M, S, J. */
  minimumDeduction: number;
  standardDeduction: number;
  seamansDeduction: number;
  /** Step 3f: N = P − M − D − S − J − K. */
  ordinaryIncome: number;
  /** Step 4: Tm and Tc. */
  municipalTax: number;
  commonTax: number;
  /** Step 5: Tb and Ts. */
  bracketTax: number;
  socialSecurity: number;
  /** Step 6: the annual tax, the divisor, and W before the cap. */
  annualTax: number;
  divisor: number;
  periodTax: number;
  /** Step 7: min(W, basis), the result. */
  deduction: number;
};

/**
 * W(table, period, basis) with its steps. `basis` must be a whole number whose every intermediate
 * stays below 2^53 (withholding.ts guarantees it); integers are then exact and every rate formula
 * is the reference's double (arithmetic.ts).
 */
export function withholdingSteps(
  year: PreparedYear,
  table: WithholdingTable,
  period: WithholdingPeriod,
  basis: number,
): WithholdingSteps {
  const c = year.constants;
  const p = c.periods[period];
  const rules = c.types[table.type];

  // Step 1. The reference's `(B / s) * s + s / 2` in `long`: integer division truncates toward zero,
  // which `B − B % s` does exactly (% keeps the sign of B). s is even, so s / 2 is whole.
  const step = p.step;
  const rounded = basis - (basis % step) + step / 2;

  // Step 2.
  const factor = rules.factor === 'ordinary' ? p.ordinaryFactor : p.calendarFactor;
  const annualIncome = roundHalfUp(rounded * factor);

  // Step 3a: the checks in the reference's order (for P ≥ 0 only the cap can bind).
  const md = c.minimumDeduction[rules.minimumDeduction];
  let minimumDeduction = roundHalfUp(percentOf(annualIncome, md.percent));
  if (minimumDeduction > md.max) minimumDeduction = md.max;
  if (minimumDeduction < md.min) minimumDeduction = md.min;
  if (minimumDeduction < md.wageDeduction) minimumDeduction = md.wageDeduction;
  if (minimumDeduction > annualIncome) minimumDeduction = annualIncome;

  // Step 3b, 3c.
  const standardDeduction = rules.standardDeduction
    ? Math.min(roundHalfUp(percentOf(annualIncome, c.standardDeduction.percent)), c.standardDeduction.max)
    : 0;
  const seamansDeduction = rules.seamansDeduction
    ? Math.min(roundHalfUp(percentOf(annualIncome, c.seamansDeduction.percent)), c.seamansDeduction.max)
    : 0;

  // Step 3f (exact integer arithmetic; may be negative).
  const ordinaryIncome =
    annualIncome -
    minimumDeduction -
    table.tableAdjustment -
    standardDeduction -
    seamansDeduction -
    table.personalAllowance;

  // Step 4: two taxes, each rounded on its own (not 22 % in one go). Note > 0 and ≥ 0.
  const municipalTax = ordinaryIncome > 0 ? roundHalfUp(percentOf(ordinaryIncome, c.municipalTaxPercent)) : 0;
  const commonTax =
    ordinaryIncome >= 0 ? roundHalfUp(percentOf(ordinaryIncome, c.commonTaxPercent[rules.commonTax])) : 0;

  // Step 5.
  const bracketTax = bracketTaxOf(c, annualIncome);
  const socialSecurity = socialSecurityOf(year, table.socialSecurity, annualIncome);

  // Step 6: one double division; seamen tables round down, the others half up.
  const annualTax = municipalTax + commonTax + bracketTax + socialSecurity;
  const divisor =
    rules.divisor === 'ordinary' ? p.ordinaryDivisor : table.twelveMonths ? p.calendarFactor : p.reducedDivisor;
  const quotient = annualTax / divisor;
  const periodTax = rules.finalRounding === 'floor' ? floor(quotient) : roundHalfUp(quotient);

  // Step 7: against the basis as given, not the rounded one.
  const deduction = periodTax > basis ? basis : periodTax;

  return {
    rounded,
    annualIncome,
    minimumDeduction,
    standardDeduction,
    seamansDeduction,
    ordinaryIncome,
    municipalTax,
    commonTax,
    bracketTax,
    socialSecurity,
    annualTax,
    divisor,
    periodTax,
    deduction,
  };
}

/**
 * Step 5a, trinnskatt: every full bracket's (width × rate) / 100, then the partial bracket's
 * ((P − T_j) × rate) / 100, added left to right in binary64 and rounded once. P equal to a threshold
 * falls in the higher bracket with a zero last term.
 */
export function bracketTaxOf(c: WithholdingYearConstants, annualIncome: number): number {
  const brackets = c.bracketTax;
  if (brackets.length === 0 || annualIncome < brackets[0]!.threshold) return 0;
  let sum = 0;
  for (let k = 0; k < brackets.length; k++) {
    const { threshold, percent } = brackets[k]!;
    const next = brackets[k + 1];
    if (next && annualIncome >= next.threshold) {
      sum += percentOf(next.threshold - threshold, percent);
    } else {
      sum += percentOf(annualIncome - threshold, percent);
      break;
    }
  }
  return roundHalfUp(sum);
}

/**
 * Step 5b, trygdeavgift with its phase-in: nothing below the exempt amount (`<`), 25 % of the excess
 * up to the class's limit, the flat rate on the whole income above it (`>`).
 */
export function socialSecurityOf(year: PreparedYear, socialClass: SocialSecurityClass, annualIncome: number): number {
  const rule = year.constants.socialSecurity;
  if (annualIncome < rule.exemptBelow || socialClass === 'NONE') return 0;
  if (annualIncome > year.socialSecurityLimits[socialClass]) {
    return roundHalfUp(percentOf(annualIncome, rule.percent[socialClass]));
  }
  return roundHalfUp(percentOf(annualIncome - rule.exemptBelow, rule.phaseInPercent));
}
