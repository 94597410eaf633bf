import { Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { lazyPart } from '../update/lazy-part';
import { PlainToasts } from './PlainToasts';

// The toast container (with its transitions) is fetched with the first toast, not before every page.
const ToastContainer = lazyPart(async () => (await import('./ToastContainer')).ToastContainer, 'toasts', PlainToasts);

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
