import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney } from '@fjord/domain';
import type { AmeldingZoneSumFieldsFragment } from '../../gql/graphql';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';

type PayDateRow = { payDate: string; amount: string; dueDate: string; paycheckCount?: number };

/**
 * The withholding by pay date (the 2026 message sums it per pay date), each with the day it is
 * due to the Tax Administration; the tax preview adds how many paychecks each day paid.
 */
export function WithholdingTable({
  rows,
  total,
  label,
}: {
  rows: readonly PayDateRow[];
  total: string;
  label: string;
}) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const counted = rows.some((row) => row.paycheckCount !== undefined);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('withholding.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('withholding.payDate')}</Table.Th>
            {counted && <Table.Th ta="right">{t('withholding.paycheckCount')}</Table.Th>}
            <Table.Th ta="right">{t('withholding.amount')}</Table.Th>
            <Table.Th>{t('withholding.dueDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.payDate}>
              <Table.Td>{formatDate(row.payDate, locale)}</Table.Td>
              {counted && <Table.Td ta="right">{row.paycheckCount}</Table.Td>}
              <Table.Td ta="right">{formatMoney(row.amount, locale)}</Table.Td>
              <Table.Td>{formatDate(row.dueDate, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('total')}</Table.Th>
            {counted && <Table.Td />}
            <Table.Th ta="right">{formatMoney(total, locale)}</Table.Th>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The employer tax of each sub-unit in each zone: its rate, the basis and the tax, with the total. */
export function EmployerTaxTable({
  rows,
  total,
  label,
}: {
  rows: readonly AmeldingZoneSumFieldsFragment[];
  total: string;
  label: string;
}) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('employerTax.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('employerTax.subUnit')}</Table.Th>
            <Table.Th>{t('employerTax.zone')}</Table.Th>
            <Table.Th ta="right">{t('employerTax.rate')}</Table.Th>
            <Table.Th ta="right">{t('employerTax.basis')}</Table.Th>
            <Table.Th ta="right">{t('employerTax.tax')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.organizationNumber}:${row.zone}`}>
              <Table.Td>
                {row.subUnitName}
                <Text size="xs" c="dimmed">
                  {row.organizationNumber}
                </Text>
              </Table.Td>
              <Table.Td>{row.zone}</Table.Td>
              <Table.Td ta="right">{`${formatDecimal(row.rate, locale)} %`}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.basis, locale)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.tax, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('total')}</Table.Th>
            <Table.Td />
            <Table.Td />
            <Table.Td />
            <Table.Th ta="right">{formatMoney(total, locale)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
