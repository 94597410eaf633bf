import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';
import { BackToAppButton } from './BackToAppButton';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <MessagePage title={t('pages.notFound.title')} actions={<BackToAppButton />}>
      <Text>{t('pages.notFound.text')}</Text>
    </MessagePage>
  );
}
