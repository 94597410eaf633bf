import type { ComponentProps, ComponentType, ReactNode } from 'react';
import {
  Checkbox,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
  type CheckboxProps,
  type PasswordInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useController, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SELECT_MIN_WIDTH_PX, TEXTAREA_ROWS } from '@fjord/domain';
import { formErrorText } from './error-text';

/** The field's error as text, worded with its label ("Name is required"). */
export function useFieldErrorText(error: FieldError | undefined, label: ReactNode): string | undefined {
  const { t } = useTranslation();
  const text = typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;
  return formErrorText(t, error?.message, text);
}

/**
 * What every form field hands its input: name, ref, value, change and blur handlers, and the
 * translated error. `empty` is what a missing value shows as ('' for text, null for choices).
 */
function useBoundField<Empty>(name: string, label: ReactNode, empty: Empty) {
  const { field, fieldState } = useController({ name });
  const error = useFieldErrorText(fieldState.error, label);
  return {
    label,
    name: field.name,
    ref: field.ref,
    value: field.value ?? empty,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error,
  };
}

type Named = { name: string };
type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'error';

export function FormTextInput({ name, label, ...props }: Named & Omit<TextInputProps, Controlled>) {
  const bound = useBoundField(name, label, '');
  return <TextInput {...props} {...bound} />;
}

export function FormPasswordInput({ name, label, ...props }: Named & Omit<PasswordInputProps, Controlled>) {
  const bound = useBoundField(name, label, '');
  return <PasswordInput {...props} {...bound} />;
}

/** Three rows to start with, growing with its text. */
export function FormTextarea({ name, label, ...props }: Named & Omit<TextareaProps, Controlled>) {
  const bound = useBoundField(name, label, '');
  return <Textarea rows={TEXTAREA_ROWS} minRows={TEXTAREA_ROWS} {...props} {...bound} />;
}

/** A choice from a list; the value is the option's value or null. */
export function FormSelect({ name, label, ...props }: Named & Omit<SelectProps, Controlled>) {
  const bound = useBoundField(name, label, null);
  return <Select miw={SELECT_MIN_WIDTH_PX} {...props} {...bound} onChange={(value) => bound.onChange(value)} />;
}

export function FormCheckbox({ name, label, ...props }: Named & Omit<CheckboxProps, Controlled | 'checked'>) {
  const bound = useBoundField(name, label, false);
  return (
    <Checkbox
      {...props}
      {...bound}
      value={undefined}
      checked={Boolean(bound.value)}
      onChange={(event) => bound.onChange(event.currentTarget.checked)}
    />
  );
}

/** What FormField hands the input; the kit's inputs (ui/inputs) take exactly these. */
type InputContract = {
  value: never;
  onChange: (value: never) => void;
  onBlur?: () => void;
  error?: ReactNode;
  label?: ReactNode;
  name?: string;
};

type AnyInput = ComponentType<any>;

export type FormFieldProps<C extends AnyInput> = Named & {
  component: C;
} & Omit<ComponentProps<C>, keyof InputContract | 'ref'> & { label?: ReactNode };

/**
 * Any value/onChange input as a form field, e.g.
 * <FormField name="amount" label={t('amount')} component={AmountInput} positiveOnly />.
 */
export function FormField<C extends AnyInput>({ name, component, label, ...props }: FormFieldProps<C>) {
  const Input = component as ComponentType<Record<string, unknown>>;
  const bound = useBoundField(name, label, null);
  return <Input {...props} {...bound} />;
}
