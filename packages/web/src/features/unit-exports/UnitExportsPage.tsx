import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip, IconLock } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { UnitExportFieldsFragment, UnitExportStatus } from '../../gql/graphql';
import { usePermission } from '../../app/permissions';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/layout/PageTitle';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { CreateUnitExportDocument, UnitExportsDocument } from './operations';

type ExportRow = UnitExportFieldsFragment;

const NO_EXPORTS: ExportRow[] = [];
/** While an export is being made the page asks again this often, so its progress moves on screen. */
const WORKING_POLL_MS = 1500;

const STATUS_COLORS: Record<UnitExportStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DONE: 'green',
  FAILED: 'red',
};

const isWorking = (row: ExportRow) => row.status === 'QUEUED' || row.status === 'RUNNING';
const percentOf = (row: ExportRow) => (row.total > 0 ? Math.round((row.done / row.total) * 100) : 0);

/** "12.3 MB" / "12,3 MB" in the user's language. */
const sizeText = (bytes: number, locale: string) =>
  `${new Intl.NumberFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;

/**
 * /company-settings/export, "Export all data": an owner starts an export of all the company's data (every table as
 * CSV and JSON, the documents' PDFs and EHF files, the stored files) as one ZIP archive, made in the background.
 * The newest export shows its progress (asked for again while it is being made) and its download when done;
 * earlier exports follow in a table. Only owners (canUpdateAdmin), as the server requires.
 */
export default function UnitExportsPage() {
  const { t } = useTranslation('unitExports');
  const mayExport = usePermission('canUpdateAdmin');
  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {mayExport ? (
        <Exports />
      ) : (
        <Alert color="yellow" icon={<IconLock />}>
          {t('noAccess')}
        </Alert>
      )}
    </Stack>
  );
}

function Exports() {
  const { t, i18n } = useTranslation('unitExports');
  const locale = i18n.language;
  const client = useApolloClient();
  const [starting, setStarting] = useState(false);
  const { data, loading, startPolling, stopPolling } = useQuery(UnitExportsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const exports = data?.unitExports ?? NO_EXPORTS;
  const latest = exports[0];
  const working = exports.some(isWorking);
  useEffect(() => {
    if (!working) return undefined;
    startPolling(WORKING_POLL_MS);
    return stopPolling;
  }, [working, startPolling, stopPolling]);

  const columns = useMemo<PagedColumn<ExportRow>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        value: (row) => row.createdAt,
        cell: (row) => formatDateTime(row.createdAt, locale),
        sortable: true,
      },
      {
        id: 'status',
        header: t('columns.status'),
        value: (row) => t(`statuses.${row.status}`),
        cell: (row) => (
          <Badge variant="light" color={STATUS_COLORS[row.status]}>
            {t(`statuses.${row.status}`)}
          </Badge>
        ),
      },
      { id: 'createdBy', header: t('columns.createdBy'), value: (row) => row.createdByName ?? '' },
      {
        id: 'file',
        header: t('columns.file'),
        value: (row) => row.file?.fileName ?? '',
        cell: (row) =>
          row.file ? (
            <Anchor href={row.file.url} download={row.file.fileName}>
              {row.file.fileName} ({sizeText(row.file.size, locale)})
            </Anchor>
          ) : (
            ''
          ),
      },
    ],
    [t, locale],
  );
  const fetchPage = useMemo(() => localPageFetch(exports, columns), [exports, columns]);

  async function start() {
    setStarting(true);
    try {
      await client.mutate({ mutation: CreateUnitExportDocument, refetchQueries: [UnitExportsDocument] });
    } finally {
      setStarting(false);
    }
  }

  return (
    <>
      <Paper withBorder p="lg" component="section" aria-labelledby="unit-export-title">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Title order={2} size="h3" id="unit-export-title">
              {t('exportTitle')}
            </Title>
            <Button
              leftSection={<IconFileZip size={18} />}
              loading={starting}
              disabled={working}
              onClick={() => void start()}
            >
              {t('start')}
            </Button>
          </Group>
          <Text size="sm">{t('contents')}</Text>
          {latest && <LatestExport row={latest} />}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="unit-exports-title">
        <Stack>
          <Title order={2} size="h3" id="unit-exports-title">
            {t('listTitle')}
          </Title>
          {loading && !data ? (
            <Text c="dimmed">{t('common:loading')}</Text>
          ) : (
            <PagedTable<ExportRow>
              label={t('listTitle')}
              columns={columns}
              fetchPage={fetchPage}
              rowId={(row) => row.id}
              defaultSort={{ column: 'createdAt', direction: 'DESC' }}
              emptyMessage={t('none')}
              filtersParam={false}
            />
          )}
        </Stack>
      </Paper>
    </>
  );
}

/** The newest export: its progress while it is made, then its download or why it failed. */
function LatestExport({ row }: { row: ExportRow }) {
  const { t, i18n } = useTranslation('unitExports');
  if (isWorking(row)) {
    const percent = percentOf(row);
    return (
      <Stack gap={4} data-testid="unit-export-progress">
        <Text size="sm">
          {row.status === 'QUEUED' ? t('queued') : t('progress', { done: row.done, total: row.total, percent })}
        </Text>
        <Progress value={percent} animated aria-label={t('progressLabel')} />
      </Stack>
    );
  }
  if (row.status === 'FAILED')
    return (
      <Alert color="red" title={t('failedTitle')}>
        {t('failed', { error: row.error ?? '' })}
      </Alert>
    );
  return (
    <Alert color="green" title={t('doneTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('done', { at: row.finishedAt ? formatDateTime(row.finishedAt, i18n.language) : '', steps: row.total })}
        </Text>
        {row.file && (
          <Button
            component="a"
            href={row.file.url}
            download={row.file.fileName}
            leftSection={<IconDownload size={18} />}
            variant="light"
          >
            {t('download', { size: sizeText(row.file.size, i18n.language) })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
