import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaycheckReportingStatus, PaycheckStatus } from '../../gql/graphql';
import { REPORTING_COLORS, STATUS_COLORS } from './status';

export function PaycheckStatusBadge({ status }: { status: PaycheckStatus }) {
  const { t } = useTranslation('paychecks');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Whether the a-melding has the paycheck (reported), should get it, or has nothing to report yet. */
export function ReportingStatusBadge({ status }: { status: PaycheckReportingStatus }) {
  const { t } = useTranslation('paychecks');
  return (
    <Badge variant="light" color={REPORTING_COLORS[status]}>
      {t(`reportingStatus.${status}`)}
    </Badge>
  );
}
