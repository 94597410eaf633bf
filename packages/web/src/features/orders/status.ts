import type { OrderStatus } from '@fjord/domain';

/** The badge colour of each status, in the list and on the order. */
export const STATUS_COLORS: Record<OrderStatus, string> = { OPEN: 'blue', LOCKED: 'green', CANCELLED: 'gray' };
