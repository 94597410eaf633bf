import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labelText, type FieldProps } from './field-props';
import { TimeInput } from './TimeInput';
import { parseDate } from './parse/date';
import { isAcceptedYear, MIN_DATE_TIME_YEAR, resolveDateTime, toLocalParts, toUtcValue } from './parse/date-time';

export type DateTimeInputProps = FieldProps & {
  /** The DateTime scalar, UTC "YYYY-MM-DDTHH:mm:ssZ", or null; shown and typed in local time. */
  value: string | null;
  onChange: (value: string | null) => void;
  withSeconds?: boolean;
  /** The clock, for "today" when a rejected year has no previous value to go back to. */
  now?: () => Date;
};

const MIDNIGHT = '00:00';

function timeOf(value: string | null, withSeconds: boolean): string | null {
  const time = toLocalParts(value)?.time ?? null;
  return time && !withSeconds ? time.slice(0, 5) : time;
}

function isWhollySelectedOrEmpty(input: HTMLInputElement): boolean {
  return input.value === '' || (input.selectionStart === 0 && input.selectionEnd === input.value.length);
}

/**
 * A date and a time of day. The value changes as soon as date and time are
 * complete; a year before 1900 is rejected when the date field is left, and the value goes back to
 * what it was (or today). Backspace or Delete on the date field when its text is wholly selected or
 * already empty empties the whole value: one key clears the control, ordinary editing stays
 * character by character.
 */
export function DateTimeInput({
  value,
  onChange,
  withSeconds = false,
  now = () => new Date(),
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
  placeholder,
  onBlur,
  ref,
  'aria-label': ariaLabel,
}: DateTimeInputProps) {
  const { t } = useTranslation('inputs');
  const generatedId = useId();
  const dateId = id ?? generatedId;
  const labelId = `${dateId}-label`;
  const [dateText, setDateText] = useState(toLocalParts(value)?.date ?? '');
  const [time, setTime] = useState(timeOf(value, withSeconds));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<'invalid' | 'year' | null>(null);

  if (value !== shown) {
    setShown(value);
    setDateText(toLocalParts(value)?.date ?? '');
    setTime(timeOf(value, withSeconds));
    setProblem(null);
  }

  const emit = (next: string | null) => {
    setShown(next);
    if (next !== value) onChange(next);
  };

  /** The value of a complete entry with an accepted year; undefined while it is incomplete. */
  const completeValue = (text: string, nextTime: string | null): string | null | undefined => {
    const parsed = parseDate(text);
    if (parsed.kind === 'empty') return null;
    if (parsed.kind === 'invalid' || !nextTime || !isAcceptedYear(parsed.value)) return undefined;
    return toUtcValue(parsed.value, nextTime);
  };

  const changeDate = (text: string) => {
    setDateText(text);
    setProblem(null);
    const next = completeValue(text, time);
    if (next !== undefined) emit(next);
  };

  const changeTime = (nextTime: string | null) => {
    setTime(nextTime);
    const next = completeValue(dateText, nextTime);
    if (next !== undefined && next !== null) emit(next);
  };

  /**
   * Leaving the date: normalise it, reject an early year. The missing time is filled with midnight
   * only when leaving the whole control, not on the way into the time fields.
   */
  const commitDate = (fillTime: boolean) => {
    const parsed = parseDate(dateText);
    if (parsed.kind === 'empty') return;
    if (parsed.kind === 'invalid') {
      setProblem('invalid');
      emit(null);
      return;
    }
    if (!isAcceptedYear(parsed.value)) {
      const resolved = resolveDateTime({ date: parsed.value, time: time ?? MIDNIGHT }, value, now());
      setDateText(toLocalParts(resolved.value)?.date ?? '');
      setTime(timeOf(resolved.value, withSeconds));
      setProblem('year');
      emit(resolved.value);
      return;
    }
    setDateText(parsed.value);
    if (time === null && fillTime) {
      setTime(MIDNIGHT);
      emit(toUtcValue(parsed.value, MIDNIGHT));
    }
  };

  const clearAll = () => {
    setDateText('');
    setTime(null);
    setProblem(null);
    emit(null);
  };

  const leaveGroup = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    // A date without a time means the start of that day.
    if (time === null) commitDate(true);
    onBlur?.();
  };

  const fieldName = labelText(label, t('date.field'));
  const shownError =
    error ??
    (problem === 'invalid'
      ? t(['validation:messages.date', 'date.invalid'], { field: fieldName })
      : problem === 'year'
        ? t('dateTime.yearTooEarly', { year: MIN_DATE_TIME_YEAR })
        : undefined);

  return (
    <Input.Wrapper
      id={dateId}
      label={label}
      description={description}
      error={shownError}
      required={required}
      size={size}
      labelProps={{ id: labelId }}
    >
      <Group
        gap="xs"
        wrap="nowrap"
        w={w}
        role="group"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        onBlur={leaveGroup}
      >
        <TextInput
          ref={ref}
          id={dateId}
          name={name ? `${name}.date` : undefined}
          aria-label={t('date.field')}
          placeholder={placeholder ?? t('date.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          w="8.5rem"
          size={size}
          disabled={disabled}
          readOnly={readOnly}
          autoFocus={autoFocus}
          error={Boolean(shownError)}
          value={dateText}
          onChange={(event) => changeDate(event.currentTarget.value)}
          onBlur={() => commitDate(false)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') commitDate(true);
            if ((event.key === 'Backspace' || event.key === 'Delete') && isWhollySelectedOrEmpty(event.currentTarget)) {
              event.preventDefault();
              clearAll();
            }
          }}
        />
        <TimeInput
          value={time}
          onChange={changeTime}
          withSeconds={withSeconds}
          size={size}
          disabled={disabled}
          readOnly={readOnly}
          error={Boolean(shownError)}
          name={name ? `${name}.time` : undefined}
        />
      </Group>
    </Input.Wrapper>
  );
}
