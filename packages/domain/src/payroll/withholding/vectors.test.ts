import { describe, expect, it } from 'vitest';
import { ADDITIONAL_VECTORS, REQUIRED_VECTORS, VECTOR_BASES } from './testing/vectors-2026.js';
import { withholding } from './withholding.js';

/**
 * The document's test vectors (produced by the compiled reference routine), through the public
 * `withholding`: §8.1 (270) and §8.2 (990), each row a table and period at the nine bases.
 */
describe.each([
  ['§8.1 required matrix (10 tables × 3 periods × 9 bases)', REQUIRED_VECTORS],
  ['§8.2 other special tables and the day periods', ADDITIONAL_VECTORS],
])('%s', (_name, rows) => {
  it.each(rows.map((row) => [`${row.section} table ${row.table} ${row.period}`, row] as const))(
    '%s gives the reference’s withholding at each basis',
    (_title, row) => {
      const computed = VECTOR_BASES.map((basis) => withholding(2026, row.table, row.period, basis));
      expect(computed).toEqual(row.deductions.map((deduction) => ({ deduction })));
    },
  );
});

it('§8.1/§8.2: 1 260 vectors over 20 tables and all 7 periods', () => {
  const rows = [...REQUIRED_VECTORS, ...ADDITIONAL_VECTORS];
  expect(rows.length * VECTOR_BASES.length).toBe(1260);
  expect(new Set(rows.map((row) => row.table)).size).toBe(20);
  expect(new Set(rows.map((row) => `${row.table} ${row.period}`)).size).toBe(140);
});
