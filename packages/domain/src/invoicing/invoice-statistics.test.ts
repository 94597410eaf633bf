import { describe, expect, it } from 'vitest';
import {
  MAX_STATISTICS_BUCKETS,
  statisticsBucketStart,
  statisticsBuckets,
  statisticsRequestProblems,
} from './invoice-statistics.js';

describe('statistics buckets', () => {
  it('starts a week on Monday (Norwegian weeks): Sunday 2026-03-01 is in the week of Monday 2026-02-23', () => {
    expect(statisticsBucketStart('2026-03-01', 'WEEKLY')).toBe('2026-02-23');
    expect(statisticsBucketStart('2026-03-02', 'WEEKLY')).toBe('2026-03-02');
    expect(statisticsBucketStart('2026-03-08', 'WEEKLY')).toBe('2026-03-02');
  });

  it('starts a month on its first day and a year on 1 January', () => {
    expect(statisticsBucketStart('2026-03-31', 'MONTHLY')).toBe('2026-03-01');
    expect(statisticsBucketStart('2026-04-01', 'MONTHLY')).toBe('2026-04-01');
    expect(statisticsBucketStart('2026-12-31', 'YEARLY')).toBe('2026-01-01');
    expect(statisticsBucketStart('2026-12-31', 'DAILY')).toBe('2026-12-31');
  });

  it('lists every bucket of the period, empty ones too, each cut to from … to', () => {
    expect(statisticsBuckets('2025-11-15', '2026-02-10', 'MONTHLY')).toEqual([
      { start: '2025-11-01', from: '2025-11-15', to: '2025-11-30' },
      { start: '2025-12-01', from: '2025-12-01', to: '2025-12-31' },
      { start: '2026-01-01', from: '2026-01-01', to: '2026-01-31' },
      { start: '2026-02-01', from: '2026-02-01', to: '2026-02-10' },
    ]);
    expect(statisticsBuckets('2024-02-28', '2024-03-01', 'DAILY').map((bucket) => bucket.start)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(statisticsBuckets('2026-02-27', '2026-03-10', 'WEEKLY')).toEqual([
      { start: '2026-02-23', from: '2026-02-27', to: '2026-03-01' },
      { start: '2026-03-02', from: '2026-03-02', to: '2026-03-08' },
      { start: '2026-03-09', from: '2026-03-09', to: '2026-03-10' },
    ]);
    expect(statisticsBuckets('2025-06-01', '2026-01-01', 'YEARLY')).toEqual([
      { start: '2025-01-01', from: '2025-06-01', to: '2025-12-31' },
      { start: '2026-01-01', from: '2026-01-01', to: '2026-01-01' },
    ]);
  });

  it('refuses a period that ends before it starts, and more buckets than a chart shows', () => {
    expect(statisticsRequestProblems('2026-03-02', '2026-03-01', 'DAILY')).toEqual([
      { attribute: 'to', type: 'date_after_or_equal_to', params: { date: '2026-03-02' } },
    ]);
    expect(statisticsRequestProblems('2024-01-01', '2024-12-31', 'DAILY')).toEqual([]);
    expect(statisticsRequestProblems('2020-01-01', '2026-12-31', 'DAILY')).toEqual([
      { attribute: 'interval', type: 'less_than_or_equal_to', params: { count: MAX_STATISTICS_BUCKETS } },
    ]);
    expect(() => statisticsBuckets('2026-03-02', '2026-03-01', 'DAILY')).toThrow(RangeError);
  });
});
