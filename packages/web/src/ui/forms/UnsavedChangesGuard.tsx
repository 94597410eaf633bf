import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router';
import { lazyPart } from '../update/lazy-part';
import { NativeLeaveQuestion } from './NativeLeaveQuestion';

// The dialog (Mantine's Modal) is fetched the first time a navigation is held, not with every form.
const LeaveDialog = lazyPart(
  async () => (await import('./LeaveDialog')).LeaveDialog,
  'leave-dialog',
  NativeLeaveQuestion,
);

type Props = {
  /** Unsaved changes exist. */
  when: boolean;
  /** Saves; answers whether it worked (the navigation then continues). */
  onSave: () => Promise<boolean>;
  /** Throws the changes away before the navigation continues. */
  onDiscard: () => void;
};

/**
 * Whether a navigation takes the user away from what they are editing. A replace of the same path
 * is the page writing its own state to the address (a table's filters landing after typing pauses,
 * a notice closed): the page and its forms stay as they are, so it goes through, whenever it lands.
 * Another path, or a new history entry with other parameters (a link, Back), leaves.
 */
function leavesPage({ currentLocation, nextLocation, historyAction }: Parameters<BlockerFunction>[0]): boolean {
  if (currentLocation.pathname !== nextLocation.pathname) return true;
  return historyAction !== NavigationType.Replace && currentLocation.search !== nextLocation.search;
}

/**
 * A warning before leaving with unsaved changes (save or discard): in-app navigation
 * is held (react-router's useBlocker) behind a choice of Save, Discard or Cancel; closing or
 * reloading the tab gets the browser's own question. Needs a data router.
 */
export function UnsavedChangesGuard({ when, onSave, onDiscard }: Props) {
  const [saving, setSaving] = useState(false);
  const active = useRef(when);
  useEffect(() => {
    active.current = when;
  }, [when]);

  // Read at navigation time: a save that navigates on success is not held up by stale state.
  const shouldBlock = useCallback<BlockerFunction>((navigation) => active.current && leavesPage(navigation), []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';

  async function save() {
    setSaving(true);
    const saved = await onSave().catch(() => false);
    setSaving(false);
    if (blocker.state !== 'blocked') return;
    if (saved) {
      active.current = false;
      blocker.proceed();
    } else blocker.reset();
  }

  function discard() {
    active.current = false;
    onDiscard();
    blocker.proceed?.();
  }

  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        opened
        saving={saving}
        onCancel={() => blocker.reset?.()}
        onDiscard={discard}
        onSave={() => void save()}
      />
    </Suspense>
  );
}
