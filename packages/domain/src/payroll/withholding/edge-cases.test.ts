import { describe, expect, it } from 'vitest';
import { Decimal } from '../../decimal.js';
import { WITHHOLDING_PERIODS, type WithholdingPeriod } from './periods.js';
import { prepareYear, withholdingSteps } from './routine.js';
import { MAXIMUM_WITHHOLDING_BASIS, withholding } from './withholding.js';
import { WITHHOLDING_2026 } from './year-2026.js';

const year = prepareYear(WITHHOLDING_2026);
const TABLES = WITHHOLDING_2026.tables;
const steps = (table: string, period: WithholdingPeriod, basis: number) =>
  withholdingSteps(year, year.tables.get(table)!, period, basis);

/** Every basis of a period's grid: 0, s, 2s … up to the whole table's maximum. */
function* grid(period: WithholdingPeriod) {
  const { step, tableMaximum } = WITHHOLDING_2026.periods[period];
  for (let basis = 0; basis <= tableMaximum; basis += step) yield basis;
}

describe('§6 edge cases and special behaviour', () => {
  it('§6.1: W(T, p, 0) = 0 for all 96 tables and 7 periods', () => {
    for (const table of TABLES)
      for (const period of WITHHOLDING_PERIODS)
        expect(withholding(2026, table.number, period, 0), `${table.number} ${period}`).toEqual({ deduction: 0 });
  });

  it('§6.1: a large addition withholds the whole small basis (9400 month: 1 → 1, 5 000 → 5 000)', () => {
    expect(withholding(2026, '9400', 'MONTH', 1)).toEqual({ deduction: 1 });
    expect(withholding(2026, '9400', 'MONTH', 5_000)).toEqual({ deduction: 5_000 });
  });

  it('§6.1: for 8000 the first withholding is social security (month 8 200: P = 99 990, Ts = 85, W = 8)', () => {
    const s = steps('8000', 'MONTH', 8_200);
    expect([s.annualIncome, s.municipalTax + s.commonTax + s.bracketTax, s.socialSecurity, s.deduction]).toEqual([
      99_990, 0, 85, 8,
    ]);
  });

  it('§6.2: on the whole-table grid the cap binds (B > 0) only for 9120–9400, and for each of them', () => {
    const capped = new Set<string>();
    for (const table of TABLES)
      for (const period of WITHHOLDING_PERIODS)
        for (const basis of grid(period)) {
          if (basis === 0) continue;
          const { periodTax, deduction } = steps(table.number, period, basis);
          if (periodTax > basis) capped.add(table.number);
          if (deduction > basis) expect.fail(`${table.number} ${period} ${basis}: ${deduction} above the basis`);
        }
    const additions9120to9400 = TABLES.map((t) => t.number).filter((n) => n >= '9120' && n <= '9400');
    expect([...capped].sort()).toEqual(additions9120to9400);
  });

  it('§6.3: no June/December logic; non-12-month tables divide a month by 10.5, 14 days by 23, a week by 46, 12-month ones by 12, 26, 52', () => {
    for (const table of TABLES) {
      const divisors = (['MONTH', 'FOURTEEN_DAYS', 'WEEK'] as const).map((p) => steps(table.number, p, 20_000).divisor);
      expect(divisors, table.number).toEqual(table.twelveMonths ? [12, 26, 52] : [10.5, 23, 46]);
    }
  });

  it('§6.4: day periods — ORDINARY annualises by working days × 1.01, the other types by calendar days', () => {
    expect(steps('8000', 'ONE_DAY', 1_000).annualIncome).toBe(Math.round(1_010 * 242.4));
    expect(steps('7300', 'ONE_DAY', 1_000).annualIncome).toBe(1_010 * 365);
    expect(steps('7150', 'FOUR_DAYS', 1_000).annualIncome).toBe(1_010 * 91);
    expect(steps('8000', 'FOUR_DAYS', 1_000).annualIncome).toBe(Math.round(1_010 * 60.6));
  });

  it('§6.5: social security by class — NONE tables pay none, LOW 5.1 %, HIGH 7.6 % of P above the limits', () => {
    for (const table of TABLES) {
      const { annualIncome, socialSecurity } = steps(table.number, 'MONTH', 50_000);
      const expected = {
        NONE: 0,
        LOW: Math.round((annualIncome * 5.1) / 100),
        HIGH: Math.round((annualIncome * 7.6) / 100),
      };
      expect(socialSecurity, table.number).toBe(expected[table.socialSecurity]);
    }
    const none = TABLES.filter((t) => t.socialSecurity === 'NONE').map((t) => t.number);
    expect(none.sort()).toEqual(['0100', '6500', '6550', '7160', '7170', '7500', '7550']);
  });

  it('§6.5: FINNMARK tables differ from their 73xx twins only by K 159 540 and 4.75 % common tax', () => {
    const finnmark = steps('6300', 'MONTH', 50_000);
    const standard = steps('7300', 'MONTH', 50_000);
    expect(finnmark.ordinaryIncome).toBe(standard.ordinaryIncome - 45_000);
    expect(finnmark.commonTax).toBe(Math.round((finnmark.ordinaryIncome * 4.75) / 100));
    expect([finnmark.bracketTax, finnmark.socialSecurity]).toEqual([standard.bracketTax, standard.socialSecurity]);
  });

  it('§6.6: no upper limit — any basis above the whole table’s maximum is computed by the same formulas', () => {
    expect(withholding(2026, '8000', 'MONTH', 200_001)).toEqual({
      deduction: steps('8000', 'MONTH', 200_001).deduction,
    });
    const at25m = withholding(2026, '8000', 'MONTH', 25_000_000);
    expect(at25m).toEqual({ deduction: steps('8000', 'MONTH', 25_000_000).deduction });
    // The marginal rate is constant up there: each extra 1 000 000 a month withholds 547 131 (± 1 of rounding).
    for (const from of [1_300_000, 5_000_000, 24_000_000]) {
      const extra = steps('8000', 'MONTH', from + 1_000_000).deduction - steps('8000', 'MONTH', from).deduction;
      expect(Math.abs(extra - 547_131)).toBeLessThanOrEqual(1);
    }
  });

  it('§6.6 with §3.1: bases up to 10^13 are taken (every integer stays below 2^53); above, INCOME_ABOVE_MAXIMUM', () => {
    expect(MAXIMUM_WITHHOLDING_BASIS).toBe(1e13);
    for (const table of TABLES) {
      for (const period of WITHHOLDING_PERIODS) {
        const s = steps(table.number, period, MAXIMUM_WITHHOLDING_BASIS);
        expect(Number.isSafeInteger(s.annualIncome) && Number.isSafeInteger(s.annualTax)).toBe(true);
      }
    }
    expect(withholding(2026, '0101', 'ONE_DAY', MAXIMUM_WITHHOLDING_BASIS)).toHaveProperty('deduction');
    expect(withholding(2026, '0101', 'ONE_DAY', MAXIMUM_WITHHOLDING_BASIS + 1)).toEqual({
      error: 'INCOME_ABOVE_MAXIMUM',
    });
    expect(withholding(2026, '8000', 'MONTH', '10000000000001')).toEqual({ error: 'INCOME_ABOVE_MAXIMUM' });
  });

  it('§6.8: the reference answers a negative basis with the basis itself (step 1 truncates −5 to A = 50)', () => {
    expect(steps('8000', 'MONTH', -5)).toMatchObject({ rounded: 50, deduction: -5 });
    expect(steps('9400', 'WEEK', -12_345).deduction).toBe(-12_345);
    expect(steps('8000', 'MONTH', -100).rounded).toBe(-50); // (−100 / 100) × 100 + 50 in long arithmetic
  });

  it('§6.8: withholding refuses a negative basis deliberately, as INCOME_ABOVE_MAXIMUM, rather than "withhold −5"', () => {
    expect(withholding(2026, '8000', 'MONTH', -5)).toEqual({ error: 'INCOME_ABOVE_MAXIMUM' });
    expect(withholding(2026, '8000', 'MONTH', '-0.01')).toEqual({ error: 'INCOME_ABOVE_MAXIMUM' });
    expect(withholding(2026, '8000', 'MONTH', '-0')).toEqual({ deduction: 0 });
  });

  it('§6.9: 7700 month 10 000 — TaxYear / 12 = 436.5 exactly, and R rounds up to 437', () => {
    const s = steps('7700', 'MONTH', 10_000);
    expect([s.annualTax, s.annualTax / s.divisor, s.deduction]).toEqual([5_238, 436.5, 437]);
  });

  it('§6.9: 14-day ORDINARY tables — A × 26.26 is a mathematical half that binary64 never puts below it, so P rounds up', () => {
    for (const basis of grid('FOURTEEN_DAYS')) {
      const rounded = basis + 25;
      const exactTimes100 = rounded * 2626; // A × 26.26 × 100, an integer ending in 50
      expect(exactTimes100 % 100).toBe(50);
      expect(steps('8000', 'FOURTEEN_DAYS', basis).annualIncome).toBe((exactTimes100 + 50) / 100);
    }
  });

  it.each([
    ['8010', 'FOUR_DAYS', 7_860, 103_155, 1_943],
    ['8010', 'TWO_DAYS', 10_440, 429_870, 4_049],
    ['8020', 'THREE_DAYS', 19_360, 567_180, 8_014],
  ] as const)(
    '§6.9: %s %s %i — TaxYear %i over the binary64 day divisor falls just below the exact half: %i, where exact decimals would give one more',
    (table, period, basis, annualTax, deduction) => {
      const s = steps(table, period, basis);
      expect([s.annualTax, s.deduction]).toEqual([annualTax, deduction]);
      const workingDays = { FOUR_DAYS: 60, THREE_DAYS: 80, TWO_DAYS: 120 }[period];
      const exact = new Decimal(annualTax).times(52).div(workingDays * 46);
      expect(exact.minus(exact.floor()).toString()).toBe('0.5');
      expect(exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()).toBe(deduction + 1);
    },
  );
});
