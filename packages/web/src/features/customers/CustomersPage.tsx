import { useCallback, useMemo } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CUSTOMER_COUNTRY, formatOrganizationNumber } from '@fjord/domain';
import { useCurrentUser } from '../../app/current-user';
import { usePermission } from '../../app/permissions';
import type { CustomerOrderBy, CustomersQuery } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';

import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { CustomerFormFields, type Option } from './CustomerFormFields';
import {
  customerFormValues,
  customerInput,
  customerSchema,
  newCustomerValues,
  type CustomerFormValues,
} from './customer-form';
import {
  CreateCustomerDocument,
  CustomerDocument,
  CustomerFormOptionsDocument,
  CustomersDocument,
  DeleteCustomerDocument,
  UpdateCustomerDocument,
} from './operations';

type CustomerRow = CustomersQuery['customers']['items'][number];

/** What the popup chooses from: owners, countries and the unit's defaults. */
type FormOptions = { owners: Option[]; countries: Option[]; defaultCountry: string; creditDays: number | null };

/**
 * /customers: the paged list (by unit_name ascending;
 * filters name, organisation number and e-mail), the new/edit popup with delivery locations and
 * contact persons, and delete with confirmation.
 */
export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const client = useApolloClient();
  const { user } = useCurrentUser();
  const mayChange = usePermission('canSendSellerInvoice');
  const texts = useMemo(() => registerTexts(t), [t]);

  /** Owners, countries and the unit's defaults; partial answers are used as far as they go. */
  const formOptions = useCallback(async (): Promise<FormOptions> => {
    const { data } = await client.query({
      query: CustomerFormOptionsDocument,
      fetchPolicy: 'network-only',
      errorPolicy: 'all',
    });
    const defaultCountry = data?.unitInvoiceSetting?.customerCountry || DEFAULT_CUSTOMER_COUNTRY;
    return {
      owners: (data?.customerOwners ?? []).map((owner) => ({ value: owner.id, label: owner.name })),
      countries: (data?.allCountries ?? []).map((country) => ({ value: country.code, label: country.name })),
      defaultCountry,
      creditDays: data?.unitInvoiceSetting?.customerCreditDays ?? null,
    };
  }, [client]);

  /** The whole customer, with its delivery locations and contact persons. */
  const loadCustomer = useCallback(
    async (row: CustomerRow): Promise<CustomerFormValues> => {
      const { data } = await client.query({
        query: CustomerDocument,
        variables: { id: row.id },
        fetchPolicy: 'network-only',
      });
      if (!data?.customer) throw new Error(`Customer ${row.id} was not found`);
      return customerFormValues(data.customer);
    },
    [client],
  );

  const register = useRegister({
    mayChange,
    create: CreateCustomerDocument,
    update: UpdateCustomerDocument,
    remove: DeleteCustomerDocument,
    prepare: formOptions,
    empty: (options) =>
      newCustomerValues({
        creditDays: options.creditDays,
        countryCode: options.defaultCountry,
        ownerId: user?.id ?? null,
      }),
    toValues: loadCustomer,
    toInput: customerInput,
    idOf: customerId,
    nameOf: customerName,
    texts,
  });
  const { actionsColumn, editing } = register;

  const fetchPage = useApolloPageFetch(CustomersDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as CustomerOrderBy | null }),
    select: (data) => data.customers,
  });

  const columns = useMemo<PagedColumn<CustomerRow>[]>(
    () => [
      {
        id: 'name',
        orderBy: 'unit_name',
        header: t('fields.name'),
        value: (row) => row.displayName,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.displayName}
            </Text>
            {row.displayName !== row.name && (
              <Text size="xs" c="dimmed">
                {row.name}
              </Text>
            )}
          </Stack>
        ),
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'organizationNumber',
        orderBy: 'organization_number',
        header: t('fields.organizationNumber'),
        value: (row) => (row.organizationNumber ? formatOrganizationNumber(row.organizationNumber) : null),
        cell: (row) =>
          row.organizationNumber && (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatOrganizationNumber(row.organizationNumber)}
            </Text>
          ),
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'email',
        orderBy: 'email',
        header: t('fields.customEmail'),
        value: (row) => row.customEmail,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'phone',
        header: t('fields.customPhone'),
        value: (row) => row.customPhone,
        cell: (row) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.customPhone}
          </Text>
        ),
      },
      {
        id: 'invoiceDeliveryMethod',
        header: t('fields.invoiceDeliveryMethod'),
        value: (row) => t(`deliveryMethods.${row.invoiceDeliveryMethod}`),
        cell: (row) => (
          <Badge variant="light" color={row.invoiceDeliveryMethod === 'EHF' ? 'teal' : 'blue'}>
            {t(`deliveryMethods.${row.invoiceDeliveryMethod}`)}
          </Badge>
        ),
      },
      {
        id: 'creditDays',
        orderBy: 'credit_days',
        header: t('fields.creditDays'),
        value: (row) => row.creditDays,
        sortable: true,
        align: 'right',
      },
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  return (
    <RegisterPage
      register={register}
      title={t('title')}
      description={t('description')}
      table={{
        columns,
        fetchPage,
        rowId: (row) => row.id,
        defaultSort: { column: 'name', direction: 'ASC' },
        minWidth: 900,
      }}
      schema={customerSchema}
      modalSize="64rem"
    >
      {editing && (
        <CustomerFormFields
          owners={editing.extra.owners}
          countries={editing.extra.countries}
          defaultCountry={editing.extra.defaultCountry}
        />
      )}
    </RegisterPage>
  );
}

const customerId = (row: CustomerRow) => row.id;
const customerName = (row: CustomerRow) => row.displayName;
