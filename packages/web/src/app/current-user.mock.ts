import { CurrentUserDocument } from './current-user';

/** An Apollo MockedProvider answer to the current-user query, for component tests of the shell. */
export function currentUserMock(permissions: Record<string, boolean>, locale = 'en') {
  return {
    request: { query: CurrentUserDocument },
    result: {
      data: {
        currentUser: {
          __typename: 'User' as const,
          id: 'u1',
          name: 'Kari Nordmann',
          firstName: 'Kari',
          lastName: 'Nordmann',
          locale,
          login: 'kari@example.no',
          permissions,
          currentUnit: { __typename: 'Unit' as const, id: 'unit-1', name: 'Fjordbakst AS' },
        },
      },
    },
  };
}
