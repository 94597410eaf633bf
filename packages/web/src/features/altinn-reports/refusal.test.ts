import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import i18n from '../../i18n';
import { serverValidationMessage } from '../../ui/validation';
import { AMELDING_REFUSALS } from '@fjord/domain';
import { refusalOf } from './refusal';

/** The refusals of the a-melding API (issue #17 contract), VALIDATION on `base` of model `amelding`. */
const AMELDING_TYPES = Object.values(AMELDING_REFUSALS);

const refusal = (type: string) => ({
  errors: [
    new GraphQLError('Validation failed', {
      extensions: { code: 'VALIDATION', validations: [{ model: 'amelding', attribute: 'base', type }] },
    }),
  ],
});

describe('the a-melding refusals', () => {
  it.each(AMELDING_TYPES)('%s has a text of its own in en and nb', (type) => {
    for (const language of ['en', 'nb']) {
      const t = i18n.getFixedT(language);
      const text = serverValidationMessage(t, { model: 'amelding', attribute: 'base', type });
      expect(text).not.toMatch(/^(Error|Feil):/);
    }
  });

  it('tell an unapproved system user (the spec’s "Invalid credentials") from the rest', () => {
    expect(refusalOf(refusal('system_user_not_approved')).systemUser).toBe(true);
    expect(refusalOf(refusal('already_reported'))).toMatchObject({ systemUser: false });
    expect(refusalOf(new Error('network')).systemUser).toBe(false);
  });
});
