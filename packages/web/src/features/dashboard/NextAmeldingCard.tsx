import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import { AmeldingStatusBadge, MonthStateBadge } from '../altinn-reports/AmeldingBadges';
import { monthSendChoice, newAmeldingPath } from '../altinn-reports/month-actions';
import { NextAmeldingDeadlineDocument } from '../altinn-reports/operations';
import { Panel } from '../altinn-reports/Panel';
import { monthName } from '../altinn-reports/period';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';

/**
 * "Neste a-melding": the month whose a-melding is due next, its deadline and the days left, how it
 * stands, and the way on — to send it (for those who send a-meldinger) or to its latest message.
 * Nothing while the company has no payroll (the server answers null).
 */
export function NextAmeldingCard() {
  const { t, i18n } = useTranslation(['dashboard', 'altinnReports']);
  const locale = localeOf(i18n.language);
  const maySend = usePermission('canSendAltinnPaycheckReports');
  const { data } = useQuery(NextAmeldingDeadlineDocument, { fetchPolicy: 'cache-and-network' });
  const next = data?.nextAmeldingDeadline;
  if (!next) return null;
  const name = monthName(next, locale);
  const send = maySend ? monthSendChoice(next) : null;
  return (
    <Panel
      title={t('nextAmelding.title')}
      aside={
        <Anchor component={Link} to={`/altinn-reports?year=${next.year}`} size="sm">
          {t('nextAmelding.openList')}
        </Anchor>
      }
    >
      <Group gap="sm">
        <Text fw={600}>{name}</Text>
        <MonthStateBadge state={next.state} />
      </Group>
      <Text size="sm">
        {t('nextAmelding.deadline', { date: formatDate(next.deadline, locale) })}{' '}
        <Text span fw={600} c={next.daysLeft < 0 ? 'var(--mantine-color-red-text)' : undefined}>
          {daysLeftText(t, next.daysLeft)}
        </Text>
      </Text>
      <Group gap="sm">
        {send && (
          <Button
            component={Link}
            to={newAmeldingPath(next, send.replacesId)}
            size="sm"
            leftSection={<IconSend size={16} />}
          >
            {t(send.replacesId ? 'nextAmelding.replace' : 'nextAmelding.send', { month: name })}
          </Button>
        )}
        {next.latest && (
          <Group gap="xs">
            <Anchor component={Link} to={`/altinn-reports/${next.latest.id}`} size="sm">
              {t('nextAmelding.openMessage')}
            </Anchor>
            <AmeldingStatusBadge status={next.latest.status} />
          </Group>
        )}
      </Group>
    </Panel>
  );
}

/** "12 dager igjen", "Fristen er i dag", "3 dager over fristen". */
function daysLeftText(t: TFunction, daysLeft: number): string {
  if (daysLeft === 0) return t('nextAmelding.today');
  if (daysLeft < 0) return t('nextAmelding.overdue', { count: -daysLeft });
  return t('nextAmelding.daysLeft', { count: daysLeft });
}
