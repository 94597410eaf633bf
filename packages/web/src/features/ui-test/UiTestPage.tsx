import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AutocompleteSection } from './AutocompleteSection';
import { InputsSection } from './InputsSection';
import { OverlaysSection } from './OverlaysSection';
import { UploadSection } from './UploadSection';
import { PageTitle } from '../../ui/layout/PageTitle';

/** /ui/ui-test: every input, the upload and the overlays of the kit, in every state. */
export default function UiTestPage() {
  const { t } = useTranslation('uiTest');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <InputsSection />
      <AutocompleteSection />
      <UploadSection />
      <OverlaysSection />
    </Stack>
  );
}
