import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatDecimal,
  formatMoney,
  isLocale,
  type DocumentTotals,
  type TaxCategoryCode,
  type VatCategory,
} from '@fjord/domain';

/** The categories without VAT an order's lines can have, by the name the product register gives them. */
const ZERO_RATED_NAMES: Partial<Record<TaxCategoryCode, VatCategory>> = { Z: 'ZERO', E: 'EXEMPT' };

type Props = { totals: DocumentTotals | null; currencyCode: string; incomplete: boolean };

/**
 * The order's amounts as the user types: the sum of the lines, discounts and fees, the VAT base and
 * VAT of each category and rate, the totals, the rounding and what is to be paid.
 */
export function OrderTotals({ totals, currencyCode, incomplete }: Props) {
  const { t, i18n } = useTranslation(['orderEditor', 'products']);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const money = (value: string) => formatMoney(value, locale);
  if (!totals)
    return (
      <Text size="sm" c="dimmed">
        {t('totals.none')}
      </Text>
    );
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'lines', label: t('totals.lines'), value: money(totals.lineExtensionAmount) },
  ];
  if (totals.allowanceCharges.some((item) => !item.chargeIndicator))
    rows.push({ key: 'allowances', label: t('totals.allowances'), value: `−${money(totals.allowanceTotalAmount)}` });
  if (totals.allowanceCharges.some((item) => item.chargeIndicator))
    rows.push({ key: 'charges', label: t('totals.charges'), value: money(totals.chargeTotalAmount) });
  rows.push({ key: 'taxExclusive', label: t('totals.taxExclusive'), value: money(totals.taxExclusiveAmount) });
  for (const subtotal of totals.taxSubtotals) {
    const percent = formatDecimal(subtotal.taxPercent, locale);
    const key = `${subtotal.taxCategory}-${subtotal.taxPercent}`;
    // Zero-rated and exempt sales are both 0 %: the category's name tells their bases apart.
    const named = ZERO_RATED_NAMES[subtotal.taxCategory];
    const category = named ? ` (${t(`products:vat.${named}`).toLocaleLowerCase(locale)})` : '';
    rows.push({
      key: `base-${key}`,
      label: `${t('totals.vatBase', { percent })}${category}`,
      value: money(subtotal.taxableAmount),
    });
    rows.push({
      key: `vat-${key}`,
      label: `${t('totals.vat', { percent })}${category}`,
      value: money(subtotal.taxAmount),
    });
  }
  rows.push(
    { key: 'taxAmount', label: t('totals.taxAmount'), value: money(totals.taxAmount) },
    { key: 'taxInclusive', label: t('totals.taxInclusive'), value: money(totals.taxInclusiveAmount) },
    { key: 'rounding', label: t('totals.rounding'), value: money(totals.payableRoundingAmount) },
    {
      key: 'payable',
      label: t('totals.payable'),
      value: `${money(totals.payableAmount)} ${currencyCode}`,
      strong: true,
    },
  );
  return (
    <>
      <Table
        variant="vertical"
        withTableBorder
        maw={460}
        ml="auto"
        aria-label={t('sections.totals')}
        aria-live="polite"
      >
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-total={row.key}>
              <Table.Th>{row.label}</Table.Th>
              <Table.Td ta="right" fw={row.strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {incomplete && (
        <Text size="xs" c="dimmed" ta="right">
          {t('totals.incomplete')}
        </Text>
      )}
    </>
  );
}
