import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { labelText, type FieldProps } from './field-props';
import { parseDate, type DateParse } from './parse/date';

export type DateInputProps = FieldProps & {
  /** "YYYY-MM-DD" or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** A calendar button beside the text (the browser's own date picker). */
  calendar?: boolean;
};

const valueOf = (parsed: DateParse) => (parsed.kind === 'valid' ? parsed.value : null);

/**
 * A date typed as text: "2024-1-5" and "20240105" become "2024-01-05" when the
 * field is left. An entry that is not a real date keeps its text, so it can be corrected, shows the
 * invalid-date message and gives the value null.
 */
export function DateInput({ value, onChange, calendar = true, error, onBlur, ...field }: DateInputProps) {
  const { t } = useTranslation('inputs');
  const pickerRef = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);

  // A value set from outside (a form reset, a loaded record) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (valueOf(parseDate(text)) !== value) {
      setText(value ?? '');
      setInvalid(false);
    }
  }

  const change = (next: string) => {
    setText(next);
    setInvalid(false);
    const nextValue = valueOf(parseDate(next));
    setShown(nextValue);
    if (nextValue !== value) onChange(nextValue);
  };

  const commit = () => {
    const parsed = parseDate(text);
    if (parsed.kind === 'valid') setText(parsed.value);
    setInvalid(parsed.kind === 'invalid');
  };

  const openPicker = () => {
    try {
      pickerRef.current?.showPicker();
    } catch {
      // Browsers without showPicker still take the date typed as text.
    }
  };

  const invalidMessage = t(['validation:messages.date', 'date.invalid'], {
    field: labelText(field.label, t('date.field')),
  });

  return (
    <TextInput
      {...field}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={field.placeholder ?? t('date.placeholder')}
      error={error ?? (invalid ? invalidMessage : undefined)}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => {
        commit();
        onBlur?.();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
      }}
      rightSection={
        calendar && !field.disabled && !field.readOnly ? (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('date.openCalendar')}
              onClick={openPicker}
            >
              <IconCalendar size={16} />
            </ActionIcon>
            {/* Invisible but rendered: showPicker needs a laid-out date input to anchor to. */}
            <input
              ref={pickerRef}
              id={pickerId}
              type="date"
              tabIndex={-1}
              aria-hidden
              value={value ?? ''}
              onChange={(event) => change(event.currentTarget.value)}
              style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0 }}
            />
          </>
        ) : undefined
      }
    />
  );
}
