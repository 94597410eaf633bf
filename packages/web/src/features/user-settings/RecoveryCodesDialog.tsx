import { Alert, Button, Code, CopyButton, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The file a user keeps their recovery codes in: one a line, with what they are for. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'fjord-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** New recovery codes, shown this once: each signs in once when the phone is not at hand. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('userSettings');
  const text = codes ? recoveryCodesText(codes, t('twoFactor.codes.fileHeading')) : '';
  return (
    <Modal opened={codes !== null} onClose={onClose} title={t('twoFactor.codes.title')} size="lg" centered>
      {codes && (
        <Stack>
          <Text>{t('twoFactor.codes.intro')}</Text>
          <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
            {codes.map((code) => (
              <Code key={code} fz="md">
                {code}
              </Code>
            ))}
          </SimpleGrid>
          <Group>
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  onClick={copy}
                >
                  {copied ? t('twoFactor.codes.copied') : t('twoFactor.codes.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" leftSection={<IconDownload size={18} />} onClick={() => download(text)}>
              {t('twoFactor.codes.download')}
            </Button>
          </Group>
          <Alert color="orange" icon={<IconAlertTriangle />} title={t('twoFactor.codes.onceTitle')}>
            {t('twoFactor.codes.onceText')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('twoFactor.codes.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
