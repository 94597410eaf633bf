import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';
import { BackToAppButton } from './BackToAppButton';

export function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <MessagePage title={t('pages.forbidden.title')} actions={<BackToAppButton />}>
      <Text>{t('pages.forbidden.text')}</Text>
    </MessagePage>
  );
}
