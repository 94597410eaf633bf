import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AutocompleteSection } from './AutocompleteSection';
import { InputsSection } from './InputsSection';
import { OverlaysSection } from './OverlaysSection';
import { UploadSection } from './UploadSection';

/** /ui/ui-test: every input, the upload and the overlays of the kit, in every state. */
export default function UiTestPage() {
  const { t } = useTranslation('uiTest');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <InputsSection />
      <AutocompleteSection />
      <UploadSection />
      <OverlaysSection />
    </Stack>
  );
}
