import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { toast } from '../overlays/toasts';
import { AppForm, useAppFormSubmit } from './AppForm';
import { SubmitButton } from './FormButtons';
import { LeaveDialog } from './LeaveDialog';
import type { ServerFieldMap } from './form-error';
import { resetToSaved, useAppForm } from './use-app-form';

export type FormModalProps<T extends FieldValues> = {
  /** The saved copy to edit; null closes the popup. A new record is its empty values. */
  saved: T | null;
  title: string;
  schema: z.ZodMiniType<T>;
  /**
   * Saves; throw the GraphQL error (mutate with `context: { handleErrors: false }`) to mark fields.
   * Answer `false` when the popup itself shows why nothing was saved: it stays open, with no toast.
   */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  /** The toast after a successful save; "Your changes are saved" unless the caller names what happened (e.g. created). */
  savedMessage?: string;
  serverFields?: ServerFieldMap;
  size?: string;
  /** The submit button's text when "Save" does not say what happens (e.g. "Send invitation"). */
  submitLabel?: string;
  /** Why the submit button is disabled (shown beside it and describing it); null or left out: enabled. */
  submitBlocked?: string | null;
  children: ReactNode;
};

/**
 * THE create/edit popup ("Popups, each with new and edit"): a Mantine modal holding
 * an AppForm. Saving closes it and confirms with a toast, as deleting does; closing it with unsaved
 * changes asks Save, Discard or Cancel, as leaving a page does.
 */
export function FormModal<T extends FieldValues>({ saved, title, size = 'lg', onClose, ...rest }: FormModalProps<T>) {
  // Set by the open form: closing with unsaved changes asks first.
  const closeRequestRef = useRef<null | (() => void)>(null);
  return (
    <Modal
      opened={saved !== null}
      onClose={() => (closeRequestRef.current ? closeRequestRef.current() : onClose())}
      // Escape is the body's: see ModalButtons.
      closeOnEscape={false}
      title={title}
      size={size}
      centered
    >
      {saved !== null && (
        <FormModalBody saved={saved} onClose={onClose} closeRequestRef={closeRequestRef} title={title} {...rest} />
      )}
    </Modal>
  );
}

type BodyProps<T extends FieldValues> = Omit<FormModalProps<T>, 'saved' | 'size'> & {
  saved: T;
  closeRequestRef: RefObject<null | (() => void)>;
};

function FormModalBody<T extends FieldValues>({
  saved,
  title,
  schema,
  onSubmit,
  onClose,
  savedMessage,
  serverFields,
  submitLabel,
  submitBlocked,
  closeRequestRef,
  children,
}: BodyProps<T>) {
  const { t } = useTranslation('common');
  const form = useAppForm({ schema, saved });
  return (
    <AppForm
      form={form}
      aria-label={title}
      serverFields={serverFields}
      onSubmit={async (values: T) => {
        if ((await onSubmit(values)) === false) return false;
        toast('success', savedMessage ?? t('changesSaved'));
        onClose();
      }}
    >
      <Stack>
        {children}
        <ModalButtons
          onClose={onClose}
          closeRequestRef={closeRequestRef}
          onDiscard={() => resetToSaved(form)}
          submitLabel={submitLabel}
          submitBlocked={submitBlocked ?? null}
        />
      </Stack>
    </AppForm>
  );
}

function ModalButtons({
  onClose,
  onDiscard,
  closeRequestRef,
  submitLabel,
  submitBlocked,
}: {
  onClose: () => void;
  onDiscard: () => void;
  closeRequestRef: RefObject<null | (() => void)>;
  submitLabel?: string;
  submitBlocked: string | null;
}) {
  const { t } = useTranslation('common');
  const blockedId = useId();
  const submit = useAppFormSubmit();
  const { isDirty, isSubmitting } = useFormState();
  const [leaving, setLeaving] = useState(false);
  const [saving, setSaving] = useState(false);
  const requestClose = () => (isDirty ? setLeaving(true) : onClose());
  const buttonsRef = useRef<HTMLDivElement>(null);
  // One listener decides what Escape does here: close the question if it is open, else close the popup or ask.
  // With Mantine's Escape on both the popup and the question, the keypress that opened the question also
  // reached the question's listener, which the browser calls after re-rendering, so it closed again at once.
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const target = event.target as Element | null;
      // An open dropdown in the form takes its own Escape (Mantine marks its input so).
      if (target?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
      // So does a dialog opened above the popup (a confirm asked by a field): only Escape in the popup, or
      // in its own question while that is open, is the popup's.
      const targetDialog = target?.closest?.('[role="dialog"]');
      if (!leaving && targetDialog && targetDialog !== buttonsRef.current?.closest('[role="dialog"]')) return;
      // As Cancel in the popup and in the question, Escape waits while a save runs.
      if (isSubmitting || saving) return;
      if (leaving) setLeaving(false);
      else requestClose();
    },
    { capture: true },
  );
  // The modal's own close (the ×, outside click) asks the same question as Cancel.
  useEffect(() => {
    closeRequestRef.current = isDirty ? () => setLeaving(true) : null;
    return () => {
      closeRequestRef.current = null;
    };
  }, [closeRequestRef, isDirty]);

  return (
    <>
      <Group ref={buttonsRef} justify="flex-end" gap="sm" mt="sm">
        {submitBlocked && (
          <Text id={blockedId} size="sm" c="red.8" me="auto">
            {submitBlocked}
          </Text>
        )}
        <Button variant="default" onClick={requestClose} disabled={isSubmitting}>
          {t('cancel')}
        </Button>
        <SubmitButton disabled={Boolean(submitBlocked)} aria-describedby={submitBlocked ? blockedId : undefined}>
          {submitLabel ?? t('save')}
        </SubmitButton>
      </Group>
      <LeaveDialog
        opened={leaving}
        closeOnEscape={false}
        saving={saving}
        onCancel={() => setLeaving(false)}
        onDiscard={() => {
          setLeaving(false);
          onDiscard();
          onClose();
        }}
        onSave={() => {
          setSaving(true);
          void submit().finally(() => {
            setSaving(false);
            setLeaving(false);
          });
        }}
      />
    </>
  );
}
