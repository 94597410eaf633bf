import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useAppConfig } from '../app-config';
import { MessagePage } from './MessagePage';
import { BackToAppButton } from './BackToAppButton';

/** The error page with the support contact; also the router's error element. */
export function SomethingWentWrongPage() {
  const { t } = useTranslation('shell');
  const config = useAppConfig();
  return (
    <MessagePage title={t('pages.somethingWentWrong.title')} actions={<BackToAppButton />}>
      <Text>{t('pages.somethingWentWrong.text')}</Text>
      {config?.supportEmail && (
        <Text>
          <Trans
            t={t}
            i18nKey="pages.somethingWentWrong.contact"
            values={{ email: config.supportEmail }}
            components={{ mail: <Anchor href={`mailto:${config.supportEmail}`} /> }}
          />
        </Text>
      )}
    </MessagePage>
  );
}
