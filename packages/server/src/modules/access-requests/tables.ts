import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, unitIdColumn, userRefColumn } from '../../db/columns.js';

/**
 * An invitation to join the unit, sent by mail to an address that may or may not have an account
 * yet. Only the SHA-256 hash of the mailed token is kept, like the account tokens. One pending
 * invitation per address: inviting again replaces the earlier one (it is cancelled).
 */
export const unitInvitations = pgTable(
  'unit_invitations',
  {
    id: idColumn(),
    unitId: unitIdColumn(),
    /** The invited address, lower case. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: userRefColumn('accepted_by_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdById: userRefColumn('created_by_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('unit_invitations_token_key').on(t.tokenHash),
    index('unit_invitations_unit_idx').on(t.unitId, t.createdAt),
    uniqueIndex('unit_invitations_one_pending_key')
      .on(t.unitId, t.email)
      .where(sql`accepted_at IS NULL AND cancelled_at IS NULL`),
  ],
);
