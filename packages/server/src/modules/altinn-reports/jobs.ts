import { eq } from 'drizzle-orm';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { defineJob, enqueueJob } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import type { AmeldingRow } from './rules.js';
import { ameldingService } from './service.js';
import { ameldingReports } from './tables.js';

/**
 * After a send, the polling job asks Dialogporten for the feedback (AMELDING_POLL_MS, doubled each time up to
 * AMELDING_POLL_MAX_MS) and fetches it as soon as it is ready, so the user finds the message SUCCESSFUL or
 * REJECTED without pressing anything. After AMELDING_POLL_LIMIT polls it gives up and leaves the message
 * PENDING for the user's "check status". Modelled on the EHF polling (invoice-deliveries/ehf-jobs.ts).
 */

type PollPayload = { reportId: string; poll: number };

/** The wait before poll number `poll` (1, 2, …): the first wait, doubled each time, up to the maximum. */
export function ameldingPollDelay(services: Services, poll: number): number {
  const { firstMs, maxMs } = services.config.ameldingPolling;
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, poll - 1));
}

/** Enqueues poll number `poll` of a message in the caller's transaction (one job per message and poll). */
export async function enqueueAmeldingPoll(tx: Tx, services: Services, row: AmeldingRow, poll: number): Promise<void> {
  if (poll > services.config.ameldingPolling.maxPolls) return;
  const now = services.clock.now();
  await enqueueJob(tx, now, ameldingPollJob, {
    unitId: row.unitId,
    key: `${row.id}:${poll}`,
    runAt: new Date(now.getTime() + ameldingPollDelay(services, poll)),
    payload: { reportId: row.id, poll },
  });
}

/** The job acts for the user who sent the message (its audit events name them). */
const senderActor = (unitId: string, userId: string, at: Date): Actor => ({ unitId, userId, at });

export const ameldingPollJob = defineJob<PollPayload>({
  kind: 'amelding.poll',
  maxAttempts: 5,
  backoffMs: 60_000,
  async run({ job, services, transaction }) {
    const { reportId, poll } = job.payload;
    const unitId = job.unitId!;
    const [row] = await transaction((tx) => tx.select().from(ameldingReports).where(eq(ameldingReports.id, reportId)));
    if (!row) return;
    const actor = senderActor(unitId, row.sentById ?? row.createdById!, services.clock.now());
    let after: AmeldingRow | null = null;
    try {
      after = await ameldingService.poll(services, actor, reportId);
    } catch (error) {
      // The service did not answer: as a poll without news.
      services.log.warn({ err: error, reportId }, 'an a-melding poll got no answer');
      after = row;
    }
    if (after && (after.status === 'PENDING' || after.status === 'FEEDBACK_READY'))
      await transaction((tx) => enqueueAmeldingPoll(tx, services, after, poll + 1));
  },
});
