import { defineJob } from '../../jobs/queue.js';
import { advanceTaxCardRequest } from './request-work.js';

/**
 * Fetches a tax card request's answers and applies them (request-work.ts), in the background right after the
 * request. The service down partway through is tried again with backoff; on the last attempt the request is
 * FAILED_SENDING and waits for a user's check. Enqueued with the request's id as its key, once.
 */
export const taxCardRequestJob = defineJob<{ requestId: string }>({
  kind: 'taxCards.request',
  maxAttempts: 6,
  backoffMs: 30_000,
  maxBackoffMs: 30 * 60_000,
  async run({ job, services }) {
    await advanceTaxCardRequest(services, job.unitId!, job.payload.requestId, {
      finalTry: job.attempts >= job.maxAttempts,
    });
  },
});
