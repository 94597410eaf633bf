import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Code, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconReceiptTax } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AmeldingFieldsFragment, AmeldingStatus } from '../../gql/graphql';
import { CollapsibleSection } from '../../ui/layout/CollapsibleSection';
import { DetailFrame } from '../../ui/layout/DetailFrame';
import { localeOf } from '../warehouse/units';
import { formatDate, formatDateTime } from '../webstore-api-tokens/dates';
import { AmeldingActions } from './AmeldingActions';
import { AmeldingKindBadge, AmeldingStatusBadge } from './AmeldingBadges';
import { AmeldingFeedbackView } from './AmeldingFeedbackView';
import { AmeldingSums } from './AmeldingSums';
import { backToList } from './back-link';
import { Fact, FactGrid } from './Facts';
import { AmeldingDocument } from './operations';
import { monthName, periodText } from './period';
import { RefusalAlert, type Refusal } from './refusal';

/** How often a message waiting for the service is asked for again, so its status moves without a reload. */
export const AMELDING_POLL_MS = 3000;

/** The statuses whose explanation warns: something failed or needs the user. */
const TROUBLE: readonly AmeldingStatus[] = ['FAILED_SENDING', 'REJECTED', 'SOMETHING_WRONG'];

/** /altinn-reports/:id: one message, its feedback and what can be done with it. */
export default function AltinnReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('altinnReports');
  const { data, error, startPolling, stopPolling } = useQuery(AmeldingDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const pending = data?.amelding.status === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    startPolling(AMELDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  if (error && !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('message.notFound')}
      </Alert>
    );
  if (!data)
    return (
      <Center py="xl">
        <Loader aria-label={t('message.loading')} />
      </Center>
    );
  return <AmeldingView key={data.amelding.id} amelding={data.amelding} />;
}

function AmeldingView({ amelding }: { amelding: AmeldingFieldsFragment }) {
  const { t, i18n } = useTranslation(['altinnReports', 'shell']);
  const locale = localeOf(i18n.language);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const month = monthName(amelding, locale);
  return (
    <DetailFrame
      back={backToList(t, amelding.year)}
      title={t('message.title', { month })}
      badges={
        <>
          <AmeldingStatusBadge status={amelding.status} />
          <AmeldingKindBadge kind={amelding.kind} />
          {amelding.archivedAt && (
            <Badge variant="light" color="gray">
              {t('message.archived')}
            </Badge>
          )}
        </>
      }
      actions={<AmeldingActions amelding={amelding} onRefusal={setRefusal} />}
    >
      <Alert
        color={TROUBLE.includes(amelding.status) ? 'orange' : 'blue'}
        icon={TROUBLE.includes(amelding.status) ? <IconAlertTriangle /> : <IconInfoCircle />}
        title={t(`status.${amelding.status}`)}
        aria-live="polite"
      >
        <Stack gap={4}>
          <Text size="sm">{t(`progress.${amelding.status}`)}</Text>
          {amelding.errorMessage && <Text size="sm">{amelding.errorMessage}</Text>}
        </Stack>
      </Alert>
      {refusal && <RefusalAlert refusal={refusal} onClose={() => setRefusal(null)} />}
      <Chain amelding={amelding} />
      <Paper withBorder p="lg">
        <Stack gap="lg">
          <MessageFacts amelding={amelding} />
          <AmeldingSums sums={amelding} />
          <Group>
            <Button
              component={Link}
              to={`/altinn-reports/taxes?month=${periodText(amelding)}`}
              variant="default"
              leftSection={<IconReceiptTax size={16} />}
            >
              {t('message.taxesLink', { month })}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {amelding.feedback && <AmeldingFeedbackView amelding={amelding} feedback={amelding.feedback} />}
      <MessageJson json={amelding.messageJson} />
    </DetailFrame>
  );
}

/** The message's own facts: what, which month, its id at the a-ordning, when and by whom, the deadline. */
function MessageFacts({ amelding }: { amelding: AmeldingFieldsFragment }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const time = (value: string | null) => (value ? formatDateTime(value, locale) : '–');
  return (
    <FactGrid>
      <Fact label={t('fields.month')}>{monthName(amelding, locale)}</Fact>
      <Fact label={t('fields.meldingsId')}>
        <Text size="sm" ff="monospace">
          {amelding.meldingsId}
        </Text>
      </Fact>
      <Fact label={t('fields.deadline')}>{formatDate(amelding.deadline, locale)}</Fact>
      <Fact label={t('fields.sentAt')}>{time(amelding.sentAt)}</Fact>
      <Fact label={t('fields.sentBy')}>{amelding.sentByName ?? '–'}</Fact>
      <Fact label={t('fields.lastCheckedAt')}>{time(amelding.lastCheckedAt)}</Fact>
      {amelding.archivedAt && <Fact label={t('fields.archivedAt')}>{time(amelding.archivedAt)}</Fact>}
    </FactGrid>
  );
}

/** The message's place in its chain: the message it replaces and the one that replaced it. */
function Chain({ amelding }: { amelding: AmeldingFieldsFragment }) {
  const { t } = useTranslation('altinnReports');
  if (!amelding.replaces && !amelding.replacedBy) return null;
  const link = (ref: NonNullable<AmeldingFieldsFragment['replaces']>) => (
    <Anchor component={Link} to={`/altinn-reports/${ref.id}`}>
      {ref.meldingsId}
    </Anchor>
  );
  return (
    <Stack gap={4}>
      {amelding.replaces && (
        <Group gap="xs">
          <Text size="sm">
            {t(amelding.kind === 'CANCELLATION' ? 'message.cancels' : 'message.replaces')} {link(amelding.replaces)}
          </Text>
          <AmeldingStatusBadge status={amelding.replaces.status} />
        </Group>
      )}
      {amelding.replacedBy && (
        <Group gap="xs">
          <Text size="sm">
            {t(amelding.replacedBy.kind === 'CANCELLATION' ? 'message.cancelledBy' : 'message.replacedBy')}{' '}
            {link(amelding.replacedBy)}
          </Text>
          <AmeldingStatusBadge status={amelding.replacedBy.status} />
        </Group>
      )}
    </Stack>
  );
}

/** "Vis meldingen": the JSON as it was sent, closed until asked for. */
function MessageJson({ json }: { json: string }) {
  const { t } = useTranslation('altinnReports');
  const [opened, setOpened] = useState(false);
  return (
    <CollapsibleSection title={t('message.json')} opened={opened} onChange={setOpened} size="h5">
      {/* Scrolled by keyboard too: the long message is a focusable region. */}
      <Code block tabIndex={0} style={{ maxHeight: 480, overflow: 'auto' }}>
        {json}
      </Code>
    </CollapsibleSection>
  );
}
