import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Autocomplete, type AutocompleteProps } from './Autocomplete';
import type { AutocompleteOption } from './parse/autocomplete';
import { useServerSearch } from './use-server-search';

/** What a field built on ServerAutocomplete (an occupation, a municipality …) takes from FormField. */
export type ServerSearchInputProps = Omit<AutocompleteProps, 'options' | 'onSearch' | 'loading' | 'onChange'> & {
  onChange: (value: string | null) => void;
};

export type ServerAutocompleteProps<TData, TVariables extends OperationVariables> = ServerSearchInputProps & {
  /** The search; asked of the server for every term, never answered from the cache. */
  query: TypedDocumentNode<TData, TVariables>;
  /** The query's variables for a typed term, e.g. `(term) => ({ term })`. */
  variables: (term: string) => TVariables;
  /** The options in the answer. */
  toOptions: (data: TData) => AutocompleteOption[];
};

/**
 * An autocomplete over a GraphQL search (a national register, the company registry …): the value
 * is the chosen option's value. A saved value is not among the searched options, so a field opened
 * on a saved record names it with `valueLabel`.
 */
export function ServerAutocomplete<TData, TVariables extends OperationVariables>({
  query,
  variables,
  toOptions,
  onChange,
  ...props
}: ServerAutocompleteProps<TData, TVariables>) {
  const client = useApolloClient();
  const { options, loading, search } = useServerSearch(async (term) => {
    const { data } = await client.query({ query, variables: variables(term), fetchPolicy: 'network-only' });
    return data ? toOptions(data as TData) : [];
  });
  return (
    <Autocomplete
      {...props}
      onChange={(next) => onChange(next)}
      options={options}
      onSearch={search}
      loading={loading}
    />
  );
}
