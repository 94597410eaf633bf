import { describe, expect, it } from 'vitest';
import { WITHHOLDING_PERIODS } from './periods.js';
import { tablesOfLabel } from './testing/labels.js';
import { EXCESS_PERCENTS, FIRST_POSITIVE_BASES } from './testing/vectors-2026.js';
import { excessPercent, wholeWithholdingTable, type WholeWithholdingTable } from './whole-table.js';
import { withholding } from './withholding.js';
import { WITHHOLDING_2026 } from './year-2026.js';

const TABLES = WITHHOLDING_2026.tables.map((table) => table.number);

function whole(table: string, period: (typeof WITHHOLDING_PERIODS)[number]): WholeWithholdingTable {
  const result = wholeWithholdingTable(2026, table, period);
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('§5.1 the whole table (beregnHeleTabellen)', () => {
  it('§5.1 example: 8000 month starts 8 100 → 0, 8 200 → 8 and ends 200 000 → 93 237', () => {
    const { rows, excessPercent } = whole('8000', 'MONTH');
    expect(rows.slice(0, 2)).toEqual([
      { basis: 8_100, deduction: 0 },
      { basis: 8_200, deduction: 8 },
    ]);
    expect(rows.at(-1)).toEqual({ basis: 200_000, deduction: 93_237 });
    expect(excessPercent).toBe('54.713');
  });

  it('§5.1 example: 9400 month starts at 100 → 100 (capped) with no zero row, as 100 − 100 is not above 0', () => {
    expect(whole('9400', 'MONTH').rows[0]).toEqual({ basis: 100, deduction: 100 });
  });

  it('§5.1 and §8.4: every table and period — rows on the step grid up to the period’s maximum, one zero row at most, the rest positive and each row the routine’s; 672 tables of 1 073 356 rows', () => {
    let count = 0;
    for (const table of TABLES) {
      for (const period of WITHHOLDING_PERIODS) {
        const { step, tableMaximum } = WITHHOLDING_2026.periods[period];
        const { rows } = whole(table, period);
        count += rows.length;
        const zeros = rows.filter((row) => row.deduction === 0);
        expect(zeros.length).toBeLessThanOrEqual(1);
        if (zeros.length === 1) expect(rows[0]!.deduction).toBe(0);
        const first = rows.find((row) => row.deduction > 0)!;
        expect(first.basis === step || rows[0]!.basis === first.basis - step, `${table} ${period}`).toBe(true);
        expect(rows.at(-1)!.basis).toBe(tableMaximum);
        expect(
          rows.every((row, i) => row.basis % step === 0 && (i === 0 || row.basis === rows[i - 1]!.basis + step)),
        ).toBe(true);
        const sample = rows[Math.floor(rows.length / 2)]!;
        expect(withholding(2026, table, period, sample.basis)).toEqual({ deduction: sample.deduction });
      }
    }
    expect(count).toBe(1_073_356);
  });

  it.each(FIRST_POSITIVE_BASES.map((row) => [row.tables, row.bases] as const))(
    '§6.1 first basis on the grid with a positive withholding, tables %s: %j (month … 1 day)',
    (label, bases) => {
      const tables = tablesOfLabel(label);
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        const firstPositive = WITHHOLDING_PERIODS.map(
          (period) => whole(table, period).rows.find((r) => r.deduction > 0)!.basis,
        );
        expect(firstPositive, table).toEqual(bases);
      }
    },
  );

  it('§6.1: the first-positive table covers all 96 tables', () => {
    expect(FIRST_POSITIVE_BASES.flatMap((row) => tablesOfLabel(row.tables)).sort()).toEqual([...TABLES].sort());
  });
});

describe('§5.2 the "overskytende prosent" (finnOverskytendeProsentForTabell)', () => {
  it.each(EXCESS_PERCENTS.map((row) => [row.tables, row.excessPercent] as const))(
    '§8.3 tables %s: %s',
    (label, percent) => {
      for (const table of tablesOfLabel(label))
        expect(excessPercent(2026, table), table).toEqual({ excessPercent: percent });
    },
  );

  it('§8.3 covers all 96 tables', () => {
    expect(EXCESS_PERCENTS.flatMap((row) => tablesOfLabel(row.tables)).sort()).toEqual([...TABLES].sort());
  });

  it('§5.2: (W(month, 1 300 000) − W(month, 300 000)) / 10 000, three decimals half up (8000: 547 131 → 54.713)', () => {
    const low = withholding(2026, '8000', 'MONTH', 300_000);
    const high = withholding(2026, '8000', 'MONTH', 1_300_000);
    expect([low, high]).toEqual([{ deduction: 147_950 }, { deduction: 695_081 }]);
  });

  it('§5.2: an unknown year or table is said so', () => {
    expect(excessPercent(2025, '8000')).toEqual({ error: 'YEAR_NOT_SUPPORTED' });
    expect(excessPercent(2026, '8005')).toEqual({ error: 'TABLE_NOT_FOUND' });
    expect(wholeWithholdingTable(2026, '9000', 'MONTH')).toEqual({ error: 'TABLE_NOT_FOUND' });
  });
});
