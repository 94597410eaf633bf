import { useApolloClient } from '@apollo/client/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrderCustomerSearchQuery } from '../../../gql/graphql';
import { FormField } from '../../../ui/forms';
import { Autocomplete, useServerSearch, type AutocompleteOption, type FieldProps } from '../../../ui/inputs';
import { OrderCustomerSearchDocument } from './operations';
import { deliveryValues, emptyDelivery, type OrderContentFormValues } from './order-form';

type Customer = OrderCustomerSearchQuery['customers']['items'][number];
type CustomerOption = AutocompleteOption & { customer: Customer };

const SET = { shouldDirty: true, shouldValidate: true } as const;

/**
 * The order's customer, searched by name. Choosing one fills the delivery address with the
 * customer's main address (its first delivery location) and the reference with the customer's own,
 * when the order has none yet.
 */
export function CustomerField() {
  const { t } = useTranslation('orderEditor');
  return (
    <FormField
      name="customerId"
      component={CustomerInput}
      label={t('fields.customer')}
      description={t('hints.customerSearch')}
      required
    />
  );
}

type InputProps = FieldProps & { value: string | null; onChange: (value: string | null) => void };

function CustomerInput({ value, onChange, ...field }: InputProps) {
  const { getValues, setValue } = useFormContext<OrderContentFormValues>();
  const choose = (next: string | null, customer: Customer | null) => {
    onChange(next);
    if (!customer) return;
    setValue('customerName', customer.displayName, SET);
    const main = customer.deliveryLocations[0];
    setValue('delivery', main ? deliveryValues(main) : emptyDelivery(), SET);
    if (!getValues('reference').trim() && customer.reference) setValue('reference', customer.reference, SET);
  };
  return (
    <CustomerSearchInput
      {...field}
      value={value}
      onChange={choose}
      valueLabel={getValues('customerName') || undefined}
    />
  );
}

type SearchProps = FieldProps & {
  value: string | null;
  /** The id, and the customer when one was chosen from the list (null when cleared). */
  onChange: (value: string | null, customer: Customer | null) => void;
  /** The chosen customer's name, shown before any search. */
  valueLabel?: string;
};

/** A customer searched by name (with its organisation number beside it): the order's and the invoice's. */
export function CustomerSearchInput({ value, onChange, valueLabel, ...field }: SearchProps) {
  const client = useApolloClient();
  const { options, loading, search } = useServerSearch(async (term) => {
    const { data } = await client.query({
      query: OrderCustomerSearchDocument,
      variables: { name: term },
      fetchPolicy: 'network-only',
    });
    return (data?.customers.items ?? []).map((customer): CustomerOption => ({
      value: customer.id,
      label: customer.displayName,
      description: customer.organizationNumber ?? undefined,
      customer,
    }));
  });

  return (
    <Autocomplete<CustomerOption>
      {...field}
      value={value}
      onChange={(next, option) => onChange(next, option?.customer ?? null)}
      options={options as CustomerOption[]}
      onSearch={search}
      loading={loading}
      minChars={2}
      valueLabel={valueLabel}
    />
  );
}
