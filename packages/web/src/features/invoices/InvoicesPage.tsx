import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CREDIT_NOTE_STATUS, formatMoney, INVOICE_STATUSES, isLocale, type Locale } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { InvoiceFilters, InvoiceOrderBy, InvoicesQuery } from '../../gql/graphql';
import { ListPage } from '../../ui/crud';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { useCustomerOptions } from '../customers/use-customer-options';
import { payableAmountColumn } from '../orders/payable-amount-column';
import { formatDate } from '../webstore-api-tokens/dates';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { InvoiceJournalButton } from '../invoice-journal/InvoiceJournalButton';
import { ImportPaymentsButton } from '../invoice-payments/ImportPaymentsButton';
import { InvoiceBatchActions, type SelectedInvoice } from '../invoice-deliveries/InvoiceBatchActions';
import { InvoicesDocument } from './operations';

type InvoiceRow = InvoicesQuery['invoices']['items'][number];

/**
 * /invoices: the unit's invoices and credit notes by number, newest first, filtered by customer,
 * status, issue date and KID (the filters in the URL); the number opens the invoice, "Export CSV"
 * downloads every page of the filtered list, "New invoice" bills locked orders.
 */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation('invoices');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const mayCreate = usePermission('canSendSellerInvoice');
  const customerOptions = useCustomerOptions();
  // An import of bank payments changes statuses and remaining amounts: the list reads them again.
  const [imports, setImports] = useState(0);
  // The rows chosen for "Print selected" and "Send selected".
  const [selected, setSelected] = useState<SelectedInvoice[]>([]);
  const fetchPage = useApolloPageFetch(InvoicesDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as InvoiceOrderBy | null,
      filters: request.filters as InvoiceFilters,
    }),
    select: (data) => data.invoices,
  });

  const columns = useMemo<PagedColumn<InvoiceRow>[]>(
    () => [
      {
        id: 'number',
        header: t('fields.number'),
        value: (row) => row.number,
        cell: (row) => (
          <Anchor component={Link} to={`/invoices/${row.id}`} size="sm">
            {row.number}
          </Anchor>
        ),
        sortable: true,
      },
      {
        id: 'kind',
        header: t('fields.kind'),
        value: (row) => t(`kind.${row.kind}`),
        // A credit note stands out among the invoices.
        cell: (row) =>
          row.kind === 'CREDIT_NOTE' ? (
            <Badge variant="outline" color="grape">
              {t('kind.CREDIT_NOTE')}
            </Badge>
          ) : (
            t('kind.INVOICE')
          ),
      },
      {
        id: 'customer',
        header: t('fields.customer'),
        value: (row) => row.customer.displayName,
        filter: { type: 'select', key: 'customerId', options: customerOptions },
      },
      {
        id: 'issueDate',
        orderBy: 'issue_date',
        header: t('fields.issueDate'),
        value: (row) => formatDate(row.issueDate, locale),
        sortable: true,
        filter: { type: 'dateRange', fromKey: 'dateFrom', toKey: 'dateTo' },
      },
      {
        id: 'dueDate',
        orderBy: 'due_date',
        header: t('fields.dueDate'),
        value: (row) => formatDate(row.currentDueDate, locale),
        sortable: true,
      },
      { id: 'kid', header: t('fields.kid'), value: (row) => row.kid, filter: { type: 'text' } },
      payableAmountColumn<InvoiceRow>(t('fields.payableAmount'), locale),
      {
        id: 'remainingAmount',
        header: t('fields.remainingAmount'),
        value: (row) => formatMoney(row.remainingAmount, locale),
        cell: (row) => (
          <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(row.remainingAmount, locale)} {row.currencyCode}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('fields.status'),
        value: (row) => t(`status.${row.status}`),
        cell: (row) => <InvoiceStatusBadge status={row.status} />,
        filter: {
          type: 'select',
          options: [...INVOICE_STATUSES, CREDIT_NOTE_STATUS].map((status) => ({
            value: status,
            label: t(`status.${status}`),
          })),
        },
      },
    ],
    [t, locale, customerOptions],
  );

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        <Group gap="sm">
          <InvoiceBatchActions selected={selected} />
          <InvoiceJournalButton />
          <ImportPaymentsButton onImported={() => setImports((count) => count + 1)} />
          {mayCreate && (
            <Button component={Link} to="/invoices/new" leftSection={<IconPlus size={16} />}>
              {t('newInvoice')}
            </Button>
          )}
        </Group>
      }
    >
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'number', direction: 'DESC' }}
        csvFileName={t('csvFileName')}
        reloadKey={imports}
        minWidth={1100}
        selectable={mayCreate}
        onSelectionChange={(rows) => setSelected(rows.map((row) => ({ id: row.id, number: row.number })))}
      />
    </ListPage>
  );
}
