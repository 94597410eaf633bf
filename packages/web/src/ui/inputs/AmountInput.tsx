import { useState, type KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props';
import { decimalSeparator, formatAmount, insertText, parseAmount, sanitizeAmount } from './parse/amount';
import type { Typed } from './parse/caret';
import { useKeptCaret } from './use-kept-caret';

export type AmountInputProps = FieldProps & {
  /** A canonical decimal string with a point ("1234.50"); null only with allowBlank. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The sign is ignored. */
  positiveOnly?: boolean;
  /** Empty is null; otherwise empty is "0". */
  allowBlank?: boolean;
  /** At most this many decimals can be typed. */
  decimals?: number;
  /** Thousands are grouped when the field is not being edited. */
  grouping?: boolean;
};

/**
 * An amount typed with the locale's decimal separator. The numpad's decimal key
 * gives the locale's separator whatever the keyboard layout makes of it, a Unicode minus is a
 * hyphen, and everything else is stripped. The value is a decimal string, never a float.
 */
export function AmountInput({
  value,
  onChange,
  positiveOnly = false,
  allowBlank = false,
  decimals,
  grouping = false,
  onBlur,
  ref,
  ...field
}: AmountInputProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const options = { locale, positiveOnly, allowBlank, decimals };
  const keepCaret = useKeptCaret();
  const [text, setText] = useState(formatAmount(value, locale, grouping));
  const [shown, setShown] = useState({ value, locale });

  // A value from outside, or a language switch, shows the value anew.
  if (value !== shown.value || locale !== shown.locale) {
    setShown({ value, locale });
    if (locale !== shown.locale || parseAmount(text, options) !== value) setText(formatAmount(value, locale, grouping));
  }

  /** What was typed into `input`: its own value after an input event, or what a handled key typed. */
  const change = (input: HTMLInputElement, typed?: Typed) => {
    const clean = sanitizeAmount(typed?.text ?? input.value, options);
    keepCaret(input, clean, typed);
    setText(clean);
    const next = parseAmount(clean, options);
    setShown({ value: next, locale });
    if (next !== value) onChange(next);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.code !== 'NumpadDecimal') return;
    // Some layouts give "." on the numpad even where the decimal separator is a comma.
    event.preventDefault();
    const input = event.currentTarget;
    const typed = insertText(
      input.value,
      input.selectionStart ?? input.value.length,
      input.selectionEnd ?? input.value.length,
      decimalSeparator(locale),
    );
    change(input, typed);
  };

  return (
    <TextInput
      {...field}
      ref={ref}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      styles={{ input: { textAlign: 'right' } }}
      onChange={(event) => change(event.currentTarget)}
      onKeyDown={keyDown}
      onBlur={() => {
        // Leaving an empty field that may not be blank makes it 0 on screen and in the value.
        const next = parseAmount(text, options);
        setText(formatAmount(next, locale, grouping));
        setShown({ value: next, locale });
        if (next !== value) onChange(next);
        onBlur?.();
      }}
    />
  );
}
