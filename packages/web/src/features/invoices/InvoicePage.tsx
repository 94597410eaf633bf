import type { ReactNode } from 'react';
import { Alert, Anchor, Center, Group, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney, isLocale, type Locale } from '@fjord/domain';
import type { InvoiceDetailsFragment as InvoiceDetails } from '../../gql/graphql';
import { PageTitle } from '../../ui/layout/PageTitle';
import { SummaryLines, SummaryTotals } from '../orders/OrderSummary';
import { formatDate } from '../webstore-api-tokens/dates';
import { formatFileSize } from '../../ui/upload';
import { INVOICE_ACTIONS, INVOICE_SECTIONS, type InvoicePartProps } from './invoice-sections';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { InvoiceChangedDocument, InvoiceDocument } from './operations';

/**
 * /invoices/:id: an invoice or credit note as issued, read only — its header and amounts, lines,
 * VAT breakdown, payment methods, the orders it billed and its credit notes (or the invoice it
 * credits) — kept live: every change (a payment, a credit note, a notice) arrives over the socket.
 */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('invoices');
  const { data, error } = useQuery(InvoiceDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // The subscription's answer is the same fragment: Apollo writes it into the cache the page reads.
  useSubscription(InvoiceChangedDocument, { variables: { invoiceId: id }, skip: !data?.invoice });
  if (error && !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('notFound')}
      </Alert>
    );
  if (!data?.invoice)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return <InvoiceView invoice={data.invoice} />;
}

export function InvoiceView({ invoice }: { invoice: InvoiceDetails }) {
  const { t, i18n } = useTranslation('invoices');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const money = (value: string) => `${formatMoney(value, locale)} ${invoice.currencyCode}`;
  const date = (value: string) => formatDate(value, locale);
  const part: InvoicePartProps = { invoiceId: invoice.id, kind: invoice.kind, status: invoice.status };
  const isInvoice = invoice.kind === 'INVOICE';
  const customerLink = `/customers?filters=${encodeURIComponent(JSON.stringify({ name: invoice.customer.displayName }))}`;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to="/invoices" size="sm">
            {t('title')}
          </Anchor>
          <PageTitle>{t(isInvoice ? 'invoiceTitle' : 'creditNoteTitle', { number: invoice.number })}</PageTitle>
          <Group gap="xs">
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
        </Stack>
        <Group gap="xs">
          {INVOICE_ACTIONS.map((Action, index) => (
            <Action key={index} {...part} />
          ))}
        </Group>
      </Group>

      <Group align="flex-start" gap="lg">
        <Table variant="vertical" withTableBorder maw={520} aria-label={t('sections.details')}>
          <Table.Tbody>
            <Field label={t('fields.customer')}>
              <Anchor component={Link} to={customerLink} size="sm">
                {invoice.customer.displayName}
              </Anchor>
            </Field>
            <Field label={t('fields.issueDate')}>{date(invoice.issueDate)}</Field>
            {isInvoice && <Field label={t('fields.paymentTerm')}>{t('days', { count: invoice.paymentTerm })}</Field>}
            {isInvoice && <Field label={t('fields.dueDate')}>{date(invoice.dueDate)}</Field>}
            {isInvoice && invoice.currentDueDate !== invoice.dueDate && (
              <Field label={t('fields.currentDueDate')}>{date(invoice.currentDueDate)}</Field>
            )}
            {invoice.kid && <Field label={t('fields.kid')}>{invoice.kid}</Field>}
            {(invoice.bban || invoice.iban) && (
              <Field label={t('fields.account')}>
                {[invoice.bban, invoice.iban, invoice.swift].filter(Boolean).join(' · ')}
              </Field>
            )}
          </Table.Tbody>
        </Table>
        <Table variant="vertical" withTableBorder maw={420} aria-label={t('sections.amounts')}>
          <Table.Tbody>
            <Field label={t('fields.payableAmount')}>{money(invoice.payableAmount)}</Field>
            {invoice.exchangeRate && (
              <Field label={t('fields.exchangeRate', { currency: invoice.currencyCode })}>
                {formatDecimal(invoice.exchangeRate, locale)}
              </Field>
            )}
            {invoice.taxAmountInNok && (
              <Field label={t('fields.taxAmountInNok')}>{`${formatMoney(invoice.taxAmountInNok, locale)} NOK`}</Field>
            )}
            {isInvoice && <Field label={t('fields.paidAmount')}>{money(invoice.paidAmount)}</Field>}
            {isInvoice && <Field label={t('fields.creditedAmount')}>{money(invoice.creditedAmount)}</Field>}
            {isInvoice && (
              <Field label={t('fields.remainingAmount')}>
                <Text fw={700} size="sm">
                  {money(invoice.remainingAmount)}
                </Text>
              </Field>
            )}
          </Table.Tbody>
        </Table>
      </Group>

      <SummaryLines lines={invoice.lines} />
      <SummaryTotals document={invoice} />

      <Section title={t('sections.paymentMethods')}>
        <Table withTableBorder maw={520}>
          <Table.Tbody>
            {invoice.paymentMethods.map((method, index) => (
              <Table.Tr key={index}>
                <Table.Td>{method.name}</Table.Td>
                <Table.Td ta="right">{money(method.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      {invoice.orders.length > 0 && (
        <Section title={t('sections.orders')}>
          <List>
            {invoice.orders.map((order) => (
              <List.Item key={order.id}>
                <Anchor component={Link} to={`/orders/${order.id}`} size="sm">
                  {t('orderLink', { number: order.number, date: date(order.date) })}
                </Anchor>
                {order.reference ? ` — ${order.reference}` : ''}
              </List.Item>
            ))}
          </List>
        </Section>
      )}

      {invoice.creditedInvoice && (
        <Section title={t('sections.creditedInvoice')}>
          <Anchor component={Link} to={`/invoices/${invoice.creditedInvoice.id}`} size="sm">
            {t('invoiceTitle', { number: invoice.creditedInvoice.number })}
          </Anchor>
        </Section>
      )}

      {isInvoice && invoice.creditNotes.length > 0 && (
        <Section title={t('sections.creditNotes')}>
          <List>
            {invoice.creditNotes.map((note) => (
              <List.Item key={note.id}>
                <Anchor component={Link} to={`/invoices/${note.id}`} size="sm">
                  {t('creditNoteTitle', { number: note.number })}
                </Anchor>
                {` — ${date(note.issueDate)}, ${money(note.payableAmount)}`}
              </List.Item>
            ))}
          </List>
        </Section>
      )}

      {invoice.attachments.length > 0 && (
        <Section title={t('sections.attachments')}>
          <List>
            {invoice.attachments.map((file) => (
              <List.Item key={file.signedBlobId}>
                <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
                  {file.fileName}
                </Anchor>
                {` — ${formatFileSize(file.size, i18n.language)}`}
              </List.Item>
            ))}
          </List>
        </Section>
      )}

      {invoice.customNote && (
        <Section title={t('fields.customNote')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {invoice.customNote}
          </Text>
        </Section>
      )}

      {invoice.legalNotes.length > 0 && (
        <Section title={t('sections.legalNotes')}>
          {invoice.legalNotes.map((note, index) => (
            <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {note}
            </Text>
          ))}
        </Section>
      )}

      {INVOICE_SECTIONS.map((Part, index) => (
        <Part key={index} {...part} />
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={200}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
