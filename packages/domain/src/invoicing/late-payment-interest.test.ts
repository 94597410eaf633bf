import { describe, expect, it } from 'vitest';
import { latePaymentInterest } from './late-payment-interest.js';

describe('late-payment interest (forsinkelsesrente), actual days / 365, from the day after the due date', () => {
  it('splits a span over the 2025-07-01 rate change: 10 days at 12.50 % and 10 days at 12.25 %', () => {
    // 10 000 × (12.50 × 10 + 12.25 × 10) / 36 500 = 67.808219… → 67.81
    expect(latePaymentInterest('10000.00', '2025-06-20', '2025-07-10')).toEqual({
      interest: '67.81',
      periods: [
        { from: '2025-06-21', to: '2025-06-30', days: 10, percent: '12.50' },
        { from: '2025-07-01', to: '2025-07-10', days: 10, percent: '12.25' },
      ],
    });
  });

  it('counts a whole 2026 in two halves: 181 days at 12.00 % and 184 days at 12.25 %', () => {
    // 1 000 × (12 × 181 + 12.25 × 184) / 36 500 = 4 426 / 36.5 = 121.260273… → 121.26
    const { interest, periods } = latePaymentInterest('1000', '2025-12-31', '2026-12-31');
    expect(interest).toBe('121.26');
    expect(periods.map((period) => period.days)).toEqual([181, 184]);
  });

  it('runs over the new year 2025 → 2026 (12.25 % then 12.00 %)', () => {
    // 5 000 × (12.25 × 5 + 12 × 10) / 36 500 = 5 000 × 181.25 / 36 500 = 24.828767… → 24.83
    expect(latePaymentInterest('5000', '2025-12-26', '2026-01-10').interest).toBe('24.83');
  });

  it('owes nothing when paid on the due date, and one day of interest the day after', () => {
    expect(latePaymentInterest('1000', '2026-03-15', '2026-03-15')).toEqual({ interest: '0.00', periods: [] });
    expect(latePaymentInterest('1000', '2026-03-15', '2026-03-10').interest).toBe('0.00');
    // 1 000 × 12 / 100 / 365 = 0.328767… → 0.33
    expect(latePaymentInterest('1000', '2026-03-15', '2026-03-16').interest).toBe('0.33');
  });

  it('rounds once at the end, not per period', () => {
    // 4 × 12 × 3 / 36 500 = 0.0039… and 4 × 12.25 × 1 / 36 500 = 0.0013…: each rounds to 0.00, the sum 0.0053… to 0.01.
    const result = latePaymentInterest('4', '2026-06-27', '2026-07-01');
    expect(result.periods.map((period) => period.days)).toEqual([3, 1]);
    expect(result.interest).toBe('0.01');
  });

  it('owes nothing on an amount of 0 or less', () => {
    expect(latePaymentInterest('0', '2026-01-01', '2026-06-01').interest).toBe('0.00');
    expect(latePaymentInterest('-10', '2026-01-01', '2026-06-01').interest).toBe('0.00');
  });

  it('refuses days before the first known rate', () => {
    expect(() => latePaymentInterest('1000', '2024-12-15', '2025-01-15')).toThrow(RangeError);
  });
});
