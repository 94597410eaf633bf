import { osloDate } from '@fjord/domain';
import { defineJob } from '../../jobs/queue.js';
import { generateDueOrders } from './generate.js';

/**
 * Makes the due orders of recurring orders: once a day for every unit (DAILY_SCHEDULES), and for
 * one unit when a save leaves an order due today. Running it again, or on two servers at once,
 * makes nothing twice (generate.ts).
 */
export const recurringOrdersJob = defineJob<Record<string, never>>({
  kind: 'recurring-orders.generate',
  maxAttempts: 5,
  backoffMs: 5 * 60_000,
  async run({ job, services }) {
    await generateDueOrders(services, { today: osloDate(services.clock.now()), unitId: job.unitId });
  },
});
