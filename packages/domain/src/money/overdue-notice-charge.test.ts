import { describe, expect, it } from 'vitest';
import { maxOverdueNoticeCharge, overdueNoticeChargeProblem } from './overdue-notice-charge.js';

describe('the legal maximum of the overdue notice charge (inkassoforskriften §§ 1-2, 1-3)', () => {
  it('is 1/10 of the inkassosats before 2020-10-01, 1/20 after, and follows the 2026 inkassosats', () => {
    expect(maxOverdueNoticeCharge('2019-06-30')).toBe('70.00');
    expect(maxOverdueNoticeCharge('2020-09-30')).toBe('70.00');
    expect(maxOverdueNoticeCharge('2020-10-01')).toBe('35.00');
    expect(maxOverdueNoticeCharge('2025-12-31')).toBe('35.00');
    expect(maxOverdueNoticeCharge('2026-01-01')).toBe('37.50');
  });

  it('refuses a charge above the maximum of the date with the maximum as count', () => {
    expect(overdueNoticeChargeProblem('37.51', '2026-03-01')).toEqual({
      attribute: 'overdueNoticeCharge',
      type: 'less_than_or_equal_to',
      params: { count: '37.50' },
    });
    expect(overdueNoticeChargeProblem('36,00', '2025-03-01')).toMatchObject({ params: { count: '35.00' } });
  });

  it('accepts the maximum itself, less, a blank charge, and leaves a malformed one to the number rule', () => {
    expect(overdueNoticeChargeProblem('37.50', '2026-03-01')).toBeNull();
    expect(overdueNoticeChargeProblem('36', '2026-03-01')).toBeNull();
    expect(overdueNoticeChargeProblem(null, '2026-03-01')).toBeNull();
    expect(overdueNoticeChargeProblem('abc', '2026-03-01')).toBeNull();
  });
});
