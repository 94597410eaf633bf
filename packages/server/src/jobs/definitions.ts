import { ameldingPollJob } from '../modules/altinn-reports/jobs.js';
import { mailJob } from '../mail/mailer.js';
import { ehfPollJob, ehfTransmitJob } from '../modules/invoice-deliveries/ehf-jobs.js';
import { automaticOverdueNoticesJob } from '../modules/overdue-notices/automatic.js';
import { recurringOrdersJob } from '../modules/recurring-orders/job.js';
import { taxCardRequestJob } from '../modules/employee-tax-cards/request-job.js';
import { unitExportJob } from '../modules/unit-exports/job.js';
import type { DailySchedule, JobDefinition } from './queue.js';

/** Every kind of background work the server runs; a new kind adds its definition here. */
export const JOB_DEFINITIONS: JobDefinition[] = [
  mailJob,
  recurringOrdersJob as JobDefinition,
  ehfTransmitJob as JobDefinition,
  ehfPollJob as JobDefinition,
  automaticOverdueNoticesJob as JobDefinition,
  ameldingPollJob as JobDefinition,
  taxCardRequestJob as JobDefinition,
  unitExportJob as JobDefinition,
];

/**
 * Jobs enqueued once a day. The recurring orders at 00:30 Oslo time, so a day's orders exist by
 * morning; automatic reminders at 07:00, so the notices reach the customers at the start of the day.
 */
export const DAILY_SCHEDULES: DailySchedule[] = [
  { definition: recurringOrdersJob as JobDefinition, atMinute: 30 },
  { definition: automaticOverdueNoticesJob as JobDefinition, atMinute: 7 * 60 },
];
