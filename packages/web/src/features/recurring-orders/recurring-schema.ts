import { z } from 'zod/mini';
import { RECURRING_SCHEDULE_RULES } from '@fjord/domain';
import { toZodSchema } from '../../ui/validation';
import { checkOrderContent } from '../orders/editor/order-schema';
import type { RecurringOrderFormValues } from './recurring-form';

const scheduleSchema = toZodSchema(RECURRING_SCHEDULE_RULES);

/** The recurring order form: the order content's rules and the schedule's, both the domain's as the server runs them. */
export const recurringOrderSchema = z
  .custom<RecurringOrderFormValues>((value) => typeof value === 'object' && value !== null)
  .check(
    z.superRefine((values, issues) => {
      checkOrderContent(values, issues);
      const schedule = scheduleSchema.safeParse(values);
      if (!schedule.success)
        for (const issue of schedule.error.issues)
          issues.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );
