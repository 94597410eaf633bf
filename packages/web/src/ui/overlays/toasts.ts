import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS } from '@fjord/domain';

/**
 * Toasts of the four kinds "Popups, dialogs and notices"; clicking one closes it.
 * Errors stay longer so the user can read them.
 */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export const TOAST_KINDS: readonly ToastKind[] = ['info', 'success', 'warning', 'error'];

const COLORS: Record<ToastKind, string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

export function toastDuration(kind: ToastKind): number {
  return kind === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS;
}

export function toast(kind: ToastKind, message: string, options: { title?: string; id?: string } = {}): string {
  const id = options.id ?? `toast-${kind}-${message}`;
  // A toast with the id of one still shown is ignored: the same message from two failing queries shows once.
  return notifications.show({
    id,
    message,
    title: options.title,
    color: COLORS[kind],
    autoClose: toastDuration(kind),
    withBorder: true,
    style: { cursor: 'pointer' },
    onClick: () => notifications.hide(id),
  });
}
