import { useState } from 'react';
import { Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { osloDate } from '@fjord/domain';
import { PageTitle } from '../../ui/layout/PageTitle';
import { InvoiceForm } from './InvoiceForm';
import { newInvoiceValues, withPaymentTerm, type InvoiceFormValues } from './invoice-form';
import { InvoiceCustomerDocument, InvoiceStartOrderDocument } from './operations';

/** The orders a link preselects: `?orderIds=a,b` or `?orderId=a`. */
export function preselectedOrderIds(params: URLSearchParams): string[] {
  const listed = [...params.getAll('orderIds'), ...params.getAll('orderId')];
  return [
    ...new Set(
      listed
        .flatMap((value) => value.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * /invoices/new: an invoice dated today for the orders to be chosen; with `?orderIds=` (or
 * `?orderId=`, the order page's "Create invoice") their customer, its payment term and those
 * orders are chosen.
 */
export default function NewInvoicePage() {
  const { t } = useTranslation('invoices');
  const [params] = useSearchParams();
  const [orderIds] = useState(() => preselectedOrderIds(params));
  const first = orderIds[0];
  const { data: orderData, error: orderError } = useQuery(InvoiceStartOrderDocument, {
    variables: { id: first ?? '' },
    skip: !first,
  });
  const customerId = orderData?.order?.customer.id;
  const { data: customerData, error: customerError } = useQuery(InvoiceCustomerDocument, {
    variables: { id: customerId ?? '' },
    skip: !customerId,
  });
  const [saved, setSaved] = useState<InvoiceFormValues | null>(null);
  const blank = () => newInvoiceValues(osloDate(), t('defaultPaymentMethod'));
  if (!saved) {
    if (!first || orderError || customerError) setSaved(blank());
    else if (customerData?.customer) {
      const start = blank();
      setSaved({
        ...start,
        ...withPaymentTerm(start, customerData.customer.creditDays),
        customerId: customerData.customer.id,
        customerName: customerData.customer.displayName,
        orderIds,
      });
    }
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/invoices" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('title')}
          </Group>
        </Anchor>
        <PageTitle>{t('newInvoice')}</PageTitle>
      </Stack>
      {saved ? (
        <InvoiceForm saved={saved} />
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}
