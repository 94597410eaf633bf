import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import {
  graphQLErrorOutcome,
  messagesForGraphQLErrors,
  networkErrorMessage,
  socketErrorMessage,
} from './graphql-errors';

const en = i18n.getFixedT('en');
const nb = i18n.getFixedT('nb');
const GENERIC = {
  en: 'Something went wrong. Please try again later or contact your administrator.',
  nb: 'Noe gikk galt. Vennligst prøv igjen senere eller ta kontakt med administrator.',
};

describe('GraphQL errors to messages', () => {
  it('shows each validation translated, most specific text first', () => {
    const errors = [
      {
        message: 'Validation failed',
        extensions: {
          code: 'VALIDATION',
          validations: [
            { model: 'accessRequest', attribute: 'unitId', type: 'taken' },
            { model: 'user', attribute: 'firstName', type: 'blank' },
            { model: 'product', attribute: 'name', type: 'too_long', params: { count: 80 } },
          ],
        },
      },
    ];
    expect(messagesForGraphQLErrors(en, errors)).toEqual([
      'You already have access to this company',
      'First name is required',
      'Name is too long (maximum 80 characters)',
    ]);
    expect(messagesForGraphQLErrors(nb, errors)).toEqual([
      'Du har allerede tilgang til dette firmaet',
      'Fornavn må fylles ut',
      'Navn er for lang (maksimalt 80 tegn)',
    ]);
  });

  it('shows the generic text for an empty list of validations', () => {
    const errors = [{ message: 'Validation failed', extensions: { code: 'VALIDATION', validations: [] } }];
    expect(messagesForGraphQLErrors(en, errors)).toEqual([GENERIC.en]);
    expect(messagesForGraphQLErrors(nb, errors)).toEqual([GENERIC.nb]);
  });

  it('shows a printable message as written, before a key', () => {
    const errors = [
      {
        message: 'Tax table not found',
        extensions: { code: 'BAD_REQUEST', printableMessage: 'Skattetabell 7100 finnes ikke', key: 'errors.x' },
      },
    ];
    expect(messagesForGraphQLErrors(nb, errors)).toEqual(['Skattetabell 7100 finnes ikke']);
    expect(messagesForGraphQLErrors(en, errors)).toEqual(['Skattetabell 7100 finnes ikke']);
  });

  it('translates a key with its params, and shows the generic text for an unknown key', () => {
    const known = [
      { message: 'Not allowed', extensions: { code: 'FORBIDDEN', key: 'errors.insufficientPermissions' } },
    ];
    expect(messagesForGraphQLErrors(en, known)).toEqual(['You do not have permission to do this.']);
    expect(messagesForGraphQLErrors(nb, known)).toEqual(['Du har ikke tillatelse til å gjøre dette.']);
    const unknown = [{ message: 'Nope', extensions: { code: 'FORBIDDEN', key: 'errors.noSuchKey' } }];
    expect(messagesForGraphQLErrors(en, unknown)).toEqual([GENERIC.en]);
    expect(messagesForGraphQLErrors(nb, unknown)).toEqual([GENERIC.nb]);
  });

  it('never shows the server message: the generic text without extensions, key or validations', () => {
    for (const [t, generic] of [
      [en, GENERIC.en],
      [nb, GENERIC.nb],
    ] as const) {
      expect(messagesForGraphQLErrors(t, [{ message: 'Cannot query field "x" on type "Query".' }])).toEqual([generic]);
      expect(
        messagesForGraphQLErrors(t, [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
      ).toEqual([generic]);
      expect(messagesForGraphQLErrors(t, [{ message: '', extensions: null }])).toEqual([generic]);
      expect(messagesForGraphQLErrors(t, [])).toEqual([generic]);
    }
  });

  it('shows the same message once for several equal errors', () => {
    const error = { message: 'Not allowed', extensions: { code: 'FORBIDDEN', key: 'errors.insufficientPermissions' } };
    expect(messagesForGraphQLErrors(en, [error, error])).toEqual(['You do not have permission to do this.']);
  });

  it('sends the user to the not-found page when any error is NOT_FOUND, and to sign in when unauthenticated', () => {
    expect(
      graphQLErrorOutcome(en, [
        { message: 'Validation failed', extensions: { code: 'VALIDATION', validations: [] } },
        { message: 'Order not found', extensions: { code: 'NOT_FOUND' } },
      ]),
    ).toEqual({ kind: 'notFound' });
    expect(graphQLErrorOutcome(nb, [{ extensions: { code: 'UNAUTHENTICATED' } }])).toEqual({ kind: 'signIn' });
    expect(graphQLErrorOutcome(nb, [{ extensions: {} }])).toEqual({ kind: 'messages', messages: [GENERIC.nb] });
  });

  it('sends a member refused for a missing second factor to the page that leads to turning it on, on a read or a change', () => {
    const refused = [
      { message: 'This company requires two-factor sign-in', extensions: { code: 'TWO_FACTOR_REQUIRED' } },
    ];
    expect(graphQLErrorOutcome(nb, refused)).toEqual({ kind: 'twoFactorRequired' });
    expect(graphQLErrorOutcome(nb, refused, { forbiddenIsPage: true })).toEqual({ kind: 'twoFactorRequired' });
  });

  it('has the network texts in both languages', () => {
    expect(networkErrorMessage(en)).toBe(
      'There was a problem while communicating with the server. Please try again later.',
    );
    expect(networkErrorMessage(nb)).toBe(
      'Det oppstod et problem i kommunikasjonen med serveren. Vennligst prøv igjen senere.',
    );
    expect(socketErrorMessage(en)).toBe('There was an error communicating with the server. Please try again later.');
    expect(socketErrorMessage(nb)).not.toBe(socketErrorMessage(en));
  });
});
