import { ordinaryAdditionTables, ordinaryDeductionTables, specialTable } from './tables.js';
import type { WithholdingYearConstants } from './year.js';

/** PERSONFRADRAG and PERSONFRADRAG_FINNMARK (personal allowance + 45 000 Finnmark deduction). */
const PERSONAL_ALLOWANCE = 114_540;
const PERSONAL_ALLOWANCE_FINNMARK = 159_540;

/**
 * Income year 2026: Skatteetaten's trekkrutine 2026 (Skatteetaten/trekktabell, package
 * …forskudd.trekkrutine2026, "SPAP-40996 trekkrutine for 2026", rates of 4 December 2025), as
 * specified by docs/standards withholding-2026.md (§1.1, §1.2, §2). Do not edit for another year: add
 * that year as its own object in years.ts.
 */
export const WITHHOLDING_2026: WithholdingYearConstants = {
  year: 2026,
  source: 'Skatteetaten trekkrutine 2026 (withholding-2026.md)',
  tables: [
    // §1.1.1 and §1.1.2: 41 + 40 ordinary tables.
    ...ordinaryDeductionTables(8400, PERSONAL_ALLOWANCE),
    ...ordinaryAdditionTables(9400, PERSONAL_ALLOWANCE),
    // §1.1.3: the 15 special tables. No pension tables in 2026 (removed for 2025).
    specialTable('7150', 'SPECIAL', PERSONAL_ALLOWANCE, 'HIGH', true),
    specialTable('7160', 'SPECIAL', PERSONAL_ALLOWANCE, 'NONE', true),
    specialTable('7170', 'SPECIAL', PERSONAL_ALLOWANCE, 'NONE', false),
    specialTable('7300', 'STANDARD_DEDUCTION', PERSONAL_ALLOWANCE, 'HIGH', false),
    specialTable('7350', 'STANDARD_DEDUCTION', PERSONAL_ALLOWANCE, 'HIGH', true),
    specialTable('7500', 'STANDARD_DEDUCTION', PERSONAL_ALLOWANCE, 'NONE', true),
    specialTable('7550', 'STANDARD_DEDUCTION', PERSONAL_ALLOWANCE, 'NONE', false),
    specialTable('7700', 'STANDARD_DEDUCTION', PERSONAL_ALLOWANCE, 'LOW', true),
    specialTable('6300', 'FINNMARK', PERSONAL_ALLOWANCE_FINNMARK, 'HIGH', false),
    specialTable('6350', 'FINNMARK', PERSONAL_ALLOWANCE_FINNMARK, 'HIGH', true),
    specialTable('6500', 'FINNMARK', PERSONAL_ALLOWANCE_FINNMARK, 'NONE', true),
    specialTable('6550', 'FINNMARK', PERSONAL_ALLOWANCE_FINNMARK, 'NONE', false),
    specialTable('6700', 'FINNMARK', PERSONAL_ALLOWANCE_FINNMARK, 'LOW', true),
    specialTable('0100', 'SEAMEN', PERSONAL_ALLOWANCE, 'NONE', true),
    specialTable('0101', 'SEAMEN', PERSONAL_ALLOWANCE, 'HIGH', true),
  ],
  // §1.2. The divisors that are not whole are the reference's expressions, evaluated in binary64 as
  // the reference does ((60 × 46) / 52 = 53.07692307692308 …; the reduced ones are exact).
  periods: {
    MONTH: {
      code: '1',
      step: 100,
      ordinaryFactor: 12.12,
      ordinaryDivisor: 10.5,
      calendarFactor: 12,
      reducedDivisor: 10.5,
      tableMaximum: 200_000,
    },
    FOURTEEN_DAYS: {
      code: '2',
      step: 50,
      ordinaryFactor: 26.26,
      ordinaryDivisor: 23,
      calendarFactor: 26,
      reducedDivisor: 23,
      tableMaximum: 100_000,
    },
    WEEK: {
      code: '3',
      step: 20,
      ordinaryFactor: 52.52,
      ordinaryDivisor: 46,
      calendarFactor: 52,
      reducedDivisor: 46,
      tableMaximum: 50_000,
    },
    FOUR_DAYS: {
      code: '4',
      step: 20,
      ordinaryFactor: 60.6,
      ordinaryDivisor: (60 * 46) / 52,
      calendarFactor: 91,
      reducedDivisor: (91 * 10.5) / 12,
      tableMaximum: 40_000,
    },
    THREE_DAYS: {
      code: '5',
      step: 20,
      ordinaryFactor: 80.8,
      ordinaryDivisor: (80 * 46) / 52,
      calendarFactor: 122,
      reducedDivisor: (122 * 10.5) / 12,
      tableMaximum: 30_000,
    },
    TWO_DAYS: {
      code: '6',
      step: 20,
      ordinaryFactor: 121.2,
      ordinaryDivisor: (120 * 46) / 52,
      calendarFactor: 183,
      reducedDivisor: (183 * 10.5) / 12,
      tableMaximum: 20_000,
    },
    ONE_DAY: {
      code: '7',
      step: 20,
      ordinaryFactor: 242.4,
      ordinaryDivisor: (240 * 46) / 52,
      calendarFactor: 365,
      reducedDivisor: (365 * 10.5) / 12,
      tableMaximum: 10_000,
    },
  },
  // The type matrix of §1.1.3. As coded in the reference, FINNMARK and SEAMEN tables get the 10 %
  // standard deduction too.
  types: {
    ORDINARY: {
      factor: 'ordinary',
      divisor: 'ordinary',
      minimumDeduction: 'applied',
      standardDeduction: false,
      seamansDeduction: false,
      commonTax: 'ordinary',
      finalRounding: 'halfUp',
    },
    STANDARD_DEDUCTION: {
      factor: 'calendar',
      divisor: 'calendarOrReduced',
      minimumDeduction: 'applied',
      standardDeduction: true,
      seamansDeduction: false,
      commonTax: 'ordinary',
      finalRounding: 'halfUp',
    },
    FINNMARK: {
      factor: 'calendar',
      divisor: 'calendarOrReduced',
      minimumDeduction: 'applied',
      standardDeduction: true,
      seamansDeduction: false,
      commonTax: 'finnmark',
      finalRounding: 'halfUp',
    },
    SEAMEN: {
      factor: 'calendar',
      divisor: 'calendarOrReduced',
      minimumDeduction: 'statutory',
      standardDeduction: true,
      seamansDeduction: true,
      commonTax: 'ordinary',
      finalRounding: 'floor',
    },
    SPECIAL: {
      factor: 'calendar',
      divisor: 'calendarOrReduced',
      minimumDeduction: 'applied',
      standardDeduction: false,
      seamansDeduction: false,
      commonTax: 'ordinary',
      finalRounding: 'halfUp',
    },
  },
  // §2.1 and §2.2.
  minimumDeduction: {
    applied: { percent: 40.48, max: 84_216, min: 0, wageDeduction: 0 },
    statutory: { percent: 46.0, max: 95_700, min: 0, wageDeduction: 0 },
  },
  standardDeduction: { percent: 10, max: 40_000 },
  seamansDeduction: { percent: 30, max: 86_300 },
  municipalTaxPercent: 13.75,
  commonTaxPercent: { ordinary: 8.25, finnmark: 4.75 },
  bracketTax: [
    { threshold: 226_100, percent: 1.7 },
    { threshold: 318_300, percent: 4.0 },
    { threshold: 725_050, percent: 13.7 },
    { threshold: 980_100, percent: 16.8 },
    { threshold: 1_467_200, percent: 17.8 },
  ],
  socialSecurity: { exemptBelow: 99_650, phaseInPercent: 25, percent: { HIGH: 7.6, LOW: 5.1 } },
  excessPercentBases: { low: 300_000, high: 1_300_000 },
};
