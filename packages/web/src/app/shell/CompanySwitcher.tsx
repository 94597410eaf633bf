import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMPANY_SWITCHER_MIN_CHARS, UNITS_LIST_LIMIT } from '@fjord/domain';
import { graphql } from '../../gql';
import { Autocomplete } from '../../ui/inputs';
import { switchUnit } from '../unit-switch';

export const CurrentUserUnitsDocument = graphql(`
  query CurrentUserUnits($term: String, $limit: Int) {
    currentUserUnits(term: $term, limit: $limit) {
      id
      name
    }
  }
`);

/**
 * The company switcher: the user's companies, filtered by name,
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
  // The kit's autocomplete debounces the term; it also filters the answer at once while typing.
  const [term, setTerm] = useState('');
  const { data, loading } = useQuery(CurrentUserUnitsDocument, {
    variables: { term: term || null, limit: UNITS_LIST_LIMIT },
  });
  const options = (data?.currentUserUnits ?? [])
    .filter((unit) => unit.id !== currentUnitId)
    .map((unit) => ({ value: unit.id, label: unit.name }));

  return (
    <Autocomplete
      size="xs"
      w={width}
      aria-label={t('header.changeCompany')}
      placeholder={t('header.changeCompany')}
      leftSection={<IconSearch size={16} />}
      minChars={COMPANY_SWITCHER_MIN_CHARS}
      value={null}
      options={options}
      onSearch={setTerm}
      filter
      loading={loading}
      clearOnSelect
      onChange={(unitId) => {
        if (unitId) void switchUnit(unitId);
      }}
    />
  );
}
