import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The simulated a-ordning's own store (the default AMELDING_SERVICE=simulator): what the service has
 * received, by organisation number and month, so its feedback can name earlier messages as replaced and sum
 * the month, as the real service does, across restarts and server processes. Not tenant data: the real service
 * keeps it at Skatteetaten, and no unit reads it except through the port.
 */
export const simulatedAmeldingDeliveries = pgTable(
  'simulated_amelding_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationNumber: text('organization_number').notNull(),
    month: text('month').notNull(),
    meldingsId: text('meldings_id').notNull(),
    replacesMeldingsId: text('replaces_meldings_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    dialogId: text('dialog_id').notNull(),
    transmissionId: text('transmission_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('simulated_amelding_deliveries_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('simulated_amelding_deliveries_dialog_key').on(t.dialogId),
    index('simulated_amelding_deliveries_month_idx').on(t.organizationNumber, t.month),
  ],
);

/** The simulated Altinn's system user requests, decided on its approval page (/simulator/altinn/…). */
export const simulatedSystemUserRequests = pgTable(
  'simulated_system_user_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationNumber: text('organization_number').notNull(),
    status: text('status').$type<'NEW' | 'ACCEPTED' | 'REJECTED'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('simulated_system_user_requests_org_idx').on(t.organizationNumber)],
);
