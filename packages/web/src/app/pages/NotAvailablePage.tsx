import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../route-effects';
import { PageTitle } from '../../ui/layout/PageTitle';

/** What a route shows until its feature is built: its title and a plain statement, nothing pretended. */
export function NotAvailablePage() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title;
  return (
    <Stack gap="md">
      {title && <PageTitle>{t(title)}</PageTitle>}
      <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
        {t('pages.notAvailable.text')}
      </Alert>
    </Stack>
  );
}
