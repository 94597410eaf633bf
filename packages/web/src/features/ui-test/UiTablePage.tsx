import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CURRENCY_DECIMALS } from '@fjord/domain';
import { PagedTable, type PagedColumn } from '../../ui/table';
import { DEMO_CITIES, demoFetch, type DemoCustomer, type DemoMode } from './demo-customers';
import { PageTitle } from '../../ui/layout/PageTitle';

const NO_MATCH_FILTERS = JSON.stringify({ name: 'no such customer' });

/**
 * Test page of the paged table: 250 customers behind a pretend
 * server, with sorting, filters kept in the URL, selection, an expandable row and an extra row,
 * and switches for the empty, no-results and error states. The e2e tests drive it.
 */
export default function UiTablePage() {
  const { t, i18n } = useTranslation('uiTable');
  const navigate = useNavigate();
  const [mode, setMode] = useState<DemoMode>('data');
  const [selected, setSelected] = useState<DemoCustomer[]>([]);

  const columns = useMemo<PagedColumn<DemoCustomer>[]>(() => {
    const money = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: CURRENCY_DECIMALS,
      maximumFractionDigits: CURRENCY_DECIMALS,
    });
    return [
      { id: 'number', header: t('columns.number'), value: (c) => c.number, sortable: true, width: 90 },
      { id: 'name', header: t('columns.name'), value: (c) => c.name, sortable: true, filter: { type: 'text' } },
      {
        id: 'city',
        header: t('columns.city'),
        value: (c) => c.city,
        sortable: true,
        filter: { type: 'select', options: DEMO_CITIES.map((city) => ({ value: city, label: city })) },
      },
      {
        id: 'active',
        header: t('columns.active'),
        value: (c) => c.active,
        cell: (c) => (
          <Badge variant="light" color={c.active ? 'green' : 'gray'}>
            {c.active ? t('table:yes') : t('table:no')}
          </Badge>
        ),
        filter: { type: 'yesNo' },
      },
      {
        id: 'balance',
        header: t('columns.balance'),
        value: (c) => Number(c.balance),
        cell: (c) => money.format(Number(c.balance)),
        sortable: true,
        align: 'right',
      },
    ];
  }, [t, i18n.language]);
  const fetchPage = useMemo(() => demoFetch(mode, columns), [mode, columns]);

  return (
    <Stack gap="md">
      <PageTitle>{t('shell:routes.uiTable')}</PageTitle>
      <Text c="dimmed">{t('intro')}</Text>
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('states.label')}
            </Text>
            <SegmentedControl
              aria-label={t('states.label')}
              value={mode}
              onChange={(value) => setMode(value as DemoMode)}
              data={[
                { value: 'data', label: t('states.data') },
                { value: 'empty', label: t('states.empty') },
                { value: 'error', label: t('states.error') },
              ]}
            />
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => navigate({ search: `?filters=${encodeURIComponent(NO_MATCH_FILTERS)}` })}
            >
              {t('states.noResults')}
            </Button>
            <Text fw={500} data-testid="selected-count">
              {t('selected', { count: selected.length })}
            </Text>
          </Group>
        </Group>
      </Paper>
      <PagedTable<DemoCustomer>
        label={t('tableLabel')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(c) => c.id}
        defaultSort={{ column: 'number', direction: 'ASC' }}
        selectable
        onSelectionChange={setSelected}
        renderExpanded={(c) => (
          <Text size="sm">{t('details', { email: c.email, city: c.city, number: c.number })}</Text>
        )}
        renderExtraRow={(c) =>
          c.note ? (
            <Group gap="xs" c="var(--mantine-color-orange-text)">
              <IconAlertTriangle size={16} />
              <Text size="sm">{t('notes.overdue', { name: c.name })}</Text>
            </Group>
          ) : null
        }
        minWidth={720}
      />
    </Stack>
  );
}
