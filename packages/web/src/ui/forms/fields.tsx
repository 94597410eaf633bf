import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useController, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from './error-text';

/** The field's error as text, worded with its label ("Name is required"). */
export function useFieldErrorText(error: FieldError | undefined, label: ReactNode): string | undefined {
  const { t } = useTranslation();
  const text = typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;
  return formErrorText(t, error?.message, text);
}

/**
 * The form fields, one module each where the input is a larger part of Mantine (choice-fields.tsx),
 * so a page loads only the inputs it shows: the bundler splits by module, not by export.
 *
 * What every form field hands its input: name, ref, value, change and blur handlers, and the
 * translated error. `empty` is what a missing value shows as ('' for text, null for choices).
 */
export function useBoundField<Empty>(name: string, label: ReactNode, empty: Empty) {
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

export type Named = { name: string };
export type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'error';

export function FormTextInput({ name, label, ...props }: Named & Omit<TextInputProps, Controlled>) {
  const bound = useBoundField(name, label, '');
  return <TextInput {...props} {...bound} />;
}

export function FormPasswordInput({ name, label, ...props }: Named & Omit<PasswordInputProps, Controlled>) {
  const bound = useBoundField(name, label, '');
  return <PasswordInput {...props} {...bound} />;
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
