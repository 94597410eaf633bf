import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AUTOCOMPLETE_LIST_MAX_WIDTH_PX, AUTOCOMPLETE_LIST_MIN_HEIGHT_PX } from '@fjord/domain';
import { useTranslation } from 'react-i18next';

export type SearchOption = { value: string; label: string; description?: string };

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  options: SearchOption[];
  onSelect: (option: SearchOption) => void;
  /** Spec 001 §5.3: the list stays empty below this many typed characters. */
  minChars: number;
  loading?: boolean;
  placeholder?: string;
  label?: string;
  ariaLabel?: string;
  size?: 'xs' | 'sm' | 'md';
  width?: number | string;
};

/** A text field whose suggestions come from the server; the choice must come from the list. */
export function SearchAutocomplete(props: Props) {
  const { search, onSearchChange, options, onSelect, minChars, loading, size = 'sm' } = props;
  const { t } = useTranslation('shell');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const tooShort = search.trim().length < minChars;

  const submit = (value: string) => {
    const option = options.find((candidate) => candidate.value === value);
    if (option) onSelect(option);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit}>
      <Combobox.Target>
        <TextInput
          size={size}
          w={props.width}
          label={props.label}
          aria-label={props.label ? undefined : (props.ariaLabel ?? props.placeholder)}
          placeholder={props.placeholder}
          value={search}
          leftSection={<IconSearch size={16} />}
          rightSection={loading ? <Loader size={16} /> : null}
          onChange={(event) => {
            onSearchChange(event.currentTarget.value);
            combobox.resetSelectedOption();
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown miw={Math.max(AUTOCOMPLETE_LIST_MAX_WIDTH_PX, 260)}>
        <Combobox.Options mah={AUTOCOMPLETE_LIST_MIN_HEIGHT_PX * 1.5} style={{ overflowY: 'auto' }}>
          {tooShort ? (
            <Combobox.Empty>{t('autocomplete.typeMore', { count: minChars })}</Combobox.Empty>
          ) : options.length === 0 ? (
            <Combobox.Empty>{loading ? t('common:loading') : t('autocomplete.noMatches')}</Combobox.Empty>
          ) : (
            options.map((option) => (
              <Combobox.Option value={option.value} key={option.value}>
                <Group gap={4} wrap="nowrap" justify="space-between">
                  <Text size="sm">{option.label}</Text>
                  {option.description && (
                    <Text size="xs" c="dimmed">
                      {option.description}
                    </Text>
                  )}
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
