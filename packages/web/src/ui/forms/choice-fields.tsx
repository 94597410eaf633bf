import { Checkbox, Select, Textarea, type CheckboxProps, type SelectProps, type TextareaProps } from '@mantine/core';
import { SELECT_MIN_WIDTH_PX, TEXTAREA_ROWS } from '@fjord/domain';
import { useBoundField, type Controlled, type Named } from './fields';

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
