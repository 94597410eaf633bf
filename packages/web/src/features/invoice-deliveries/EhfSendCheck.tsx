import { useEffect } from 'react';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { EhfFindings, type EhfFindingItem } from '../invoices/EhfFindings';
import { acceptsKey, ehfBlockKey, receiverTakes } from './ehf-send';
import { InvoiceEhfCheckDocument } from './operations';

/**
 * The send dialog with EHF chosen: the buyer in the Peppol network (its participant id and what its
 * access point takes) and the invoice's EHF checked against Peppol's rules before it is sent — a
 * short note when it passes, the warnings listed (they do not block), the fatal findings listed
 * with the send button disabled. A refusal of the server (`refused`: the rules it broke when the
 * send was tried) is shown the same way. `onBlocked` hears why sending is disabled, or null.
 */
export function EhfSendCheck({
  invoiceId,
  refused,
  onBlocked,
}: {
  invoiceId: string;
  refused: readonly EhfFindingItem[] | null;
  onBlocked: (reason: string | null) => void;
}) {
  const { t } = useTranslation(['invoiceDeliveries', 'errors']);
  // Asked afresh each time: the invoice's data (the company's, the customer's) may have changed since.
  const { data, loading, error } = useQuery(InvoiceEhfCheckDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
    context: { handleErrors: false },
  });
  const invoice = data?.invoice;
  const receiver = invoice?.sendChoice?.receiver ?? null;
  const validation = invoice?.ehfValidation ?? null;
  const findings: readonly EhfFindingItem[] = refused ?? validation?.findings ?? [];
  const block = ehfBlockKey({
    loading: loading && !invoice,
    valid: validation?.valid ?? null,
    refused,
    takesDocument: receiver && invoice ? receiverTakes(receiver, invoice.kind) : null,
  });
  const reason = block ? t(`ehf.blocked.${block}`) : null;
  useEffect(() => {
    onBlocked(reason);
  }, [onBlocked, reason]);
  useEffect(() => () => onBlocked(null), [onBlocked]);

  if (loading && !invoice)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('ehf.checking')}</Text>
      </Group>
    );
  return (
    <Stack gap="sm">
      {receiver ? (
        <Text size="sm" data-testid="ehf-receiver">
          {t('ehf.receiver', { participantId: receiver.participantId })} {t(`ehf.accepts.${acceptsKey(receiver)}`)}
        </Text>
      ) : (
        error && (
          <Alert color="yellow" variant="light">
            {t('errors:accessPointUnavailable')}
          </Alert>
        )
      )}
      {refused && (
        <Alert color="red" variant="light" title={t('ehf.refused.title')}>
          {t('ehf.refused.text')}
        </Alert>
      )}
      {!refused && validation?.valid && findings.length === 0 ? (
        <Alert color="green" variant="light">
          {t('ehf.valid')}
        </Alert>
      ) : (
        (refused || validation) && <EhfFindings findings={findings} />
      )}
    </Stack>
  );
}
