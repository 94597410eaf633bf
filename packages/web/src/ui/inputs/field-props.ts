import type { ReactNode, Ref } from 'react';
import type { MantineSize } from '@mantine/core';

/**
 * What every kit input takes besides value and onChange, named as Mantine and react-hook-form's
 * Controller name them, so `<Controller render={({ field, fieldState }) => <AmountInput {...field}
 * error={fieldState.error?.message} />} />` needs nothing more.
 */
export type FieldProps = {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  name?: string;
  id?: string;
  size?: MantineSize;
  w?: number | string;
  autoFocus?: boolean;
  'aria-label'?: string;
  onBlur?: () => void;
  /** The (first) text field, so a form can focus the field with an error. */
  ref?: Ref<HTMLInputElement>;
};

/** A label as plain text, for messages that name the field. */
export function labelText(label: ReactNode, fallback: string): string {
  return typeof label === 'string' || typeof label === 'number' ? String(label) : fallback;
}
