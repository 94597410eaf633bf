import { Button, Group } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TaxCardRequestAction, TaxCardRequestFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../ui/format';
import { confirmDialog, toast } from '../../ui/overlays';
import {
  ArchiveTaxCardRequestDocument,
  CheckTaxCardRequestDocument,
  TaxCardRequestsDocument,
} from './request-operations';

/**
 * A request's actions as buttons: "Vis" (its results), and what its status allows now — "Sjekk status" and
 * "Hent svar" do the waiting work at once, "Arkiver" (asked first) hides it from the list.
 */
export function TaxCardRequestActions({
  request,
  onOpen,
  onChanged,
}: {
  request: TaxCardRequestFieldsFragment;
  /** Shows the request's results; left out where they are shown already (the dialog). */
  onOpen?: () => void;
  /** After an action, for what the answer does not carry (the dialog's results). */
  onChanged?: () => void;
}) {
  const { t, i18n } = useTranslation('taxCards');
  // The answer updates the request wherever it is shown (by its id); the list is asked again for what it holds.
  const refetchQueries = [TaxCardRequestsDocument];
  const [check, checking] = useMutation(CheckTaxCardRequestDocument, { refetchQueries });
  const [archive, archiving] = useMutation(ArchiveTaxCardRequestDocument, { refetchQueries });
  const name = t('requests.name', { year: request.year, date: formatDateTime(request.requestedAt, i18n.language) });

  async function run(action: TaxCardRequestAction) {
    if (action === 'ARCHIVE') {
      const confirmed = await confirmDialog({
        title: t('requests.archiveTitle'),
        message: t('requests.archiveMessage', { name }),
        confirmLabel: t('requests.actions.ARCHIVE'),
      });
      if (!confirmed) return;
      const answer = await archive({ variables: { id: request.id } });
      if (answer.data) toast('success', t('requests.archived', { name }));
      onChanged?.();
      return;
    }
    const answer = await check({ variables: { id: request.id } });
    onChanged?.();
    const status = answer.data?.checkTaxCardRequest.status;
    if (status) toast(status === 'RETRIEVED' ? 'success' : 'info', t(`requests.checked.${status}`));
  }

  return (
    <Group gap="xs" wrap="nowrap">
      {onOpen && (
        <Button
          size="compact-sm"
          variant="default"
          aria-haspopup="dialog"
          aria-label={t('requests.openLabel', { name })}
          onClick={onOpen}
        >
          {t('requests.open')}
        </Button>
      )}
      {request.actions.map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant={action === 'ARCHIVE' ? 'subtle' : 'light'}
          loading={action === 'ARCHIVE' ? archiving.loading : checking.loading}
          aria-label={t('requests.actionLabel', { action: t(`requests.actions.${action}`), name })}
          onClick={() => void run(action)}
        >
          {t(`requests.actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
