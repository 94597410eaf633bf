import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconCopy, IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dropdown, TOAST_KINDS, toast, useAlert, useConfirm } from '../../ui/overlays';

type Answer = 'none' | 'confirmed' | 'cancelled';

/** The /ui/ui-test section of dropdowns (click, hover, sticky), confirm and alert dialogs, and toasts. */
export function OverlaysSection() {
  const { t } = useTranslation('overlays');
  const confirm = useConfirm();
  const alert = useAlert();
  const [answer, setAnswer] = useState<Answer>('none');
  const [lastAction, setLastAction] = useState<string | null>(null);

  const items = (
    <>
      <Dropdown.Item leftSection={<IconCopy size={16} />} onClick={() => setLastAction(t('demo.duplicate'))}>
        {t('demo.duplicate')}
      </Dropdown.Item>
      <Dropdown.Item leftSection={<IconArchive size={16} />} onClick={() => setLastAction(t('demo.archive'))}>
        {t('demo.archive')}
      </Dropdown.Item>
    </>
  );
  const opener = (label: string) => (
    <Button variant="default" rightSection={<IconChevronDown size={14} />}>
      {label}
    </Button>
  );

  return (
    <Paper withBorder p="md" component="section" aria-label={t('demo.title')}>
      <Stack gap="md">
        <Title order={3}>{t('demo.title')}</Title>

        <Stack gap="xs">
          <Title order={4}>{t('demo.dropdowns')}</Title>
          <Group gap="sm">
            <Dropdown target={opener(t('demo.onClick'))}>{items}</Dropdown>
            <Dropdown target={opener(t('demo.onHover'))} openOnHover>
              {items}
            </Dropdown>
            <Dropdown target={opener(t('demo.sticky'))} sticky width={260}>
              {(close) => (
                <Stack gap="xs" p="xs">
                  <Text size="sm">{t('demo.stickyText')}</Text>
                  <Button size="xs" variant="light" onClick={close}>
                    {t('demo.closeDropdown')}
                  </Button>
                </Stack>
              )}
            </Dropdown>
          </Group>
          <Text size="sm" c="dimmed" data-testid="dropdown-last-action">
            {lastAction ? t('demo.lastAction', { action: lastAction }) : t('demo.noAction')}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Title order={4}>{t('demo.dialogs')}</Title>
          <Group gap="sm">
            <Button
              variant="default"
              aria-haspopup="dialog"
              onClick={async () => {
                const confirmed = await confirm({
                  title: t('demo.confirmTitle'),
                  message: t('demo.confirmMessage'),
                  confirmLabel: t('demo.confirmLabel'),
                  danger: true,
                });
                setAnswer(confirmed ? 'confirmed' : 'cancelled');
              }}
            >
              {t('demo.openConfirm')}
            </Button>
            <Button
              variant="default"
              aria-haspopup="dialog"
              onClick={() => void alert({ title: t('demo.alertTitle'), message: t('demo.alertMessage') })}
            >
              {t('demo.openAlert')}
            </Button>
          </Group>
          <Text size="sm" data-testid="confirm-answer">
            {t(`demo.answer.${answer}`)}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Title order={4}>{t('demo.toasts')}</Title>
          <Group gap="sm">
            {TOAST_KINDS.map((kind) => (
              <Button key={kind} variant="default" onClick={() => toast(kind, t(`demo.toast.${kind}`))}>
                {t(`demo.show.${kind}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
