import { useState, type ReactNode } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DEBOUNCE_MS } from '@fjord/domain';
import { Autocomplete } from '../inputs/Autocomplete';
import { DateInput } from '../inputs/DateInput';
import type { AutocompleteOption } from '../inputs/parse/autocomplete';
import { useServerSearch } from '../inputs/use-server-search';
import { parseYesNo, yesNoFilterError } from '../validation';
import type { FilterState } from './use-filter-state';
import { filterKey, filterKeys, searchLabelKey, type PagedColumn } from './types';

type Props<T> = {
  columns: readonly PagedColumn<T>[];
  state: FilterState;
  invalid: readonly string[];
  /** More controls at the end of the bar (the CSV export). */
  children?: ReactNode;
};

/**
 * One input per filterable column: text (sent after typing pauses), select, yes/no, a date range, a
 * record searched on the server.
 */
export function FilterBar<T>({ columns, state, invalid, children }: Props<T>) {
  const { t } = useTranslation('table');
  const filterable = columns.filter((column) => column.filter);
  if (filterable.length === 0 && !children) return null;
  const active = Object.keys(state.raw).some((key) => filterable.some((column) => filterKeys(column).includes(key)));
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {filterable.map((column) => {
        const filter = column.filter!;
        const label = column.filterLabel ?? column.header;
        if (filter.type === 'dateRange')
          return (
            <Group key={filter.fromKey} gap="sm" align="flex-start" wrap="nowrap">
              {[
                { key: filter.fromKey, text: t('dateFrom', { label }) },
                { key: filter.toKey, text: t('dateTo', { label }) },
              ].map(({ key, text }) => (
                <DateInput
                  key={key}
                  label={text}
                  size="sm"
                  w={170}
                  value={invalid.includes(key) ? null : stringOrNull(state.raw[key])}
                  onChange={(value) => state.setFilter(key, value)}
                />
              ))}
            </Group>
          );
        const key = filterKey(column);
        const error = invalid.includes(key) ? yesNoFilterError(t) : undefined;
        if (filter.type === 'text')
          return (
            <TextFilter
              key={key}
              label={label}
              committed={typeof state.raw[key] === 'string' ? state.raw[key] : ''}
              error={error}
              onCommit={(value) => state.setFilter(key, value)}
            />
          );
        if (filter.type === 'search')
          return (
            <SearchFilter
              key={key}
              label={label}
              value={error ? null : stringOrNull(state.raw[key])}
              valueLabel={stringOrNull(state.raw[searchLabelKey(key)])}
              search={filter.search}
              minChars={filter.minChars}
              onChange={(value, chosen) => {
                state.setFilter(key, value);
                state.setFilter(searchLabelKey(key), value === null ? null : chosen);
              }}
            />
          );
        const yesNo = filter.type === 'yesNo' ? parseYesNo(state.raw[key]) : null;
        return (
          <Select
            key={key}
            label={label}
            size="sm"
            w={200}
            clearable
            placeholder={t('any')}
            error={error}
            data={
              filter.type === 'yesNo'
                ? [
                    { value: 'true', label: t('yes') },
                    { value: 'false', label: t('no') },
                  ]
                : filter.options
            }
            value={
              filter.type === 'yesNo'
                ? yesNo === null
                  ? null
                  : String(yesNo)
                : error
                  ? null
                  : stringOrNull(state.raw[key])
            }
            onChange={(value) => state.setFilter(key, filter.type === 'yesNo' ? parseYesNo(value) : value)}
          />
        );
      })}
      {active && (
        <Button variant="subtle" mt={25} leftSection={<IconFilterOff size={16} />} onClick={state.clear}>
          {t('clearFilters')}
        </Button>
      )}
      {children}
    </Group>
  );
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

type TextFilterProps = {
  label: string;
  committed: string;
  error: string | undefined;
  onCommit: (value: string) => void;
};

/**
 * A text filter keeps what is typed and commits it once typing pauses. When the committed value
 * changes from outside (a link with other filters), the input shows that value instead.
 */
function TextFilter({ label, committed, error, onCommit }: TextFilterProps) {
  const [draft, setDraft] = useState(committed);
  const [sent, setSent] = useState(committed);
  if (committed !== sent) {
    setSent(committed);
    setDraft(committed);
  }
  const commit = useDebouncedCallback((value: string) => {
    setSent(value.trim() === '' ? '' : value);
    onCommit(value.trim() === '' ? '' : value);
  }, DEFAULT_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      size="sm"
      w={220}
      leftSection={<IconSearch size={14} />}
      value={draft}
      error={error}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

type SearchFilterProps = {
  label: string;
  value: string | null;
  valueLabel: string | null;
  search: (term: string) => Promise<AutocompleteOption[]>;
  minChars?: number;
  onChange: (value: string | null, label: string | null) => void;
};

/** A record chosen from the server's answers to what is typed; emptying the text drops the filter. */
function SearchFilter({ label, value, valueLabel, search, minChars, onChange }: SearchFilterProps) {
  const { options, loading, search: ask } = useServerSearch(search);
  return (
    <Autocomplete
      label={label}
      size="sm"
      w={240}
      value={value}
      valueLabel={valueLabel ?? undefined}
      options={options}
      onSearch={ask}
      loading={loading}
      minChars={minChars}
      onChange={(next, option) => onChange(next, option?.label ?? null)}
    />
  );
}
