import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseJson, storedValue } from '../../app/stored-value';

/** The chapters of the video tutorial (spec 000 §1), each with where it starts in the video (seconds). */
export const VIDEO_GUIDE_CHAPTERS = [
  { key: 'guide', start: 0 },
  { key: 'customers', start: 1 },
  { key: 'ordersAndInvoices', start: 2 },
  { key: 'settingsAndProducts', start: 3 },
] as const;

/**
 * The users who chose "Don't show again", remembered in this browser's local storage: the server's
 * per-user settings (unit_user_settings) hold only Altinn fields today, and a column for a
 * dismissed video is not worth a migration. A user who signs in elsewhere sees it once more.
 * "*" in the list stands for every user of this browser (the e2e browsers start with it, so the
 * popup does not cover the pages other specs walk to).
 */
export const videoGuideDismissals = storedValue<string[]>('fjord.videoGuideDismissed', (raw) => {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
});

/**
 * The video popup of the Dashboard in invoicing mode (spec 000 §2): opens by itself until the
 * user ticks "Don't show again", and from the "Video guide" button at any time. The video is a
 * local placeholder (public/video-guide.webm, four seconds, one per chapter) until the real
 * tutorial is recorded.
 */
export function VideoGuide({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const dismissals = videoGuideDismissals.use();
  const dismissed = dismissals.includes(userId) || dismissals.includes('*');
  const [opened, setOpened] = useState(!dismissed);
  const [dontShow, setDontShow] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  const close = () => {
    if (dontShow && !dismissed) videoGuideDismissals.set([...videoGuideDismissals.get(), userId]);
    setOpened(false);
  };
  const play = (start: number) => {
    if (!video.current) return;
    video.current.currentTime = start;
    void video.current.play()?.catch(() => undefined);
  };

  return (
    <>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} />}
          aria-haspopup="dialog"
          onClick={() => setOpened(true)}
        >
          {t('videoGuide.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('videoGuide.title')} size="lg" centered>
        <Stack gap="md">
          <video
            ref={video}
            controls
            preload="metadata"
            poster="/video-guide-poster.svg"
            width="100%"
            aria-label={t('videoGuide.videoLabel')}
            style={{ borderRadius: 4, background: '#1864ab' }}
          >
            <source src="/video-guide.webm" type="video/webm" />
            <track
              kind="captions"
              src={t('videoGuide.captions')}
              srcLang={t('videoGuide.captionsLanguage')}
              label={t('videoGuide.captionsLabel')}
              default
            />
            {t('videoGuide.unsupported')}
          </video>
          <Text size="sm" c="dimmed">
            {t('videoGuide.placeholder')}
          </Text>
          <div>
            <Text fw={600} id="video-guide-chapters" mb={4}>
              {t('videoGuide.chapters')}
            </Text>
            <Stack gap={4} component="ol" aria-labelledby="video-guide-chapters" style={{ margin: 0, paddingLeft: 20 }}>
              {VIDEO_GUIDE_CHAPTERS.map((chapter) => (
                <li key={chapter.key}>
                  <UnstyledButton onClick={() => play(chapter.start)} c="blue.8" td="underline">
                    {t(`videoGuide.chapter.${chapter.key}`)}
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </div>
          <Group justify="space-between">
            {dismissed ? (
              <span />
            ) : (
              <Checkbox
                label={t('videoGuide.dontShowAgain')}
                checked={dontShow}
                onChange={(event) => setDontShow(event.currentTarget.checked)}
              />
            )}
            <Button onClick={close}>{t('videoGuide.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
