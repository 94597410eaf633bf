import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { VALIDATION_DEBOUNCE_MS } from '@fjord/domain';

export type AppFormOptions<T extends FieldValues> = Omit<UseFormProps<T>, 'resolver' | 'defaultValues' | 'values'> & {
  /** The rules, e.g. from ui/validation's toZodSchema or z.object({ name: zodField([...]) }). */
  schema: z.ZodMiniType<T>;
  /** The saved copy: what the form starts with, is dirty against and resets to. */
  saved: T;
};

const schemas = new WeakMap<Control<never>, z.ZodMiniType>();

/**
 * One form of the kit, react-hook-form with zod:
 *
 *   const form = useAppForm({ schema, saved: customer });
 *   <AppForm form={form} onSubmit={save}> <FormTextInput name="name" label={t('name')} /> … <SubmitButton/> </AppForm>
 *
 * The saved copy is react-hook-form's default values: `formState.isDirty` compares the inputs with
 * it deeply (typing a value back makes the form clean again), `resetToSaved(form)` returns to it,
 * and AppForm makes the submitted values the new saved copy after a successful save. A new `saved`
 * from the caller (a record loaded or refetched) replaces the saved copy and the inputs.
 * Fields validate on change, with the message shown once typing has paused VALIDATION_DEBOUNCE_MS.
 */
export function useAppForm<T extends FieldValues>({ schema, saved, ...options }: AppFormOptions<T>): UseFormReturn<T> {
  const form = useForm<T>({
    mode: 'onChange',
    reValidateMode: 'onChange',
    delayError: VALIDATION_DEBOUNCE_MS,
    ...options,
    // raw: the form keeps what was typed; schemas here check values, they do not transform them.
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>,
    defaultValues: saved as DefaultValues<T>,
    values: saved,
  });
  schemas.set(form.control as unknown as Control<never>, schema);
  return form;
}

/** Back to the saved copy (the Reset button; Discard in the leave dialog). */
export function resetToSaved<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'reset' | 'formState'>): void {
  form.reset(form.formState.defaultValues as T);
}

/**
 * Whether the current inputs pass the form's rules, known while rendering (react-hook-form's
 * isValid arrives a tick later), for a submit button that stays disabled until the form is valid.
 */
export function useFormValid<T extends FieldValues>(control: Control<T>): boolean {
  const values = useWatch({ control });
  const schema = schemas.get(control as unknown as Control<never>);
  return schema ? schema.safeParse(values).success : true;
}
