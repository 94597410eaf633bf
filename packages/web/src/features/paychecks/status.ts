import type { PaycheckReportingStatus, PaycheckStatus } from '../../gql/graphql';

export const PAYCHECK_STATUSES = ['DRAFT', 'OPEN', 'LOCKED'] as const satisfies PaycheckStatus[];

/** The badge colour of each status, in the list and on the paycheck. */
export const STATUS_COLORS: Record<PaycheckStatus, string> = { DRAFT: 'gray', OPEN: 'blue', LOCKED: 'green' };

export const REPORTING_COLORS: Record<PaycheckReportingStatus, string> = {
  NOT_REPORTED: 'gray',
  SHOULD_REPORT: 'orange',
  REPORTED: 'green',
};
