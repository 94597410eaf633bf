import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveDialogProps } from './LeaveDialog';

/**
 * The browser's own question for a held navigation when the leave dialog's chunk could not be
 * fetched: leave without saving, or stay with the changes (never leave with them silently lost).
 */
export function NativeLeaveQuestion({ onCancel, onDiscard }: LeaveDialogProps) {
  const { t } = useTranslation('forms');
  useEffect(() => {
    if (window.confirm(t('unsaved.leaveWithoutSaving'))) onDiscard();
    else onCancel();
    // Asked once per held navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
