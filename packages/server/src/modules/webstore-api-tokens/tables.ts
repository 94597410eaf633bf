import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/columns.js';

/**
 * Web shop API tokens. Only the SHA-256 hex of the value is kept
 * (auth/tokens.ts); the value itself is answered once, by createWebstoreApiToken. created_by_id is
 * who made it. A deleted token's row is gone, so its value finds nothing.
 */
export const webstoreApiTokens = pgTable(
  'webstore_api_tokens',
  {
    ...tenantColumns(),
    description: text('description').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull(),
  },
  (t) => [
    uniqueIndex('webstore_api_tokens_hash_key').on(t.tokenHash),
    index('webstore_api_tokens_unit_created_idx').on(t.unitId, sql`${t.createdAt} desc`),
  ],
);
