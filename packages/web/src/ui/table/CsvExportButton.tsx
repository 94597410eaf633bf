import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { csvText, downloadCsv, fetchAllRows } from './csv';
import type { PageFetch, PageRequest, PagedColumn } from './types';

type Props<T> = {
  columns: readonly PagedColumn<T>[];
  fetchPage: PageFetch<T>;
  /** The table's current filters and order; every page of them is exported. */
  request: Omit<PageRequest, 'limit' | 'offset'>;
  fileName: string;
  /** The table's totals row, written last. */
  totals?: T;
};

/** Downloads the whole filtered list, not just the page shown, as CSV. */
export function CsvExportButton<T>({ columns, fetchPage, request, fileName, totals }: Props<T>) {
  const { t } = useTranslation('table');
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllRows(fetchPage, request, new AbortController().signal);
      downloadCsv(fileName, csvText(columns, totals === undefined ? rows : [...rows, totals]));
    } catch {
      // A failed list query is reported by the error link like the table's own.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      mt={25}
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      onClick={() => void exportRows()}
    >
      {t('exportCsv')}
    </Button>
  );
}
