import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Unsaved changes exist. */
  when: boolean;
  /** Saves; answers whether it worked (the navigation then continues). */
  onSave: () => Promise<boolean>;
  /** Throws the changes away before the navigation continues. */
  onDiscard: () => void;
};

/**
 * Spec 000 §2 "a warning before leaving with unsaved changes (save or discard)": in-app navigation
 * is held (react-router's useBlocker) behind a choice of Save, Discard or Cancel; closing or
 * reloading the tab gets the browser's own question. Needs a data router.
 */
export function UnsavedChangesGuard({ when, onSave, onDiscard }: Props) {
  const { t } = useTranslation('forms');
  const [saving, setSaving] = useState(false);
  const active = useRef(when);
  useEffect(() => {
    active.current = when;
  }, [when]);

  // Read at navigation time: a save that navigates on success is not held up by stale state.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
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

  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      closeButtonProps={{ 'aria-label': t('unsaved.close') }}
      centered
    >
      <Text size="sm">{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} disabled={saving}>
          {t('unsaved.cancel')}
        </Button>
        <Button variant="light" color="red" onClick={discard} disabled={saving}>
          {t('unsaved.discard')}
        </Button>
        <Button onClick={() => void save()} loading={saving} data-autofocus>
          {t('unsaved.save')}
        </Button>
      </Group>
    </Modal>
  );
}
