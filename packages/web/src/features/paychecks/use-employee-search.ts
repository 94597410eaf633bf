import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { AutocompleteOption } from '../../ui/inputs';
import { PaycheckEmployeeSearchDocument } from './operations';

/** Employees whose name contains the term, as options (the list's employee filter, the new paycheck's employee). */
export function useEmployeeSearch(): (term: string) => Promise<AutocompleteOption[]> {
  const client = useApolloClient();
  return useCallback(
    async (term: string) => {
      const { data } = await client.query({
        query: PaycheckEmployeeSearchDocument,
        variables: { name: term },
        fetchPolicy: 'network-only',
      });
      return (data?.employees.items ?? []).map((employee) => ({ value: employee.id, label: employee.name }));
    },
    [client],
  );
}
