import { useEffect } from 'react';
import type { OpenDialog } from './dialogs';

/**
 * The browser's own confirm or alert for a dialog whose chunk could not be fetched: the question is
 * still asked and answered, with the title and a plain-text message.
 */
export function NativeDialog({ dialog }: { dialog: OpenDialog; zIndex: number }) {
  useEffect(() => {
    const { title, message } = dialog.options;
    const text = [title, typeof message === 'string' ? message : null].filter(Boolean).join('\n\n');
    if (dialog.kind === 'confirm') dialog.answer(window.confirm(text));
    else {
      window.alert(text);
      dialog.answer();
    }
  }, [dialog]);
  return null;
}
