import { Button, Group, type ButtonProps, type MantineSpacing } from '@mantine/core';
import { useFormContext, useFormState } from 'react-hook-form';
import { ThrottledButton, type ThrottledButtonProps } from './ThrottledButton';
import { resetToSaved, useFormValid } from './use-app-form';

type SubmitButtonProps = ThrottledButtonProps & {
  /** Disabled until the inputs pass the form's rules (the login form). */
  disabledUntilValid?: boolean;
};

/** The form's submit: throttled, loading while saving. */
export function SubmitButton({ disabledUntilValid = false, disabled, ...props }: SubmitButtonProps) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  const valid = useFormValid(control);
  return (
    <ThrottledButton
      type="submit"
      loading={isSubmitting}
      disabled={disabled || (disabledUntilValid && !valid)}
      {...props}
    />
  );
}

/** Back to the saved copy; disabled while there is nothing to undo. */
export function ResetButton(props: ButtonProps & { children: React.ReactNode }) {
  const form = useFormContext();
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  return (
    <Button
      variant="default"
      type="button"
      disabled={!isDirty || isSubmitting}
      onClick={() => resetToSaved(form)}
      {...props}
    />
  );
}

type FormActionsProps = { resetLabel: string; submitLabel: string; mt?: MantineSpacing };

/** Reset and save under a page's form, at its right edge. */
export function FormActions({ resetLabel, submitLabel, mt = 'md' }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <ResetButton>{resetLabel}</ResetButton>
      <SubmitButton>{submitLabel}</SubmitButton>
    </Group>
  );
}
