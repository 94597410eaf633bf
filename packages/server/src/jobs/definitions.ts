import { mailJob } from '../mail/mailer.js';
import type { DailySchedule, JobDefinition } from './queue.js';

/** Every kind of background work the server runs; a new kind adds its definition here. */
export const JOB_DEFINITIONS: JobDefinition[] = [mailJob];

/** Jobs enqueued once a day (the recurring orders will be the first). */
export const DAILY_SCHEDULES: DailySchedule[] = [];
