import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../update/lazy-part';
import { openDialogs, subscribeDialogs } from './dialogs';
import { NativeDialog } from './NativeDialog';

// Mantine's Modal is fetched with the first dialog, not before every page.
const DialogModal = lazyPart(async () => (await import('./DialogModal')).DialogModal, 'dialogs', NativeDialog);

/** Shows the confirm and alert dialogs asked for through ./dialogs, the newest on top. */
export function DialogsHost() {
  const dialogs = useSyncExternalStore(subscribeDialogs, openDialogs, openDialogs);
  if (dialogs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {dialogs.map((dialog, index) => (
        <DialogModal key={dialog.id} dialog={dialog} zIndex={300 + index} />
      ))}
    </Suspense>
  );
}
