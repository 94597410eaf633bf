import { useState } from 'react';
import { TextInput } from '@mantine/core';
import type { FieldProps } from './field-props';
import { formatInteger, parseInteger, sanitizeInteger, type IntegerParse } from './parse/integer';
import { useKeptCaret } from './use-kept-caret';

export type IntegerInputProps = FieldProps & {
  value: number | null;
  onChange: (value: number | null) => void;
};

const valueOf = (parsed: IntegerParse) => (parsed.kind === 'valid' ? parsed.value : null);

/**
 * A whole number with an optional minus; other characters are not taken; empty is
 * null. A minus is always kept: where a field takes no negatives, its rule refuses the value with a
 * message, where dropping the sign would save a different number than the one typed.
 */
export function IntegerInput({ value, onChange, onBlur, ...field }: IntegerInputProps) {
  const [text, setText] = useState(formatInteger(value));
  const [shown, setShown] = useState(value);
  const keepCaret = useKeptCaret();

  if (value !== shown) {
    setShown(value);
    if (valueOf(parseInteger(text)) !== value) setText(formatInteger(value));
  }

  const change = (input: HTMLInputElement) => {
    const clean = sanitizeInteger(input.value);
    const parsed = parseInteger(clean);
    // Beyond the safe integers a number is no longer exact: the keystroke is not taken.
    if (parsed.kind === 'invalid') {
      keepCaret(input, text);
      return;
    }
    keepCaret(input, clean);
    setText(clean);
    const next = valueOf(parsed);
    setShown(next);
    if (next !== value) onChange(next);
  };

  return (
    <TextInput
      {...field}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => change(event.currentTarget)}
      onBlur={() => {
        setText(formatInteger(valueOf(parseInteger(text))));
        onBlur?.();
      }}
    />
  );
}
