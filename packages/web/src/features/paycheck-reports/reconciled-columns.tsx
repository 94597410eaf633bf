import { Badge, Text } from '@mantine/core';
import { formatMoney, toMoney, type Locale } from '@fjord/domain';
import type { PagedColumn } from '../../ui/table';
import { amountColumn, csvAmount } from './report-year';

export type ReconciledAmount = { source: string; bookkeeping: string; difference: string };

/**
 * A reconciled figure as three columns: the source's amount (paychecks or a-melding), the books', and
 * the difference (books − source), which stands out in red when it is not zero (red.9: AA contrast on
 * the striped rows too).
 */
export function reconciledColumns<T>(
  id: string,
  headers: { source: string; bookkeeping: string; difference: string },
  pick: (row: T) => ReconciledAmount,
  locale: Locale,
): PagedColumn<T>[] {
  return [
    amountColumn<T>(`${id}Source`, headers.source, (row) => pick(row).source, locale),
    amountColumn<T>(`${id}Bookkeeping`, headers.bookkeeping, (row) => pick(row).bookkeeping, locale),
    {
      id: `${id}Difference`,
      header: headers.difference,
      align: 'right',
      value: (row) => csvAmount(pick(row).difference, locale),
      cell: (row) => {
        const difference = pick(row).difference;
        return toMoney(difference).isZero() ? (
          formatMoney(difference, locale)
        ) : (
          <Text span c="red.9" fw={700} inherit>
            {formatMoney(difference, locale)}
          </Text>
        );
      },
    },
  ];
}

/** The row's verdict: "OK", or "Difference" on a flagged row (text in the CSV, a badge on screen). */
export function flagColumn<T>(
  header: string,
  flagged: (row: T) => boolean,
  texts: { ok: string; flagged: string },
): PagedColumn<T> {
  return {
    id: 'flagged',
    header,
    value: (row) => (flagged(row) ? texts.flagged : texts.ok),
    cell: (row) =>
      flagged(row) ? (
        <Badge color="red" variant="light">
          {texts.flagged}
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          {texts.ok}
        </Badge>
      ),
  };
}
