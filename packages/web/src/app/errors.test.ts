import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { changeLocale } from '../i18n';
import { graphQLErrorMessages, graphQLErrorOutcome, validationMessage } from './errors';

const t = i18n.t.bind(i18n);
const GENERIC_NB = 'Noe gikk galt. Vennligst prøv igjen senere eller ta kontakt med administrator.';

describe('GraphQL errors to messages (spec 001 §8)', () => {
  beforeAll(async () => {
    await changeLocale('en');
  });

  it('sends the user to the not-found page when any error is NOT_FOUND', () => {
    const outcome = graphQLErrorOutcome([
      { message: 'Validation failed', extensions: { code: 'VALIDATION', validations: [] } },
      { message: 'Order not found', extensions: { code: 'NOT_FOUND' } },
    ]);
    expect(outcome).toEqual({ kind: 'notFound' });
  });

  it('sends the user to sign in when the session is gone', () => {
    expect(graphQLErrorOutcome([{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }])).toEqual({
      kind: 'signIn',
    });
  });

  it('shows each validation translated, most specific text first', () => {
    const messages = graphQLErrorMessages({
      message: 'Validation failed',
      extensions: {
        code: 'VALIDATION',
        validations: [
          { model: 'accessRequest', attribute: 'unitId', type: 'taken' },
          { model: 'user', attribute: 'firstName', type: 'blank' },
          { model: 'product', attribute: 'name', type: 'too_long', params: { count: 80 } },
        ],
      },
    });
    expect(messages).toEqual([
      'You already have access to this company',
      'First name is required',
      'Name is too long (at most 80 characters)',
    ]);
  });

  it('falls back to the generic shape for a validation type without a text', () => {
    expect(validationMessage({ model: 'paycheck', attribute: 'periodId', type: 'must_be_in_period' }, t)).toBe(
      'Error: Paycheck Period id must_be_in_period',
    );
  });

  it('shows the generic text for an empty list of validations', () => {
    expect(
      graphQLErrorMessages({ message: 'Validation failed', extensions: { code: 'VALIDATION', validations: [] } }),
    ).toEqual(['Something went wrong. Please try again later or contact your administrator.']);
  });

  it('prefers a translated key to the message, and the message to the generic text', () => {
    expect(
      graphQLErrorMessages({
        message: 'Not allowed',
        extensions: { code: 'FORBIDDEN', key: 'errors.insufficientPermissions', params: { flag: 'canUpdateUnit' } },
      }),
    ).toEqual(['You do not have permission to do this.']);
    expect(
      graphQLErrorMessages({ message: 'Cannot query field "x" on type "Query".', extensions: { code: 'BAD_REQUEST' } }),
    ).toEqual(['Cannot query field "x" on type "Query".']);
  });

  it('never shows an internal error text, and shows the generic text without extensions or message', () => {
    expect(
      graphQLErrorMessages({ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ).toEqual(['Something went wrong. Please try again later or contact your administrator.']);
    expect(graphQLErrorMessages({ message: '' })).toEqual([
      'Something went wrong. Please try again later or contact your administrator.',
    ]);
  });

  it('speaks Bokmål when the user does', async () => {
    await changeLocale('nb');
    try {
      expect(graphQLErrorOutcome([{ message: '', extensions: {} }])).toEqual({
        kind: 'messages',
        messages: [GENERIC_NB],
      });
      expect(
        graphQLErrorMessages({
          extensions: { validations: [{ model: 'user', attribute: 'lastName', type: 'blank' }] },
        }),
      ).toEqual(['Etternavn må fylles ut']);
      expect(t('errors:network')).toBe(
        'Det oppstod et problem i kommunikasjonen med serveren. Vennligst prøv igjen senere.',
      );
    } finally {
      await changeLocale('en');
    }
  });

  it('shows the same message once for several equal errors', () => {
    const outcome = graphQLErrorOutcome([
      { message: 'Not allowed', extensions: { code: 'FORBIDDEN' } },
      { message: 'Not allowed', extensions: { code: 'FORBIDDEN' } },
    ]);
    expect(outcome).toEqual({ kind: 'messages', messages: ['You do not have permission to do this.'] });
  });
});
