import { Notifications } from '@mantine/notifications';

/** The toasts on screen; a module of its own so that ToastsHost can fetch it lazily. */
export function ToastContainer() {
  return <Notifications position="top-right" limit={5} />;
}
