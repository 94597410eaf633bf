import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { Alert } from '@mantine/core';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import i18n from '../../i18n';
import { FORM_ERROR, type ServerFieldMap } from './form-error';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { resetToSaved } from './use-app-form';

type AppFormContext = { submit: () => Promise<boolean> };
const Context = createContext<AppFormContext | null>(null);

/** The enclosing AppForm's submit (validate, save, answer whether it worked). */
export function useAppFormSubmit(): () => Promise<boolean> {
  const context = useContext(Context);
  if (!context) throw new Error('useAppFormSubmit must be used inside <AppForm>');
  return context.submit;
}

export type AppFormProps<T extends FieldValues> = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> & {
  form: UseFormReturn<T>;
  /**
   * Saves valid values. Answer `false` (or throw) when it did not work; a thrown GraphQL error has
   * its validations put on the fields (query with `context: { handleErrors: false }` so the
   * Apollo error link leaves them to the form).
   */
  onSubmit: (values: T) => unknown;
  /** Server attributes named differently from the form's fields. */
  serverFields?: ServerFieldMap;
  /** Ask to save or discard before leaving with unsaved changes (default on; off for the sign-in screens). */
  leaveGuard?: boolean;
  children: ReactNode;
};

/**
 * The <form> of the kit: validation before saving, the saved copy moved forward after a successful
 * save (values typed meanwhile stay dirty), server errors on their fields, the form-level error
 * above the fields, and the unsaved-changes guard.
 */
export function AppForm<T extends FieldValues>({
  form,
  onSubmit,
  serverFields,
  leaveGuard = true,
  children,
  ...props
}: AppFormProps<T>) {
  const submitting = useRef(false);
  const latest = useRef({ onSubmit, serverFields });
  useEffect(() => {
    latest.current = { onSubmit, serverFields };
  }, [onSubmit, serverFields]);

  const submit = useCallback(async (): Promise<boolean> => {
    if (submitting.current) return false;
    submitting.current = true;
    let saved = false;
    try {
      await form.handleSubmit(async () => {
        form.clearErrors(FORM_ERROR);
        const submitted = form.getValues();
        try {
          if ((await latest.current.onSubmit(submitted)) === false) return;
        } catch (error) {
          // Only a failed save needs the error wording (and its translations), so it loads then.
          await import('./server-errors').then(
            ({ applyServerErrors }) => {
              applyServerErrors(form, error, latest.current.serverFields);
            },
            () => form.setError(FORM_ERROR, { type: 'server', message: i18n.t('errors:network') }),
          );
          return;
        }
        form.reset(submitted, { keepValues: true });
        saved = true;
      })();
    } finally {
      submitting.current = false;
    }
    return saved;
  }, [form]);

  // Its own subscription: reading form.formState here would re-render the whole page on every keystroke.
  const { errors, isDirty, isSubmitting } = useFormState({ control: form.control });
  const formError = errors.root?.server?.message;
  const context = useMemo(() => ({ submit }), [submit]);

  return (
    <Context.Provider value={context}>
      <FormProvider {...form}>
        <form
          noValidate
          {...props}
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            void submit();
          }}
        >
          {formError && (
            <Alert color="red" role="alert" mb="md" style={{ whiteSpace: 'pre-line' }}>
              {formError}
            </Alert>
          )}
          {children}
        </form>
        {leaveGuard && (
          <UnsavedChangesGuard when={isDirty && !isSubmitting} onSave={submit} onDiscard={() => resetToSaved(form)} />
        )}
      </FormProvider>
    </Context.Provider>
  );
}
