import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../ui/update/chunks';
import { PageTitle } from '../../ui/layout/PageTitle';
import { useAppConfig } from '../app-config';
import { BackToAppButton } from './BackToAppButton';
import { MessagePage } from './MessagePage';

type Props = {
  /** The error to explain; without one, the router's error of the route (if any). */
  error?: unknown;
  /** Outside the shell (no header or menu to keep): the layout-free frame of MessagePage. */
  layoutFree?: boolean;
};

/**
 * The one error page. Inside the shell it stands in place of a page that failed to render or
 * load, with the header and menu still there, so the user is never left with a blank window;
 * layout-free it is the root's error element, /something-went-wrong and what shows when the
 * shell's own code did not load. A chunk that did not load (a lost connection, a deploy that
 * renamed it) offers a reload; anything else the support contact and the way back.
 */
/** Where the support address goes in the translated sentence. */
const EMAIL_PLACE = '\u0000';

/**
 * The sentence with the support address as a mail link where the translation puts it. Split by hand
 * rather than with react-i18next's Trans, which would add its HTML parser to every first page load.
 */
function SupportContact({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split(EMAIL_PLACE);
  return (
    <>
      {before}
      <Anchor href={`mailto:${email}`}>{email}</Anchor>
      {after}
    </>
  );
}

export function ErrorPage({ error: given, layoutFree = false }: Props) {
  const { t } = useTranslation('shell');
  const config = useAppConfig();
  const routeError = useRouteError();
  const error = given ?? routeError;
  const chunkFailed = error instanceof ChunkLoadError || isImportFailure(error);
  const title = t(chunkFailed ? 'pages.pageError.chunkTitle' : 'pages.somethingWentWrong.title');
  const text = t(chunkFailed ? 'pages.pageError.chunkText' : 'pages.somethingWentWrong.text');
  const contact = !chunkFailed && config?.supportEmail && (
    <Text size={layoutFree ? undefined : 'sm'}>
      <SupportContact
        text={t('pages.somethingWentWrong.contact', { email: EMAIL_PLACE })}
        email={config.supportEmail}
      />
    </Text>
  );
  // A reload helps where code failed to load and in place of a page; the way back wherever the
  // application itself still works.
  const actions: ReactNode = (
    <>
      {(chunkFailed || !layoutFree) && (
        <Button onClick={() => window.location.reload()}>{t('pages.pageError.reload')}</Button>
      )}
      {(!chunkFailed || !layoutFree) && <BackToAppButton />}
    </>
  );
  if (layoutFree)
    return (
      <MessagePage title={title} actions={actions}>
        <Text>{text}</Text>
        {contact}
      </MessagePage>
    );
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{title}</PageTitle>
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        <Stack gap="xs">
          <Text size="sm">{text}</Text>
          {contact}
        </Stack>
      </Alert>
      <Group>{actions}</Group>
    </Stack>
  );
}

/** The error element of the routes inside the shell, and the page whose code did not load there. */
export const PageErrorPage = ({ error }: { error?: unknown }) => <ErrorPage error={error} />;

/** The root's error element and /something-went-wrong. */
export const SomethingWentWrongPage = () => <ErrorPage layoutFree />;

/** The shell's own code did not load. */
export const ShellLoadFailedPage = ({ error }: { error: unknown }) => <ErrorPage error={error} layoutFree />;

/** Browsers word a failed dynamic import differently; each names the module it could not fetch. */
function isImportFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}
