import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconArchive, IconDownload, IconRefresh, IconReplace, IconSend, IconX } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AmeldingAction, AmeldingFieldsFragment } from '../../gql/graphql';
import { confirmDialog, toast } from '../../ui/overlays';
import { newAmeldingPath } from './month-actions';
import {
  ArchiveAmeldingDocument,
  CancelAmeldingDocument,
  CheckAmeldingStatusDocument,
  FetchAmeldingFeedbackDocument,
  ResendAmeldingDocument,
} from './operations';
import { monthName } from './period';
import { refusalOf, type Refusal } from './refusal';

/** The buttons in this order, whatever order the server lists the actions in. */
const ORDER: readonly AmeldingAction[] = ['FETCH_FEEDBACK', 'CHECK_STATUS', 'RESEND', 'REPLACE', 'CANCEL', 'ARCHIVE'];

/** Replace is a link to the new page; the others are calls. */
type ButtonAction = Exclude<AmeldingAction, 'REPLACE'>;

type Props = { amelding: AmeldingFieldsFragment; onRefusal: (refusal: Refusal | null) => void };

/**
 * What the server says the user may do with the message now (its status, whether it is the latest
 * of its chain, the user's permission): check the status, fetch the feedback, resend, replace (the
 * new page for its month), cancel and archive (both asked first). A cancellation opens the
 * cancelling message.
 */
export function AmeldingActions({ amelding, onRefusal }: Props) {
  const { t } = useTranslation('altinnReports');
  const [busy, setBusy] = useState(false);
  const run = useActionRunner(amelding, onRefusal);
  const act = (action: ButtonAction) => async () => {
    setBusy(true);
    try {
      await run(action);
    } finally {
      setBusy(false);
    }
  };
  const actions = ORDER.filter((action) => amelding.actions.includes(action));
  return (
    <>
      {actions.map((action) =>
        action === 'REPLACE' ? (
          <Button
            key={action}
            component={Link}
            to={newAmeldingPath(amelding, amelding.id)}
            variant="default"
            leftSection={<IconReplace size={16} />}
          >
            {t('actions.REPLACE')}
          </Button>
        ) : (
          <Button
            key={action}
            variant={action === 'FETCH_FEEDBACK' || action === 'RESEND' ? 'filled' : 'default'}
            color={action === 'CANCEL' ? 'red' : undefined}
            leftSection={ICONS[action]}
            aria-haspopup={action === 'CANCEL' || action === 'ARCHIVE' ? 'dialog' : undefined}
            disabled={busy}
            onClick={() => void act(action)()}
          >
            {t(`actions.${action}`)}
          </Button>
        ),
      )}
    </>
  );
}

const ICONS: Record<AmeldingAction, ReactNode> = {
  CHECK_STATUS: <IconRefresh size={16} />,
  FETCH_FEEDBACK: <IconDownload size={16} />,
  RESEND: <IconSend size={16} />,
  REPLACE: <IconReplace size={16} />,
  CANCEL: <IconX size={16} />,
  ARCHIVE: <IconArchive size={16} />,
};

/** Runs one action: asks where it undoes something, calls the server, says how it went. */
function useActionRunner(amelding: AmeldingFieldsFragment, onRefusal: (refusal: Refusal | null) => void) {
  const { t, i18n } = useTranslation('altinnReports');
  const client = useApolloClient();
  const navigate = useNavigate();
  const month = monthName(amelding, i18n.language);
  const variables = { id: amelding.id };
  const context = { handleErrors: false };

  const mutations = {
    CHECK_STATUS: async () => {
      const { data } = await client.mutate({ mutation: CheckAmeldingStatusDocument, variables, context });
      if (data) toast('info', t('actions.checked', { status: t(`status.${data.checkAmeldingStatus.status}`) }));
    },
    FETCH_FEEDBACK: async () => {
      const { data } = await client.mutate({ mutation: FetchAmeldingFeedbackDocument, variables, context });
      if (data)
        toast('success', t('actions.feedbackFetched', { status: t(`status.${data.fetchAmeldingFeedback.status}`) }));
    },
    RESEND: async () => {
      const { data } = await client.mutate({ mutation: ResendAmeldingDocument, variables, context });
      if (data) toast('success', t('actions.resent', { status: t(`status.${data.resendAmelding.status}`) }));
    },
    CANCEL: async () => {
      const confirmed = await confirmDialog({
        title: t('actions.cancelTitle', { month }),
        message: t('actions.cancelMessage', { meldingsId: amelding.meldingsId, month }),
        confirmLabel: t('actions.CANCEL'),
        danger: true,
      });
      if (!confirmed) return;
      const { data } = await client.mutate({ mutation: CancelAmeldingDocument, variables, context });
      if (!data) return;
      toast('success', t('actions.cancelled', { month }));
      await navigate(`/altinn-reports/${data.cancelAmelding.id}`);
    },
    ARCHIVE: async () => {
      const confirmed = await confirmDialog({
        title: t('actions.archiveTitle', { month }),
        message: t('actions.archiveMessage'),
        confirmLabel: t('actions.ARCHIVE'),
      });
      if (!confirmed) return;
      await client.mutate({ mutation: ArchiveAmeldingDocument, variables, context });
      toast('success', t('actions.archived', { month }));
    },
  } satisfies Record<ButtonAction, () => Promise<void>>;

  return async (action: ButtonAction) => {
    onRefusal(null);
    try {
      await mutations[action]();
    } catch (error) {
      onRefusal(refusalOf(error));
    }
  };
}
