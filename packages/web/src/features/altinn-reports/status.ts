import type { AmeldingDeviationSeverity, AmeldingMonthState, AmeldingReceipt, AmeldingStatus } from '../../gql/graphql';

/** The badge colour of each message status. */
export const STATUS_COLORS: Record<AmeldingStatus, string> = {
  FAILED_SENDING: 'red',
  PENDING: 'blue',
  FEEDBACK_READY: 'cyan',
  SUCCESSFUL: 'green',
  REJECTED: 'red',
  REPLACED: 'gray',
  CANCELLED: 'gray',
  SOMETHING_WRONG: 'orange',
};

/** The badge colour of how a month stands; the ones needing the user's attention are flagged too (FLAGGED_STATES). */
export const MONTH_STATE_COLORS: Record<AmeldingMonthState, string> = {
  NOT_DUE: 'gray',
  NOTHING_TO_REPORT: 'gray',
  NOT_REPORTED: 'orange',
  OVERDUE: 'red',
  WAITING: 'blue',
  REPORTED: 'green',
  SHOULD_REPORT: 'orange',
  REJECTED: 'red',
};

/** Months that need something from the user: not reported (overdue or not), rejected, or changed since. */
export const FLAGGED_STATES: readonly AmeldingMonthState[] = ['NOT_REPORTED', 'OVERDUE', 'SHOULD_REPORT', 'REJECTED'];

export const SEVERITY_COLORS: Record<AmeldingDeviationSeverity, string> = {
  REJECTION: 'red',
  IMMEDIATE: 'orange',
  GUIDELINE: 'blue',
};

export const RECEIPT_COLORS: Record<AmeldingReceipt, string> = {
  RECEIVED: 'green',
  REJECTED: 'red',
  REPLACED: 'gray',
};

export const AMELDING_STATUS_OPTIONS: readonly AmeldingStatus[] = [
  'PENDING',
  'FEEDBACK_READY',
  'SUCCESSFUL',
  'REJECTED',
  'REPLACED',
  'CANCELLED',
  'FAILED_SENDING',
  'SOMETHING_WRONG',
];
