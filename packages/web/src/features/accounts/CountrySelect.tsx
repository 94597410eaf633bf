import { memo } from 'react';
import { Select } from '@mantine/core';

type Props = {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
};

/**
 * A searchable choice among the ~250 countries that must stay a list entry. Memoised because
 * Mantine's combobox is costly to re-render on every keystroke in the neighbouring fields.
 */
export const CountrySelect = memo(function CountrySelect({ onChange, ...props }: Props) {
  return (
    <Select {...props} onChange={(value) => onChange(value ?? '')} searchable allowDeselect={false} withAsterisk />
  );
});
