import type { TaxCardRequestStatus } from '../../gql/graphql';

/** The badge colour of each tax card request status (list and dialog). */
export const REQUEST_STATUS_COLORS: Record<TaxCardRequestStatus, string> = {
  FAILED_SENDING: 'red',
  PENDING: 'yellow',
  FEEDBACK_READY: 'blue',
  RETRIEVED: 'green',
  SOMETHING_WRONG: 'orange',
};

/** Whether the background work is still going on: the page asks again until it is not. */
export const isWorking = (status: TaxCardRequestStatus) => status === 'PENDING' || status === 'FEEDBACK_READY';
