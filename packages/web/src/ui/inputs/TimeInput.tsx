import { useId, useRef, useState, type FocusEvent } from 'react';
import { Group, Input, Text, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props';
import { composeTime, padTimeField, sanitizeTimeField, splitTime, type TimeField, type TimeFields } from './parse/time';
import { useKeptCaret } from './use-kept-caret';

export type TimeInputProps = FieldProps & {
  /** "HH:mm", or "HH:mm:ss" with seconds; null until hours and minutes are filled. */
  value: string | null;
  onChange: (value: string | null) => void;
  withSeconds?: boolean;
};

const FIELD_WIDTH = '3.25rem';

/**
 * Hours and minutes (and seconds) as separate two-digit fields: digits only, an
 * hour above 23 or minutes above 59 is cleared as typed, a single digit is padded on leaving the
 * field ("7" → "07"), and two digits move on to the next field.
 */
export function TimeInput({
  value,
  onChange,
  withSeconds = false,
  label,
  description,
  error,
  required,
  disabled,
  readOnly,
  name,
  id,
  size,
  w,
  autoFocus,
  onBlur,
  ref,
  'aria-label': ariaLabel,
}: TimeInputProps) {
  const { t } = useTranslation('inputs');
  const generatedId = useId();
  const hoursId = id ?? generatedId;
  const labelId = `${hoursId}-label`;
  const [fields, setFields] = useState<TimeFields>(() => splitTime(value));
  const [shown, setShown] = useState(value);
  const keepCaret = useKeptCaret();
  const hoursInput = useRef<HTMLInputElement>(null);
  const minutesRef = useRef<HTMLInputElement>(null);
  const secondsRef = useRef<HTMLInputElement>(null);
  const hoursRef = useMergedRef(hoursInput, ref);
  const order: TimeField[] = withSeconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes'];

  // A value set from outside replaces the fields; one that matches what is typed leaves "7" alone.
  if (value !== shown) {
    setShown(value);
    if (composeTime(fields, withSeconds) !== value) setFields(splitTime(value));
  }

  const update = (next: TimeFields) => {
    setFields(next);
    const nextValue = composeTime(next, withSeconds);
    setShown(nextValue);
    if (nextValue !== value) onChange(nextValue);
  };

  const focusNext = (field: TimeField) => {
    const next = order[order.indexOf(field) + 1];
    const input = next === 'minutes' ? minutesRef.current : next === 'seconds' ? secondsRef.current : null;
    input?.focus();
    input?.select();
  };

  const change = (field: TimeField, input: HTMLInputElement) => {
    const raw = input.value;
    const digits = sanitizeTimeField(raw, field);
    // A separator typed after one digit means that digit is the whole field: "7:" is 07.
    const separatorTyped = /[:.]/.test(raw) && digits.length === 1;
    const shownText = separatorTyped ? padTimeField(digits) : digits;
    keepCaret(input, shownText);
    update({ ...fields, [field]: shownText });
    if ((digits.length === 2 && digits !== fields[field]) || separatorTyped) focusNext(field);
  };

  // Functional: moving on to the next field blurs this one before the typed digit is rendered.
  const pad = (field: TimeField) =>
    setFields((current) =>
      current[field].length === 1 ? { ...current, [field]: padTimeField(current[field]) } : current,
    );

  const leaveGroup = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const placeholders: Record<TimeField, string> = {
    hours: t('time.hoursPlaceholder'),
    minutes: t('time.minutesPlaceholder'),
    seconds: t('time.secondsPlaceholder'),
  };

  return (
    <Input.Wrapper
      id={hoursId}
      label={label}
      description={description}
      error={error}
      required={required}
      size={size}
      labelProps={{ id: labelId }}
    >
      <Group
        gap={4}
        wrap="nowrap"
        w={w}
        role="group"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : (ariaLabel ?? t('time.field'))}
        onBlur={leaveGroup}
      >
        {order.map((field, index) => (
          <Group key={field} gap={4} wrap="nowrap">
            {index > 0 && (
              <Text span c="dimmed" aria-hidden>
                :
              </Text>
            )}
            <TextInput
              ref={field === 'hours' ? hoursRef : field === 'minutes' ? minutesRef : secondsRef}
              id={field === 'hours' ? hoursId : undefined}
              name={name ? `${name}.${field}` : undefined}
              aria-label={t(`time.${field}`)}
              placeholder={placeholders[field]}
              inputMode="numeric"
              autoComplete="off"
              w={FIELD_WIDTH}
              size={size}
              disabled={disabled}
              readOnly={readOnly}
              autoFocus={autoFocus && field === 'hours'}
              error={Boolean(error)}
              value={fields[field]}
              onChange={(event) => change(field, event.currentTarget)}
              onFocus={(event) => event.currentTarget.select()}
              onBlur={() => pad(field)}
            />
          </Group>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
