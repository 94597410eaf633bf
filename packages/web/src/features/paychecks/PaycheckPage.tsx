import { useState } from 'react';
import { Alert, Badge, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import { ReadOnlyNotice } from '../../ui/forms';
import { PaycheckDocument } from './operations';
import { PaycheckActions } from './PaycheckActions';
import { PaycheckStatusBadge, ReportingStatusBadge } from './PaycheckBadges';
import { PaycheckEditor } from './PaycheckEditor';
import { PaycheckFacts } from './PaycheckFacts';
import { PaycheckFrame } from './PaycheckFrame';
import { PaycheckReadOnly } from './PaycheckReadOnly';
import { PaycheckSummary } from './PaycheckSummary';
import type { SavedPaycheck } from './paycheck-form';

/** /paychecks/:id: a draft, open or locked paycheck. */
export default function PaycheckPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('paychecks');
  const { data, error } = useQuery(PaycheckDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error && !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('notFound')}
      </Alert>
    );
  if (!data?.paycheck)
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  return <PaycheckView key={data.paycheck.id} paycheck={data.paycheck} />;
}

/**
 * A paycheck: who, which period and when (with who saved and locked it), its status's actions,
 * the editor while it is a draft or open (read-only once locked, in a locked period, without
 * canCreatePaychecks, or advanced without canCreateAdvancedPaychecks) and the summary of what it
 * comes to.
 */
function PaycheckView({ paycheck }: { paycheck: SavedPaycheck }) {
  const { t } = useTranslation('paychecks');
  const mayChange = usePermission('canCreatePaychecks');
  const mayAdvance = usePermission('canCreateAdvancedPaychecks');
  const [dirty, setDirty] = useState(false);
  const locked = paycheck.status === 'LOCKED' || paycheck.period.isLocked;
  const editable = mayChange && !locked && (!paycheck.advancedMode || mayAdvance);
  const title = paycheck.number ? t('title', { number: paycheck.number }) : t('draftTitle');

  return (
    <PaycheckFrame
      periodId={paycheck.periodId}
      title={title}
      badges={
        <>
          <PaycheckStatusBadge status={paycheck.status} />
          <ReportingStatusBadge status={paycheck.reportingStatus} />
          {paycheck.advancedMode && (
            <Badge variant="light" color="violet">
              {t('fields.advancedMode')}
            </Badge>
          )}
        </>
      }
      actions={<PaycheckActions paycheck={paycheck} mayChange={mayChange} dirty={dirty} />}
    >
      <PaycheckFacts paycheck={paycheck} />
      {mayChange && !locked && !editable && <ReadOnlyNotice>{t('advancedOnly')}</ReadOnlyNotice>}
      {mayChange && paycheck.status !== 'LOCKED' && paycheck.period.isLocked && (
        <ReadOnlyNotice>{t('periodLocked')}</ReadOnlyNotice>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack>
            {editable ? (
              <PaycheckEditor paycheck={paycheck} onDirtyChange={setDirty} />
            ) : (
              <PaycheckReadOnly paycheck={paycheck} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <PaycheckSummary paycheck={paycheck} dirty={dirty} />
        </Grid.Col>
      </Grid>
    </PaycheckFrame>
  );
}
