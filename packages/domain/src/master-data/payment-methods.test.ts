import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import { PAYMENT_METHOD_RULES } from './payment-methods.js';

describe('payment method rules', () => {
  it('accepts an ordinary name', () => {
    expect(fieldProblems({ name: 'Bankoverføring' }, PAYMENT_METHOD_RULES)).toEqual([]);
    expect(fieldProblems({ name: 'Kort, Visa/Mastercard' }, PAYMENT_METHOD_RULES)).toEqual([]);
  });

  it('refuses a name with a semicolon as invalid', () => {
    expect(fieldProblems({ name: 'Vipps; Kort' }, PAYMENT_METHOD_RULES)).toEqual([
      { attribute: 'name', type: 'invalid' },
    ]);
  });

  it('requires a name of at most 100 characters', () => {
    expect(fieldProblems({ name: '  ' }, PAYMENT_METHOD_RULES)).toEqual([{ attribute: 'name', type: 'blank' }]);
    expect(fieldProblems({ name: 'x'.repeat(101) }, PAYMENT_METHOD_RULES)).toEqual([
      { attribute: 'name', type: 'too_long', params: { count: 100 } },
    ]);
  });
});
