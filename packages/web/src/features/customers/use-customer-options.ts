import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { SelectOption } from '../../ui/table';

/** The customers a list filters by (its select offers them by name). */
export const CustomerOptionsDocument = graphql(`
  query CustomerOptions {
    customers(limit: 500) {
      items {
        id
        displayName
      }
    }
  }
`);

/** The unit's customers as the options of a list's customer filter (value: id, label: name). */
export function useCustomerOptions(): SelectOption[] {
  const { data } = useQuery(CustomerOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return useMemo(
    () => (data?.customers.items ?? []).map((customer) => ({ value: customer.id, label: customer.displayName })),
    [data],
  );
}
