import { useEffect, useState } from 'react';
import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BIG_LOADING_LINK_DELAY_MS } from '@fjord/domain';

/** The spinner between two states of the app, e.g. while a company switch resets the data. */
export function BigLoadingPage() {
  const { t } = useTranslation('shell');
  const [showLink, setShowLink] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShowLink(true), BIG_LOADING_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Center mih="100vh">
      <Stack align="center" gap="lg">
        <Loader size="xl" aria-label={t('common:loading')} />
        {showLink && (
          <Anchor component={Link} to="/">
            {t('pages.bigLoading.backToApp')}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
