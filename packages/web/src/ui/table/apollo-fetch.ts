import { useCallback, useLayoutEffect, useRef } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { Page, PageFetch, PageRequest } from './types';

type Options<TData, TVariables, T> = {
  /** The query's variables for a request; by default the request itself (the lists' own names). */
  variables?: (request: PageRequest) => TVariables;
  /** The page inside the answer, e.g. `(data) => data.customers`. */
  select: (data: TData) => Page<T>;
};

/**
 * A PageFetch over a GraphQL list query. Always asks the server (a list is shared and changes
 * under the user), and a failure also reaches the error link like any other query. The mapping
 * functions may be written inline: only the client and the query decide the function's identity.
 */
export function useApolloPageFetch<TData, TVariables extends OperationVariables, T>(
  query: TypedDocumentNode<TData, TVariables>,
  options: Options<TData, TVariables, T>,
): PageFetch<T> {
  const client = useApolloClient();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  return useCallback(
    async (request, signal) => {
      const { variables, select } = latest.current;
      const result = await client.query({
        query,
        variables: (variables ? variables(request) : request) as TVariables,
        fetchPolicy: 'network-only',
        context: { fetchOptions: { signal } },
      });
      if (!result.data) throw result.error ?? new Error('The list query answered without data');
      return select(result.data as TData);
    },
    [client, query],
  );
}
