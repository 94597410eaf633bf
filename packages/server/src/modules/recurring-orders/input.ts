import type { RecurringIntervalChoice } from '@fjord/domain';
import type { OrderInput } from '../orders/input.js';

/** The schedule of a recurring order: when its orders are made and what date they carry. */
export type RecurringScheduleInput = {
  startDate?: string | null;
  endDate?: string | null;
  /** Days before its date that an order is created; 0 when left out. */
  dateOffset?: number | null;
  interval?: RecurringIntervalChoice | string | null;
};

/** A whole recurring order: an order's content without its date, and the schedule. */
export type RecurringOrderInput = Omit<OrderInput, 'date'> &
  RecurringScheduleInput & {
    /** True when left out. */
    active?: boolean | null;
  };
