import { useEffect, useEffectEvent, useState, type ReactNode, type UIEvent } from 'react';
import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_LIST_MAX_WIDTH_PX,
  AUTOCOMPLETE_LIST_MIN_HEIGHT_PX,
  AUTOCOMPLETE_MIN_CHARS,
} from '@fjord/domain';
import type { FieldProps } from './field-props';
import { belowMinimum, filterOptions, isNearEnd, type AutocompleteOption } from './parse/autocomplete';

export type AutocompleteProps<T extends AutocompleteOption = AutocompleteOption> = FieldProps & {
  /** The chosen option's value, or with allowFreeText the typed text; null when nothing. */
  value: string | null;
  onChange: (value: string | null, option: T | null) => void;
  /** Local: every option, filtered here. Server-backed: the options the server answered for the term. */
  options: readonly T[];
  /**
   * Makes the field server-backed: called with the typed term, debounced, once it has minChars
   * characters; the caller loads `options` for it.
   */
  onSearch?: (term: string) => void;
  loading?: boolean;
  /** There is another page; onLoadMore is called when the list is scrolled near its end. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The list stays empty below this many typed characters (default 3). */
  minChars?: number;
  /** Keep text that was not chosen from the list. Default: only for a local list. */
  allowFreeText?: boolean;
  /** Filter `options` by case-insensitive containment. Default: only for a local list. */
  filter?: boolean;
  /** The label of `value` when it is not among the options (a server-backed field opened on a saved record). */
  valueLabel?: string;
  /** Empty the field after a choice (a switcher rather than a field). */
  clearOnSelect?: boolean;
  leftSection?: ReactNode;
  renderOption?: (option: T) => ReactNode;
};

function OptionContent({ option }: { option: AutocompleteOption }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{option.label}</Text>
      {option.description && (
        <Text size="xs" c="dimmed">
          {option.description}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The kit's autocomplete, local or server-backed. Nothing is listed below the
 * minimum typed characters; the server is asked 300 ms after typing stops; the next page is asked
 * for once the list is scrolled within two of its heights of the end. A server-backed field takes
 * its value from the list only: text that was not chosen is cleared when the field is left.
 */
export function Autocomplete<T extends AutocompleteOption = AutocompleteOption>({
  value,
  onChange,
  options,
  onSearch,
  loading = false,
  hasMore = false,
  onLoadMore,
  minChars = AUTOCOMPLETE_MIN_CHARS,
  allowFreeText = !onSearch,
  filter = !onSearch,
  valueLabel,
  clearOnSelect = false,
  leftSection,
  renderOption,
  onBlur,
  ...field
}: AutocompleteProps<T>) {
  const { t } = useTranslation('inputs');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [chosen, setChosen] = useState<T | null>(null);

  const labelOf = (candidate: string | null): string => {
    if (candidate === null) return '';
    const option = options.find((item) => item.value === candidate) ?? (chosen?.value === candidate ? chosen : null);
    return option?.label ?? valueLabel ?? (allowFreeText ? candidate : '');
  };

  const [text, setText] = useState(() => labelOf(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(labelOf(value));
  }

  const [term] = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const search = useEffectEvent((next: string) => onSearch?.(next));
  useEffect(() => {
    if (!belowMinimum(term, minChars)) search(term);
  }, [term, minChars]);

  const tooShort = belowMinimum(text, minChars);
  const visible = filter ? filterOptions(options, text) : options;

  const emit = (next: string | null, option: T | null) => {
    setShown(next);
    if (next !== value || option) onChange(next, option);
  };

  const type = (next: string) => {
    setText(next);
    combobox.resetSelectedOption();
    combobox.openDropdown();
    if (allowFreeText) emit(next === '' ? null : next, null);
    // Changed text no longer names the chosen option.
    else if (value !== null) emit(null, null);
  };

  const choose = (optionValue: string) => {
    const option = visible.find((item) => item.value === optionValue) ?? null;
    combobox.closeDropdown();
    if (!option) return;
    setChosen(option);
    setText(clearOnSelect ? '' : option.label);
    emit(option.value, option);
  };

  const leave = () => {
    combobox.closeDropdown();
    if (!allowFreeText) setText(labelOf(value));
    onBlur?.();
  };

  const scroll = (event: UIEvent<HTMLDivElement>) => {
    if (hasMore && !loading && onLoadMore && isNearEnd(event.currentTarget)) onLoadMore();
  };

  const listed = !tooShort && visible.length > 0;

  return (
    <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start">
      <Combobox.Target>
        <TextInput
          {...field}
          value={text}
          autoComplete="off"
          leftSection={leftSection}
          rightSection={loading ? <Loader size={16} /> : null}
          onChange={(event) => type(event.currentTarget.value)}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={leave}
        />
      </Combobox.Target>
      <Combobox.Dropdown maw={AUTOCOMPLETE_LIST_MAX_WIDTH_PX} hidden={field.disabled || field.readOnly}>
        <Combobox.Options
          mih={listed ? AUTOCOMPLETE_LIST_MIN_HEIGHT_PX : undefined}
          mah={AUTOCOMPLETE_LIST_MIN_HEIGHT_PX * 1.5}
          style={{ overflowY: 'auto' }}
          onScroll={scroll}
        >
          {tooShort ? (
            <Combobox.Empty>{t('autocomplete.typeMore', { count: minChars })}</Combobox.Empty>
          ) : visible.length === 0 ? (
            <Combobox.Empty>{loading ? t('autocomplete.loading') : t('autocomplete.noMatches')}</Combobox.Empty>
          ) : (
            visible.map((option) => (
              <Combobox.Option value={option.value} key={option.value} active={option.value === value}>
                {renderOption ? renderOption(option) : <OptionContent option={option} />}
              </Combobox.Option>
            ))
          )}
          {listed && loading && hasMore && (
            <Text size="xs" c="dimmed" ta="center" py={4}>
              {t('autocomplete.loadingMore')}
            </Text>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
