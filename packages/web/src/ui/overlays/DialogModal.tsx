import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpenDialog } from './dialogs';

/** One confirm or alert dialog of ./dialogs. */
export function DialogModal({ dialog, zIndex }: { dialog: OpenDialog; zIndex: number }) {
  const { t } = useTranslation('overlays');
  const dismiss = () => (dialog.kind === 'confirm' ? dialog.answer(false) : dialog.answer());
  const message =
    typeof dialog.options.message === 'string' ? <Text mb="lg">{dialog.options.message}</Text> : dialog.options.message;
  return (
    <Modal opened onClose={dismiss} title={dialog.options.title} centered zIndex={zIndex}>
      {message}
      <Group justify="flex-end" mt="md">
        {dialog.kind === 'confirm' ? (
          <>
            {/* A dangerous question starts on Cancel, so Enter does not destroy anything. */}
            <Button
              variant="default"
              onClick={() => dialog.answer(false)}
              data-autofocus={dialog.options.danger || undefined}
            >
              {dialog.options.cancelLabel ?? t('cancel')}
            </Button>
            <Button
              color={dialog.options.danger ? 'red' : undefined}
              onClick={() => dialog.answer(true)}
              data-autofocus={!dialog.options.danger || undefined}
            >
              {dialog.options.confirmLabel ?? t('confirm')}
            </Button>
          </>
        ) : (
          <Button onClick={() => dialog.answer()} data-autofocus>
            {dialog.options.okLabel ?? t('ok')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
