import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { useApolloPageFetch } from './apollo-fetch';
import type { Page, PageRequest } from './types';

type Customer = { id: string; name: string };
type Data = { customers: Page<Customer> & { __typename: string } };

const CustomersDocument: TypedDocumentNode<Data, PageRequest> = gql`
  query Customers($limit: Int, $offset: Int, $orderBy: String, $orderDirection: String, $filters: JSON) {
    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      items {
        id
        name
      }
      totalCount
    }
  }
`;

function clientAnswering(answer: (variables: Record<string, unknown>) => unknown) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        observer.next({ data: answer(operation.variables) } as never);
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

const request: PageRequest = {
  limit: 100,
  offset: 100,
  orderBy: 'unit_name',
  orderDirection: 'ASC',
  filters: { name: 'a' },
};

describe('useApolloPageFetch', () => {
  it('sends the request as the variables and picks the page out of the answer', async () => {
    const { client, sent } = clientAnswering(() => ({
      customers: {
        __typename: 'CustomerPage',
        items: [{ __typename: 'Customer', id: '1', name: 'Kari' }],
        totalCount: 101,
      },
    }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(() => useApolloPageFetch(CustomersDocument, { select: (data) => data.customers }), {
      wrapper,
    });
    const page = await result.current(request, new AbortController().signal);
    expect(sent).toEqual([request]);
    expect(page.totalCount).toBe(101);
    expect(page.items.map((customer) => customer.name)).toEqual(['Kari']);
  });

  it('maps the request to other variable names when asked to', async () => {
    const { client, sent } = clientAnswering(() => ({
      customers: { __typename: 'CustomerPage', items: [], totalCount: 0 },
    }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(
      () =>
        useApolloPageFetch(CustomersDocument, {
          variables: ({ limit, offset }) => ({ limit, offset }) as PageRequest,
          select: (data) => data.customers,
        }),
      { wrapper },
    );
    await result.current(request, new AbortController().signal);
    expect(sent).toEqual([{ limit: 100, offset: 100 }]);
  });
});
