import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  AmeldingDeviationSeverity,
  AmeldingKind,
  AmeldingMonthState,
  AmeldingReceipt,
  AmeldingStatus,
} from '../../gql/graphql';
import { FLAGGED_STATES, MONTH_STATE_COLORS, RECEIPT_COLORS, SEVERITY_COLORS, STATUS_COLORS } from './status';

/** A message's status, in the words of the spec's statuses ("Sendt, venter på tilbakemelding", "Mottatt" …). */
export function AmeldingStatusBadge({ status }: { status: AmeldingStatus }) {
  const { t } = useTranslation('altinnReports');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** How a month stands; one that needs the user (not reported, overdue, rejected, changed since) carries a warning sign. */
export function MonthStateBadge({ state }: { state: AmeldingMonthState }) {
  const { t } = useTranslation('altinnReports');
  const flagged = FLAGGED_STATES.includes(state);
  return (
    <Badge
      variant="light"
      color={MONTH_STATE_COLORS[state]}
      leftSection={flagged ? <IconAlertTriangle size={12} aria-hidden /> : undefined}
    >
      {t(`monthState.${state}`)}
    </Badge>
  );
}

export function AmeldingKindBadge({ kind }: { kind: AmeldingKind }) {
  const { t } = useTranslation('altinnReports');
  return (
    <Badge variant="outline" color="gray">
      {t(`kind.${kind}`)}
    </Badge>
  );
}

export function SeverityBadge({ severity }: { severity: AmeldingDeviationSeverity }) {
  const { t } = useTranslation('altinnReports');
  return (
    <Badge variant="light" color={SEVERITY_COLORS[severity]}>
      {t(`severity.${severity}`)}
    </Badge>
  );
}

export function ReceiptBadge({ receipt }: { receipt: AmeldingReceipt }) {
  const { t } = useTranslation('altinnReports');
  return (
    <Badge variant="light" color={RECEIPT_COLORS[receipt]}>
      {t(`receipt.${receipt}`)}
    </Badge>
  );
}
