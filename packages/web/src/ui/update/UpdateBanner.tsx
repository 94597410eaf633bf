import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RELOAD_COUNTDOWN_S } from '@fjord/domain';

const TICK_MS = 1000;

type Props = { onUpdate: () => void; seconds?: number };

/**
 * "A new version is available": counts down and then switches, or switches at once
 * on Update. The count runs against a deadline, so a throttled background tab still ends on time.
 */
export function UpdateBanner({ onUpdate, seconds = RELOAD_COUNTDOWN_S }: Props) {
  const { t } = useTranslation('update');
  const [remaining, setRemaining] = useState(seconds);
  const latest = useRef(onUpdate);
  const done = useRef(false);

  useEffect(() => {
    latest.current = onUpdate;
  }, [onUpdate]);

  const update = useCallback(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);

  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        update();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds, update]);

  return (
    <Paper role="status" aria-live="polite" withBorder shadow="md" radius="md" p="sm" bg="blue.0">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{t('banner.text', { count: remaining })}</Text>
        <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={update}>
          {t('banner.update')}
        </Button>
      </Group>
    </Paper>
  );
}
