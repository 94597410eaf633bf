import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import i18n from '../../i18n';
import { serverValidationMessage } from '../../ui/validation';
import { hasValidationType } from './server-errors';

/** The refusals of the paycheck API (issue #16) that the web words. */
const PAYCHECK_TYPES = [
  'unlocked_paychecks',
  'tax_too_low',
  'must_be_in_period',
  'too_far_ahead',
  'missing_bookkeeping',
  'period_locked',
  'not_open',
  'negative_paycheck',
  'tax_and_altinn',
  'garnishment_and_altinn',
  'below_start_number',
  'taken',
];

describe('the paycheck refusals', () => {
  it.each(PAYCHECK_TYPES)('%s has a text of its own in en and nb', (type) => {
    for (const language of ['en', 'nb']) {
      const t = i18n.getFixedT(language);
      const text = serverValidationMessage(t, { model: 'paycheck', attribute: 'base', type });
      expect(text).not.toMatch(/^(Error|Feil):/);
    }
  });

  it('are recognised by type in a failed mutation, however the type is written', () => {
    const refusal = {
      errors: [
        new GraphQLError('Validation failed', {
          extensions: { validations: [{ model: 'paycheck', attribute: 'base', type: 'taxTooLow' }] },
        }),
      ],
    };
    expect(hasValidationType(refusal, 'tax_too_low')).toBe(true);
    expect(hasValidationType(refusal, 'not_open')).toBe(false);
    expect(hasValidationType(new Error('network'), 'tax_too_low')).toBe(false);
  });
});
