/** An order's status; whether it is invoiced is a flag beside it, not a status of its own. */
export const ORDER_STATUSES = ['OPEN', 'LOCKED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderState = { status: OrderStatus; invoiced: boolean };

/** What changes an order itself; duplicating and crediting make a new order instead. */
export const ORDER_ACTIONS = ['lock', 'cancel', 'invoice'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type Transition = { action: OrderAction; from: OrderState; to: OrderState };

/**
 * Every allowed change, and nothing else: an open order is locked or cancelled, a locked one is
 * invoiced or cancelled. An invoiced order changes no more (a credit note makes a new order), a
 * cancelled one never again, and a locked order is not reopened.
 */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { action: 'lock', from: { status: 'OPEN', invoiced: false }, to: { status: 'LOCKED', invoiced: false } },
  { action: 'cancel', from: { status: 'OPEN', invoiced: false }, to: { status: 'CANCELLED', invoiced: false } },
  { action: 'cancel', from: { status: 'LOCKED', invoiced: false }, to: { status: 'CANCELLED', invoiced: false } },
  { action: 'invoice', from: { status: 'LOCKED', invoiced: false }, to: { status: 'LOCKED', invoiced: true } },
];

function transitionOf(state: OrderState, action: OrderAction): Transition | undefined {
  return ORDER_TRANSITIONS.find(
    (row) => row.action === action && row.from.status === state.status && row.from.invoiced === state.invoiced,
  );
}

export function canTransition(state: OrderState, action: OrderAction): boolean {
  return transitionOf(state, action) !== undefined;
}

/**
 * Why the action is refused, as the server's validation type: `already_invoiced` for an invoiced
 * order, `unlocked_orders` for invoicing an order that is not locked, `invalid` otherwise.
 */
export type OrderTransitionRefusal = 'already_invoiced' | 'unlocked_orders' | 'invalid';

export class OrderTransitionError extends Error {
  constructor(
    readonly state: OrderState,
    readonly action: OrderAction,
    readonly refusal: OrderTransitionRefusal,
  ) {
    super(`An order ${state.status}${state.invoiced ? ' and invoiced' : ''} cannot ${action}: ${refusal}`);
    this.name = 'OrderTransitionError';
  }
}

function refusalOf(state: OrderState, action: OrderAction): OrderTransitionRefusal {
  if (state.invoiced) return 'already_invoiced';
  if (action === 'invoice' && state.status !== 'LOCKED') return 'unlocked_orders';
  return 'invalid';
}

/** The state after the action, or an OrderTransitionError naming why the action is refused. */
export function assertTransition(state: OrderState, action: OrderAction): OrderState {
  const transition = transitionOf(state, action);
  if (!transition) throw new OrderTransitionError(state, action, refusalOf(state, action));
  return transition.to;
}

/**
 * Why an order's content cannot be edited, or null when it can: only an open order that is not
 * invoiced is edited (`already_invoiced` for an invoiced one, `invalid` for a locked or cancelled
 * one). Editing changes no state, so it is not a transition of the table above.
 */
export function editRefusal(state: OrderState): OrderTransitionRefusal | null {
  if (state.invoiced) return 'already_invoiced';
  return state.status === 'OPEN' ? null : 'invalid';
}
