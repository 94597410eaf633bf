import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, UNITS_LIST_LIMIT } from '@fjord/domain';
import { graphql } from '../../gql';
import { switchUnit } from '../unit-switch';
import { SearchAutocomplete } from './SearchAutocomplete';

export const CurrentUserUnitsDocument = graphql(`
  query CurrentUserUnits($term: String, $limit: Int) {
    currentUserUnits(term: $term, limit: $limit) {
      id
      name
    }
  }
`);

/**
 * The company switcher (spec 000 §2 "Application shell"): the user's companies, filtered by name,
 * offered from the first keystroke (minimum 0 characters).
 */
export function CompanySwitcher({
  currentUnitId,
  width = 240,
}: {
  currentUnitId: string | null;
  width?: number | string;
}) {
  const { t } = useTranslation('shell');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const { data, loading } = useQuery(CurrentUserUnitsDocument, {
    variables: { term: term || null, limit: UNITS_LIST_LIMIT },
  });
  const needle = search.trim().toLowerCase();
  const options = (data?.currentUserUnits ?? [])
    .filter((unit) => unit.id !== currentUnitId && unit.name.toLowerCase().includes(needle))
    .map((unit) => ({ value: unit.id, label: unit.name }));

  return (
    <SearchAutocomplete
      size="xs"
      width={width}
      minChars={0}
      placeholder={t('header.changeCompany')}
      search={search}
      onSearchChange={setSearch}
      options={options}
      loading={loading}
      onSelect={(option) => {
        setSearch('');
        void switchUnit(option.value);
      }}
    />
  );
}
