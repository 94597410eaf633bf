import { describe, expect, it } from 'vitest';
import { parseSeriesStart, seriesNumber, seriesStartChange, type SeriesState } from './number-series.js';

const begun = (lastValue: bigint, prefix = '', width = 1): SeriesState => ({
  prefix,
  width,
  lastValue,
  nextValue: lastValue + 1n,
});

describe('number series', () => {
  it('counts up the trailing digits of a start, keeping the text before them and the width', () => {
    const start = parseSeriesStart('F-2026-001');
    expect(start).toEqual({ prefix: 'F-2026-', value: 1n, width: 3 });
    expect(seriesNumber(start, 2n)).toBe('F-2026-002');
    expect(seriesNumber(start, 1000n)).toBe('F-2026-1000');
    expect(seriesNumber(parseSeriesStart('10001'), 10002n)).toBe('10002');
  });

  it('takes starts longer than a 64-bit integer exactly', () => {
    const start = parseSeriesStart('99999999999999999999');
    expect(seriesNumber(start, start.value + 1n)).toBe('100000000000000000000');
  });

  it('lets any start change before the first document', () => {
    expect(seriesStartChange(null, 'F-1', 'G-7')).toEqual({ kind: 'unchanged' });
    expect(seriesStartChange(null, '100', '1')).toEqual({ kind: 'unchanged' });
  });

  it('a start that is not all digits cannot change after the first document', () => {
    expect(seriesStartChange(begun(5n, 'F-'), 'F-1', 'F-100')).toEqual({ kind: 'fixed' });
    expect(seriesStartChange(begun(5n), '1', 'F-100')).toEqual({ kind: 'fixed' });
  });

  it('an all-digit start may be raised, never to a number already used', () => {
    expect(seriesStartChange(begun(1005n, '', 4), '1000', '1005')).toEqual({ kind: 'belowUsed', lastNumber: '1005' });
    expect(seriesStartChange(begun(1005n, '', 4), '1000', '999')).toEqual({ kind: 'belowUsed', lastNumber: '1005' });
    expect(seriesStartChange(begun(1005n, '', 4), '1000', '2000')).toEqual({
      kind: 'continue',
      next: { prefix: '', value: 2000n, width: 4 },
    });
  });

  it('saving the same start again changes nothing', () => {
    expect(seriesStartChange(begun(5n, 'F-'), 'F-1', ' F-1 ')).toEqual({ kind: 'unchanged' });
  });
});
