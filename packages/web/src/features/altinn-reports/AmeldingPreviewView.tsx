import { useState } from 'react';
import { Alert, Anchor, Button, Center, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import type { AmeldingPreviewQuery } from '../../gql/graphql';
import { confirmDialog, toast } from '../../ui/overlays';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import { AmeldingKindBadge } from './AmeldingBadges';
import { AmeldingSums } from './AmeldingSums';
import { Fact, FactGrid } from './Facts';
import { AmeldingPreviewDocument, AmeldingSystemUserDocument, SendAmeldingDocument } from './operations';
import { monthName } from './period';
import { RefusalAlert, refusalOf, SystemUserLink, type Refusal } from './refusal';

type Preview = AmeldingPreviewQuery['ameldingPreview'];
type Props = { year: number; month: number; replacesId: string | null };

/** What "Send" would send for the month now, and the send itself. */
export function AmeldingPreviewView({ year, month, replacesId }: Props) {
  const { t } = useTranslation('altinnReports');
  const { data, error } = useQuery(AmeldingPreviewDocument, {
    variables: { year, month, replacesId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('new.previewFailed')}
      </Alert>
    );
  if (!data)
    return (
      <Center py="xl">
        <Loader aria-label={t('new.loading')} />
      </Center>
    );
  return <PreviewBody preview={data.ameldingPreview} replacesId={replacesId} />;
}

function PreviewBody({ preview, replacesId }: { preview: Preview; replacesId: string | null }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);
  const send = useSend(preview, replacesId, { onRefusal: setRefusal, onSending: setSending });
  const blocked = preview.problems.length > 0;

  return (
    <Stack gap="lg">
      {preview.replaces && (
        <Alert color="blue" icon={<IconInfoCircle />} title={t('new.replacementTitle')}>
          {t('new.replacementText', { meldingsId: preview.replaces.meldingsId })}{' '}
          <Anchor component={Link} to={`/altinn-reports/${preview.replaces.id}`}>
            {t('new.openReplaced')}
          </Anchor>
        </Alert>
      )}
      {preview.isZeroReport && (
        <Alert color="blue" icon={<IconInfoCircle />} title={t('new.zeroReportTitle')}>
          {t('new.zeroReportText')}
        </Alert>
      )}
      {blocked && <Problems problems={preview.problems} />}
      {refusal && <RefusalAlert refusal={refusal} onClose={() => setRefusal(null)} />}
      <Paper withBorder p="lg">
        <Stack gap="lg">
          <FactGrid>
            <Fact label={t('fields.month')}>{monthName(preview, locale)}</Fact>
            <Fact label={t('fields.deadline')}>{formatDate(preview.deadline, locale)}</Fact>
            <Fact label={t('fields.kind')}>
              <AmeldingKindBadge kind={preview.kind} />
            </Fact>
          </FactGrid>
          <AmeldingSums sums={preview} />
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} />}
          aria-haspopup="dialog"
          disabled={blocked}
          loading={sending}
          onClick={() => void send()}
        >
          {t('new.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What stops the month from being sent, in the server's words; the system user's settings a click away. */
function Problems({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation('altinnReports');
  const { data } = useQuery(AmeldingSystemUserDocument, {
    fetchPolicy: 'cache-and-network',
    // Only a hint here: the problems already say what is wrong.
    context: { handleErrors: false },
  });
  const unapproved = data !== undefined && data.altinnSystemUser.status !== 'APPROVED';
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} title={t('new.problemsTitle')}>
      <Stack gap="xs">
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
        {unapproved && <SystemUserLink />}
      </Stack>
    </Alert>
  );
}

type SendEvents = { onRefusal: (refusal: Refusal | null) => void; onSending: (sending: boolean) => void };

/**
 * Asks, sends (the button busy meanwhile, not while the question is open), and opens the new
 * message; a refusal is shown on the page (with the system user's way out).
 */
function useSend(preview: Preview, replacesId: string | null, { onRefusal, onSending }: SendEvents) {
  const { t, i18n } = useTranslation('altinnReports');
  const client = useApolloClient();
  const navigate = useNavigate();
  const locale = localeOf(i18n.language);
  const name = monthName(preview, locale);
  return async () => {
    const confirmed = await confirmDialog({
      title: t('new.confirmTitle', { month: name }),
      message: (
        <Stack gap="xs" mb="lg">
          <Text size="sm">
            {t('new.confirmText', {
              count: preview.employeeCount,
              withholding: formatMoney(preview.withholding, locale),
              employerTax: formatMoney(preview.employerTax, locale),
            })}
          </Text>
          {preview.replaces && (
            <Text size="sm">{t('new.confirmReplaces', { meldingsId: preview.replaces.meldingsId })}</Text>
          )}
        </Stack>
      ),
      confirmLabel: t('new.send'),
    });
    if (!confirmed) return;
    onRefusal(null);
    onSending(true);
    try {
      const { data } = await client.mutate({
        mutation: SendAmeldingDocument,
        variables: { year: preview.year, month: preview.month, replacesId },
        context: { handleErrors: false },
      });
      if (!data) return;
      toast('success', t('new.sent', { month: name }));
      await navigate(`/altinn-reports/${data.sendAmelding.id}`);
    } catch (error) {
      onRefusal(refusalOf(error));
    } finally {
      onSending(false);
    }
  };
}
