import { describe, expect, it } from 'vitest';
import { countedTwice, warehousePatchLineProblems, warehousePatchProblems } from './warehouse-patch-rules.js';

describe('warehouse patch rules', () => {
  it('needs a date and a supplier, and keeps the comment short', () => {
    expect(warehousePatchProblems({ date: null, comment: 'x'.repeat(1001), supplierUnitId: null })).toEqual([
      { attribute: 'date', type: 'blank' },
      { attribute: 'comment', type: 'too_long', params: { count: 1000 } },
      { attribute: 'supplierUnitId', type: 'blank' },
    ]);
    expect(warehousePatchProblems({ date: '2026-03-01', comment: null, supplierUnitId: 'u' })).toEqual([]);
  });

  it('lets a patch line write goods off with a negative quantity, but never a count below zero', () => {
    const line = { productId: 'p', purchasePrice: '10', quantity: '-2' };
    expect(warehousePatchLineProblems(line, false)).toEqual([]);
    expect(warehousePatchLineProblems(line, true)).toEqual([
      { attribute: 'quantity', type: 'greater_than_or_equal_to', params: { count: 0 } },
    ]);
  });

  it('refuses a negative price and more decimals than the columns keep', () => {
    const problems = warehousePatchLineProblems({ productId: 'p', purchasePrice: '-1', quantity: '1.00001' }, false);
    expect(problems.map((problem) => [problem.attribute, problem.type])).toEqual([
      ['purchasePrice', 'greater_than_or_equal_to'],
      ['quantity', expect.any(String)],
    ]);
  });

  it('finds the lines of a count that name an already counted product', () => {
    expect(countedTwice(['a', 'b', 'a', null, 'b', 'c'])).toEqual([2, 4]);
    expect(countedTwice(['a', null, null])).toEqual([]);
  });
});
