import { Fragment, useEffect, useEffectEvent, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  ActionIcon,
  Box,
  Checkbox,
  Group,
  LoadingOverlay,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import {
  functionalUpdate,
  rowExpandingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '@fjord/domain';
import { CsvExportButton } from './CsvExportButton';
import { FilterBar } from './FilterBar';
import { decodeFilters } from './filters';
import { useFilterState } from './use-filter-state';
import { usePage } from './use-page';
import { orderKey, type DefaultSort, type PageFetch, type PageRequest, type PagedColumn } from './types';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, rowExpandingFeature });
const NO_ROWS: never[] = [];
const NO_SELECTION: Record<string, never> = {};
const SKELETON_ROWS = 5;

export type PagedTableProps<T extends RowData> = {
  columns: readonly PagedColumn<T>[];
  /** Fetches one page; see PageFetch (keep it stable). `localPageFetch` and `useApolloPageFetch` make one. */
  fetchPage: PageFetch<T>;
  rowId: (row: T) => string;
  /** Names the table for assistive technology. */
  label: string;
  /** The order before the user sorts. */
  defaultSort?: DefaultSort;
  /** A checkbox per row and a select-all for the rows shown. */
  selectable?: boolean;
  /** The selected rows; selection survives paging and sorting, and is cleared when the filters change. */
  onSelectionChange?: (rows: T[]) => void;
  /** Content shown under a row when it is expanded with its chevron. */
  renderExpanded?: (row: T) => ReactNode;
  canExpand?: (row: T) => boolean;
  /** An additional row under a row, always shown; null for none. */
  renderExtraRow?: (row: T) => ReactNode;
  /** Replaces "No data to display" where the list can say better why it is empty. */
  emptyMessage?: string;
  /** Handles a failed fetch instead of the table's error text. */
  onError?: (error: unknown) => void;
  /** The URL query parameter keeping the filters (default `filters`); false keeps them in the component. */
  filtersParam?: string | false;
  /** Changing it fetches the current page again (after a mutation, for example). */
  reloadKey?: unknown;
  pageSize?: number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /**
   * The sideways scroll takes the keyboard focus itself (a region named by `label`): for a wide table
   * with nothing focusable in its rows (a report), whose keyboard users could not scroll it otherwise.
   */
  scrollFocusable?: boolean;
  /** Offers the whole filtered list as a CSV file of this name (every page, the columns' plain values). */
  csvFileName?: string;
  /**
   * A row of sums under the rows (a report's totals), drawn with the columns like a row, in bold, on
   * every page; the CSV export ends with it.
   */
  totals?: T;
};

/**
 * THE list of the product: server-driven paging, sorting and filters,
 * selection, expandable and extra rows, and the loading, empty, no-results and error states.
 * Sorting: a header click sorts ascending, the next click descending, the next ascending again;
 * another column starts ascending. Paging starts over when the sort or the filters change.
 */
export function PagedTable<T extends RowData>({
  columns,
  fetchPage,
  rowId,
  label,
  defaultSort,
  selectable = false,
  onSelectionChange,
  renderExpanded,
  canExpand,
  renderExtraRow,
  emptyMessage,
  onError,
  filtersParam = 'filters',
  reloadKey,
  pageSize = LIST_PAGE_SIZE,
  minWidth,
  scrollFocusable = false,
  csvFileName,
  totals,
}: PagedTableProps<T>) {
  const { t } = useTranslation('table');
  const filterState = useFilterState(filtersParam);
  const { applied, invalid } = useMemo(() => decodeFilters(filterState.raw, columns), [filterState.raw, columns]);
  const filtersKey = JSON.stringify(applied);

  const [sorting, setSorting] = useState<SortingState>(() =>
    defaultSort ? [{ id: defaultSort.column, desc: defaultSort.direction === 'DESC' }] : [],
  );
  const scope = filtersKey + JSON.stringify(sorting);
  const [paging, setPaging] = useState({ scope, offset: 0 });
  const offset = paging.scope === scope ? paging.offset : 0;

  const sortColumn = columns.find((column) => column.id === sorting[0]?.id);
  const request: PageRequest = {
    limit: pageSize,
    offset,
    orderBy: sortColumn ? orderKey(sortColumn) : null,
    orderDirection: sorting[0]?.desc ? 'DESC' : 'ASC',
    filters: applied,
  };
  const { page, error, loading } = usePage(fetchPage, request, reloadKey, (failure) => onError?.(failure));
  const items: T[] = page?.items ?? NO_ROWS;
  if (!loading && page && offset > 0 && offset >= page.totalCount) {
    // The last rows of the last page went away (deleted elsewhere): show the page that is now last.
    setPaging({ scope, offset: Math.max(0, Math.ceil(page.totalCount / pageSize) - 1) * pageSize });
  }

  const [selection, setSelection] = useState<{ filtersKey: string; rows: Record<string, T> }>({
    filtersKey,
    rows: NO_SELECTION,
  });
  const selectedRows = selection.filtersKey === filtersKey ? selection.rows : NO_SELECTION;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(Object.keys(selectedRows).map((id) => [id, true])),
    [selectedRows],
  );
  const notifySelection = useEffectEvent((rows: T[]) => onSelectionChange?.(rows));
  useEffect(() => notifySelection(Object.values(selectedRows)), [selectedRows]);

  const tableColumns = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => column.value?.(row) ?? null,
        enableSorting: column.sortable ?? false,
      })),
    [columns],
  );

  const table = useTable<typeof features, T>({
    features,
    columns: tableColumns,
    data: items,
    getRowId: (row) => rowId(row),
    state: { sorting, rowSelection },
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      const rows: Record<string, T> = {};
      for (const [id, selected] of Object.entries(next)) {
        const row = selectedRows[id] ?? items.find((item) => rowId(item) === id);
        if (selected && row !== undefined) rows[id] = row;
      }
      setSelection({ filtersKey, rows });
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
    getRowCanExpand: (row) => renderExpanded !== undefined && (canExpand?.(row.original) ?? true),
  });

  const expandable = renderExpanded !== undefined;
  const columnCount = columns.length + (selectable ? 1 : 0) + (expandable ? 1 : 0);
  const total = page?.totalCount ?? 0;
  const showError = !loading && error !== undefined && !onError;
  const message = showError
    ? t('error')
    : !loading && page && page.totalCount === 0
      ? Object.keys(applied).length > 0
        ? t('noResults')
        : (emptyMessage ?? t('noData'))
      : null;
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <Stack gap="sm">
      <FilterBar columns={columns} state={filterState} invalid={invalid}>
        {csvFileName && (
          <CsvExportButton
            columns={columns}
            fetchPage={fetchPage}
            request={{ orderBy: request.orderBy, orderDirection: request.orderDirection, filters: applied }}
            fileName={csvFileName}
            totals={totals}
          />
        )}
      </FilterBar>
      <Box pos="relative">
        <LoadingOverlay visible={loading && page !== undefined} zIndex={2} overlayProps={{ blur: 1 }} />
        <Table.ScrollContainer
          minWidth={minWidth ?? 0}
          scrollAreaProps={
            scrollFocusable ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined
          }
        >
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                {selectable && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('selectAll')}
                      size="xs"
                      disabled={rows.length === 0 || showError}
                      checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
                      onChange={() => table.toggleAllPageRowsSelected()}
                    />
                  </Table.Th>
                )}
                {expandable && <Table.Th w={40} aria-label={t('details')} />}
                {headers.map((header) => {
                  const column = columns.find((candidate) => candidate.id === header.column.id)!;
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      w={column.width}
                      ta={column.align}
                      style={pinnedStyle(column)}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {column.sortable ? (
                        <SortButton
                          label={column.header}
                          sorted={sorted}
                          align={column.align}
                          onClick={() => header.column.toggleSorting()}
                        />
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && page === undefined ? (
                Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <Table.Tr key={index} data-testid="table-skeleton">
                    <Table.Td colSpan={columnCount}>
                      <Skeleton height={16} radius="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))
              ) : message ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount} py="xl">
                    <Text ta="center" c={showError ? 'red' : 'dimmed'} data-table-state={showError ? 'error' : 'empty'}>
                      {message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : error !== undefined && !loading ? null : (
                rows.map((row) => {
                  const extra = renderExtraRow?.(row.original);
                  return (
                    <Fragment key={row.id}>
                      <Table.Tr bg={row.getIsSelected() ? 'var(--mantine-color-blue-light)' : undefined}>
                        {selectable && (
                          <Table.Td>
                            <Checkbox
                              aria-label={t('selectRow')}
                              size="xs"
                              checked={row.getIsSelected()}
                              onChange={row.getToggleSelectedHandler()}
                            />
                          </Table.Td>
                        )}
                        {expandable && (
                          <Table.Td>
                            {row.getCanExpand() && (
                              <ActionIcon
                                variant="subtle"
                                size="sm"
                                aria-label={row.getIsExpanded() ? t('collapse') : t('expand')}
                                aria-expanded={row.getIsExpanded()}
                                onClick={() => row.toggleExpanded()}
                              >
                                {row.getIsExpanded() ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                              </ActionIcon>
                            )}
                          </Table.Td>
                        )}
                        {columns.map((column) => (
                          <Table.Td key={column.id} ta={column.align} style={pinnedStyle(column)}>
                            {column.cell ? column.cell(row.original) : String(column.value?.(row.original) ?? '')}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                      {expandable && row.getIsExpanded() && (
                        <Table.Tr>
                          <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-light)">
                            {renderExpanded(row.original)}
                          </Table.Td>
                        </Table.Tr>
                      )}
                      {extra !== null && extra !== undefined && (
                        <Table.Tr>
                          <Table.Td colSpan={columnCount}>{extra}</Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })
              )}
            </Table.Tbody>
            {totals !== undefined && page && page.totalCount > 0 && !showError && (
              <Table.Tfoot>
                <Table.Tr fw={700} data-testid="table-totals">
                  {selectable && <Table.Td />}
                  {expandable && <Table.Td />}
                  {columns.map((column) => (
                    <Table.Td key={column.id} ta={column.align} style={pinnedStyle(column)}>
                      {column.cell ? column.cell(totals) : String(column.value?.(totals) ?? '')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      </Box>
      {page && total > 0 && !showError && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="table-range">
            {t('range', { from: offset + 1, to: offset + items.length, total })}
          </Text>
          {total > pageSize && (
            <Pagination
              size="sm"
              total={Math.ceil(total / pageSize)}
              value={Math.floor(offset / pageSize) + 1}
              onChange={(value) => setPaging({ scope, offset: (value - 1) * pageSize })}
              getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

type SortButtonProps = {
  label: string;
  sorted: false | 'asc' | 'desc';
  align: PagedColumn<never>['align'];
  onClick: () => void;
};

function SortButton({ label, sorted, align, onClick }: SortButtonProps) {
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="inherit">
      <Group gap={4} wrap="nowrap" style={{ flexDirection: align === 'right' ? 'row-reverse' : 'row' }}>
        {label}
        <Icon size={14} opacity={sorted ? 1 : 0.4} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * A pinned column sits on the rows it covers while they scroll under it, so it needs its own
 * opaque background and a shadow on its scrolling side.
 */
function pinnedStyle(column: PagedColumn<never>): CSSProperties | undefined {
  if (column.pinned !== 'right') return undefined;
  return {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    background: 'var(--mantine-color-body)',
    boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
  };
}
