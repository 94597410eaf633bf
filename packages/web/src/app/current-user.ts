import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { CurrentUserQuery } from '../gql/graphql';

export const CurrentUserDocument = graphql(`
  query CurrentUser {
    currentUser {
      id
      name
      firstName
      lastName
      locale
      login
      permissions
      currentUnit {
        id
        name
      }
    }
  }
`);

export type CurrentUser = CurrentUserQuery['currentUser'];

/** The signed-in user from the cache (the shell loads it before any page renders). */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean; failed: boolean; retry: () => void } {
  const { data, loading, error, refetch } = useQuery(CurrentUserDocument);
  return {
    user: data?.currentUser ?? null,
    loading,
    failed: !!error && !data,
    retry: () => void refetch().catch(() => {}),
  };
}
