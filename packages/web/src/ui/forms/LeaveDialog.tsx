import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LeaveDialogProps = {
  opened: boolean;
  saving: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSave: () => void;
  /** False when the caller handles Escape itself (a popup that opens this question on Escape). */
  closeOnEscape?: boolean;
};

/** "Unsaved changes: Save, Discard or Cancel" — the one question, for leaving a page or closing a popup. */
export function LeaveDialog({ opened, saving, onCancel, onDiscard, onSave, closeOnEscape = true }: LeaveDialogProps) {
  const { t } = useTranslation('forms');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      closeOnEscape={closeOnEscape}
      title={t('unsaved.title')}
      closeButtonProps={{ 'aria-label': t('unsaved.close') }}
      centered
      zIndex={400}
    >
      <Text size="sm">{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('unsaved.cancel')}
        </Button>
        <Button variant="light" color="red" onClick={onDiscard} disabled={saving}>
          {t('unsaved.discard')}
        </Button>
        <Button onClick={onSave} loading={saving} data-autofocus>
          {t('unsaved.save')}
        </Button>
      </Group>
    </Modal>
  );
}
