import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentMonth, monthName, yearChoices } from './period';

type Props = {
  year: number;
  /** Null while the page works out its default month. */
  month: number | null;
  onYear: (year: number) => void;
  onMonth: (month: number) => void;
  /** A replacement's month is the replaced message's: it cannot be chosen. */
  disabled?: boolean;
};

/** A month to report or preview: its year (five back to this one) and its month by name. */
export function MonthChoice({ year, month, onYear, onMonth, disabled = false }: Props) {
  const { t, i18n } = useTranslation('altinnReports');
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: monthName({ year, month: index + 1 }, i18n.language),
  }));
  return (
    <Group align="flex-end" gap="md">
      <Select
        label={t('fields.year')}
        data={yearChoices(currentMonth().year, year).map(String)}
        value={String(year)}
        onChange={(value) => value && onYear(Number(value))}
        allowDeselect={false}
        disabled={disabled}
        w={140}
      />
      <Select
        label={t('fields.month')}
        data={months}
        value={month === null ? null : String(month)}
        onChange={(value) => value && onMonth(Number(value))}
        allowDeselect={false}
        disabled={disabled}
        w={200}
      />
    </Group>
  );
}
