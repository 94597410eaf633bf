import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The toast container (with its transitions) is fetched with the first toast, not before every page.
const ToastContainer = lazy(async () => ({ default: (await import('./ToastContainer')).ToastContainer }));

/** Where the toasts of ./toasts appear; mounted once the first one is asked for, then kept. */
export function ToastsHost() {
  const { notifications, queue } = useNotifications();
  const [started, setStarted] = useState(false);
  if (!started && notifications.length + queue.length > 0) setStarted(true);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
