import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/forms';
import { ServerAutocomplete, type AutocompleteOption, type ServerSearchInputProps } from '../../ui/inputs';
import type { SupplierSearchQuery } from '../../gql/graphql';
import { SupplierSearchDocument } from './operations';

/** The companies of the registry a search found, as options: the name, with number and city below. */
export function supplierOptions(data: SupplierSearchQuery): AutocompleteOption[] {
  return data.unitSearch.map((unit) => ({
    value: unit.id,
    label: unit.name,
    description: [unit.organizationNumber, unit.city].filter(Boolean).join(' · ') || undefined,
  }));
}

/** The variables of a supplier search for a typed term, on the given day. */
export const supplierSearchVariables = (today: string) => (term: string) => ({ term, date: today });

/** The search a list's supplier filter asks (a table's `search` filter). */
export function useSupplierSearch(today: string): (term: string) => Promise<AutocompleteOption[]> {
  const client = useApolloClient();
  return useCallback(
    async (term: string) => {
      const { data } = await client.query({
        query: SupplierSearchDocument,
        variables: supplierSearchVariables(today)(term),
        fetchPolicy: 'network-only',
      });
      return data ? supplierOptions(data) : [];
    },
    [client, today],
  );
}

/** A company of the registry, searched by name or organisation number (unitSearch with isCompany). */
function SupplierInput({ today, ...props }: ServerSearchInputProps & { today: string }) {
  return (
    <ServerAutocomplete
      {...props}
      query={SupplierSearchDocument}
      variables={supplierSearchVariables(today)}
      toOptions={supplierOptions}
    />
  );
}

type Props = {
  /** The form's field (default `supplierUnitId`). */
  name?: string;
  /** The saved supplier's name: a saved value is not among the searched options. */
  initialName: string | null;
  today: string;
  label?: string;
  /** Default: the products' hint on how to search. */
  description?: string | null;
  required?: boolean;
  disabled?: boolean;
};

/**
 * The supplier of a form (a product's, a warehouse patch's): a company of the registry, searched by
 * name or organisation number.
 */
export function SupplierField({
  name = 'supplierUnitId',
  initialName,
  today,
  label,
  description,
  required,
  disabled,
}: Props) {
  const { t } = useTranslation('products');
  return (
    <FormField
      name={name}
      component={SupplierInput}
      label={label ?? t('fields.supplier')}
      description={description === undefined ? t('hints.supplier') : (description ?? undefined)}
      today={today}
      valueLabel={initialName ?? undefined}
      required={required}
      disabled={disabled}
    />
  );
}
