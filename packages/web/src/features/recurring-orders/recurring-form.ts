import { isRecurringIntervalChoice, type RecurringIntervalChoice } from '@fjord/domain';
import type { RecurringOrderEditorQuery, RecurringOrderInput } from '../../gql/graphql';
import {
  newOrderValues,
  orderFormValues,
  orderInput,
  type OrderContentFormValues,
  type OrderDefaults,
} from '../orders/editor/order-form';

export type SavedRecurringOrder = NonNullable<RecurringOrderEditorQuery['recurringOrder']>;

/** The schedule as its part of the form edits it. */
export type ScheduleFormValues = {
  active: boolean;
  startDate: string | null;
  endDate: string | null;
  /** Days before its date that an order is created. */
  dateOffset: number | null;
  interval: RecurringIntervalChoice | null;
};

/**
 * The order's content (OrderFields) and the schedule. The content's `date` is not shown: it holds
 * the next order's date, whose VAT rates and prices the content is checked and totalled with.
 */
export type RecurringOrderFormValues = OrderContentFormValues & ScheduleFormValues;

export function newRecurringOrderValues(defaults: OrderDefaults): RecurringOrderFormValues {
  return {
    ...newOrderValues(defaults),
    active: true,
    startDate: defaults.date,
    endDate: null,
    dateOffset: 0,
    interval: 'ONE_MONTH',
  };
}

export function recurringOrderFormValues(saved: SavedRecurringOrder): RecurringOrderFormValues {
  return {
    // The same fields as an open order's; the date is the next order's.
    ...orderFormValues({ ...saved, date: saved.nextDate ?? saved.startDate }),
    active: saved.active,
    startDate: saved.startDate,
    endDate: saved.endDate ?? null,
    dateOffset: saved.dateOffset,
    interval: isRecurringIntervalChoice(saved.interval) ? saved.interval : null,
  };
}

/** The form as the server's RecurringOrderInput: the order's content without its date, and the schedule. */
export function recurringOrderInput(values: RecurringOrderFormValues): RecurringOrderInput {
  const { date: _date, ...content } = orderInput(values);
  return {
    ...content,
    active: values.active,
    startDate: values.startDate ?? '',
    endDate: values.endDate || null,
    dateOffset: values.dateOffset ?? 0,
    // The form's rules require an interval before it is sent.
    interval: values.interval!,
  };
}
