import { describe, expect, it } from 'vitest';
import {
  defaultTaxCardRequestYear,
  taxCardChange,
  taxCardRequestActions,
  TAX_CARD_REQUEST_ACTIONS_BY_STATUS,
} from './tax-card-requests.js';
import { TAX_CARD_REQUEST_STATUSES } from './a-melding/statuses.js';

const table = (taxTable: string, taxPercentage: string) => ({
  taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
  taxTable,
  taxPercentage,
  taxExemptionAmountLimit: null,
});

describe('tax card requests', () => {
  it('give every status its actions, and an archived request none', () => {
    for (const status of TAX_CARD_REQUEST_STATUSES) expect(TAX_CARD_REQUEST_ACTIONS_BY_STATUS[status]).toBeDefined();
    expect(taxCardRequestActions('FEEDBACK_READY', false)).toEqual(['FETCH_FEEDBACK']);
    expect(taxCardRequestActions('RETRIEVED', false)).toEqual(['ARCHIVE']);
    expect(taxCardRequestActions('FAILED_SENDING', true)).toEqual([]);
  });

  it('tell a new, a changed, the same and no card apart (44 and 44.00 are the same percentage)', () => {
    expect(taxCardChange(null, table('8010', '44'))).toBe('NEW');
    expect(taxCardChange(table('8010', '44.00'), table('8010', '44'))).toBe('UNCHANGED');
    expect(taxCardChange(table('8010', '44'), table('8115', '43'))).toBe('CHANGED');
    expect(taxCardChange(table('8010', '44'), null)).toBe('NONE');
    expect(taxCardChange(null, null)).toBe('NONE');
  });

  it("ask for next year's cards in December and for this year's otherwise", () => {
    expect(defaultTaxCardRequestYear('2026-12-01')).toBe(2027);
    expect(defaultTaxCardRequestYear('2026-11-30')).toBe(2026);
    expect(defaultTaxCardRequestYear('2026-01-02')).toBe(2026);
  });
});
