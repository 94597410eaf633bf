import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../ui/update/chunks';
import { PageTitle } from '../../ui/layout/PageTitle';
import { useAppConfig } from '../app-config';
import { BackToAppButton } from './BackToAppButton';
import { MessagePage } from './MessagePage';

/**
 * The error element of every page inside the shell (a render error, from the router) and what a
 * page whose code cannot be loaded shows (the load error, from `lazyRoute`): in place of the page, with the header and menu still there, so the
 * user is never left with a blank window. A chunk that did not load (a lost connection, a deploy
 * that renamed it) offers a reload; anything else the support contact.
 */
export function PageErrorPage({ error: loadError }: { error?: unknown }) {
  const { t } = useTranslation('shell');
  const config = useAppConfig();
  const routeError = useRouteError();
  const error = loadError ?? routeError;
  const chunkFailed = error instanceof ChunkLoadError || isImportFailure(error);
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{t(chunkFailed ? 'pages.pageError.chunkTitle' : 'pages.somethingWentWrong.title')}</PageTitle>
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        <Stack gap="xs">
          <Text size="sm">{t(chunkFailed ? 'pages.pageError.chunkText' : 'pages.somethingWentWrong.text')}</Text>
          {!chunkFailed && config?.supportEmail && (
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="pages.somethingWentWrong.contact"
                values={{ email: config.supportEmail }}
                components={{ mail: <Anchor href={`mailto:${config.supportEmail}`} /> }}
              />
            </Text>
          )}
        </Stack>
      </Alert>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('pages.pageError.reload')}</Button>
        <BackToAppButton />
      </Group>
    </Stack>
  );
}

/** The shell's own code did not load: no header or menu to keep, so the layout-free frame with a reload. */
export function ShellLoadFailedPage() {
  const { t } = useTranslation('shell');
  return (
    <MessagePage
      title={t('pages.pageError.chunkTitle')}
      actions={<Button onClick={() => window.location.reload()}>{t('pages.pageError.reload')}</Button>}
    >
      <Text>{t('pages.pageError.chunkText')}</Text>
    </MessagePage>
  );
}

/** Browsers word a failed dynamic import differently; each names the module it could not fetch. */
function isImportFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}
