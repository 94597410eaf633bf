import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { yearChoices } from './report-year';

/** The year a report shows: this year and the nine before it. */
export function YearSelect({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('paycheckReports');
  return (
    <Select
      label={t('year')}
      data={yearChoices(year).map(String)}
      value={String(year)}
      onChange={(value) => value && onChange(Number(value))}
      allowDeselect={false}
      w={120}
    />
  );
}
