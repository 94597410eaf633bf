import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import { SessionDownloadButton } from '../invoice-deliveries/EhfDownloadButton';
import { usePermission } from '../../app/permissions';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import type { PaycheckPeriod } from './period-form';

/** The server's bank payment file of a pay date (?paidDate=). */
const PAYMENT_FILE_PATH = '/paychecks/payment-file';

/**
 * A period's pay dates (its row expanded): per day the locked paychecks paid, their net pay, and
 * the tax withheld with the day it is due to the Tax Administration, and the bank file paying the net
 * pay (pain.001); then the period's employer tax.
 */
export function PeriodPayDates({ period }: { period: PaycheckPeriod }) {
  const { t, i18n } = useTranslation('paycheckPeriods');
  const locale = localeOf(i18n.language);
  const money = (value: string) => formatMoney(value, locale);
  const mayPay = usePermission('canSendPaychecks');
  return (
    <Stack gap="sm" py="xs">
      {period.payDates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payDates.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing={4} aria-label={t('payDates.label', { name: period.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payDates.paidDate')}</Table.Th>
                <Table.Th ta="right">{t('payDates.paycheckCount')}</Table.Th>
                <Table.Th ta="right">{t('payDates.netPay')}</Table.Th>
                <Table.Th ta="right">{t('payDates.taxDeduction')}</Table.Th>
                <Table.Th>{t('payDates.dueDate')}</Table.Th>
                {mayPay && <Table.Th>{t('payDates.paymentFile')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {period.payDates.map((day) => (
                <Table.Tr key={day.paidDate}>
                  <Table.Td>{formatDate(day.paidDate, locale)}</Table.Td>
                  <Table.Td ta="right">{day.paycheckCount}</Table.Td>
                  <Table.Td ta="right">{money(day.netPay)}</Table.Td>
                  <Table.Td ta="right">{money(day.taxDeduction)}</Table.Td>
                  <Table.Td>{formatDate(day.dueDate, locale)}</Table.Td>
                  {mayPay && (
                    <Table.Td>
                      <SessionDownloadButton
                        path={PAYMENT_FILE_PATH}
                        query={{ paidDate: day.paidDate }}
                        fallbackName={`Lonn-${day.paidDate}.xml`}
                        label={t('payDates.download', { date: formatDate(day.paidDate, locale) })}
                        failedText={(reason) => t('payDates.downloadFailed', { reason })}
                        variant="default"
                        size="xs"
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="xl">
        <Text size="sm">{t('payDates.employerTaxBasis', { amount: money(period.employerTaxBasis) })}</Text>
        <Text size="sm">{t('payDates.employerTax', { amount: money(period.employerTax) })}</Text>
      </Group>
    </Stack>
  );
}
