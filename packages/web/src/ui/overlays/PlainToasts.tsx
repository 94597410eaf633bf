import { notifications, useNotifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/**
 * The toasts as plain text, for when the toast container's chunk could not be fetched: a toast often
 * reports exactly that kind of failure, so it must still be read. Each stays until closed.
 */
export function PlainToasts() {
  const { t } = useTranslation('overlays');
  const { notifications: shown } = useNotifications();
  if (shown.length === 0) return null;
  return (
    <div role="status" style={{ position: 'fixed', top: 16, right: 16, zIndex: 1000, maxWidth: 360 }}>
      {shown.map((toast) => (
        <p key={toast.id} style={{ background: 'white', border: '1px solid #868e96', padding: 8, margin: '0 0 8px' }}>
          {toast.title ? <strong>{toast.title} </strong> : null}
          {toast.message}{' '}
          <button type="button" onClick={() => notifications.hide(toast.id!)}>
            {t('close')}
          </button>
        </p>
      ))}
    </div>
  );
}
