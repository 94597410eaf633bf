import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OrderTransitionError,
  assertTransition,
  canTransition,
  editRefusal,
  type OrderAction,
  type OrderState,
  type OrderStatus,
} from './order-status.js';

const state = (status: OrderStatus, invoiced = false): OrderState => ({ status, invoiced });

/** Every state and action, with the state after it or the refusal. */
const TABLE: [OrderState, OrderAction, OrderState | string][] = [
  [state('OPEN'), 'lock', state('LOCKED')],
  [state('OPEN'), 'cancel', state('CANCELLED')],
  [state('OPEN'), 'invoice', 'unlocked_orders'],
  [state('LOCKED'), 'lock', 'invalid'],
  [state('LOCKED'), 'cancel', state('CANCELLED')],
  [state('LOCKED'), 'invoice', state('LOCKED', true)],
  [state('CANCELLED'), 'lock', 'invalid'],
  [state('CANCELLED'), 'cancel', 'invalid'],
  [state('CANCELLED'), 'invoice', 'unlocked_orders'],
  [state('LOCKED', true), 'lock', 'already_invoiced'],
  [state('LOCKED', true), 'cancel', 'already_invoiced'],
  [state('LOCKED', true), 'invoice', 'already_invoiced'],
];

describe('order transitions', () => {
  it.each(TABLE)('%o %s gives %o', (from, action, expected) => {
    if (typeof expected === 'string') {
      expect(canTransition(from, action)).toBe(false);
      let refused: unknown = null;
      try {
        assertTransition(from, action);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(OrderTransitionError);
      expect(refused).toMatchObject({ refusal: expected, state: from, action });
    } else {
      expect(canTransition(from, action)).toBe(true);
      expect(assertTransition(from, action)).toEqual(expected);
    }
  });

  it('allows nothing in a state the table does not name (an invoiced open or cancelled order)', () => {
    for (const status of ORDER_STATUSES)
      for (const action of ORDER_ACTIONS) expect(canTransition(state(status, true), action)).toBe(false);
  });

  it('has a table that only invoices a locked order, never leaves CANCELLED and never changes an invoiced one', () => {
    for (const { action, from, to } of ORDER_TRANSITIONS) {
      expect(from.invoiced).toBe(false);
      expect(from.status).not.toBe('CANCELLED');
      expect(to.invoiced).toBe(action === 'invoice');
      if (to.invoiced) expect(from.status).toBe('LOCKED');
    }
  });

  it('only an open order that is not invoiced can be edited', () => {
    expect(editRefusal(state('OPEN'))).toBeNull();
    expect(editRefusal(state('LOCKED'))).toBe('invalid');
    expect(editRefusal(state('CANCELLED'))).toBe('invalid');
    expect(editRefusal(state('LOCKED', true))).toBe('already_invoiced');
  });
});
