import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SystemUserStatus } from '@fjord/domain';
import { tenantColumns, userRefColumn } from '../../db/columns.js';

/**
 * Fjord's system user at the unit (Altinn 3): the 2026 form of the spec's Altinn login. Fjord requests it,
 * someone with the client- or main-administrator role at the company approves it in Altinn through the
 * confirmation link, and from then on Fjord's Maskinporten token names it. One row per unit, made by the first
 * request; no row is NOT_REQUESTED.
 */
export const altinnSystemUsers = pgTable(
  'altinn_system_users',
  {
    ...tenantColumns(),
    status: text('status').$type<Exclude<SystemUserStatus, 'NOT_REQUESTED'>>().notNull(),
    organizationNumber: text('organization_number').notNull(),
    /** Altinn's id of the request, and the link the company opens to approve it. */
    requestId: text('request_id').notNull(),
    confirmUrl: text('confirm_url').notNull(),
    /** Altinn's system user id once approved. */
    systemUserId: text('system_user_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requestedById: userRefColumn('requested_by_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('altinn_system_users_unit_key').on(t.unitId)],
);
