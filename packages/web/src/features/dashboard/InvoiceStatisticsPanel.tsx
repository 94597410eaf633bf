import {
  Alert,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isLocale, osloDate, toMoney, type Locale } from '@fjord/domain';
import { DashboardInvoiceStatisticsDocument } from './operations';
import { barValue, lastTwelveMonths, monthLabel } from './statistics-period';

/** The chart library is large: loaded with the first chart, never with the rest of the app. */
const InvoicedPerMonthChart = lazy(() => import('./InvoicedPerMonthChart'));

/**
 * General invoice statistics of the Dashboard in invoicing mode (spec 000 §2): invoiced per month
 * over the last twelve months as bars, what is outstanding and overdue, and the five largest
 * customers. The chart is a picture only (aria-hidden); a visually hidden table says the same in
 * text. Amounts are the server's exact decimals, formatted as everywhere (nb "12 345,00").
 */
export function InvoiceStatisticsPanel({ today = osloDate() }: { today?: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const period = lastTwelveMonths(today);
  const { data, loading, error } = useQuery(DashboardInvoiceStatisticsDocument, { variables: period });
  const statistics = data?.generalInvoiceStatistics;

  if (loading && !statistics) return <Skeleton height={280} aria-label={t('statistics.loading')} />;
  if (error || !statistics)
    return (
      <Alert color="red" icon={<IconInfoCircle />}>
        {t('statistics.failed')}
      </Alert>
    );

  const currency = statistics.currencyCode;
  const amount = (value: string | null | undefined) => `${formatMoney(value ?? '0', locale)} ${currency}`;
  const isEmpty =
    statistics.invoiceCount === 0 &&
    toMoney(statistics.outstandingAmount ?? '0').isZero() &&
    (statistics.topCustomers ?? []).length === 0;
  if (isEmpty)
    return (
      <Paper withBorder p="lg">
        <Title order={2} size="h3" mb="xs">
          {t('statistics.title')}
        </Title>
        <Text c="dimmed">{t('statistics.empty')}</Text>
      </Paper>
    );

  const months = statistics.buckets.map((bucket) => ({
    month: monthLabel(bucket.start, locale),
    invoiced: barValue(bucket.invoicedAmount ?? '0'),
    amount: bucket.invoicedAmount ?? '0',
    count: bucket.invoiceCount ?? 0,
  }));
  const top = statistics.topCustomers ?? [];
  const largest = top.length > 0 ? barValue(top[0]!.invoicedAmount) : 0;
  const others = statistics.currencyCodes.filter((code) => code !== currency);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('statistics.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('statistics.outstanding')}
          </Text>
          <Text size="xl" fw={700} data-testid="outstanding-amount">
            {amount(statistics.outstandingAmount)}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('statistics.overdue')}
          </Text>
          <Text
            size="xl"
            fw={700}
            c={toMoney(statistics.overdueAmount ?? '0').isZero() ? undefined : 'red.8'}
            data-testid="overdue-amount"
          >
            {amount(statistics.overdueAmount)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm" id="invoiced-per-month">
          {t('statistics.invoicedPerMonth', { currency })}
        </Title>
        <div aria-hidden="true">
          <Suspense fallback={<Skeleton height={240} />}>
            <InvoicedPerMonthChart
              data={months}
              label={t('statistics.invoiced')}
              format={(value) => formatMoney(value.toFixed(2), locale)}
            />
          </Suspense>
        </div>
        <VisuallyHidden>
          <Table aria-labelledby="invoiced-per-month">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statistics.month')}</Table.Th>
                <Table.Th scope="col">{t('statistics.invoiced')}</Table.Th>
                <Table.Th scope="col">{t('statistics.invoiceCount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row">{month.month}</Table.Th>
                  <Table.Td>{amount(month.amount)}</Table.Td>
                  <Table.Td>{month.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
        {others.length > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('statistics.otherCurrencies', { currency, others: others.join(', ') })}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm" id="top-customers">
          {t('statistics.topCustomers')}
        </Title>
        {top.length === 0 ? (
          <Text c="dimmed">{t('statistics.noCustomers')}</Text>
        ) : (
          <Stack
            gap="sm"
            component="ol"
            aria-labelledby="top-customers"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {top.map((row) => (
              <li key={row.customer.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" truncate>
                    {row.customer.name}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {amount(row.invoicedAmount)}
                  </Text>
                </Group>
                <Progress
                  aria-hidden="true"
                  value={largest > 0 ? (barValue(row.invoicedAmount) / largest) * 100 : 0}
                  size="sm"
                  mt={4}
                />
              </li>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
